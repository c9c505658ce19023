// Test-runner middleware: the framework apps of test/browser/frameworks/ (React in TSX, Vue, Svelte),
// bundled by esbuild when a test page asks for them, so `npm test` builds them from a clean clone with no
// step of its own. A request for /test/browser/frameworks/NAME.js (or .ts / .tsx: the esbuild plugin
// rewrites a test's `./frameworks/NAME.js` to `.ts` when that file exists) answers with NAME.tsx or
// NAME.ts and everything it imports (React, Vue, Svelte components) as one ES module. The apps import no
// board code, only its types: the test page defines <quetzal-board> from src/, as every other test does.
//
// Answered here, before the dev server's plugins: the bundle has no bare imports left to resolve and
// nothing to transpile again. Built on each request (a few hundred ms), so it is never stale.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { compile } from 'svelte/compiler';

const FOLDER = '/test/browser/frameworks/';
const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The app source a request names, or null. */
function entryFor(path) {
  if (!path.startsWith(FOLDER)) return null;
  const m = /^([\w-]+)\.(js|ts|tsx)$/.exec(path.slice(FOLDER.length));
  if (!m) return null;
  for (const ext of ['.tsx', '.ts']) {
    const file = resolve(ROOT, `.${FOLDER}${m[1]}${ext}`);
    if (existsSync(file)) return file;
  }
  return null;
}

/** `.svelte` files through Svelte's own compiler (client code, development mode, types stripped). */
const svelte = {
  name: 'svelte',
  setup(b) {
    b.onLoad({ filter: /\.svelte$/ }, ({ path }) => {
      const { js, warnings } = compile(readFileSync(path, 'utf8'), { filename: path, generate: 'client', dev: true });
      return { contents: js.code, loader: 'js', warnings: warnings.map((w) => ({ text: w.message })) };
    });
  },
};

/** Bundles one app: browser ESM, the frameworks' development builds (their warnings on, as in a developer's page). */
export async function bundleApp(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    logLevel: 'silent',
    // Vue with its template compiler, so that the app's template is compiled in the page as Vue's guide
    // shows for in-browser templates (and `compilerOptions.isCustomElement` applies).
    alias: { vue: 'vue/dist/vue.esm-bundler.js' },
    plugins: [svelte],
    define: {
      'process.env.NODE_ENV': '"development"',
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
  });
  return result.outputFiles[0].text;
}

export function frameworkApps() {
  return async function apps(ctx, next) {
    const entry = ctx.method === 'GET' ? entryFor(ctx.path) : null;
    if (!entry) return next();
    try {
      ctx.body = await bundleApp(entry);
      ctx.type = 'js';
      ctx.set('Cache-Control', 'no-store');
    } catch (e) {
      // esbuild's messages (file, line, text) in the test's failure, not a bare 500.
      const text = (e.errors ?? []).map((x) => `${x.location?.file}:${x.location?.line}: ${x.text}`).join('\n') || String(e);
      ctx.status = 500;
      ctx.body = `framework app ${entry} did not build:\n${text}`;
      console.error(ctx.body);
    }
  };
}
