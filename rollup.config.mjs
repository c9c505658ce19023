// Two builds (`npm run build` runs this, then tsc for .d.ts, then the custom-elements manifest):
//  (a) ESM modules into dist/, module structure preserved, dependencies left as bare imports;
//  (b) dist/quetzal-board.bundle.js: one minified file with lit and xstate inside.
// TS is transpiled by esbuild (rollup-plugin-esbuild): @rollup/plugin-typescript cannot load TS 7.
import { existsSync, readdirSync } from 'node:fs';
import esbuild from 'rollup-plugin-esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';

// Entry points, named by their path under src/ without extension (→ dist/<name>.js).
const entries = { index: 'src/index.ts', engine: 'src/engine.ts', 'records/index': 'src/records/index.ts' };
// Each web component package src/elements/<name>/index.ts becomes dist/elements/<name>/index.js.
if (existsSync('src/elements')) {
  for (const dir of readdirSync('src/elements', { withFileTypes: true })) {
    const file = `src/elements/${dir.name}/index.ts`;
    if (dir.isDirectory() && existsSync(file)) entries[`elements/${dir.name}/index`] = file;
  }
}

const ts = () => esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' });
// Bare imports (lit, xstate, @lit/...) stay external in the module build: the consumer resolves them.
const isBare = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

export default [
  {
    input: entries,
    external: isBare,
    plugins: [ts()],
    output: {
      dir: 'dist',
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: 'src',
      entryFileNames: '[name].js',
      sourcemap: true,
    },
  },
  {
    input: 'src/index.ts',
    plugins: [
      // 'production' picks Lit's production build (no dev-mode warnings, smaller).
      nodeResolve({ exportConditions: ['production'], browser: true }),
      ts(),
      terser({ ecma: 2020, module: true, format: { comments: false } }),
    ],
    output: {
      file: 'dist/quetzal-board.bundle.js',
      format: 'es',
      sourcemap: true,
    },
  },
];
