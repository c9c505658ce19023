/**
 * Where the embed's time goes once the bundle has arrived (bench/embed.ts measures only the total): one
 * page of bench/embed.ts loaded under the same throttling (CPU 4×, the slow network, gzip), with a
 * DevTools-protocol trace (Tracing: compile, module evaluation, style, layout, paint on the page's main
 * thread) and a CPU profile (Profiler: JavaScript self time per source file and per function, through
 * the build's source maps). Prints, for the median of RUNS loads, the main thread's work between the
 * bundle's last byte and the board's first enabled button, by kind, and the top JavaScript costs.
 * `node --import tsx bench/embed-profile.ts [plain|article]`; launches Chromium: use the browser lock.
 * BENCH_PROFILE_UNDER=<part of a function's name> also prints the inclusive time of every function called under it.
 * A diagnostic, not part of `npm run bench`: the profiler's own overhead inflates the times somewhat.
 */
import { pathToFileURL } from 'node:url';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, CDPSession } from 'playwright-core';
import { CPU_THROTTLE, launch } from './phone.js';
import { buildFiles, NETWORK, serve } from './embed.js';

const RUNS = Number(process.env.BENCH_EMBED_RUNS ?? 3);
const TOP = Number(process.env.BENCH_PROFILE_TOP ?? 25);
/** The JavaScript profile (Profiler domain); off, only the trace (less overhead). */
const JS = process.env.BENCH_PROFILE_JS !== '0';

// The source maps are read with the trace-mapping package rollup itself depends on.
const { TraceMap, originalPositionFor } = createRequire(import.meta.url)('@jridgewell/trace-mapping') as {
  TraceMap: new (map: object) => unknown;
  originalPositionFor: (map: unknown, pos: { line: number; column: number }) => { source: string | null; line: number | null; name: string | null };
};

interface TraceEvent { name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: any }
interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }

interface Run {
  readyMs: number;
  bundleEndMs: number;
  /** Main-thread self time by trace event kind, ms, from the bundle's last byte to ready. */
  kinds: Map<string, number>;
  /** JavaScript self time by source file and by function, ms, from the bundle's last byte to ready. */
  files: Map<string, number>;
  functions: Map<string, number>;
  inclusive: Map<string, number>;
  /** Inclusive time of every function called under BENCH_PROFILE_UNDER (a function name's part), if set. */
  under: Map<string, number>;
}

async function collectTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

/** Self time per event name on one thread between [from, to] (µs timestamps), in ms. */
function selfTimes(events: TraceEvent[], from: number, to: number): Map<string, number> {
  const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const out = new Map<string, number>();
  const stack: { e: TraceEvent; end: number }[] = [];
  const add = (name: string, us: number) => out.set(name, (out.get(name) ?? 0) + us / 1000);
  const clip = (a: number, b: number) => Math.max(0, Math.min(b, to) - Math.max(a, from));
  for (const e of complete) {
    while (stack.length && stack[stack.length - 1]!.end <= e.ts) stack.pop();
    const end = e.ts + e.dur!;
    const parent = stack[stack.length - 1];
    if (parent) add(parent.e.name, -clip(e.ts, end));
    add(e.name, clip(e.ts, end));
    stack.push({ e, end });
  }
  return out;
}

