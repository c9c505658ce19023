/**
 * Aztec's records (src/games/aztec/records/): the format and its round trips (JSON, links, a custom
 * rule-set), every refusal with its stable code and the field or move named, the undo rule (a seat takes
 * back its own secret pick or token until another seat acts; never across a reveal or a draw), and
 * spectator privacy: two games that differ only in what is hidden give the same spectator record until
 * the hidden values are shown, and a spectator record that carries a hidden value is refused.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { canonical } from '../../src/kit/canonical.js';
import { nextInt, seedRng } from '../../src/kit/random.js';
import {
  applyMoveWithEvents, aztecBarrierOf, aztecHistoryFromRecord, aztecHistoryToRecord, aztecRedoRefusal, aztecSpectatorRecord,
  aztecUndoRefusal, AZTEC_ENGINE_VERSION, createAztecHistory, createAztecRecord, createAztecSaveSlot, currentDecision, decodeAnyAztecRecord,
  decodeAztecRecord, encodeAztecRecord, encodeAztecSpectatorRecord, HIDDEN, legalMoves, newGame, parseAztecRecord, playAztec,
  readAztecRecord, readAztecSpectatorRecord, RECORD_ERROR_CODES, RecordError, redoAztec, replayAztecRecord, ruleSetFingerprint,
  SHIPPED_RULES, tableMove, undoAztec, UndoError, viewFor,
  type AztecEvent, type AztecHistory, type AztecMove, type AztecOptions, type AztecRecord, type AztecRecordOptions, type AztecRuleSet,
  type AztecSpectatorRecord, type AztecState, type Jewels,
} from '../../src/games/aztec/index.js';
import { encodeRecord, createRecord } from '../../src/games/quetzal/records/index.js';
import { memoryStorage } from '../../src/kit/records/storage.js';
import { BASE, LIE, shows, TRUTH } from './aztec-helpers.js';

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/**
 * Plays `policy`'s move for a decider drawn from `order` (or the table's) until the game ends or `stop`
 * says so: two games with the same `order` let their seats decide in the same order.
 */
function playGame(options: AztecRecordOptions, policy: (s: AztecState, seat: number) => AztecMove, stop = (_s: AztecState, _n: number) => false, order = 'order'): AztecMove[] {
  const rng = seedRng(order);
  let s = newGame(options);
  const moves: AztecMove[] = [];
  while (currentDecision(s).kind !== 'gameOver' && !stop(s, moves.length)) {
    const d = currentDecision(s);
    const move = tableMove(s) ?? policy(s, d.seats[nextInt(rng, d.seats.length)]!);
    moves.push(move);
    s = applyMoveWithEvents(s, move).state;
  }
  return moves;
}

const randomPolicy = (seed: string) => {
  const rng = seedRng(seed);
  return (s: AztecState, seat: number): AztecMove => {
    const list = legalMoves(s, seat);
    return list[nextInt(rng, list.length)]!;
  };
};

const OPTIONS: AztecRecordOptions = { seats: ['Ann', 'Bob', 'Cy', 'Dee'], seed: 'records' };
const MOVES = playGame(OPTIONS, randomPolicy('records-moves'));
const RECORD = createAztecRecord(OPTIONS, MOVES, { created: '2025-03-14T15:09:26.535Z' });

/** The RecordError `fn` throws: a stable code, never INTERNAL, its message starting with the place at fault. */
function recordErrorOf(fn: () => unknown): RecordError {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof RecordError, `expected a RecordError, got ${String(e)}`);
    assert.ok(RECORD_ERROR_CODES.includes(e.code));
    assert.notEqual(e.code, 'INTERNAL', e.message);
    if (e.path) assert.ok(e.message.startsWith(`${e.path}: `), `the message names the place: ${e.message}`);
    return e;
  }
  return assert.fail('expected a RecordError, but it was accepted');
}

