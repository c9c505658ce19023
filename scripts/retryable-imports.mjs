// Dynamic imports that can be retried. A browser remembers a failed `import()` of a URL for the life of
// the page, so src/kit/ui/lazy-parts.ts retries a part under another URL (`?retry=N`): it
// sets a suffix just before it calls the importer, and each dynamic import of src/ is written as
// `import(SPECIFIER + suffix)` by these two plugins (the suffix is '' on a first try):
//  - retryableImportsRollup(): for the self-contained bundles (renderDynamicImport keeps rollup's own
//    chunking; only the emitted import expression changes);
//  - retryableImportsDev(): for the dev server and the browser tests, on the served source files.
// The ES module build for bundlers (dist/*.js) keeps plain imports: their bundlers chunk it themselves.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const SUFFIX = '(globalThis[Symbol.for("quetzal-board.retry-suffix")] ?? "")';

export function retryableImportsRollup() {
  return {
    name: 'retryable-imports',
    renderDynamicImport({ targetModuleId }) {
      if (!targetModuleId || !/[\\/]src[\\/]/.test(targetModuleId)) return null;
      return { left: 'import(', right: ` + ${SUFFIX})` };
    },
  };
}

// `import("./x.js")` or `import('./x.js')` with a relative literal: the forms the sources use.
const DYNAMIC_IMPORT = /\bimport\(\s*(["'])(\.{1,2}\/[^"'\n]+)\1\s*\)/g;

/**
 * The dev server rewrites a literal import's `.js` to the `.ts` it serves; an `import(SPEC + suffix)` is
 * no literal, so the same is done here: the module keeps one URL, whichever way it is imported.
 */
function servedSpecifier(fromPath, spec, rootDir) {
  if (!spec.endsWith('.js')) return spec;
  const file = resolve(rootDir, `.${dirname(fromPath)}`, spec);
  return !existsSync(file) && existsSync(file.replace(/\.js$/, '.ts')) ? spec.replace(/\.js$/, '.ts') : spec;
}

export function retryableImportsDev(rootDir = '.') {
  return {
    name: 'retryable-imports',
    transform(context) {
      if (!context.path.startsWith('/src/') || typeof context.body !== 'string') return undefined;
      if (!context.body.includes('import(')) return undefined;
      return {
        body: context.body.replace(DYNAMIC_IMPORT, (_, q, spec) => `import(${q}${servedSpecifier(context.path, spec, rootDir)}${q} + ${SUFFIX})`),
      };
    },
  };
}
