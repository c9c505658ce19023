// `cem analyze` (run by `npm run build`) writes custom-elements.json, which is committed.
// Only src/ is read: without explicit globs the analyzer also picks up dist/.
import { readFileSync } from 'node:fs';

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts', 'test/**', 'dist/**', 'node_modules/**'],
  outdir: '.',
  litelement: true,
  // The files in path order: the analyzer's file search returns them in whatever order the file system
  // answers, which changed the manifest's module order from one run to the next (and so the committed file
  // without any source change; test/node/custom-elements-manifest.test.ts compares it with a fresh run).
  overrideModuleCreation: ({ ts, globs }) => [...globs].sort().map((file) =>
    ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2015, true)),
};
