/**
 * The kit's board statechart (src/kit/board/board-machine.ts) plays Quetzal from its GameModule
 * (src/games/quetzal/quetzal-module.ts), the game it was not written for: whole games of computers on a
 * simulated clock, pass-and-play behind the cover (one decider at a time, the cover before each other
 * person), a person's out-of-turn exchange while a computer thinks, undo refused across a roll, and the
 * phase region following the engine's phases. Every move the board played is the engine's: replaying
 * the board's log from the same options gives the same game.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type EventObject } from 'xstate';
import { createBoardMachine, mayUndo } from '../../src/kit/board/board-machine.js';
import type { BoardEmitted, ComputerInput, SeatKind } from '../../src/kit/board/board-types.js';
import { turnStateOf } from '../../src/kit/board/turn-state.js';
import { quetzalModule } from '../../src/games/quetzal/quetzal-module.js';
import type { QuetzalDraft } from '../../src/games/quetzal/statechart/quetzal-input.js';
import {
  applyMove, coloredPlacement, exchangeMoves, hasScenarioSupport, HIDDEN, legalMoves, planScenario, useScenarioSupport, newGame, tableMove, viewFor, type GameEvent, type GameState, type Move, type NewGameOptions,
} from '../../src/games/quetzal/engine/index.js';
import { createRecord } from '../../src/games/quetzal/records/index.js';
import type { GameRecord } from '../../src/kit/game-records.js';
import { instantComputers } from './instant-computers.js';
import { chooseMove } from '../../src/games/quetzal/bots/index.js';

/** (No commit pause: these moves are exact, as a script's; the pause has its own tests.) */
const TIMING = { tableStepMs: 100, botDelayMs: 50, botDeadlineMs: 1000, botThinkMs: 10, loadTimeoutMs: 500, inputGuardMs: 0 };

const easyComputers = (seen: ComputerInput<GameState>[]) => instantComputers(chooseMove, seen);

function board(seats: SeatKind[], options: NewGameOptions, computer = easyComputers([]), record?: GameRecord<Move, NewGameOptions>, timing: Partial<typeof TIMING> = {}) {
  const clock = new SimulatedClock();
  const machine = createBoardMachine(quetzalModule).provide({ actors: { computer } });
  const actor = createActor(machine, { clock, input: {} });
  const told: BoardEmitted<Move, GameEvent>[] = [];
  for (const type of ['move', 'error', 'undo', 'started', 'gameOver', 'phase'] as const) actor.on(type, (e) => told.push(e as never));
  actor.start();
  actor.send({ type: 'START', input: { options, seats, timing: { ...TIMING, ...timing }, ...(record ? { record } : {}) } });
  const snap = () => actor.getSnapshot();
  const state = () => snap().context.history!.state;
  const turn = () => turnStateOf(snap().value) ?? String(snap().value);
  /** The phase region: its phase, and the decision state inside it (Quetzal's decisions, `flow: { place: 'place' }`). */
  const flow = () => {
    const live = (snap().value as { live?: 'gameOver' | { playing?: { flow: string | Record<string, string> } } }).live;
    const region = live === 'gameOver' ? live : live?.playing?.flow;
    if (region === undefined || typeof region === 'string') return { phase: region, decision: undefined };
    const [phase, decision] = Object.entries(region)[0]!;
    return { phase, decision };
  };
  const phase = () => flow().phase;
  return { actor, clock, snap, state, turn, phase, flow, told };
}

/** Each line of the board's log says the round its move was played in (the engine's, replayed). */
function assertRounds(options: NewGameOptions, log: readonly { move: Move; round?: number }[]): void {
  let s = newGame(options);
  const rounds = new Set<number>();
  for (const entry of log) {
    assert.equal(entry.round, s.round, `the round of move ${JSON.stringify(entry.move)}`);
    rounds.add(s.round);
    s = applyMove(s, entry.move);
  }
  assert.ok(log.length === 0 || rounds.size >= Math.min(2, s.round), 'more than one round seen');
}

