// Browser tests (`web-test-runner`, run by `npm test` once test/browser has tests), in Debian's
// Chromium: Playwright's and Puppeteer's own browser downloads cannot reach their hosts here.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { serveTsForJs } from './scripts/serve-ts-for-js.mjs';
import { retryableImportsDev } from './scripts/retryable-imports.mjs';
import { testFaults } from './scripts/test-faults.mjs';
import { frameworkApps } from './scripts/framework-apps.mjs';
import { devtoolsCommands } from './scripts/devtools-commands.mjs';
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

export default {
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: true,
  // Module workers' URLs name .js files (src/games/quetzal/bots/bot-client.ts): served from the .ts.
  // testFaults: a test can make a chunk or the bots' worker fail (scripts/test-faults.mjs).
  // frameworkApps: the React and Vue apps of test/browser/frameworks/, bundled when a test asks for them.
  middleware: [testFaults(), frameworkApps(), serveTsForJs()],
  // devtoolsCommands: a person's mouse wheel and a stopped animation clock (test/browser/devtools.ts).
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' }), retryableImportsDev(), devtoolsCommands()],
  browsers: [chromeLauncher({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } })],
  // One file at a time: with 2, the second page is hidden (no animation frames, no IntersectionObserver)
  // and tests that wait for a frame can time out.
  concurrency: 1,
  // Mocha's per-test timeout (default 2 s): whole games run in single tests.
  testFramework: { config: { timeout: 60_000 } },
  // Per test file (default 2 min).
  testsFinishTimeout: 10 * 60_000,
  browserStartTimeout: 60_000,
};
