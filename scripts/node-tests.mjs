// Runs every test/node/**/*.test.ts with Node's test runner, TS loaded by tsx.
// The files are listed explicitly: Node 20 finds no .ts tests in a folder by itself and would
// still exit 0 having run nothing. Extra arguments are passed to node (e.g. --test-name-pattern=x).
import { spawnSync } from 'node:child_process';
import { findFiles } from './find-files.mjs';

const files = findFiles('test/node', '.test.ts');
if (files.length === 0) {
  console.error('node-tests: no test files found matching test/node/**/*.test.ts');
  process.exit(1);
}
// spec reporter even when piped (Node 20 defaults to TAP without a TTY); scripts/test.mjs reads its summary.
const args = ['--import', 'tsx', '--test', '--test-reporter=spec', ...process.argv.slice(2), ...files];
const { status, signal } = spawnSync(process.execPath, args, { stdio: 'inherit' });
process.exit(status ?? (signal ? 1 : 0));