/** The game the board's log makes when the engine replays it from the same options. */
function replayed(options: NewGameOptions, moves: readonly Move[]): GameState {
  return moves.reduce((s, m) => applyMove(s, m), newGame(options));
}

describe('kit board machine plays Quetzal', () => {
  it('three computers play a whole game on the clock; the log replays to the same game, and the phases follow the engine', () => {
    const options: NewGameOptions = { seats: ['Ann', 'Bob', 'Cy'], seed: 'kit-quetzal' };
    const seen: ComputerInput<GameState>[] = [];
    const b = board(['easy', 'easy', 'easy'], options, easyComputers(seen));
    const phases = new Set<string>();
    const decisions = new Set<string>();
    b.actor.subscribe(() => {
      if (!b.snap().matches('live')) return;
      assert.equal(b.phase(), b.state().phase, 'the phase region is the engine’s phase');
      if (b.state().phase !== 'gameOver') assert.equal(b.flow().decision, b.state().decision.kind, 'and its decision state the engine’s decision');
      phases.add(b.phase()!);
      if (b.flow().decision) decisions.add(b.flow().decision!);
    });
    for (let i = 0; i < 20_000 && b.turn() !== 'gameOver'; i++) b.clock.increment(50);
    assert.equal(b.turn(), 'gameOver');
    assert.equal(b.state().decision.kind, 'gameOver');
    const moves = b.snap().context.history!.moves;
    assert.deepEqual(replayed(options, moves), b.state(), 'the same game as the engine’s');
    assertRounds(options, b.snap().context.log);
    for (const p of ['roll', 'place', 'activate', 'prepare', 'gameOver']) assert.ok(phases.has(p), `the region was in ${p}`);
    for (const d of ['roll', 'place', 'templeCards', 'deliver', 'prepare']) assert.ok(decisions.has(d), `the region was in the decision ${d}`);
    // Each computer was asked from its own view: no generator, and of the others' hands only the cards the table saw taken.
    assert.ok(seen.length > 50);
    for (const input of seen) {
      assert.equal(input.view.hidden, true);
      assert.deepEqual(input.view.rng, { s: [0, 0, 0, 0] });
      input.view.seats.forEach((st, seat) => {
        if (seat !== input.seat) for (const c of st.hand) assert.ok(c === HIDDEN || input.view.known.includes(c), `seat ${seat}'s card ${c} is not hidden from ${input.seat}`);
      });
    }
    assert.equal(b.told.filter((e) => e.type === 'gameOver').length, 1);
    const news = b.told.filter((e) => e.type === 'phase') as { phase: string; round: number | null }[];
    assert.deepEqual(news[0], { type: 'phase', phase: 'roll', round: 1 });
    assert.equal(news.at(-1)!.phase, 'gameOver');
  });

  it('pass-and-play: the cover before each other person, the holder’s view only, the table’s roll paced', () => {
    const options: NewGameOptions = { seats: ['Ann', 'Bob'], seed: 'kit-quetzal-2' };
    const b = board(['person', 'person'], options);
    assert.equal(b.turn(), 'table', 'the round begins with the roll');
    assert.equal(b.snap().context.viewer, null);
    // People at the table roll by hand: however long it waits, the roll is theirs to make (NEXT).
    b.clock.increment(TIMING.tableStepMs * 100);
    assert.equal(b.turn(), 'table');
    assert.equal(b.snap().context.history!.moves.length, 0);
    let covers = 0;
    for (let step = 0; step < 60; step++) {
      if (b.turn() === 'table') { b.actor.send({ type: 'NEXT' }); continue; }
      if (b.turn() === 'gameOver') break;
      if (b.turn() === 'handOver') {
        covers++;
        assert.equal(b.snap().context.viewer, null, 'behind the cover, nobody’s view');
        b.actor.send({ type: 'CONTINUE' });
      }
      assert.equal(b.turn(), 'person');
      const seat = b.state().decision.seat!;
      assert.equal(b.snap().context.viewer, seat, 'the device shows the decider’s view');
      const before = b.snap().context.history!.moves.length;
      b.actor.send({ type: 'MOVE', move: legalMoves(b.state())[0]!, at: b.snap().context.version });
      assert.equal(b.snap().context.history!.moves.length, before + 1, `seat ${seat}'s move played`);
      const next = b.state().decision.seat;
      if (next !== null && next !== seat) assert.equal(b.turn(), 'handOver', 'another person: the cover first');
    }
    assert.ok(covers >= 4, `${covers} covers`);
    assert.deepEqual(replayed(options, b.snap().context.history!.moves), b.state());
  });

  it('behind the cover that follows a placement, the one who just placed takes it back (Quetzal’s cover undo), and the cover comes for them again', () => {
    const options: NewGameOptions = { seats: ['Ann', 'Bob', 'Cy'], seed: 'kit-quetzal-cover-undo' };
    const b = board(['person', 'person', 'person'], options);
    b.actor.send({ type: 'NEXT' }); // the roll
    assert.equal(b.turn(), 'handOver');
    b.actor.send({ type: 'CONTINUE' });
    const seat = b.state().decision.seat!;
    const position = JSON.stringify(b.state());
    b.actor.send({ type: 'MOVE', move: legalMoves(b.state())[0]!, at: b.snap().context.version });
    assert.equal(b.turn(), 'handOver', 'the cover for the next person');
    assert.notEqual(b.state().decision.seat, seat);
    assert.equal(mayUndo(quetzalModule, b.snap().context), true, 'the one who placed still holds the device');
    b.actor.send({ type: 'UNDO', at: b.snap().context.version });
    assert.equal(JSON.stringify(b.state()), position, 'the placement taken back');
    assert.deepEqual(b.told.filter((e) => e.type === 'undo').map((e) => (e as { seat: number }).seat), [seat]);
    assert.equal(b.turn(), 'handOver', 'the device goes back through a cover');
    assert.equal(b.state().decision.seat, seat, 'their own cover');
    assert.equal(b.snap().context.viewer, null);
  });

  it('undo takes back the holder’s own placement, and is refused across the roll', () => {
    const options: NewGameOptions = { seats: ['Ann', 'Bob'], seed: 'kit-quetzal-3' };
    const b = board(['person', 'easy'], options);
    b.actor.send({ type: 'NEXT' }); // Ann rolls
    assert.equal(b.turn(), 'person');
    const refused = b.told.length;
    b.actor.send({ type: 'UNDO' });
    assert.equal(b.told.at(-1)?.type, 'error', 'nothing of the person’s to take back: the roll is the table’s');
    assert.ok(b.told.length > refused);
    const seat = b.state().decision.seat!;
    const position = JSON.stringify(b.state());
    b.actor.send({ type: 'MOVE', move: legalMoves(b.state())[0]!, at: b.snap().context.version });
    if (b.state().decision.seat === seat) {
      b.actor.send({ type: 'UNDO' });
      assert.equal(JSON.stringify(b.state()), position, 'the placement taken back');
    }
  });

  it('a person may exchange out of turn while a computer decides (U07/U10 "at any time"), and the computer then plays', async () => {
    // A seeded game (medium computers for both seats) up to where Bob decides and Ann could exchange with her U07.
    const options: NewGameOptions = { seats: ['Ann', 'Bob'], seed: 'anytime-3' };
    let s = newGame(options);
    const moves: Move[] = [];
    while (!(s.decision.seat === 1 && exchangeMoves(s, 0).length > 0)) {
      assert.notEqual(s.decision.kind, 'gameOver', 'the seeded game has the position');
      const seat = s.decision.seat;
      const move = seat === null ? tableMove(s)! : chooseMove(viewFor(s, seat), { strength: 'medium', seed: seat });
      moves.push(move);
      s = applyMove(s, move);
    }
    const asked: ComputerInput<GameState>[] = [];
    const quiet = fromCallback<EventObject, ComputerInput<GameState>>(({ input }) => { asked.push(input); }); // answers when the test says
    const b = board(['person', 'easy'], options, quiet, createRecord(options, moves) as never);
    await waitFor(b.actor, (snap) => snap.matches('live'));
    assert.equal(b.turn(), 'computer', 'Bob, a computer, decides');
    assert.equal(asked.length, 1);
    assert.equal(b.snap().context.log.length, moves.length, 'the record’s moves are the log');
    assertRounds(options, b.snap().context.log);
    const exchange = exchangeMoves(b.state(), 0)[0]!;
    b.actor.send({ type: 'MOVE', move: exchange, at: b.snap().context.version });
    assert.deepEqual(b.snap().context.history!.moves.at(-1), exchange, 'the exchange is played');
    assert.equal(b.state().decision.seat, 1, 'Bob still decides');
    assert.equal(b.turn(), 'computer');
    // An answer the exchange has made illegal (chosen before it): Bob is asked again, from the new view, and nothing stalls.
    b.clock.increment(TIMING.botDelayMs);
    b.actor.send({ type: 'COMPUTER_MOVE', seat: 1, epoch: asked[0]!.epoch, move: { type: 'exchange', seat: 1, tile: 'U07' } });
    assert.equal(asked.length, 2, 'asked again');
    assert.deepEqual(asked[1]!.view.seats[0], viewFor(b.state(), 1).seats[0], 'from the position after Ann’s exchange');
    assert.equal(b.snap().context.notice, null, 'no failure told');
    assert.deepEqual(b.snap().context.thinking, [1]);
    // Bob's answer to it is played after its least showing time.
    const answer = chooseMove(asked[1]!.view, { strength: 'easy', seed: 1 });
    b.actor.send({ type: 'COMPUTER_MOVE', seat: 1, epoch: asked[1]!.epoch, move: answer });
    b.clock.increment(TIMING.botDelayMs);
    assert.deepEqual(b.snap().context.history!.moves.at(-1), answer, 'Bob’s move is played');
    assert.deepEqual(replayed(options, b.snap().context.history!.moves), b.state());
  });
  it('a person places through Quetzal’s own taps: meeples picked, a refused target explained, a colour asked and chosen', () => {
    // Seed input-2: after the roll Ann (seat 0) places; her meeple 0 alone may bid at the small temple as
    // either colour, and may not go to the Stela (she holds the First Player marker).
    const options: NewGameOptions = { seats: ['Ann', 'Bob'], seed: 'input-2' };
    const b = board(['person', 'person'], options);
    const at = () => b.snap().context.version;
    const draft = () => b.snap().context.draft as QuetzalDraft | null;
    const moves = () => b.snap().context.history!.moves;
    const send = (e: object) => b.actor.send(e as never);
    // The Roll button (PLAY the table's move): the table's step, as NEXT; another table move is refused.
    send({ type: 'PLAY', move: { type: 'prepare' }, at: at() });
    assert.deepEqual(b.told.at(-1), { type: 'error', code: 'NOT_YOUR_TURN', message: 'the table plays its own moves' });
    assert.equal(moves().length, 0);
    send({ type: 'PLAY', move: { type: 'roll' }, at: at() });
    assert.deepEqual(moves(), [{ type: 'roll' }]);
    assert.equal((b.told.filter((e) => e.type === 'move').at(-1) as { by: string }).by, 'table');
    b.actor.send({ type: 'CONTINUE', at: at() });
    assert.equal(b.turn(), 'person');
    assert.deepEqual(b.flow(), { phase: 'place', decision: 'place' });
    send({ type: 'TOGGLE', id: 0, at: at() });
    assert.deepEqual(draft()?.selection, [0]);
    send({ type: 'TOGGLE', id: 1, at: at() - 1 });
    assert.deepEqual(draft()?.selection, [0], 'a tap on an older version is dropped');
    send({ type: 'TARGET', key: 'stela', at: at() });
    assert.equal(draft()?.explained?.why.code, 'STELA_MARKER', 'the engine’s reason, shown beside the target');
    send({ type: 'TARGET', key: 'stela', at: at() });
    assert.equal(draft()?.explained?.n, 2, 'tapped again: the reason shows again');
    assert.equal(moves().length, 1, 'no move made');
    send({ type: 'TARGET', key: 'small_temple', at: at() });
    assert.deepEqual(draft()?.colorChoice, { key: 'small_temple', colors: ['adventurer', 'archaeologist'] });
    send({ type: 'CANCEL_COLOR' });
    assert.equal(draft()?.colorChoice, null);
    assert.deepEqual(draft()?.selection, [0], 'the meeples stay picked');
    // A host's refusal of a tap (a lesson's moveGuard): its words, counted so the same words show again.
    send({ type: 'TARGET', key: 'small_temple', at: at() });
    send({ type: 'HOST_REFUSED', text: 'Try the Camp first.' });
    assert.deepEqual(draft()?.guardHint, { text: 'Try the Camp first.', n: 1 });
    assert.equal(draft()?.colorChoice, null, 'the colour asked is put away');
    send({ type: 'HOST_REFUSED', text: 'Try the Camp first.' });
    assert.equal(draft()?.guardHint?.n, 2);
    send({ type: 'TARGET', key: 'small_temple', at: at() });
    const expected = coloredPlacement(b.state(), 0, [0], 'small_temple', 'archaeologist');
    const version = at();
    send({ type: 'COLOR', color: 'archaeologist', at: at() });
    assert.deepEqual(moves().at(-1), expected, 'the placement the colour makes is played');
    assert.equal(moves().length, 2);
    assert.equal(at(), version + 1);
    assert.equal(draft(), null, 'the draft goes with the position');
    assert.deepEqual(b.told.filter((e) => e.type === 'move').at(-1), { type: 'move', seat: 0, move: expected, events: (b.told.filter((e) => e.type === 'move').at(-1) as { events: unknown[] }).events, by: 'person' });
    // Bob's turn, behind the cover: nothing is picked for him there (a script's tap is dropped).
    assert.equal(b.turn(), 'handOver');
    send({ type: 'TOGGLE', id: 2, at: at() });
    send({ type: 'TARGET', key: 'stela', at: at() });
    assert.equal(draft(), null, 'behind the cover, no pick and no reason');
    b.actor.send({ type: 'CONTINUE', at: at() });
    assert.equal(draft(), null, 'Bob starts with nothing picked');
    // A colour with no placement waiting is refused, with the reason.
    send({ type: 'COLOR', color: 'adventurer', at: at() });
    assert.deepEqual(b.told.at(-1), { type: 'error', code: 'NOT_YOUR_DECISION', message: 'no placement is waiting for its colour' });
    assert.equal(moves().length, 2);
    // A move from a prompt's button (PLAY) is a person's move: the engine's refusal told, a legal one played.
    send({ type: 'PLAY', move: { type: 'place', seat: 1, meeples: [0], location: 'stela' }, at: at() });
    assert.equal((b.told.at(-1) as { type: string }).type, 'error');
    assert.equal(moves().length, 2);
    const legal = legalMoves(b.state())[0]!;
    send({ type: 'PLAY', move: legal, at: at() });
    assert.deepEqual(moves().at(-1), legal);
    // CLEAR drops the picks; on a board nobody plays (readonly), picks are dropped.
    b.actor.send({ type: 'CONTINUE', at: at() });
    send({ type: 'TOGGLE', id: 1, at: at() });
    assert.deepEqual(draft()?.selection, [1]);
    send({ type: 'CLEAR', at: at() });
    assert.equal(draft(), null);
    b.actor.send({ type: 'INTERACTIVE', on: false });
    send({ type: 'TOGGLE', id: 1, at: at() });
    assert.equal(draft(), null, 'nobody plays on a readonly board');
    assert.deepEqual(replayed(options, moves()), b.state());
  });

  it('in the commit pause a tap that chooses is the rest of a double tap (dropped), while picking goes on', () => {
    const options: NewGameOptions = { seats: ['Ann', 'Bob'], seed: 'input-2' };
    const b = board(['person', 'easy'], options, easyComputers([]), undefined, { inputGuardMs: 250 });
    const at = () => b.snap().context.version;
    const send = (e: object) => b.actor.send(e as never);
    b.actor.send({ type: 'NEXT', at: at() });
    assert.equal(b.turn(), 'person', 'Ann places (no cover: one person)');
    assert.ok(b.snap().matches({ live: { playing: { input: 'committing' } } }), 'the roll was a tap: the pause runs');
    send({ type: 'TOGGLE', id: 6, at: at() });
    assert.deepEqual((b.snap().context.draft as QuetzalDraft).selection, [6], 'picking is not held back');
    send({ type: 'TARGET', key: 'stela', at: at() });
    assert.equal((b.snap().context.draft as QuetzalDraft).explained, null, 'a refused target tapped in the pause is not explained: the tap is dropped');
    send({ type: 'TARGET', key: 'camp', at: at() });
    assert.equal(b.snap().context.history!.moves.length, 1, 'the target tapped in the pause is dropped');
    b.clock.increment(250);
    send({ type: 'TARGET', key: 'stela', at: at() });
    assert.equal((b.snap().context.draft as QuetzalDraft).explained?.why.code, 'STELA_MARKER', 'after it, the reason shows');
    send({ type: 'TARGET', key: 'camp', at: at() });
    assert.equal(b.snap().context.history!.moves.length, 2, 'after it, the target places');
    assert.deepEqual(b.snap().context.history!.moves.at(-1), { type: 'place', seat: 0, meeples: [6], location: 'camp' });
  });

  it('a scenario is planned by a part loaded first (starting.loadingParts), once; a plain start goes on at once', async () => {
    // (This file's process: the engine's scenario support has not been handed over yet.)
    assert.equal(hasScenarioSupport(), false);
    let loads = 0;
    const loadParts = fromPromise(async ({ input }: { input: unknown }) => {
      loads++;
      useScenarioSupport(planScenario);
      return input;
    });
    const machine = createBoardMachine(quetzalModule).provide({ actors: { loadParts, computer: easyComputers([]) } as never });
    // (A simulated clock: the table's roll waits for NEXT, a timer the process must not wait on.)
    const actor = createActor(machine, { clock: new SimulatedClock(), input: {} });
    actor.start();
    actor.send({ type: 'START', input: { options: { seats: ['Ann', 'Bob'], seed: 3 }, seats: ['person', 'person'], timing: TIMING } });
    assert.ok(actor.getSnapshot().matches('live'), 'no scenario: nothing to load');
    const scenario = { firstPlayer: 1, seats: [{ coins: 9 }, {}] };
    actor.send({ type: 'START', input: { options: { seats: ['Ann', 'Bob'], seed: 3, scenario }, seats: ['person', 'person'], timing: TIMING } });
    assert.ok(actor.getSnapshot().matches({ starting: 'loadingParts' } as never));
    await waitFor(actor, (snap) => snap.matches('live'));
    const state = actor.getSnapshot().context.history!.state;
    assert.deepEqual([state.firstPlayer, state.seats[0]!.coins], [1, 9], 'the scenario’s game');
    assert.deepEqual(state, newGame({ seats: ['Ann', 'Bob'], seed: 3, scenario }), 'the engine’s very game');
    actor.send({ type: 'START', input: { options: { seats: ['Ann', 'Bob'], seed: 4, scenario }, seats: ['person', 'person'], timing: TIMING } });
    assert.ok(actor.getSnapshot().matches('live'), 'the part is there now');
    assert.equal(loads, 1);
    actor.stop();
  });
});
