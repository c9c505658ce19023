// Test-runner middleware that makes parts of the board fail the way a real network or device can, so the
// browser tests can check that the board never goes blank or hangs. A test turns a fault on with a
// cookie (sent with module and worker requests), and off again by clearing it:
//
//   document.cookie = 'quetzal-fault=chunk:records-feature; path=/'   -> that module answers 503
//   document.cookie = 'quetzal-fault=worker:silent; path=/'           -> the bots' worker never answers
//   document.cookie = 'quetzal-fault=hang:records-feature; path=/'    -> that module's request never answers
//                                                                        (held until the page lets go of it)
//   document.cookie = 'quetzal-fault=hang:records-feature:3000; path=/' -> held 3 s, then 503: a test can
//        wait for its end (a fetch of the same URL waits behind it), so no later page finds it still held
//
// Several faults are separated by `+`. Nothing else changes: every other request is served as usual.
const SILENT_WORKER = '/* quetzal-fault: a worker that takes requests and never answers */\nself.onmessage = () => {};\n';

function faultsOf(ctx) {
  const cookie = ctx.get('cookie') ?? '';
  const m = /(?:^|;\s*)quetzal-fault=([^;]*)/.exec(cookie);
  return m ? decodeURIComponent(m[1]).split('+').filter(Boolean) : [];
}

/**
 * The test server lets browsers cache every file for a year (its outer cache middleware sets the header
 * after this one returns), and pages of one browser then share modules from memory: a fault could never
 * reach a module another page has loaded. Source files are sent `no-store` instead, and the outer
 * middleware's header is not let through.
 */
function keepUncached(ctx) {
  const set = ctx.response.set.bind(ctx.response);
  ctx.response.set = (field, value) => {
    if (typeof field === 'string' && field.toLowerCase() === 'cache-control') return set(field, 'no-store');
    return set(field, value);
  };
  set('Cache-Control', 'no-store');
}

export function testFaults() {
  return function faults(ctx, next) {
    const list = faultsOf(ctx);
    if (ctx.path.startsWith('/src/')) keepUncached(ctx);
    if (list.length === 0) return next();
    const file = ctx.path.split('/').pop() ?? '';
    const base = file.replace(/\.(ts|js)$/, '');
    for (const fault of list) {
      const [kind, arg, ms] = fault.split(':');
      if (kind === 'chunk' && base === arg) {
        ctx.status = 503;
        ctx.body = 'quetzal-fault: chunk unavailable';
        return undefined;
      }
      if (kind === 'hang' && base === arg) {
        // A request that hangs: no answer while the browser waits (a minute at most, so the server can close).
        return new Promise((resolve) => {
          const timer = setTimeout(() => {
            ctx.status = 503;
            ctx.body = 'quetzal-fault: chunk hung';
            resolve();
          }, ms ? Number(ms) : 60_000);
          timer.unref?.();
          ctx.res.once('close', () => {
            clearTimeout(timer);
            ctx.status = 503;
            resolve();
          });
        });
      }
      if (kind === 'worker' && arg === 'silent' && base === 'bot-worker') {
        ctx.status = 200;
        ctx.type = 'application/javascript';
        ctx.body = SILENT_WORKER;
        return undefined;
      }
    }
    return next();
  };
}
