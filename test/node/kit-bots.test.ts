/**
 * The computers' seam and the bots' worker protocol, for any game (src/kit/game-computers.ts,
 * src/kit/bots/): both games' bots modules satisfy the seam (in types, and by playing through the
 * engines' seam); the worker core answers a Quetzal request at once, an Aztec one after loading its bots
 * (once), an unknown game with the games it has, a failing loader with its error and again at the next
 * request; a worker global answers what it is sent. The kit's client with a fake worker: answers by id,
 * in order; the main thread when the worker crashes or cannot start; a game missing from its registry
 * rejects at once. The entries join the games: their registry and GamesBotClient.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { GameComputers } from '../../src/kit/game-computers.js';
import type { GameEngine } from '../../src/kit/game-engine.js';
import { ComputersRegistry } from '../../src/kit/bots/computers-registry.js';
import { answer, serveRequests } from '../../src/kit/bots/worker-core.js';
import { ComputersClient } from '../../src/kit/bots/bot-client.js';
import type { BotRequest, BotResponse } from '../../src/kit/bots/protocol.js';
import { seedRng, nextInt } from '../../src/kit/random.js';
import * as quetzalBots from '../../src/games/quetzal/bots/index.js';
import * as aztecBots from '../../src/games/aztec/bots/index.js';
import { quetzalEngine } from '../../src/games/quetzal/engine-seam.js';
import { aztecEngine } from '../../src/games/aztec/engine-seam.js';
import { applyMove, checkMove, newGame, viewFor, type GameState, type Move } from '../../src/games/quetzal/engine/index.js';
import * as aztec from '../../src/games/aztec/index.js';
import type { AztecMove, AztecState } from '../../src/games/aztec/index.js';
import type { BotOptions } from '../../src/games/quetzal/bots/index.js';
import type { AztecBotOptions, Hint } from '../../src/games/aztec/bots/index.js';
import { GAME_COMPUTERS } from '../../src/entries/computers.js';
import { GamesBotClient } from '../../src/entries/bot-client.js';
import { BotClient } from '../../src/games/quetzal/bots/bot-client.js';

// The type-level check: each game's bots module, as it is, is that game's computers (tsc, `npm test`'s first step).
const QUETZAL_COMPUTERS = quetzalBots satisfies GameComputers<GameState, Move, BotOptions>;
const AZTEC_COMPUTERS = aztecBots satisfies GameComputers<AztecState, AztecMove, AztecBotOptions, Hint>;

type AnyEngine = GameEngine<unknown, unknown, unknown, { players: number; seed: string }>;
const GAMES: { engine: AnyEngine; computers: GameComputers<unknown>; players: number }[] = [
  { engine: quetzalEngine as unknown as AnyEngine, computers: QUETZAL_COMPUTERS as GameComputers<unknown>, players: 3 },
  { engine: aztecEngine as unknown as AnyEngine, computers: AZTEC_COMPUTERS as GameComputers<unknown>, players: 4 },
];

/** A Quetzal position where seat `seat` decides, and its view. */
function quetzalView(seed: number): { state: GameState; view: GameState } {
  const state = applyMove(newGame({ players: 2, seed }), { type: 'roll' });
  return { state, view: viewFor(state, state.decision.seat!) };
}

/** A toy game's computers: the move is the view's number times ten; a negative number is refused. */
const toy = (calls: number[] = []): GameComputers<{ n: number }, number> => ({
  chooseMove(view) {
    calls.push(view.n);
    if (view.n < 0) throw new RangeError(`no move for ${view.n}`);
    return view.n * 10;
  },
});