describe('Aztec records: the format', () => {
  it('a whole game: format, version, engine, options, moves, check and the shipped rule-set\'s fingerprint; JSON and link round trips', () => {
    assert.equal(RECORD.format, 'aztec-record');
    assert.equal(RECORD.version, 1);
    assert.equal(RECORD.engine, AZTEC_ENGINE_VERSION);
    assert.deepEqual(RECORD.options, { seats: ['Ann', 'Bob', 'Cy', 'Dee'], seed: 'records' });
    assert.equal(RECORD.moves.length, MOVES.length);
    assert.match(RECORD.check!, /^[0-9a-f]{8}$/);
    assert.equal(RECORD.rules, ruleSetFingerprint(SHIPPED_RULES));
    const { final } = readAztecRecord(JSON.stringify(RECORD));
    assert.equal(currentDecision(final).kind, 'gameOver');
    assert.deepEqual(parseAztecRecord(clone(RECORD)), RECORD);
    const link = encodeAztecRecord(RECORD);
    assert.ok(link.length < 400, `a whole game's link is short: ${link.length} characters`);
    assert.deepEqual(decodeAztecRecord(link), RECORD);
  });

  it('the documented example (records/index.ts): this record, this check, this link', () => {
    const moves: AztecMove[] = [
      { type: 'collect', seat: 1, jewels: [2, 1, 0] }, { type: 'collect', seat: 0, jewels: [2, 0, 0] }, { type: 'collect', seat: 2, jewels: [0, 0, 3] },
      { type: 'token', seat: 0, target: 1, believe: false }, { type: 'token', seat: 2, target: 0, believe: true }, { type: 'token', seat: 1, target: 0, believe: true },
      { type: 'reveal' }, { type: 'artifact', seat: 0, keep: 0, tuck: [35, 29] }, { type: 'reveal' }, { type: 'reveal' },
      { type: 'artifact', seat: 2, keep: 1, tuck: [25, 30] }, { type: 'curses' }, { type: 'endRound' },
    ];
    const record = createAztecRecord({ seats: ['Ann', 'Bob', 'Cy'], seed: 42 }, moves, { created: '2025-03-14T15:09:26.535Z' });
    assert.equal(record.check, '0513d0ce');
    assert.equal(record.rules, '43e152b9c550bfff');
    const link = 'QToB0P659TsmROTPZE5srC6OZEdLZEgtzcRFhEhN7ERFhEhvJEulhE5srKyER0aGT7BRPQzoaiAcKAAAJmY';
    assert.equal(encodeAztecRecord(record), link);
    assert.deepEqual(decodeAztecRecord(link), record, 'a link made today opens tomorrow');
  });

  it('a game under a custom rule-set carries the rule-set and its fingerprint, in the record and the link', () => {
    const rules = clone(SHIPPED_RULES) as AztecRuleSet;
    rules.stonesPerRound = 2;
    const options: AztecRecordOptions = { players: 3, seed: 7, rules, characters: ['Charly', null, 4] };
    const moves = playGame(options, randomPolicy('custom'), (_s, n) => n >= 30);
    const record = createAztecRecord(options, moves);
    assert.equal(record.rules, ruleSetFingerprint(rules));
    assert.notEqual(record.rules, ruleSetFingerprint(SHIPPED_RULES));
    assert.deepEqual(decodeAztecRecord(encodeAztecRecord(record)), record);
    // The shipped set given as `rules` is the shipped set: the record leaves it out.
    assert.equal(createAztecRecord({ players: 3, seed: 7, rules: clone(SHIPPED_RULES) as AztecRuleSet }, []).options.rules, undefined);
    // Its spectator record shows the rule-set (public) and reads back.
    const spectator = aztecSpectatorRecord(record);
    assert.equal(canonical(spectator.start.rules), canonical(rules));
    assert.deepEqual(readAztecSpectatorRecord(spectator).record, spectator);
  });

  it('a scenario is kept and replayed; the history of a record, saved and loaded, undoes as before', () => {
    const options: AztecRecordOptions = { players: 4, seed: 'scenario', scenario: clone(BASE) as never };
    const record = createAztecRecord(options, [{ type: 'collect', seat: 2, jewels: [0, 2, 0] }]);
    assert.deepEqual(record.options.scenario, clone(BASE));
    const h = aztecHistoryFromRecord(parseAztecRecord(record));
    assert.equal(aztecUndoRefusal(h, 2), null, 'seat 2 may still take back its pick');
    const slot = createAztecSaveSlot('aztec:test', memoryStorage());
    slot.save(aztecHistoryToRecord(h));
    assert.deepEqual(slot.load(), aztecHistoryToRecord(h));
  });
});