function profileSelf(profile: Profile, maps: Map<string, unknown>, origin: string, from: number, to: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const files = new Map<string, number>();
  const functions = new Map<string, number>();
  // Inclusive time: each sample counts once for every distinct function on its stack.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map<string, number>();
  const under = new Map<string, number>();
  const UNDER = process.env.BENCH_PROFILE_UNDER;
  const nameOf = (node: ProfileNode): string => {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const file = url ? url.replace(origin, '') : '';
    const map = maps.get(file.replace(/^\//, ''));
    if (map && lineNumber >= 0) {
      const pos = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
      if (pos.source) return `${pos.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '')}:${pos.line} ${pos.name ?? functionName}`;
    }
    return `${file} ${functionName || '(anonymous)'}`;
  };
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    t += profile.timeDeltas[i]!;
    if (t < from || t > to) continue;
    const node = byId.get(profile.samples[i]!)!;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    let file = url ? url.replace(origin, '') : `(${functionName || 'native'})`;
    let fn = functionName || '(anonymous)';
    const map = maps.get(file.replace(/^\//, ''));
    if (map && lineNumber >= 0) {
      const pos = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
      if (pos.source) {
        file = pos.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'node_modules/');
        fn = `${file}:${pos.line} ${pos.name ?? functionName}`;
      }
    }
    if (UNDER) {
      // The stack from the leaf up; every distinct function below the outermost match counts once.
      const stack: string[] = [];
      for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
        const n = byId.get(id)!;
        stack.push(n.callFrame.url ? nameOf(n) : `(${n.callFrame.functionName || 'native'})`);
      }
      let outer = -1;
      for (let k = 0; k < stack.length; k++) if (stack[k]!.includes(UNDER)) outer = k;
      for (const name of new Set(stack.slice(0, outer + 1))) under.set(name, (under.get(name) ?? 0) + dt / 1000);
    }
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const n = byId.get(id)!;
      if (!n.callFrame.url) continue;
      const name = nameOf(n);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + dt / 1000);
    }
    files.set(file, (files.get(file) ?? 0) + dt / 1000);
    functions.set(fn, (functions.get(fn) ?? 0) + dt / 1000);
  }
  return { files, functions, inclusive, under };
}

async function profileOnce(browser: Browser, origin: string, page_: string, maps: Map<string, unknown>): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    // Same origin first: the navigation below then stays in this renderer, with its profiler running.
    // (Without the profiler, BENCH_PROFILE_JS=0, the page loads from about:blank exactly as in bench/embed.ts.)
    if (JS) await page.goto(`${origin}/quetzal-board.bundle.js`, { waitUntil: 'load' });
    const tracing = await browser.newBrowserCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.BENCH_PROFILE_THROTTLE ?? CPU_THROTTLE) });
    if (JS) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: Number(process.env.BENCH_PROFILE_INTERVAL_US ?? 100) });
    }
    await tracing.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: ['devtools.timeline', 'v8', 'v8.execute', 'blink', 'loading', 'blink.user_timing', 'disabled-by-default-devtools.timeline', ...(process.env.BENCH_PROFILE_CATEGORIES?.split(',') ?? [])] },
    } as any);
    if (JS) await cdp.send('Profiler.start');
    await page.goto(`${origin}/${page_}.html`, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as any).__ready !== undefined, undefined, { timeout: 60_000, polling: 50 });
    const profile = JS ? ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile : null;
    const events = await collectTrace(tracing);
    await tracing.detach();
    const timing = await page.evaluate(() => {
      const bundle = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => e.name.endsWith('quetzal-board.bundle.js'))!;
      return { readyMs: (window as any).__ready as number, bundleEndMs: bundle.responseEnd, timeOrigin: performance.timeOrigin };
    });
    // The trace's clock is the monotonic one of performance.now(): align with the page's navigationStart.
    const nav = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes(`${page_}.html`)).pop();
    if (!nav) throw new Error('no navigationStart in the trace');
    const main = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid);
    const t0 = nav.ts;
    const from = t0 + timing.bundleEndMs * 1000;
    const to = t0 + timing.readyMs * 1000;
    const kinds = selfTimes(main, from, to);
    // The main thread's own CPU time (the trace's thread time: neither the throttle's pauses nor a busy
    // machine's waits count) in the tasks from the bundle's last byte to ready: a steadier A/B measure of
    // the work than the wall clock on a shared machine.
    let cpuUs = 0;
    let end = -Infinity;
    for (const e of main.filter((x) => x.name === 'RunTask' && x.ph === 'X' && x.ts + (x.dur ?? 0) >= from && x.ts <= to).sort((a, b) => a.ts - b.ts)) {
      if (e.ts < end) continue; // nested in the previous task
      end = e.ts + (e.dur ?? 0);
      cpuUs += (e as TraceEvent & { tdur?: number }).tdur ?? 0;
    }
    kinds.set('(main thread CPU, all tasks)', cpuUs / 1000);
    if (process.env.BENCH_PROFILE_DUMP) writeFileSync(process.env.BENCH_PROFILE_DUMP, JSON.stringify({ t0, from, to, pid: nav.pid, tid: nav.tid, events: events.filter((e) => e.pid === nav.pid) }));
    if (process.env.BENCH_PROFILE_EARLY) {
      // What the page's main thread and the network did before the bundle's request.
      const bundleStart = events.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.endsWith('bundle.js'));
      console.log('bundle request sent at', bundleStart ? ((bundleStart.ts - t0) / 1000).toFixed(1) : '?');
      for (const e of events.filter((x) => x.pid === nav.pid && x.ts >= t0 && x.ts <= t0 + timing.bundleEndMs * 1000 + 1000 && ((x.dur ?? 0) > 1000 || /ResourceSend|ResourceReceive|ResourceFinish|navigationStart|ParseHTML|FinishedParsing/.test(x.name))).sort((a, b) => a.ts - b.ts)) {
        console.log(`  ${((e.ts - t0) / 1000).toFixed(1).padStart(7)} +${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)}  ${e.pid === nav.pid && e.tid === nav.tid ? 'main' : `${e.pid}/${e.tid}`} ${e.name} ${e.args?.data?.url ?? ''}`);
      }
    }
    const { files, functions, inclusive, under } = profile ? profileSelf(profile, maps, origin, from, to) : { files: new Map(), functions: new Map(), inclusive: new Map(), under: new Map() };
    return { readyMs: timing.readyMs, bundleEndMs: timing.bundleEndMs, kinds, files, functions, inclusive, under };
  } finally {
    await context.close();
  }
}

