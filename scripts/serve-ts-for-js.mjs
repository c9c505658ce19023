// Dev server / test runner middleware: a request for src/…/name.js that does not exist is served from
// src/…/name.ts (then transpiled by the esbuild plugin). The esbuild plugin rewrites `.js` → `.ts` in
// import specifiers only; a module worker's URL, `new URL('../entries/bot-worker.js', import.meta.url)`
// in src/games/quetzal/bots/bot-client.ts, is a string it does not see.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export function serveTsForJs(rootDir = '.') {
  return function tsForJs(ctx, next) {
    if (ctx.path.startsWith('/src/') && ctx.path.endsWith('.js')) {
      const file = resolve(rootDir, `.${ctx.path}`);
      if (!existsSync(file) && existsSync(file.replace(/\.js$/, '.ts'))) ctx.url = ctx.url.replace(/\.js(?=$|\?)/, '.ts');
    }
    return next();
  };
}