describe('Aztec records: refusals, each with its code and the field or move named', () => {
  const text = JSON.stringify(RECORD);
  const edited = (edit: (r: Record<string, any>) => void): Record<string, unknown> => {
    const r = clone(RECORD) as Record<string, any>;
    edit(r);
    return r;
  };
  const custom = clone(SHIPPED_RULES) as AztecRuleSet;
  custom.stonesPerRound = 2;
  const CASES: [string, unknown, string, string | RegExp, RegExp?][] = [
    ['not JSON', '{"format": "aztec-record", oops}', 'NOT_JSON', ''],
    ['cut short', text.slice(0, 300), 'TRUNCATED', /^moves\[\d+\]/, /stops early/],
    ['an array', [], 'NOT_A_RECORD', ''],
    ['no format', edited((r) => { delete r.format; }), 'NOT_A_RECORD', '', /not an Aztec game record/],
    ['a Quetzal record', createRecord({ players: 2, seed: 1 }, []), 'NOT_A_RECORD', 'format'],
    ['a future version', edited((r) => { r.version = 2; }), 'FUTURE_VERSION', 'version'],
    ['a newer engine', edited((r) => { r.engine = 'aztec-rules/2.0'; }), 'FUTURE_VERSION', 'engine'],
    ['an older engine', edited((r) => { r.engine = 'aztec-rules/0.9'; }), 'UNSUPPORTED_VERSION', 'engine'],
    ['another game\'s engine', edited((r) => { r.engine = 'quetzal-rules/1.1'; }), 'BAD_FIELD', 'engine'],
    ['no seed', edited((r) => { delete r.options.seed; }), 'BAD_FIELD', 'options.seed'],
    ['seven players', edited((r) => { r.options.players = 7; }), 'BAD_FIELD', 'options.players'],
    ['an unknown option', edited((r) => { r.options.colour = 'red'; }), 'BAD_FIELD', 'options.colour'],
    ['a bad created date', edited((r) => { r.created = 'yesterday'; }), 'BAD_FIELD', 'created'],
    ['a bad check', edited((r) => { r.check = 'xyz'; }), 'BAD_FIELD', 'check'],
    ['a move of no type', edited((r) => { r.moves[5].type = 'dance'; }), 'BAD_FIELD', 'moves[5].type'],
    ['a move with an unknown field', edited((r) => { r.moves[2].secret = true; }), 'BAD_FIELD', 'moves[2].secret'],
    ['jewels that are not a list', edited((r) => { r.moves[0] = { type: 'collect', seat: 0, jewels: 'three red' }; }), 'BAD_FIELD', 'moves[0].jewels'],
    ['a scenario the engine refuses', edited((r) => { r.options.scenario = { seats: [{ deck: [99] }] }; }), 'BAD_FIELD', 'options.scenario.seats[0].deck[0]', /does not exist/],
    ['a Character nobody has', edited((r) => { r.options.characters = ['Nobody']; }), 'BAD_FIELD', 'options.characters[0]', /no Character/],
    ['a rule-set that is not coherent', edited((r) => { r.options.rules = { ...clone(SHIPPED_RULES), jewels: [39, 40, 40] }; }), 'BAD_FIELD', 'options.rules.jewels[0]'],
    ['a seat choosing twice', edited((r) => { r.moves.splice(1, 0, { ...r.moves[0] }); }), 'ILLEGAL_MOVE', 'moves[1]', /round 1, a collect move/],
    ['a token before every seat chose', edited((r) => { r.moves.splice(1, 0, { type: 'token', seat: 3, target: 0, believe: true }); }), 'ILLEGAL_MOVE', 'moves[1]'],
    ['a changed move', edited((r) => { r.moves[0].jewels = [0, 0, 7]; }), 'ILLEGAL_MOVE', 'moves[0]'],
    ['a move after the end', edited((r) => { r.moves.push({ type: 'reveal' }); }), 'ILLEGAL_MOVE', `moves[${MOVES.length}]`],
    ['another final state', edited((r) => { r.check = r.check === '00000000' ? '00000001' : '00000000'; }), 'MISMATCH', 'check'],
    ['another rule-set than the one included', edited((r) => { r.options.rules = custom; }), 'MISMATCH', 'rules'],
    ['a rule-set this reader does not have', edited((r) => { r.rules = '0123456789abcdef'; }), 'UNKNOWN_RULESET', 'rules'],
    ['a name too long', edited((r) => { r.options.seats[1] = 'x'.repeat(41); }), 'TOO_LARGE', 'options.seats[1]'],
    ['a seed too long', edited((r) => { r.options.seed = 's'.repeat(201); }), 'TOO_LARGE', 'options.seed'],
    ['too many moves', edited((r) => { r.moves = Array.from({ length: 2001 }, () => ({ type: 'reveal' })); }), 'TOO_LARGE', 'moves'],
    ['a spectator record', aztecSpectatorRecord(RECORD), 'SPECTATOR_RECORD', 'kind'],
  ];
  for (const [what, input, code, path, message] of CASES) {
    it(`${what}: ${code}${path ? ` at ${String(path)}` : ''}`, () => {
      const e = recordErrorOf(() => readAztecRecord(input));
      assert.equal(e.code, code, e.message);
      if (typeof path === 'string') assert.equal(e.path, path, e.message);
      else assert.match(e.path, path, e.message);
      if (message) assert.match(e.message, message);
      if (code === 'ILLEGAL_MOVE') assert.ok(e.ruleCode, 'the engine\'s code is kept');
    });
  }

  it('ILLEGAL_MOVE keeps the engine\'s code: ALREADY_CHOSEN, WRONG_MOVE_TYPE, BAD_JEWELS', () => {
    const codes = [CASES[20], CASES[21], CASES[22]].map(([, input]) => recordErrorOf(() => readAztecRecord(input)).ruleCode);
    assert.deepEqual(codes, ['ALREADY_CHOSEN', 'WRONG_MOVE_TYPE', 'BAD_JEWELS']);
  });

  it('links: damaged (BAD_ENCODING, checksum), cut (TRUNCATED), of a spectator record (SPECTATOR_RECORD), of Quetzal (BAD_ENCODING)', () => {
    const link = encodeAztecRecord(RECORD);
    const at = Math.floor(link.length / 2);
    const changed = link.slice(0, at) + (link[at] === 'A' ? 'B' : 'A') + link.slice(at + 1);
    assert.match(recordErrorOf(() => decodeAztecRecord(changed)).message, /checksum/);
    assert.equal(recordErrorOf(() => decodeAztecRecord(link.slice(0, at))).code, 'TRUNCATED');
    assert.equal(recordErrorOf(() => decodeAztecRecord(encodeAztecSpectatorRecord(aztecSpectatorRecord(RECORD)))).code, 'SPECTATOR_RECORD');
    const quetzal = recordErrorOf(() => decodeAztecRecord(encodeRecord(createRecord({ players: 2, seed: 1 }, []))));
    assert.equal(quetzal.code, 'BAD_ENCODING');
    assert.match(quetzal.message, /not an Aztec game link/);
  });
});

