/**
 * Bundle size, min + gzip -9, built exactly as dist/quetzal-board.bundle.js is (rollup, esbuild,
 * node-resolve with Lit's production build, terser), beside the floor of Lit + XState alone.
 */
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { gzipSync } from 'node:zlib';

export const SIZE_BUDGET_BYTES = 60 * 1024;

async function minGzip(input: string): Promise<{ min: number; gzip: number }> {
  const bundle = await rollup({
    input,
    onwarn: () => {},
    plugins: [
      nodeResolve({ exportConditions: ['production'], browser: true }),
      esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
      terser({ ecma: 2020, module: true, format: { comments: false } }),
    ],
  });
  const { output } = await bundle.generate({ format: 'es', inlineDynamicImports: true });
  await bundle.close();
  const code = output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('');
  return { min: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

export async function measureSize() {
  const main = await minGzip('src/index.ts');
  const floor = await minGzip('bench/floor-entry.ts');
  return {
    mainMinBytes: main.min,
    mainGzipBytes: main.gzip,
    floorGzipBytes: floor.gzip,
    ratioToFloor: +(main.gzip / floor.gzip).toFixed(2),
    budgetBytes: SIZE_BUDGET_BYTES,
    withinBudget: main.gzip <= SIZE_BUDGET_BYTES,
  };
}
