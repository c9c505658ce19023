// The builds (`npm run build` runs this, then tsc for .d.ts, then the custom-elements manifest):
//  (a) ESM modules into dist/, module structure preserved, dependencies left as bare imports;
//  (b) dist/quetzal-board.bundle.js: one minified file with lit and xstate inside, everything needed to
//      play; the parts loaded on demand (records, diagrams, highlights…) are sibling files in
//      dist/chunks/, imported by relative URL (no bare import anywhere);
//  (c) dist/quetzal-tutorial.bundle.js: the same for <quetzal-tutorial> (and its board), for blogs.
// Lit's css`…`, html`…` and svg`…` templates are minified first by @lit-labs/rollup-plugin-minify-html-literals
// (README, Template minifying; bench/minifier.mjs compares it with the project's former minifier).
// TS is transpiled by esbuild (rollup-plugin-esbuild): @rollup/plugin-typescript cannot load TS 7.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import esbuild from 'rollup-plugin-esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import minifyHTML from '@lit-labs/rollup-plugin-minify-html-literals';
import { retryableImportsRollup } from './scripts/retryable-imports.mjs';

// Entry points, named by their path under src/ without extension (→ dist/<name>.js). index, engine:
// the package's main entries (src/, Quetzal's). Then each game's: its rules engine and its computer players
// (no DOM), its board and its tutorial (elements).
const entries = { index: 'src/index.ts', engine: 'src/engine.ts' };
const GAME_ENTRIES = {
  // Quetzal: its records (`quetzal-board/records`), its bots (`quetzal-board/bots`), <quetzal-board>, <quetzal-tutorial>.
  quetzal: ['records/index', 'bots/index', 'board/index', 'tutorial/index'],
  // Aztec: its engine (`quetzal-board/aztec`), its bots (`quetzal-board/aztec/bots`), <aztec-board>, <aztec-tutorial>.
  aztec: ['index', 'bots/index', 'board/index', 'tutorial/index'],
};
for (const [game, names] of Object.entries(GAME_ENTRIES)) {
  for (const name of names) entries[`games/${game}/${name}`] = `src/games/${game}/${name}.ts`;
}
// The computer players' Web Worker, one for every game (src/entries/, the layer that joins the games):
// nothing imports it, the bots' clients start it by URL (src/games/quetzal/bots/bot-client.ts, src/entries/bot-client.ts).
const WORKER = 'src/entries/bot-worker.ts';
if (existsSync(WORKER)) entries['entries/bot-worker'] = WORKER;

const ts = () => esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' });
// Its defaults, plus two options without which the board renders differently (bench/minifier.mjs
// compares screenshots): keepClosingSlash — svg`…` fragments such as `<path …/>` are parsed as SVG, where
// a dropped slash nests the next shapes inside; conservativeCollapse — a space between two inline
// elements ("2 VP ×") is text, not layout, and must stay.
const minifyTemplates = () => minifyHTML({ options: { minifyOptions: { keepClosingSlash: true, conservativeCollapse: true } } });
// Bare imports (lit, xstate, @lit/...) stay external in the module build: the consumer resolves them.
const isBare = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

/** After writing, removes the files of <dir>/chunks/ this build did not write (stale hashes). */
const pruneChunks = () => ({
  name: 'prune-chunks',
  writeBundle(options, bundle) {
    const dir = join(options.dir, 'chunks');
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) if (!bundle[`chunks/${name}`]) rmSync(join(dir, name));
  },
});

/**
 * The board's bundle leaves the engine's Phase 3 and 4 moves (src/games/quetzal/engine/phase3-rules.ts, which rules/index.ts
 * imports only to run it) out of its first file: the chunks that play them (later parts, computer players,
 * records, diagrams) import its registerPhase3Rules and call it (a module something imports from is kept).
 */
const lazyPhase3 = (input) => (input === 'src/bundle.ts' || input === 'src/entries/boards-bundle.ts'
  ? { treeshake: { moduleSideEffects: (id) => !id.endsWith('/src/games/quetzal/engine/phase3-rules.ts') } } : {});

/**
 * In the bundles, the bots' worker is dist/chunks/bot-worker.js (build (d) below), not the modules'
 * dist/entries/bot-worker.js the sources name (`new URL('../entries/bot-worker.js', import.meta.url)` in
 * src/games/quetzal/bots/bot-client.ts): each module's URL of the worker is marked, then each chunk holding the mark
 * gets the path from itself to chunks/bot-worker.js (`./bot-worker.js` from a chunk, as the README tells
 * hosts: keep dist/chunks/ together).
 */
