// Render speed of <quetzal-board> in Chromium, as one JSON line on stdout:
//   {"firstRenderMs": number, "perMoveRenderMs": number, "runs": number}
// - firstRenderMs: median over runs of the time from appending <quetzal-board players="4"> to the end
//   of its first update (actor start, new game, first render).
// - perMoveRenderMs: median over runs of each run's median time from el.play(move) (which sends the
//   MOVE to the actor) to el.updateComplete, over a whole random 4-player game.
// The element is bundled by esbuild (production Lit, as the published bundle) and run in Debian's
// Chromium through playwright-core (scripts/chromium.mjs). Works from a clean checkout after npm install.
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const bundle = await build({
  stdin: {
    contents: `
      import { legalMoves, randomMove, seedRng, nextFloat } from './src/index.ts';
      window.__quetzalBench = { legalMoves, randomMove, seedRng, nextFloat };
    `,
    resolveDir: root,
    sourcefile: 'bench-render-entry.ts',
    loader: 'ts',
  },
  bundle: true,
  write: false,
  format: 'esm',
  target: 'es2022',
  conditions: ['production'],
  tsconfig: resolve(root, 'tsconfig.json'),
  logLevel: 'error',
});
const code = bundle.outputFiles[0].text;

const median = (values) => {
  const s = values.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => console.error(`[page error] ${e.message}`));
  await page.setContent('<!doctype html><html lang="en"><body style="margin:0"></body></html>');
  await page.addScriptTag({ content: code, type: 'module' });
  await page.waitForFunction(() => !!window.__quetzalBench && !!customElements.get('quetzal-board'));

  const first = [];
  const perMove = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await page.evaluate(async (seed) => {
      const { randomMove, seedRng, nextFloat } = window.__quetzalBench;
      const t0 = performance.now();
      const el = document.createElement('quetzal-board');
      el.setAttribute('players', '4');
      el.setAttribute('names', 'Ann,Bob,Cy,Dee');
      el.setAttribute('seed', String(seed));
      el.setAttribute('no-handover', '');
      document.body.append(el);
      await el.updateComplete;
      const firstRender = performance.now() - t0;
      const rng = seedRng(seed * 7919 + 1);
      const times = [];
      for (let i = 0; i < 5000 && el.state.decision.kind !== 'gameOver'; i++) {
        const move = randomMove(el.state, () => nextFloat(rng));
        const t = performance.now();
        el.play(move);
        await el.updateComplete;
        times.push(performance.now() - t);
      }
      const done = el.state.decision.kind === 'gameOver';
      el.remove();
      times.sort((a, b) => a - b);
      return { firstRender, moveMedian: times[Math.floor(times.length / 2)], moves: times.length, done };
    }, run + 1);
    if (!result.done) throw new Error(`run ${run + 1}: the game did not end`);
    first.push(result.firstRender);
    perMove.push(result.moveMedian);
  }
  const round = (x) => Math.round(x * 100) / 100;
  process.stdout.write(`${JSON.stringify({ firstRenderMs: round(median(first)), perMoveRenderMs: round(median(perMove)), runs: RUNS })}\n`);
} finally {
  await browser.close();
}
