/**
 * Spectator records (format version 2): what a game in progress is shared as. They hold no seed and
 * no hidden card, round-trip through JSON and links, each frame is the spectator's view of the real
 * game at that move, full records (version 1) still load everywhere, and bad input is a RecordError
 * with its place (targeted cases and 2,400 seeded mutations).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  HIDDEN, currentDecision, eventFor, nextFloat, poolGroups, randomMove, seedRng, viewFor,
  type GameState, type Move, type RngState,
} from '../../src/games/quetzal/engine/index.js';
import {
  createHistory, decodeAnyRecord, decodeRecord, decodeSpectatorRecord, encodeRecord, encodeSpectatorRecord, historyToRecord,
  parseRecord, play, publicMove, readAnyRecord, readSpectatorRecord, replay, RECORD_ERROR_CODES, RecordError, spectatorFrames,
  spectatorLog, spectatorRecord, type GameRecord, type History, type SpectatorRecord,
} from '../../src/games/quetzal/records/index.js';
import { faces } from './helpers.js';

const SEED = 'TOP-SECRET-SEED-4711';

const step = (h: History, move: Move): History => play(h, move);

/**
 * A 3-seat game in progress: Ann holds U09 and two cards from the start (a hidden hand), draws two
 * cards at Temple space 3 and keeps one with U09 (a `keepDrawn` move), then ~40 random moves more; no
 * reshuffle of the deck yet (so every card in the deck or in a hand unseen was never public).
 */
function midGame(): { h: History; record: GameRecord } {
  let h = createHistory({
    seats: ['Ann', 'Bob', 'Cy'], seed: SEED,
    scenario: { firstPlayer: 0, rolls: faces(21, 'white'), seats: [{ upgrades: ['U09'], hand: ['mummy:vp', 'statuette:coin'] }] },
  }, { created: '2025-03-14T15:09:26.535Z' });
  h = step(h, { type: 'roll' });
  h = step(h, { type: 'place', seat: 0, location: 'temple', space: 2, meeples: [0] });
  for (let guard = 0; guard < 100; guard++) {
    const d = currentDecision(h.state);
    if (d.kind === 'place') {
      const g = poolGroups(h.state.seats[d.seat]!.meeples);
      h = step(h, { type: 'place', seat: d.seat, location: 'camp', meeples: [...g.black, ...g.white, ...g.wild, ...g.character] });
    } else if (d.kind === 'campReroll') h = step(h, { type: 'campReroll', seat: d.seat, meeple: null });
    else break;
  }
  h = step(h, { type: 'chooseCards', seat: 0, cards: [h.state.board.temple.find((c) => c !== null)!] });
  assert.equal(h.state.decision.kind, 'keepDrawn');
  const drawn = (h.state.decision as { cards: number[] }).cards;
  h = step(h, { type: 'keepDrawn', seat: 0, card: drawn[0]! });
  const rng = seedRng('spectator-mid');
  for (let k = 0; k < 40 && currentDecision(h.state).kind !== 'gameOver'; k++) h = step(h, randomMove(h.state, () => nextFloat(rng))!);
  return { h, record: historyToRecord(h) };
}

const MID = midGame();
const SPECTATOR = spectatorRecord(MID.record);

/** Every card id a spectator sees anywhere in a position (hands, display, piles, decisions). */
function cardsIn(frame: GameState): number[] {
  const b = frame.board;
  const d = frame.decision as { cards?: number[] };
  return [
    ...frame.seats.flatMap((s) => s.hand), ...b.temple, ...Object.values(b.surroundings).flat(), ...frame.discard, ...frame.known,
    ...frame.deck, ...(d.cards ?? []), ...frame.flow.drawn,
  ].filter((c): c is number => typeof c === 'number' && c !== HIDDEN);
}

function cardsOfStep(s: SpectatorRecord['steps'][number]): number[] {
  const m = s.move as { card?: number | null; cards?: number[] };
  const fromEvents = s.events.flatMap((e) => ('cards' in e && Array.isArray(e.cards) ? e.cards : []));
  return [...(m.cards ?? []), ...(typeof m.card === 'number' ? [m.card] : []), ...fromEvents].filter((c) => c !== HIDDEN);
}