describe('Aztec undo: a seat takes back its own secret choice until another seat acts; never across a reveal or a draw', () => {
  const start = (): AztecHistory => createAztecHistory({ players: 4, seed: 'test', scenario: clone(BASE) as never }, { created: null });
  const play = (h: AztecHistory, ...moves: AztecMove[]) => moves.reduce((x, m) => playAztec(x, m).history, h);
  const pick = (seat: number, jewels: Jewels): AztecMove => ({ type: 'collect', seat, jewels });
  const token = (seat: number, target: number, believe: boolean): AztecMove => ({ type: 'token', seat, target, believe });

  it('its own pick: undone exactly, then redone by that seat alone; another seat cannot take it back', () => {
    const h0 = start();
    const h1 = play(h0, pick(1, [2, 1, 0]));
    assert.equal(aztecUndoRefusal(h1, 1), null);
    assert.equal(aztecUndoRefusal(h1, 0), 'NOT_YOUR_MOVE');
    const back = undoAztec(h1, 1);
    assert.equal(canonical(back.state), canonical(h0.state), 'the pick is gone: the state before it');
    assert.equal(aztecRedoRefusal(back, 0), 'NOT_YOUR_REDO');
    assert.equal(canonical(redoAztec(back, 1).state), canonical(h1.state));
    assert.deepEqual(play(back, pick(2, [0, 2, 0])).redo, [], 'a new move clears the redo');
    assert.throws(() => undoAztec(h1, 0), (e: unknown) => e instanceof UndoError && e.code === 'NOT_YOUR_MOVE');
  });

  it('refused across another seat\'s move, even once that seat has taken its own back', () => {
    const h = play(start(), pick(0, TRUTH), pick(2, [0, 2, 0]));
    assert.equal(aztecUndoRefusal(h, 0), 'NOT_YOUR_MOVE', 'seat 2 has acted since');
    assert.equal(aztecUndoRefusal(h, 2), null);
    const back = undoAztec(h, 2);
    assert.equal(aztecUndoRefusal(back, 0), 'LOCKED', 'seat 0\'s pick is final: the device went to seat 2');
    assert.throws(() => undoAztec(back, 0), (e: unknown) => e instanceof UndoError && e.code === 'LOCKED');
  });

  it('a token too; but the last pick shows every pick, and the last token every token: final at once', () => {
    let h = play(start(), pick(0, LIE), pick(1, [2, 1, 0]), pick(2, [0, 2, 0]));
    assert.equal(aztecUndoRefusal(h, 2), null);
    const beforeLast = h.state;
    h = play(h, pick(3, [1, 0, 1]));
    assert.equal(aztecBarrierOf(beforeLast, h.state, pick(3, [1, 0, 1]), applyMoveWithEvents(beforeLast, pick(3, [1, 0, 1])).events), 'picksShown');
    assert.equal(aztecUndoRefusal(h, 3), 'LOCKED', 'the picks are served and shown');
    h = play(h, token(1, 0, false));
    assert.equal(aztecUndoRefusal(h, 1), null, 'a token nobody has seen');
    h = play(h, token(0, 1, true), token(2, 0, false), token(3, 0, true));
    assert.equal(aztecUndoRefusal(h, 3), 'LOCKED', 'every token is shown');
    // Then the table reveals: nobody takes back the table's move.
    h = play(h, tableMove(h.state)!);
    for (let seat = 0; seat < 4; seat++) assert.equal(aztecUndoRefusal(h, seat), 'NOT_YOUR_MOVE');
  });

  it('an Artifact kept is shown; kept when the next gainer must draw, it is a draw: final either way', () => {
    // Seat 2 reveals first and lies; seats 3 and 0 accuse it: both gain an Artifact, seat 3 first.
    let h = createAztecHistory({ players: 4, seed: 'test', scenario: { ...clone(BASE), firstPlayer: 2 } as never }, { created: null });
    h = play(h, pick(0, TRUTH), pick(1, [2, 1, 0]), pick(2, [0, 4, 0]), pick(3, [1, 0, 1]));
    h = play(h, token(0, 2, false), token(1, 2, true), token(2, 0, true), token(3, 2, false), { type: 'reveal' });
    const first = currentDecision(h.state) as { kind: string; seats: number[]; cards: number[] };
    assert.deepEqual([first.kind, first.seats], ['artifact', [3]]);
    const keep3: AztecMove = legalMoves(h.state, 3)[0]!;
    const { state: after3, events: events3 } = applyMoveWithEvents(h.state, keep3);
    assert.equal(aztecBarrierOf(h.state, after3, keep3, events3), 'artifactDraw', 'seat 0 draws its cards as seat 3 keeps one');
    h = play(h, keep3);
    assert.equal(aztecUndoRefusal(h, 3), 'LOCKED');
    const keep0: AztecMove = legalMoves(h.state, 0)[0]!;
    const { state: after0, events: events0 } = applyMoveWithEvents(h.state, keep0);
    assert.equal(aztecBarrierOf(h.state, after0, keep0, events0), 'artifactShown');
    h = play(h, keep0);
    assert.equal(aztecUndoRefusal(h, 0), 'LOCKED');
  });

  it('a whole random game: whatever can be undone is a pick or a token, and undoing it gives the state before it', () => {
    let h = createAztecHistory(OPTIONS, { created: null });
    for (const move of MOVES) {
      const before = h.state;
      h = playAztec(h, move).history;
      for (let seat = 0; seat < 4; seat++) {
        if (aztecUndoRefusal(h, seat) !== null) continue;
        assert.equal(seat, (move as { seat?: number }).seat, 'only the last move\'s seat');
        assert.ok(move.type === 'collect' || move.type === 'token', `a ${move.type} move is never taken back`);
        assert.equal(canonical(undoAztec(h, seat).state), canonical(before));
      }
    }
  });
});