describe('the computers\' seam: each game\'s bots module', () => {
  for (const { engine, computers, players } of GAMES) {
    it(`${engine.id}: chooseMove (and hint, if any) decide legal moves from the views, through the engine's seam; the entries register it under the engine's id`, async () => {
      assert.equal(typeof computers.chooseMove, 'function');
      assert.ok(computers.hint === undefined || typeof computers.hint === 'function', 'hint: a function when there is one');
      assert.equal((await GAME_COMPUTERS.get(engine.id)).chooseMove, computers.chooseMove, 'the entries\' registry has these computers under the engine\'s id');
      const rng = seedRng(`seam-${engine.id}`);
      let state = engine.newGame({ players, seed: `seam-${engine.id}` });
      for (let step = 0; step < 40 && !engine.isOver(state); step++) {
        const deciders = engine.deciders(state);
        const seat = deciders.length === 0 ? null : deciders[nextInt(rng, deciders.length)]!.seat;
        const view = engine.viewFor(state, seat ?? 0);
        const move = seat === null ? engine.tableMove(state)! : computers.chooseMove(view, { strength: 'easy', seed: step });
        assert.equal(engine.checkMove(state, move), null, `step ${step}: a legal move`);
        if (seat !== null && computers.hint) {
          const { move: hinted } = computers.hint(view) as { move: unknown };
          assert.equal(engine.checkMove(state, hinted), null, `step ${step}: the Hint's move is legal`);
        }
        state = engine.applyWithEvents(state, move).state;
      }
    });
  }
});