function recordErrorOf(fn: () => unknown, what = ''): RecordError {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof RecordError, `${what}: expected a RecordError, got ${String(e)}${e instanceof Error ? `\n${e.stack}` : ''}`);
    assert.ok(RECORD_ERROR_CODES.includes(e.code), `${what}: code ${e.code}`);
    assert.notEqual(e.code, 'INTERNAL', `${what}: an internal error leaked: ${e.message}`);
    return e;
  }
  assert.fail(`${what}: expected a RecordError, but it was accepted`);
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

describe('spectator records: nothing hidden', () => {
  it('a mid-game spectator record holds no seed, no deck order and no card of a hidden hand, in its JSON or its link', () => {
    const state = MID.h.state;
    assert.notEqual(state.decision.kind, 'gameOver');
    assert.ok(!replay(MID.record, { log: true }).log!.some((e) => e.events.some((ev) => ev.type === 'deckReshuffled')), 'no reshuffle yet');
    // The cards nobody but their holder (or nobody at all) has seen: the deck and the unseen hand cards.
    const secret = new Set([...state.deck, ...state.seats.flatMap((s) => s.hand.filter((c) => !state.known.includes(c)))]);
    assert.ok(state.seats[0]!.hand.filter((c) => secret.has(c)).length >= 3, 'Ann holds hidden cards (two dealt, one kept with U09)');
    const keep = MID.record.moves.find((m) => m.type === 'keepDrawn') as { card: number };
    assert.ok(secret.has(keep.card), 'the card kept with U09 is still hidden');

    const json = JSON.stringify(SPECTATOR);
    const link = encodeSpectatorRecord(SPECTATOR);
    const linked = decodeSpectatorRecord(link);
    for (const [what, text] of [['JSON', json], ['link', link], ['decoded link', JSON.stringify(linked.record)]] as const) {
      assert.ok(!text.includes(SEED) && !text.includes('seed'), `${what}: no seed`);
      assert.ok(!text.includes(JSON.stringify(state.deck).slice(1, -1)), `${what}: no deck order`);
      assert.ok(!/"rng":\{"s":\[(?!0,0,0,0\])/.test(text), `${what}: no generator state`);
    }
    for (const rec of [SPECTATOR, linked.record]) {
      const frames = spectatorFrames(rec);
      frames.forEach((f, i) => {
        const seen = cardsIn(f).filter((c) => secret.has(c));
        assert.deepEqual(seen, [], `frame ${i} shows no hidden card`);
        assert.ok(f.deck.every((c) => c === HIDDEN) && f.upgradePile.every((t) => t === HIDDEN), `frame ${i}: piles face down`);
      });
      rec.steps.forEach((s, i) => assert.deepEqual(cardsOfStep(s).filter((c) => secret.has(c)), [], `step ${i} names no hidden card`));
      const kept = rec.steps.find((s) => s.move.type === 'keepDrawn')!;
      assert.deepEqual(kept.move, { type: 'keepDrawn', seat: 0, card: HIDDEN });
    }
  });

  it('publicMove hides only the card kept with U09', () => {
    assert.deepEqual(publicMove({ type: 'keepDrawn', seat: 2, card: 17 }), { type: 'keepDrawn', seat: 2, card: HIDDEN });
    const place: Move = { type: 'place', seat: 0, location: 'camp', meeples: [1] };
    assert.equal(publicMove(place), place);
    assert.deepEqual(publicMove({ type: 'blackMarket', seat: 1, card: 4 }), { type: 'blackMarket', seat: 1, card: 4 });
  });
});

describe('spectator records: frames', () => {
  it('each frame is viewFor(state, null) of the real game at that move, and each step the move and events as a spectator saw them', () => {
    const { states, log } = replay(MID.record, { states: true, log: true });
    const frames = spectatorFrames(SPECTATOR);
    assert.equal(frames.length, MID.record.moves.length + 1);
    frames.forEach((f, i) => assert.deepEqual(f, clone(viewFor(states![i]!, null)), `frame ${i}`));
    SPECTATOR.steps.forEach((s, i) => {
      assert.deepEqual(s.move, publicMove(log![i]!.move), `move ${i}`);
      assert.deepEqual(s.events, log![i]!.events.map((e) => eventFor(e, null)), `events ${i}`);
    });
    const entries = spectatorLog(SPECTATOR, frames);
    assert.deepEqual(entries.map((e) => e.round), log!.map((e) => e.round));
  });

  it('round-trips: JSON text, object and link give the same record and the same frames', () => {
    const frames = spectatorFrames(SPECTATOR);
    const fromText = readSpectatorRecord(JSON.stringify(SPECTATOR));
    assert.deepEqual(fromText.record, SPECTATOR);
    assert.deepEqual(fromText.frames, frames);
    const link = encodeSpectatorRecord(SPECTATOR);
    assert.match(link, /^[A-Za-z0-9_-]+$/);
    const back = decodeSpectatorRecord(link);
    assert.deepEqual(back.record, SPECTATOR);
    assert.deepEqual(back.frames, frames);
    const any = decodeAnyRecord(link);
    assert.equal(any.kind, 'spectator');
    assert.deepEqual(readAnyRecord(SPECTATOR).kind, 'spectator');
  });

  it('whole games of 2–5 seats round-trip through links, frame by frame', () => {
    for (const players of [2, 3, 4, 5]) {
      const rng = seedRng(`whole-${players}`);
      let h = createHistory({ players, seed: players });
      while (currentDecision(h.state).kind !== 'gameOver') h = play(h, randomMove(h.state, () => nextFloat(rng))!);
      const sp = spectatorRecord(historyToRecord(h));
      const back = decodeSpectatorRecord(encodeSpectatorRecord(sp));
      assert.deepEqual(back.record, sp, `${players} seats`);
      assert.deepEqual(back.frames.at(-1), clone(viewFor(h.state, null)), `${players} seats: the last frame is the final position`);
    }
  });
});

describe('spectator records: full records still read', () => {
  it('version 1 records and links load as before; the full readers refuse a spectator record plainly', () => {
    const full = parseRecord(JSON.stringify(MID.record));
    assert.deepEqual(full, MID.record);
    const any = readAnyRecord(MID.record);
    assert.equal(any.kind, 'full');
    assert.deepEqual(any.record, MID.record);
    const fromLink = decodeAnyRecord(encodeRecord(MID.record));
    assert.equal(fromLink.kind, 'full');
    assert.deepEqual(fromLink.record, MID.record);
    const e1 = recordErrorOf(() => parseRecord(SPECTATOR), 'parseRecord(spectator)');
    assert.equal(e1.code, 'SPECTATOR_RECORD');
    assert.match(e1.message, /replayed, not played on/);
    const e2 = recordErrorOf(() => decodeRecord(encodeSpectatorRecord(SPECTATOR)), 'decodeRecord(spectator link)');
    assert.equal(e2.code, 'SPECTATOR_RECORD');
  });
});

// ------------------------------------------------------------------ bad input

describe('spectator records: bad input', () => {
  const keepAt = SPECTATOR.steps.findIndex((s) => s.move.type === 'keepDrawn');
  const drawAt = SPECTATOR.steps.findIndex((s) => s.events.some((e) => e.type === 'cardsTaken' && e.from === 'deck'));
  const cases: [string, (r: Record<string, any>) => unknown, string, string][] = [
    ['a future version', (r) => { r.version = 3; }, 'FUTURE_VERSION', 'version'],
    ['no kind', (r) => { delete r.kind; }, 'BAD_FIELD', 'kind'],
    ['another kind', (r) => { r.kind = 'full'; }, 'BAD_FIELD', 'kind'],
    ['no steps', (r) => { delete r.steps; }, 'BAD_FIELD', 'steps'],
    ['steps not a list', (r) => { r.steps = {}; }, 'BAD_FIELD', 'steps'],
    ['another engine', (r) => { r.engine = 'quetzal-rules/2.0'; }, 'FUTURE_VERSION', 'engine'],
    ['a generator state', (r) => { r.start.rng.s = [1, 2, 3, 4]; }, 'BAD_FIELD', 'start'],
    ['a seed field in the start frame', (r) => { r.start.seed = SEED; }, 'BAD_FIELD', 'start'],
    ['a hidden hand card', (r) => { r.start.seats[0].hand = [12]; }, 'BAD_FIELD', 'start'],
    ['a deck shown', (r) => { r.start.deck[0] = 3; }, 'BAD_FIELD', 'start'],
    ['the card kept named', (r) => { r.steps[keepAt].move.card = 5; }, 'BAD_FIELD', `steps[${keepAt}].move.card`],
    ['a card drawn named', (r) => {
      const e = r.steps[drawAt].events.find((x: { type: string; from?: string }) => x.type === 'cardsTaken' && x.from === 'deck');
      e.cards[0] = 9;
    }, 'BAD_FIELD', `steps[${drawAt}].events`],
    ['a move by the wrong seat', (r) => { r.steps[1].move.seat = 2; }, 'BAD_FIELD', 'steps[1].move.seat'],
    ['an unknown move field', (r) => { r.steps[1].move.extra = 1; }, 'BAD_FIELD', 'steps[1].move.extra'],
    ['an unknown event', (r) => { r.steps[0].events.push({ type: 'teleport' }); }, 'BAD_FIELD', 'steps[0].events'],
    ['a patch out of the list', (r) => { r.steps[2].diff.seats = { 9: { coins: [1] } }; }, 'BAD_FIELD', 'steps[2].diff.seats[9]'],
    ['a patch of a number', (r) => { r.steps[2].diff.round = { a: [1] }; }, 'BAD_FIELD', 'steps[2].diff.round'],
    ['a patch making a bad position', (r) => { r.steps[2].diff.round = [99]; }, 'BAD_FIELD', 'steps[2].diff'],
    ['a patch revealing a hand', (r) => { r.steps[3].diff.seats = { 1: { hand: [[0, 1, 2]] } }; }, 'BAD_FIELD', 'steps[3].diff'],
    ['a diff that is not a patch', (r) => { r.steps[0].diff = [1, 2]; }, 'BAD_FIELD', 'steps[0].diff'],
    ['a step field unknown', (r) => { r.steps[0].seed = 1; }, 'BAD_FIELD', 'steps[0].seed'],
    ['a forbidden key', (r) => JSON.stringify(r).replace('"start":{', '"start":{"__proto__":{"x":1},'), 'BAD_FIELD', 'start.__proto__'],
  ];
  for (const [what, mutate, code, path] of cases) {
    it(`${what}: ${code} at ${path}`, () => {
      const r = clone(SPECTATOR) as unknown as Record<string, any>;
      const out = mutate(r);
      const e = recordErrorOf(() => readSpectatorRecord(out ?? r), what);
      assert.equal(e.code, code, `${what}: ${e.message}`);
      assert.ok(e.path.startsWith(path), `${what}: at ${path}, got ${e.path} (${e.message})`);
      assert.ok(e.message.startsWith(`${e.path}: `), `${what}: the message names the place: ${e.message}`);
    });
  }

  it('links cut short or changed: TRUNCATED or BAD_ENCODING', () => {
    const link = encodeSpectatorRecord(SPECTATOR);
    assert.equal(recordErrorOf(() => decodeAnyRecord(link.slice(0, link.length - 40))).code, 'TRUNCATED');
    const changed = link.slice(0, 300) + (link[300] === 'A' ? 'B' : 'A') + link.slice(301);
    assert.equal(recordErrorOf(() => decodeAnyRecord(changed)).code, 'BAD_ENCODING');
    assert.equal(recordErrorOf(() => decodeAnyRecord('')).code, 'TRUNCATED');
  });
});

// ------------------------------------------------------------------ fuzz

const GARBAGE: unknown[] = [null, true, 0, -1, 1, 7, 74, 99, 1e9, -0.5, '', 'x', 'U09', [], [0], [-1, -1], {}, [{}], { n: 2 }, { 0: [5] }, '__proto__'];

function pick<T>(rng: RngState, list: readonly T[]): T {
  return list[Math.floor(nextFloat(rng) * list.length)]!;
}

/** A random path into a JSON value (objects and arrays), as keys. */
function randomPath(rng: RngState, root: unknown): (string | number)[] {
  const path: (string | number)[] = [];
  let v = root;
  while (typeof v === 'object' && v !== null && nextFloat(rng) < 0.85) {
    const keys: (string | number)[] = Array.isArray(v) ? v.map((_, i) => i) : Object.keys(v);
    if (keys.length === 0) break;
    const k = pick(rng, keys);
    path.push(k);
    v = (v as Record<string | number, unknown>)[k];
  }
  return path;
}

function mutate(rng: RngState, base: SpectatorRecord): unknown {
  const r = clone(base) as unknown as Record<string, unknown>;
  const path = randomPath(rng, r);
  if (path.length === 0) return pick(rng, GARBAGE);
  const parent = path.slice(0, -1).reduce<any>((v, k) => v[k], r);
  const last = path.at(-1)!;
  const kind = Math.floor(nextFloat(rng) * 4);
  if (kind === 0) parent[last] = pick(rng, GARBAGE);
  else if (kind === 1) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (kind === 2 && typeof parent[last] === 'number') parent[last] += pick(rng, [1, -1, 10]);
  else parent[`${String(last)}x`] = parent[last];
  return r;
}

describe('spectator records: fuzz', () => {
  it('2,400 tampered spectator records and links: always a RecordError with a code and a place, never another exception', (t) => {
    const rng = seedRng('spectator-fuzz');
    const base = SPECTATOR;
    const text = JSON.stringify(base);
    const link = encodeSpectatorRecord(base);
    const counts: Record<string, number> = {};
    let accepted = 0;
    for (let k = 0; k < 2400; k++) {
      const kind = k % 4;
      let run: () => unknown;
      if (kind === 0) {
        const cut = Math.floor(nextFloat(rng) * text.length);
        run = () => readSpectatorRecord(text.slice(0, cut));
      } else if (kind === 3) {
        const p = Math.floor(nextFloat(rng) * link.length);
        const damaged = nextFloat(rng) < 0.5 ? link.slice(0, p) : link.slice(0, p) + pick(rng, [...'AQgw-_9z']) + link.slice(p + 1);
        run = () => decodeAnyRecord(damaged);
      } else {
        const input = mutate(rng, base);
        const before = JSON.stringify(input);
        run = () => {
          try {
            return readAnyRecord(input);
          } finally {
            assert.equal(JSON.stringify(input), before, 'the input is unchanged');
          }
        };
      }
      try {
        run();
        accepted++;
      } catch (e) {
        assert.ok(e instanceof RecordError, `case ${k}: expected a RecordError, got ${String(e)}${e instanceof Error ? `\n${e.stack}` : ''}`);
        assert.notEqual(e.code, 'INTERNAL', `case ${k}: ${e.message}`);
        if (['BAD_FIELD', 'FUTURE_VERSION', 'UNSUPPORTED_VERSION'].includes(e.code)) {
          assert.ok(e.path !== '' && e.message.startsWith(`${e.path}: `), `case ${k}: the message names the place: ${e.message}`);
        }
        counts[e.code] = (counts[e.code] ?? 0) + 1;
      }
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
    }
    t.diagnostic(`outcomes: ${JSON.stringify(counts)}, accepted ${accepted}`);
    assert.ok(counts.BAD_FIELD! > 300 && counts.TRUNCATED! > 300 && counts.BAD_ENCODING! > 100, JSON.stringify(counts));
  });
});