describe('Aztec spectator records: no hidden information', () => {
  /** The first step at which two spectator records differ (-1: none), their starts being equal. */
  function firstDifference(a: AztecSpectatorRecord, b: AztecSpectatorRecord): number {
    assert.equal(canonical(a.start), canonical(b.start), 'the same public start');
    const n = Math.min(a.steps.length, b.steps.length);
    for (let i = 0; i < n; i++) if (canonical(a.steps[i]) !== canonical(b.steps[i])) return i;
    return a.steps.length === b.steps.length ? -1 : n;
  }
  /** Whether a step shows what was hidden before it: picks served, tokens shown, a card revealed, an Artifact kept or played. */
  const shows = (step: { move: { type: string }; events: AztecEvent[] }) =>
    step.move.type === 'artifact' || step.events.some((e) => ['collected', 'tokensShown', 'revealed', 'artifactKept', 'artifactPlayed'].includes(e.type));
  const created = '2025-03-14T15:09:26.535Z';

  it('a game in progress: no seed, no Jewel deck, no card, no pending pick; its frames are what a spectator sees', () => {
    const options: AztecRecordOptions = { players: 4, seed: 'pending' };
    const record = createAztecRecord(options, [{ type: 'collect', seat: 1, jewels: [0, 0, 2] }], { created });
    const spectator = aztecSpectatorRecord(record);
    const text = JSON.stringify(spectator);
    assert.ok(!text.includes('"seed"') && !text.includes('"jewels"'), text.slice(0, 200));
    assert.deepEqual(spectator.steps[0]!.move, { type: 'collect', seat: 1 });
    for (const st of spectator.start.seats) {
      assert.ok(st.deck.every((c) => c === HIDDEN) && st.card === HIDDEN && st.pick === null);
    }
    assert.ok(spectator.start.artifactDeck.every((c) => c === HIDDEN));
    assert.deepEqual(spectator.start.rng.s, [0, 0, 0, 0]);
    assert.equal(canonical(readAztecSpectatorRecord(text).frames[1]), canonical(viewFor(replayAztecRecord(record).final, null)));
  });

  it('pending picks: two games that differ only in the picks made so far give the same spectator record and link', () => {
    const options: AztecRecordOptions = { players: 4, seed: 'picks' };
    const a = createAztecRecord(options, [{ type: 'collect', seat: 0, jewels: [0, 0, 2] }, { type: 'collect', seat: 2, jewels: [1, 1, 0] }], { created });
    const b = createAztecRecord(options, [{ type: 'collect', seat: 0, jewels: [4, 0, 0] }, { type: 'collect', seat: 2, jewels: [0, 3, 1] }], { created });
    assert.notEqual(canonical(a), canonical(b));
    assert.equal(canonical(aztecSpectatorRecord(a)), canonical(aztecSpectatorRecord(b)));
    assert.equal(encodeAztecSpectatorRecord(aztecSpectatorRecord(a)), encodeAztecSpectatorRecord(aztecSpectatorRecord(b)));
  });

  it('other seeds (other Jewel decks, another Artifact deck) and other picks: the same record until a hidden value is shown', (t) => {
    // Characters are public: the same for both; everything else that is dealt differs.
    const base: AztecOptions = { players: 5, characters: [0, 1, 2, 3, 4] };
    const policy = (shift: number) => (s: AztecState, seat: number) => {
      const list = legalMoves(s, seat);
      return list[(s.decision.kind === 'collect' ? seat + shift : 0) % list.length]!;
    };
    const recordOf = (seed: string, shift: number) => {
      const options = { ...base, seed };
      return createAztecRecord(options, playGame(options, policy(shift)), { created });
    };
    const a = aztecSpectatorRecord(recordOf('hidden-a', 0));
    const b = aztecSpectatorRecord(recordOf('hidden-b', 3));
    assert.notEqual(canonical(newGame({ ...base, seed: 'hidden-a' })), canonical(newGame({ ...base, seed: 'hidden-b' })), 'the games differ in what is hidden');
    const k = firstDifference(a, b);
    assert.ok(k > 0, `the records agree up to a reveal (${k})`);
    assert.ok(shows(a.steps[k]!), `step ${k} (${a.steps[k]!.move.type}) shows a hidden value`);
    t.diagnostic(`the records part at step ${k}: ${a.steps[k]!.move.type}, ${a.steps[k]!.events.map((e) => e.type).join(', ')}`);
    for (let i = 0; i < k; i++) assert.ok(!shows(a.steps[i]!) || canonical(a.steps[i]) === canonical(b.steps[i]));
  });

  it('another Artifact deck alone: the same record through the Artifact decision, its drawn cards face down, until the card kept', (t) => {
    // Every Jewel card and Character fixed: the seed deals nothing but the Artifact deck.
    const scenario = { seats: [0, 1, 2, 3].map((i) => ({ deck: [0, 1, 2, 3, 4].map((k) => i * 5 + k), character: i })) };
    const policy = (s: AztecState, seat: number) => legalMoves(s, seat)[0]!;
    const run = (seed: string) => {
      const options: AztecRecordOptions = { players: 4, seed, scenario: scenario as never };
      return aztecSpectatorRecord(createAztecRecord(options, playGame(options, policy), { created }));
    };
    const a = run('deck-a');
    const b = run('deck-b');
    const k = firstDifference(a, b);
    assert.ok(k > 0);
    assert.equal(a.steps[k]!.move.type, 'artifact', `the first difference is the Artifact kept (step ${k})`);
    t.diagnostic(`the records part at step ${k} of ${a.steps.length}: the Artifact kept`);
    const frames = readAztecSpectatorRecord(a).frames;
    const decision = frames[k]!.decision as { kind: string; cards: number[] };
    assert.equal(decision.kind, 'artifact');
    assert.ok(decision.cards.every((c) => c === HIDDEN) && frames[k]!.drawn.every((c) => c === HIDDEN), 'the drawn cards are face down');
  });

  it('a spectator record carrying a hidden value is refused, naming where', () => {
    const record = createAztecRecord({ players: 4, seed: 'tamper' }, [{ type: 'collect', seat: 1, jewels: [0, 0, 2] }], { created });
    const spectator = aztecSpectatorRecord(record);
    const full = replayAztecRecord(record).final;
    const cases: [string, (s: Record<string, any>) => void, string][] = [
      ['a Jewel deck face up', (s) => { s.start.seats[0].deck[0] = full.seats[0]!.deck[0]; }, 'start.seats[0].deck[0]'],
      ['a card before its reveal', (s) => { s.start.seats[2].card = full.seats[2]!.card; }, 'start.seats[2].card'],
      ['a pick before every seat chose', (s) => { s.steps[0].diff.seats = { 1: { pick: [[0, 0, 2]] } }; }, 'steps[0].diff.seats[1].pick'],
      ['the picked jewels in the move', (s) => { s.steps[0].move.jewels = [0, 0, 2]; }, 'steps[0].move.jewels'],
      ['the generator', (s) => { s.start.rng.s = full.rng.s; }, 'start.rng.s[0]'],
    ];
    for (const [what, edit, path] of cases) {
      const tampered = clone(spectator) as Record<string, any>;
      edit(tampered);
      const e = recordErrorOf(() => readAztecSpectatorRecord(tampered));
      assert.equal(e.code, 'BAD_FIELD', `${what}: ${e.message}`);
      assert.equal(e.path, path, `${what}: ${e.message}`);
    }
    assert.equal(decodeAnyAztecRecord(encodeAztecSpectatorRecord(spectator)).kind, 'spectator');
  });
});