describe('the worker core: answer(request, registry)', () => {
  it('answers a Quetzal request at once (no game named, or `quetzal`); a refused view is an error', () => {
    const registry = new ComputersRegistry({ quetzal: quetzalBots, aztec: () => import('../../src/games/aztec/bots/index.js') }, 'quetzal');
    const { state, view } = quetzalView(8);
    for (const request of [{ id: 4, view, options: { strength: 'medium' as const } }, { id: 4, game: 'quetzal', view, options: { strength: 'medium' as const } }]) {
      const response = answer(request, registry);
      assert.ok(!(response instanceof Promise), 'no chunk to load: answered at once');
      assert.ok('move' in response && response.id === 4);
      assert.equal(checkMove(state, response.move as Move), null);
    }
    const refused = answer({ id: 5, view: state, options: { strength: 'medium' } }, registry);
    assert.deepEqual(refused, { id: 5, error: 'TypeError: chooseMove takes the deciding seat\'s view, viewFor(state, seat), not the full game state' });
  });

  it('answers an Aztec request once its bots have loaded, loading them once', async () => {
    let loads = 0;
    const registry = new ComputersRegistry({
      quetzal: quetzalBots,
      aztec: () => { loads++; return import('../../src/games/aztec/bots/index.js'); },
    }, 'quetzal');
    assert.equal(loads, 0, 'nothing loaded before a request');
    const s = aztec.newGame({ players: 4, seed: 'kit-worker' });
    const options = { strength: 'hard' as const, seed: 1, iterations: 20 };
    const pending = answer({ id: 3, game: 'aztec', view: aztec.viewFor(s, 2), options }, registry);
    assert.ok(pending instanceof Promise, 'a promise: the bots load first');
    const response = await pending;
    assert.ok('move' in response && response.id === 3, JSON.stringify(response));
    assert.equal(aztec.checkMove(s, response.move as AztecMove), null);
    assert.deepEqual(response.move, aztecBots.chooseMove(aztec.viewFor(s, 2), options));
    const again = await answer({ id: 4, game: 'aztec', view: aztec.viewFor(s, 1), options: { strength: 'easy' } }, registry);
    assert.ok('move' in again && again.id === 4);
    assert.equal(loads, 1, 'loaded once');
    const refused = await answer({ id: 6, game: 'aztec', view: s, options: { strength: 'medium' } }, registry);
    assert.ok('error' in refused && refused.id === 6 && /TypeError: .*view/.test(refused.error), JSON.stringify(refused));
  });

  it('an unknown game is an error naming the games it has', () => {
    const registry = new ComputersRegistry({ quetzal: quetzalBots, aztec: () => import('../../src/games/aztec/bots/index.js') }, 'quetzal');
    assert.deepEqual(answer({ id: 7, game: 'chess', view: {}, options: { strength: 'easy' } }, registry),
      { id: 7, error: 'TypeError: no computer players for the game "chess": quetzal, aztec' });
    const noDefault = new ComputersRegistry({ toy: toy() });
    assert.deepEqual(answer({ id: 8, view: { n: 1 }, options: { strength: 'easy' } }, noDefault),
      { id: 8, error: 'TypeError: no computer players for the game undefined: toy' }, 'no game named and no default game');
    assert.throws(() => new ComputersRegistry({ toy: toy() }, 'quetzal'), /default game "quetzal" is not registered: toy/);
  });

  it('a loader that fails is an error, and is tried again at the next request', async () => {
    let attempts = 0;
    const registry = new ComputersRegistry({
      toy: () => (++attempts === 1 ? Promise.reject(new Error('chunk unavailable')) : Promise.resolve(toy())),
      empty: () => Promise.resolve({} as GameComputers),
    });
    assert.deepEqual(await answer({ id: 1, game: 'toy', view: { n: 2 }, options: { strength: 'easy' } }, registry), { id: 1, error: 'Error: chunk unavailable' });
    assert.deepEqual(await answer({ id: 2, game: 'toy', view: { n: 2 }, options: { strength: 'easy' } }, registry), { id: 2, move: 20 });
    assert.equal(attempts, 2, 'loaded again after the failure');
    await answer({ id: 3, game: 'toy', view: { n: 3 }, options: { strength: 'easy' } }, registry);
    assert.equal(attempts, 2, 'then kept');
    assert.deepEqual(await answer({ id: 4, game: 'empty', view: {}, options: { strength: 'easy' } }, registry),
      { id: 4, error: 'TypeError: the computers loaded for "empty" have no chooseMove' });
    assert.deepEqual(await answer({ id: 5, game: 'toy', view: { n: -1 }, options: { strength: 'easy' } }, registry),
      { id: 5, error: 'RangeError: no move for -1' }, 'a loaded game\'s refusal');
  });

  it('serveRequests makes a worker global answer its messages (and leaves a page or Node alone)', async () => {
    assert.equal(serveRequests(new ComputersRegistry({ toy: toy() })), false, 'Node: no worker global');
    const posted: BotResponse[] = [];
    let allPosted!: () => void;
    const threeAnswers = new Promise<void>((resolve) => { allPosted = resolve; });
    const post = (m: BotResponse) => {
      posted.push(m);
      if (posted.length === 3) allPosted();
    };
    const scope = { onmessage: null as ((e: { data: BotRequest }) => void) | null, postMessage: post };
    const g = globalThis as { self?: unknown };
    g.self = scope;
    try {
      assert.equal(serveRequests(new ComputersRegistry({ toy: toy(), later: () => Promise.resolve(toy()) }, 'toy')), true);
      scope.onmessage!({ data: { id: 1, view: { n: 4 }, options: { strength: 'easy' } } });
      scope.onmessage!({ data: { id: 2, game: 'later', view: { n: 5 }, options: { strength: 'easy' } } });
      scope.onmessage!({ data: { id: 3, game: 'nope', view: {}, options: { strength: 'easy' } } });
      await threeAnswers; // the loaded game's answer comes last, once its computers have loaded
      assert.deepEqual(posted, [{ id: 1, move: 40 }, { id: 3, error: 'TypeError: no computer players for the game "nope": toy, later' }, { id: 2, move: 50 }]);
    } finally {
      delete g.self;
    }
  });
});

/** A fake module worker running the worker core on `registry`, answering each message a task later (`order`: as it wants). */
class FakeWorker {
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: ((e: { preventDefault(): void }) => void) | null = null;
  terminated = false;
  readonly received: BotRequest[] = [];
  private queue: BotRequest[] = [];

  constructor(private readonly registry: ComputersRegistry, private readonly order: 'fifo' | 'reversed' | 'crash' = 'fifo') {}

  postMessage(data: BotRequest): void {
    const request = structuredClone(data);
    this.received.push(request);
    this.queue.push(request);
    if (this.queue.length === 1) setTimeout(() => void this.flush(), 0);
  }

