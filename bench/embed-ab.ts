/**
 * Embed cost, A/B: bench/embed.ts's two pages built from two source trees (A: another checkout, e.g. main
 * extracted with `git archive`; B: this one), served side by side and loaded alternately (A, B, A, B…) under
 * the same throttling, so that the machine's load spoils both alike. Prints each page's medians, the
 * median of the paired differences, and the main bundle's gzip bytes of each.
 * `node --import tsx bench/embed-ab.ts <dir of A> [runs]`; launches Chromium: use the browser lock.
 */
import { gzipSync } from 'node:zlib';
import { launch } from './phone.js';
import { buildFiles, loadOnce, PAGES, serve } from './embed.js';

const dirA = process.argv[2];
if (!dirA) throw new Error('usage: bench/embed-ab.ts <dir of A> [runs]');
const RUNS = Number(process.argv[3] ?? 9);
const median = (v: number[]) => {
  const s = v.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const here = process.cwd();
process.chdir(dirA);
const filesA = await buildFiles();
process.chdir(here);
const filesB = await buildFiles();
const mainBytes = (files: Map<string, string>) => gzipSync(files.get('quetzal-board.bundle.js')!, { level: 9 }).length;
console.log(`main bundle gzip: A ${mainBytes(filesA)} B, B ${mainBytes(filesB)} B`);
const [a, b] = [await serve(filesA), await serve(filesB)];
const browser = await launch();
try {
  for (const name of Object.keys(PAGES)) {
    await loadOnce(browser, `${a.origin}/${name}.html`);
    await loadOnce(browser, `${b.origin}/${name}.html`);
    const ta: number[] = [];
    const tb: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Alternate which goes first, so that neither always follows the other.
      const order = i % 2 ? [b, a] : [a, b];
      for (const s of order) (s === a ? ta : tb).push((await loadOnce(browser, `${s.origin}/${name}.html`)).readyMs);
    }
    const diffs = ta.map((x, i) => tb[i]! - x);
    console.log(`${name}: A ${median(ta)} ms, B ${median(tb)} ms, B − A median of pairs ${median(diffs)} ms (${RUNS} runs each)`);
    console.log(`  A: ${ta.join(', ')}\n  B: ${tb.join(', ')}`);
  }
} finally {
  await browser.close();
  a.server.close();
  b.server.close();
}
