// `npm test`: typecheck, then Node tests, then browser tests; stops at the first failing step.
// Plain Node ESM with no dependencies, so it can explain a missing install instead of crashing.
// Ends with one `total: N passed, N failed` line (CI reads the closing line of the run).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';
import { findFiles } from './find-files.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
const totals = { passed: 0, failed: 0, skipped: 0 };

if (!existsSync(bin('tsc'))) fail('node_modules is missing: run `npm install` first.');

// Runs a command, echoing its output live, and resolves to { code, text } (text without colours).
function run(cmd, args) {
  console.log(`\n> ${[cmd, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    const tee = (out) => (chunk) => { out.write(chunk); text += chunk; };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), text: text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '') }));
  });
}

function fail(message) {
  console.error(`\nnpm test: ${message}`);
  process.exit(1);
}

function printTotals() {
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`\ntotal: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
}

// 1. Types, over src, test, scripts and bench.
const typecheck = await run(bin('tsc'), ['--noEmit']);
if (typecheck.code !== 0) fail('typecheck failed (tsc --noEmit).');

// Chromium first (installed here when missing, as root on Debian): the browser tests need it, and so
// does one Node test (test/node/embed-csp.test.ts, which skips without it).
const browserTests = findFiles('test/browser', '.test.ts');
const chromiumMissing = await ensureChromium();

// 2. Node tests (scripts/node-tests.mjs fails when test/node has no tests).
const node = await run(process.execPath, ['scripts/node-tests.mjs']);
// Spec reporter summary lines: "ℹ pass 12", "ℹ fail 0", "ℹ skipped 1", "ℹ todo 0".
const count = (text, word) => Number(text.match(new RegExp(`^\\S* ?${word} (\\d+)$`, 'm'))?.[1] ?? 0);
totals.passed += count(node.text, 'pass');
totals.failed += count(node.text, 'fail') + count(node.text, 'cancelled');
totals.skipped += count(node.text, 'skipped') + count(node.text, 'todo');
if (node.code !== 0) {
  printTotals();
  fail('Node tests failed.');
}

// 3. Browser tests, only once there are some.
if (browserTests.length === 0) {
  console.log('\nBrowser tests skipped: no files match test/browser/**/*.test.ts yet.');
} else {
  if (chromiumMissing) fail(`${chromiumMissing}\nIt is needed for the ${browserTests.length} browser test file(s).`);
  const browser = await run(bin('web-test-runner'), ['--config', 'web-test-runner.config.mjs']);
  // Progress line per browser, printed again as tests finish; the last one per browser counts:
  // "Chrome: |████| 3/3 test files | 12 passed, 0 failed, 1 skipped".
  const last = new Map();
  for (const m of browser.text.matchAll(/^(\S+): \|.*test files \| (\d+) passed, (\d+) failed(?:, (\d+) skipped)?/gm)) {
    last.set(m[1], m);
  }
  for (const m of last.values()) {
    totals.passed += Number(m[2]);
    totals.failed += Number(m[3]);
    totals.skipped += Number(m[4] ?? 0);
  }
  if (browser.code !== 0) {
    printTotals();
    fail('browser tests failed (web-test-runner).');
  }
}

printTotals();