  private async flush(): Promise<void> {
    const batch = this.queue.splice(0);
    if (this.order === 'crash') {
      this.onerror?.({ preventDefault() {} });
      return;
    }
    if (this.order === 'reversed') batch.reverse();
    for (const request of batch) this.onmessage?.({ data: structuredClone(await answer(request, this.registry)) });
  }

  terminate(): void {
    this.terminated = true;
  }
}

describe('the kit\'s client: ComputersClient', () => {
  const toyRegistry = (calls: number[]) => new ComputersRegistry({ toy: toy(calls), later: () => Promise.resolve(toy(calls)) }, 'toy');

  it('sends each request to its worker and answers each its own move, in the order asked', async () => {
    for (const order of ['fifo', 'reversed'] as const) {
      const page: number[] = [];
      const worker = new FakeWorker(toyRegistry([]), order);
      const client = new ComputersClient({ computers: toyRegistry(page), createWorker: () => worker as unknown as Worker });
      assert.equal(client.usesWorker, true);
      const settled: number[] = [];
      const moves = await Promise.all([1, 2, 3, 4].map((n) => client.choose<number>(n % 2 ? 'toy' : 'later', { n }, { strength: 'easy' }).then((m) => {
        settled.push(n);
        return m;
      })));
      assert.deepEqual(moves, [10, 20, 30, 40], `${order}: each request its own answer`);
      assert.deepEqual(worker.received.map((r) => [r.id, r.game]), [[1, 'toy'], [2, 'later'], [3, 'toy'], [4, 'later']], 'each request names its game');
      if (order === 'fifo') assert.deepEqual(settled, [1, 2, 3, 4], 'answered in the order asked');
      assert.deepEqual(page, [], 'nothing computed on the page');
      await assert.rejects(client.choose('toy', { n: -2 }, { strength: 'easy' }), { message: 'RangeError: no move for -2' });
      client.terminate();
      assert.ok(worker.terminated);
    }
  });

  it('falls back to the main thread when the worker crashes (the pending requests too), and stays there', async () => {
    const page: number[] = [];
    const worker = new FakeWorker(toyRegistry([]), 'crash');
    let started = 0;
    const client = new ComputersClient({ computers: toyRegistry(page), createWorker: () => (started++, worker as unknown as Worker) });
    const moves = await Promise.all([client.choose('toy', { n: 1 }, { strength: 'easy' }), client.choose('later', { n: 2 }, { strength: 'easy' })]);
    assert.deepEqual(moves, [10, 20]);
    assert.deepEqual(page.sort(), [1, 2], 'computed on the page');
    assert.ok(worker.terminated, 'the crashed worker is ended');
    assert.equal(client.usesWorker, false, 'and not started again');
    assert.equal(await client.choose('toy', { n: 3 }, { strength: 'easy' }), 30);
    assert.equal(started, 1);
  });

  it('computes on the main thread, a task later, when the worker cannot start or there is none', async () => {
    const page: number[] = [];
    const refused = new ComputersClient({ computers: toyRegistry(page), createWorker: () => { throw new Error('Trusted Types: refused'); } });
    assert.equal(refused.usesWorker, false);
    const answers = [refused.choose('toy', { n: 5 }, { strength: 'easy' }), refused.choose('later', { n: 6 }, { strength: 'easy' })];
    assert.deepEqual(page, [], 'not in the caller\'s task');
    assert.deepEqual(await Promise.all(answers), [50, 60]);
    // Node has no Worker: a worker URL alone gives the main thread.
    const none = new ComputersClient({ computers: toyRegistry(page), workerUrl: new URL('file:///nowhere/bot-worker.js') });
    assert.equal(none.usesWorker, false);
    assert.equal(await none.choose('toy', { n: 7 }, { strength: 'easy' }), 70);
    const off = new ComputersClient({ computers: toyRegistry(page), useWorker: false, createWorker: () => assert.fail('useWorker: false') });
    assert.equal(await off.choose('toy', { n: 8 }, { strength: 'easy' }), 80);
    assert.deepEqual(page, [5, 6, 7, 8]);
  });

  it('a game missing from its registry rejects at once, naming the games it has, and reaches no worker', async () => {
    const worker = new FakeWorker(toyRegistry([]));
    const client = new ComputersClient({ computers: toyRegistry([]), createWorker: () => worker as unknown as Worker });
    await assert.rejects(client.choose('aztec', {}, { strength: 'easy' }), { name: 'TypeError', message: 'no computer players for the game "aztec": toy, later' });
    assert.deepEqual(worker.received, []);
    const page = new ComputersClient({ computers: toyRegistry([]), useWorker: false });
    await assert.rejects(page.choose('aztec', {}, { strength: 'easy' }), /no computer players for the game "aztec": toy, later/);
  });

  it('terminate rejects the pending requests; the next request starts a new worker', async () => {
    const workers: FakeWorker[] = [];
    const client = new ComputersClient({ computers: toyRegistry([]), createWorker: () => { const w = new FakeWorker(toyRegistry([])); workers.push(w); return w as unknown as Worker; } });
    const pending = client.choose('toy', { n: 1 }, { strength: 'easy' });
    client.terminate();
    await assert.rejects(pending, /terminated/);
    assert.equal(await client.choose('toy', { n: 2 }, { strength: 'easy' }), 20);
    assert.equal(workers.length, 2);
  });
});

