/**
 * Bundle size, min + gzip -9, built exactly as dist/quetzal-board.bundle.js is: rollup.config.mjs's own
 * bundle build (rollup, esbuild, node-resolve with Lit's production build, the template minifier,
 * terser, code splitting), generated in memory.
 *
 *  - main: what `<script type="module" src=".../quetzal-board.bundle.js">` downloads before the first
 *    render — the entry file and anything it imports statically. Budget: 60 KB. It holds everything
 *    needed to play: engine, statechart, the board and its parts, board art, both languages' strings.
 *  - lazy: each chunk loaded by `import()` when a feature is first used (records, diagrams,
 *    highlights, and whatever else is split off), and the total of all files.
 *  - floor: Lit + XState alone (bench/floor-entry.ts: one LitElement, one machine), built the same way;
 *    the main bundle's size is reported as a ratio to it.
 *
 * `node --import tsx bench/size.ts` prints the report alone; `npm run bench` prints it with the rest.
 */
import { rollup, type OutputChunk, type RollupOptions } from 'rollup';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

export const SIZE_BUDGET_BYTES = 60 * 1024;
const BUNDLE = 'quetzal-board.bundle.js';

export interface ChunkSize {
  file: string;
  minBytes: number;
  gzipBytes: number;
}

interface Built {
  main: ChunkSize;
  /** The files the main entry loads before it runs (itself first). */
  mainFiles: string[];
  lazy: ChunkSize[];
  total: { minBytes: number; gzipBytes: number };
}

const sizeOf = (file: string, code: string): ChunkSize => ({
  file, minBytes: Buffer.byteLength(code), gzipBytes: gzipSync(code, { level: 9 }).length,
});

/** rollup.config.mjs's build of dist/quetzal-board.bundle.js. */
async function bundleConfig(): Promise<RollupOptions & { output: Record<string, unknown> }> {
  const configs = (await import(pathToFileURL('rollup.config.mjs').href)).default as (RollupOptions & { output: Record<string, unknown> })[];
  const config = configs.find((c) => c.output?.entryFileNames === BUNDLE || String(c.output?.file ?? '').endsWith(BUNDLE));
  if (!config) throw new Error(`rollup.config.mjs has no ${BUNDLE} build`);
  return config;
}

async function build(input: string): Promise<Built> {
  const config = await bundleConfig();
  const bundle = await rollup({ ...config, input, onwarn: () => {} });
  // In memory: no file is written (so no plugin touches dist/).
  const { output } = await bundle.generate({ ...config.output, sourcemap: false });
  await bundle.close();
  const chunks = output.filter((o): o is OutputChunk => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry)!;
  // The entry and its static imports, transitively: fetched before anything renders.
  const mainFiles: string[] = [];
  const visit = (name: string) => {
    if (mainFiles.includes(name)) return;
    mainFiles.push(name);
    for (const dep of byName.get(name)?.imports ?? []) visit(dep);
  };
  visit(entry.fileName);
  const mainCode = mainFiles.map((f) => byName.get(f)!.code).join('\n');
  const lazy = chunks.filter((c) => !mainFiles.includes(c.fileName)).map((c) => sizeOf(c.fileName, c.code))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const all = chunks.map((c) => sizeOf(c.fileName, c.code));
  return {
    main: sizeOf(entry.fileName, mainCode),
    mainFiles,
    lazy,
    total: { minBytes: all.reduce((n, c) => n + c.minBytes, 0), gzipBytes: all.reduce((n, c) => n + c.gzipBytes, 0) },
  };
}

export async function measureSize() {
  const main = await build('src/bundle.ts');
  const floor = await build('bench/floor-entry.ts');
  // <aztec-board>'s own bundle, on the same config and the same budget (issue 28).
  const aztec = await build('src/games/aztec/board/index.ts');
  // Both boards in one file (dist/boards.bundle.js): Lit, XState and the kit once, for a page holding both.
  const both = await build('src/entries/boards-bundle.ts');
  return {
    bothMainGzipBytes: both.main.gzipBytes,
    bothSavedGzipBytes: main.main.gzipBytes + aztec.main.gzipBytes - both.main.gzipBytes,
    aztecMainGzipBytes: aztec.main.gzipBytes,
    aztecMainMinBytes: aztec.main.minBytes,
    aztecWithinBudget: aztec.main.gzipBytes <= SIZE_BUDGET_BYTES,
    aztecLazyChunks: aztec.lazy,
    mainMinBytes: main.main.minBytes,
    mainGzipBytes: main.main.gzipBytes,
    mainFiles: main.mainFiles,
    floorGzipBytes: floor.main.gzipBytes,
    ratioToFloor: +(main.main.gzipBytes / floor.main.gzipBytes).toFixed(2),
    budgetBytes: SIZE_BUDGET_BYTES,
    withinBudget: main.main.gzipBytes <= SIZE_BUDGET_BYTES,
    lazyChunks: main.lazy,
    totalMinBytes: main.total.minBytes,
    totalGzipBytes: main.total.gzipBytes,
  };
}

export type SizeReport = Awaited<ReturnType<typeof measureSize>>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report as printed by `npm run bench`: over budget, it ends with a line no one can miss. */
export function formatSize(size: SizeReport): string {
  const lines = [
    `Main bundle (${size.mainFiles.join(' + ')}, what the page loads before the first render; min + gzip -9): ${kb(size.mainGzipBytes)} (${kb(size.mainMinBytes)} minified)`,
    `  floor lit + xstate: ${kb(size.floorGzipBytes)}; main ÷ floor: ${size.ratioToFloor}×`,
    'Lazy chunks (loaded by import() on first use):',
    ...size.lazyChunks.map((c) => `  ${c.file.padEnd(40)} ${kb(c.gzipBytes).padStart(9)} (${kb(c.minBytes)} minified)`),
    `All files: ${kb(size.totalGzipBytes)} (${kb(size.totalMinBytes)} minified)`,
    `Aztec board main bundle: ${kb(size.aztecMainGzipBytes)} (${kb(size.aztecMainMinBytes)} minified); lazy: ${size.aztecLazyChunks.map((c) => `${c.file} ${kb(c.gzipBytes)}`).join(', ')}`,
    `Both boards' bundle (boards.bundle.js, a page holding both): ${kb(size.bothMainGzipBytes)}, ${kb(size.bothSavedGzipBytes)} less than the two boards' bundles (their shared Lit, XState and kit)`,
  ];
  if (!size.aztecWithinBudget) lines.push(`!!! SIZE BUDGET EXCEEDED: the Aztec board's main bundle ${kb(size.aztecMainGzipBytes)} > ${kb(size.budgetBytes)} !!!`);
  if (size.withinBudget) lines.push(`size budget ${kb(size.budgetBytes)} for the main bundle: within (${kb(size.budgetBytes - size.mainGzipBytes)} to spare)`);
  else {
    const bar = '!'.repeat(78);
    lines.push(bar, `!!! SIZE BUDGET EXCEEDED: main bundle ${kb(size.mainGzipBytes)} > ${kb(size.budgetBytes)} (over by ${kb(size.mainGzipBytes - size.budgetBytes)}) !!!`, bar);
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const size = await measureSize();
  console.log(formatSize(size));
  if (!size.withinBudget || !size.aztecWithinBudget) process.exitCode = 1;
}
