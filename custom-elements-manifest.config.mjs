// `cem analyze` (run by `npm run build`) writes custom-elements.json, which is committed.
// Only src/ is read: without explicit globs the analyzer also picks up dist/.
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts', 'test/**', 'dist/**', 'node_modules/**'],
  outdir: '.',
  litelement: true,
};