describe('the entries join the games', () => {
  it('their registry: Quetzal at once and by default, Aztec by a loader', () => {
    assert.deepEqual(GAME_COMPUTERS.ids, ['quetzal', 'aztec']);
    assert.equal(GAME_COMPUTERS.defaultGame, 'quetzal');
    const quetzal = GAME_COMPUTERS.get(undefined);
    assert.ok(!(quetzal instanceof Promise) && quetzal.chooseMove === quetzalBots.chooseMove, 'Quetzal\'s at once: no chunk to load');
    assert.ok(GAME_COMPUTERS.get('aztec') instanceof Promise);
  });

  it('GamesBotClient answers both games (the view names its game), on the page without Worker and through a worker', async () => {
    const { state, view } = quetzalView(11);
    const s = aztec.newGame({ players: 3, seed: 'games-client' });
    const here = new GamesBotClient();
    assert.equal(here.usesWorker, false);
    assert.equal(checkMove(state, await here.choose(view, { strength: 'medium' })), null);
    assert.equal(aztec.checkMove(s, await here.choose(aztec.viewFor(s, 0), { strength: 'medium', seed: 2 })), null);
    const worker = new FakeWorker(GAME_COMPUTERS);
    const there = new GamesBotClient({ createWorker: () => worker as unknown as Worker });
    const [q, a] = await Promise.all([there.choose(view, { strength: 'easy', seed: 3 }), there.choose(aztec.viewFor(s, 1), { strength: 'easy', seed: 3 })]);
    assert.deepEqual(q, quetzalBots.chooseMove(view, { strength: 'easy', seed: 3 }));
    assert.deepEqual(a, aztecBots.chooseMove(aztec.viewFor(s, 1), { strength: 'easy', seed: 3 }));
    assert.deepEqual(worker.received.map((r) => r.game), ['quetzal', 'aztec']);
  });

  it('Quetzal\'s BotClient answers Quetzal alone: another game rejects without reaching the worker', async () => {
    const worker = new FakeWorker(GAME_COMPUTERS);
    const client = new BotClient({ createWorker: () => worker as unknown as Worker });
    const { state, view } = quetzalView(12);
    assert.equal(checkMove(state, await client.choose(view, { strength: 'medium' })), null);
    assert.deepEqual(worker.received.map((r) => r.game), ['quetzal']);
    // (Its types take Quetzal's views only; the kit's client under it knows no other game.)
    const inner = (client as unknown as { client: ComputersClient }).client;
    await assert.rejects(inner.choose('aztec', {}, { strength: 'easy' }), /no computer players for the game "aztec": quetzal$/);
    assert.equal(worker.received.length, 1);
  });
});
