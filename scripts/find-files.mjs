// findFiles('test/node', '.test.ts') → sorted relative paths under that folder, recursively.
// (Node 20 has no fs.glob; this is all the globbing the test scripts need.)
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function findFiles(dir, suffix) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(suffix))
    .map((e) => join(e.parentPath ?? e.path, e.name))
    .filter((p) => !p.split(/[\\/]/).includes('node_modules'))
    .sort();
}