const top = (m: Map<string, number>, n: number) => [...m].filter(([, v]) => v >= 0.05).sort((a, b) => b[1] - a[1]).slice(0, n);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const which = process.argv[2] ?? 'plain';
  const rawMaps = new Map<string, object>();
  const files = await buildFiles(rawMaps);
  const maps = new Map([...rawMaps].map(([k, v]) => [k, new TraceMap(v)]));
  const { server, origin } = await serve(files);
  const browser = await launch();
  try {
    await profileOnce(browser, origin, which, maps); // warm-up
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await profileOnce(browser, origin, which, maps));
    runs.sort((a, b) => a.readyMs - b.readyMs);
    const r = runs[Math.floor(runs.length / 2)]!;
    console.log(`${which}: ready ${r.readyMs.toFixed(0)} ms (runs ${runs.map((x) => x.readyMs.toFixed(0)).join(', ')}), bundle's last byte ${r.bundleEndMs.toFixed(0)} ms: ${(r.readyMs - r.bundleEndMs).toFixed(0)} ms after it`);
    console.log('main thread, self time by kind (ms):');
    for (const [k, v] of top(r.kinds, TOP)) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
    console.log('JavaScript self time by source file (ms):');
    for (const [k, v] of top(r.files, TOP)) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
    console.log('JavaScript self time by function (ms):');
    for (const [k, v] of top(r.functions, TOP)) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
    console.log("JavaScript inclusive time by function, the project's own (ms):");
    for (const [k, v] of top(new Map([...r.inclusive].filter(([k]) => process.env.BENCH_PROFILE_ALL || k.startsWith('src/'))), TOP)) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
    if (r.under.size) {
      console.log(`JavaScript inclusive time under ${process.env.BENCH_PROFILE_UNDER} (ms):`);
      for (const [k, v] of top(r.under, 60)) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}