const WORKER_MARK = '@@quetzal-bot-worker@@';
const workerInChunks = () => ({
  name: 'worker-in-chunks',
  transform(code, id) {
    if (!code.includes('bot-worker.js')) return null;
    const worker = resolve(WORKER).replace(/\.ts$/, '.js');
    const out = code.replace(/new URL\((["'])([^"']+)\1(\s*,\s*import\.meta\.url\s*\))/g,
      (all, q, url, rest) => (resolve(dirname(id), url) === worker ? `new URL(${q}${WORKER_MARK}${q}${rest}` : all));
    return out === code ? null : { code: out, map: null };
  },
  renderChunk(code, chunk) {
    if (!code.includes(WORKER_MARK)) return null;
    const path = posix.relative(posix.dirname(chunk.fileName), 'chunks/bot-worker.js');
    return { code: code.replaceAll(WORKER_MARK, path.startsWith('.') ? path : `./${path}`), map: null };
  },
});

const TERSER = { ecma: 2020, module: true, compress: { passes: 3 }, format: { comments: false } };

/**
 * Terser; the entry file (what the page runs before its first render) also starts with V8's compile hint
 * `//# allFunctionsCalledOnLoad` (Chromium 136+; other engines read a comment): its functions are
 * compiled while the file downloads, on a background thread, instead of on the main thread at their first
 * call — about 75 ms of a 4× slowed phone's wait for the first screen (bench/embed-profile.ts,
 * BENCH_PROFILE_CATEGORIES=disabled-by-default-v8.compile). Not the lazy chunks: most of their code runs
 * only later, if ever.
 */
const minify = () => {
  const plain = terser(TERSER);
  const hinted = terser({ ...TERSER, format: { ...TERSER.format, preamble: '//# allFunctionsCalledOnLoad' } });
  return { name: 'terser', renderChunk: (code, chunk, options) => (chunk.isEntry ? hinted : plain).renderChunk(code, chunk, options) };
};

/**
 * A self-contained bundle: `input` → dist/`file`, with Lit and XState inside; its dynamic imports
 * become dist/chunks/<name>-<hash>.js (the board's: Phase 3 and 4's moves among them, `lazyPhase3`). `prune`: empty dist/chunks/ of older builds' chunks (the
 * first bundle only: the next one adds its own).
 */
export const selfContained = (input, file, prune = false) => ({
  input,
  ...lazyPhase3(input),
  // The entry file keeps everything the lazy chunks share with it (it gains exports for them), rather
  // than becoming a facade over a shared chunk: one file to fetch before the first render.
  preserveEntrySignatures: 'allow-extension',
  plugins: [
    // 'production' picks Lit's production build (no dev-mode warnings, smaller).
    nodeResolve({ exportConditions: ['production'], browser: true }),
    ts(),
    minifyTemplates(),
    // A part that failed to load can be fetched again (src/kit/ui/lazy-parts.ts).
    retryableImportsRollup(),
    // The bots' worker: chunks/bot-worker.js, beside the chunks.
    workerInChunks(),
    // passes: 3 — a third pass saves about 100 B gzip of the first file over two (bench/size.ts); safe options only.
    minify(),
    ...(prune ? [pruneChunks()] : []),
  ],
  output: {
    dir: 'dist',
    entryFileNames: file,
    chunkFileNames: 'chunks/[name]-[hash].js',
    format: 'es',
    sourcemap: true,
  },
});

export default [
  {
    input: entries,
    external: isBare,
    plugins: [ts(), minifyTemplates()],
    output: {
      dir: 'dist',
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: 'src',
      entryFileNames: '[name].js',
      sourcemap: true,
    },
  },
  selfContained('src/bundle.ts', 'quetzal-board.bundle.js', true),
  selfContained('src/games/quetzal/tutorial/index.ts', 'quetzal-tutorial.bundle.js'),
  // (e) dist/aztec-board.bundle.js: <aztec-board> with Lit and XState inside, for pages that play Aztec.
  selfContained('src/games/aztec/board/index.ts', 'aztec-board.bundle.js'),
  selfContained('src/games/aztec/tutorial/index.ts', 'aztec-tutorial.bundle.js'),
  // (f) dist/boards.bundle.js: both boards in one file, Lit, XState and the kit once, for a page holding both.
  selfContained('src/entries/boards-bundle.ts', 'boards.bundle.js'),
  // (d) dist/chunks/bot-worker.js: the computer players' worker for the bundles, self-contained (rules and
  //     bots, no Lit), where their bot chunk looks for it (`workerInChunks`: `./bot-worker.js`).
  //     Last: the first bundle's prune-chunks would remove it.
  //     Aztec's bots are a chunk of their own beside it (dist/chunks/bot-worker-<hash>.js), which the worker
  //     loads at the first Aztec request: Quetzal's worker does not carry them.
  ...(existsSync(WORKER) ? [{
    input: WORKER,
    // What the two share stays in the worker's one file (no facade over a shared chunk).
    preserveEntrySignatures: 'allow-extension',
    plugins: [nodeResolve({ browser: true }), ts(), terser(TERSER)],
    output: { dir: 'dist/chunks', entryFileNames: 'bot-worker.js', chunkFileNames: 'bot-worker-[hash].js', format: 'es', sourcemap: true },
  }] : []),
];
