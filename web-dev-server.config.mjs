// `npm start`: serves the repo root with TS transpiled on the fly (esbuild) and bare imports
// resolved from node_modules; the demo is /demo/. PORT and HOST env vars override the defaults.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { serveTsForJs } from './scripts/serve-ts-for-js.mjs';
import { retryableImportsDev } from './scripts/retryable-imports.mjs';

// Open a browser only where there is a display: headless (CI, containers, ssh) it just prints the URL.
const hasDisplay =
  !process.env.CI &&
  (process.platform === 'darwin' || process.platform === 'win32' || !!process.env.DISPLAY || !!process.env.WAYLAND_DISPLAY);

export default {
  rootDir: '.',
  // Without PORT, the first free port from 8000 up.
  port: process.env.PORT ? Number(process.env.PORT) : undefined,
  hostname: process.env.HOST ?? '127.0.0.1',
  open: hasDisplay ? '/demo/' : false,
  nodeResolve: true,
  // Module workers' URLs name .js files (src/games/quetzal/bots/bot-client.ts): served from the .ts.
  middleware: [serveTsForJs()],
  watch: !process.env.CI,
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' }), retryableImportsDev(),
    {
      name: 'print-demo-url',
      serverStart({ config }) {
        console.log(`Quetzal board demo: http://${config.hostname}:${config.port}/demo/\n`);
      },
    },
  ],
};
