/**
 * The kit's board statechart (src/kit/board/), driven by Aztec's game module with a simulated clock:
 * people take the device one at a time in seat order behind the cover, computers decide at once from
 * their own views (a least showing time, a deadline after which they decide on the page, a failure that
 * stalls them until Retry), the table's steps wait their pause or NEXT, undo is the records' rule as a
 * guard (refused once the device has been handed on, or across a reveal), a saved record resumes, a
 * stale or illegal move is refused with the engine's reason, and what the host hears is public.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type EventObject } from 'xstate';
import { createBoardMachine, mayUndo } from '../../src/kit/board/board-machine.js';
import { gameHistoryFromRecord } from '../../src/kit/records/history-replay.js';
import { laterRegion } from '../../src/kit/board/later-region.js';
import { partsRegion } from '../../src/kit/board/parts-region.js';
import { DEFAULT_BOARD_TIMING, type BoardEmitted, type BoardStart, type ComputerInput, type ResumeFound, type SeatKind } from '../../src/kit/board/board-types.js';
import { nextTurn } from '../../src/kit/board/turn.js';
import { turnStateOf } from '../../src/kit/board/turn-state.js';
import { aztecModule } from '../../src/games/aztec/board/aztec-module.js';
import {
  aztecHistoryToRecord, legalMoves, publicMove, viewFor, type AztecRecord, type AztecEvent, type AztecMove, type AztecOptions, type AztecState,
} from '../../src/games/aztec/index.js';
import { instantComputers } from './instant-computers.js';
import { chooseMove } from '../../src/games/aztec/bots/index.js';

/** (No commit pause: these moves are exact, as a script's; the pause has its own tests.) */
const TIMING = { tableStepMs: 100, botDelayMs: 50, botDeadlineMs: 1000, botThinkMs: 10, loadTimeoutMs: 500, inputGuardMs: 0 };

const easyComputers = (seen: ComputerInput<AztecState>[]) => instantComputers(chooseMove, seen);

function board(seats: SeatKind[], opts: { computer?: ReturnType<typeof easyComputers>; hint?: unknown; resume?: unknown; resumeActor?: unknown; replay?: unknown; openReview?: unknown; record?: unknown; start?: Partial<BoardStart<AztecOptions>> } = {}) {
  const clock = new SimulatedClock();
  const seen: ComputerInput<AztecState>[] = [];
  let machine = createBoardMachine(aztecModule).provide({
    actors: {
      computer: opts.computer ?? easyComputers(seen),
      ...(opts.hint ? { hint: opts.hint as never } : {}),
      ...(opts.resumeActor ? { resume: opts.resumeActor as never } : {}),
      ...(opts.replay ? { replay: opts.replay as never } : {}),
      // (The replay's frames are the record itself here, unless the test reads them otherwise.)
      openReview: (opts.openReview ?? fromPromise(async ({ input }: { input: { record: unknown } }) => input.record)) as never,
      ...(opts.resume !== undefined ? { resume: fromPromise(async () => opts.resume as ResumeFound<AztecMove, AztecOptions> | null) } : {}),
    },
  });
  const saves: number[] = [];
  machine = machine.provide({ actions: { save: ({ context }) => { saves.push(context.history!.moves.length); } } });
  const actor = createActor(machine, { clock, input: {} });
  const told: BoardEmitted<AztecMove, AztecEvent>[] = [];
  for (const type of ['move', 'error', 'undo', 'started', 'gameOver', 'phase', 'replaced'] as const) actor.on(type, (e) => told.push(e as never));
  actor.start();
  const names = seats.map((_, i) => ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'][i]!);
  const start: BoardStart<AztecOptions> = { options: { seats: names, seed: 'kit-board' }, seats, timing: TIMING, ...(opts.record ? { record: opts.record as never } : {}), ...(opts.resume !== undefined || opts.resumeActor ? { resume: true } : {}), ...opts.start };
  actor.send({ type: 'START', input: start });
  const snap = () => actor.getSnapshot();
  const state = () => snap().context.history!.state;
  const at = () => turnStateOf(snap().value) ?? String(snap().value);
  return { actor, clock, seen, snap, state, at, told, saves };
}

/** A legal move of `seat` now (the first one: a deterministic choice). */
const first = (s: AztecState, seat: number): AztecMove => legalMoves(s, seat)[0]!;

describe('kit board machine: who holds the device', () => {
  it('pass-and-play: the cover, then each person in seat order, handing the device on between them', () => {
    const b = board(['person', 'person', 'person']);
    assert.equal(b.at(), 'handOver');
    assert.equal(b.snap().context.viewer, null, 'behind the cover, nobody’s view shows');
    for (const seat of [0, 1, 2]) {
      assert.equal(b.at(), 'handOver', `cover before seat ${seat}`);
      assert.deepEqual(nextTurn(aztecModule.engine, b.state(), b.snap().context.seats, true, null), { kind: 'handOver', seat });
      b.actor.send({ type: 'CONTINUE' });
      assert.equal(b.at(), 'person');
      assert.equal(b.snap().context.viewer, seat);
      b.actor.send({ type: 'MOVE', move: first(b.state(), seat), at: b.snap().context.version });
      if (seat < 2) {
        assert.equal(b.at(), 'passing', 'the person who decided hands the device on');
        assert.equal(b.snap().context.viewer, seat);
        b.actor.send({ type: 'PASS' });
      }
    }
    // The last pick shows every pick at once: the token step, each behind the cover again.
    assert.equal(b.state().decision.kind, 'token');
    assert.equal(b.at(), 'handOver');
  });

  it('one person with computers: no cover, the person’s view throughout, the computers decide from their own views', () => {
    const b = board(['person', 'easy', 'medium', 'hard']);
    assert.equal(b.at(), 'person');
    assert.equal(b.snap().context.viewer, 0);
    assert.deepEqual(b.seen.map((s) => s.seat), [1, 2, 3], 'every computer is asked at once');
    for (const s of b.seen) assert.deepEqual(s.view, viewFor(b.state(), s.seat), 'each from its own view');
    assert.ok(b.seen.every((s) => s.view.seats[0]!.card === -1), 'no computer sees the person’s card');
    // The answers wait their least showing time.
    assert.deepEqual(b.state().decision.seats, [0, 1, 2, 3]);
    b.clock.increment(50);
    assert.deepEqual(b.state().decision.seats, [0]);
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    assert.equal(b.state().decision.kind, 'token');
  });

  it('a table of computers plays itself to the end, each table step after its pause', () => {
    const b = board(['easy', 'easy', 'easy']);
    let guard = 0;
    while (b.at() !== 'gameOver' && guard++ < 2000) b.clock.increment(50);
    assert.equal(b.at(), 'gameOver');
    assert.equal(b.state().decision.kind, 'gameOver');
    assert.ok(b.told.some((e) => e.type === 'gameOver'));
    assert.equal(b.saves.at(-1), b.snap().context.history!.moves.length, 'saved after the last move');
  });

  it('a table step waits its pause (a reveal 2.5 units), or goes on at NEXT', () => {
    const b = board(['person', 'easy', 'easy']);
    b.clock.increment(50);
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    b.clock.increment(50);
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    assert.equal(b.at(), 'table');
    const moves = b.snap().context.history!.moves.length;
    b.clock.increment(249);
    assert.equal(b.snap().context.history!.moves.length, moves, 'not before its pause');
    b.clock.increment(1);
    assert.equal(b.snap().context.history!.moves.length, moves + 1, 'the first reveal after 2.5 × 100 ms');
    if (b.at() === 'table') {
      b.actor.send({ type: 'NEXT' });
      assert.equal(b.snap().context.history!.moves.length, moves + 2, 'NEXT plays the next step at once');
    }
  });
});

describe('kit board machine: refusals and undo', () => {
  it('refuses another seat’s move, a table move and an illegal one with the engine’s reason; a stale one is dropped', () => {
    const b = board(['person', 'person', 'person']);
    b.actor.send({ type: 'CONTINUE' });
    const before = b.snap().context.version;
    b.actor.send({ type: 'MOVE', move: first(b.state(), 1) });
    b.actor.send({ type: 'MOVE', move: { type: 'reveal' } });
    b.actor.send({ type: 'MOVE', move: { type: 'collect', seat: 0, jewels: [9, 9, 9] } });
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0), at: before - 1 });
    const refused = b.told.filter((e) => e.type === 'error');
    assert.deepEqual(refused.map((e) => (e as { code: string }).code), ['NOT_YOUR_TURN', 'WRONG_MOVE_TYPE', 'BAD_JEWELS']);
    assert.equal(refused.length, 3, 'the stale move is dropped without a word');
    assert.match((refused[2] as { message: string }).message, /jewel|take|pick/i);
    assert.equal(b.snap().context.version, before, 'nothing changed');
    assert.equal(b.snap().context.notice?.key, 'moveRefused');
  });

  it('a person may take back a pick until the device is handed on, never after', () => {
    const b = board(['person', 'person', 'person']);
    b.actor.send({ type: 'CONTINUE' });
    const pick = first(b.state(), 0);
    b.actor.send({ type: 'MOVE', move: pick });
    assert.equal(b.at(), 'passing');
    b.actor.send({ type: 'UNDO' });
    assert.equal(b.at(), 'person', 'taken back: seat 0 decides again');
    assert.equal(b.state().seats[0]!.pick, null);
    // The host hears which move was taken back as a spectator sees it: the seat's pick, never its jewels.
    assert.deepEqual(b.told.filter((e) => e.type === 'undo'), [{ type: 'undo', seat: 0, moves: [publicMove(pick)] }]);
    assert.notDeepEqual(publicMove(pick), pick, 'a pick’s public form hides what it chose');
    b.actor.send({ type: 'MOVE', move: legalMoves(b.state(), 0)[1]! });
    b.actor.send({ type: 'PASS' });
    b.actor.send({ type: 'CONTINUE' });
    assert.equal(b.snap().context.viewer, 1);
    const moves = b.snap().context.history!.moves.length;
    b.actor.send({ type: 'UNDO' });
    assert.equal(b.snap().context.history!.moves.length, moves, 'seat 1 cannot take back seat 0’s pick');
    assert.equal(b.snap().context.notice?.key, 'undo_NOT_YOUR_MOVE');
  });

  it('a computer that acted since makes the person’s move final', () => {
    const b = board(['person', 'easy', 'easy']);
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    b.clock.increment(50);
    b.actor.send({ type: 'UNDO' });
    assert.notEqual(b.state().decision.kind, 'collect');
    assert.ok(b.told.some((e) => e.type === 'error' && e.code !== 'NOT_YOUR_TURN'));
  });
});

describe('kit board machine: computers on a deadline', () => {
  it('a computer that misses its deadline decides on the page; one that fails there too stalls until Retry', () => {
    const asked: ComputerInput<AztecState>[] = [];
    let answerHere = false;
    const computer = fromCallback<EventObject, ComputerInput<AztecState>>(({ input, sendBack }) => {
      asked.push(input);
      if (input.here && answerHere) sendBack({ type: 'COMPUTER_MOVE', seat: input.seat, epoch: input.epoch, move: chooseMove(input.view, { strength: 'easy', seed: 1 }) });
      else if (input.here) sendBack({ type: 'COMPUTER_FAILED', seat: input.seat, epoch: input.epoch, message: 'out of memory' });
    });
    const b = board(['person', 'easy', 'person'], { computer: computer as never });
    assert.deepEqual(asked.map((a) => [a.seat, a.here]), [[1, false]]);
    b.clock.increment(1000);
    assert.deepEqual(asked.map((a) => [a.seat, a.here]), [[1, false], [1, true]], 'past its deadline, on the page');
    assert.equal(b.snap().context.notice?.key, 'computerFailed');
    assert.deepEqual(b.snap().context.notice?.actions, [{ id: 'retry', key: 'retry' }], 'with Retry');
    answerHere = true;
    b.actor.send({ type: 'RETRY' });
    assert.deepEqual(asked.at(-1)!.here, false, 'asked again from the start');
    b.clock.increment(1000);
    b.clock.increment(50);
    assert.ok(!(b.state().decision.seats as number[]).includes(1), 'decided on the page after the retry');
    assert.equal(b.snap().context.notice?.key, 'computerHereSlow', 'its move shown, the notice that it decided on the page stays to be read');
    b.actor.send({ type: 'CONTINUE' });
    b.actor.send({ type: 'MOVE', move: first(b.state(), b.snap().context.viewer!) });
    assert.equal(b.snap().context.notice, null, 'a person played on: it is done with');
  });
});

describe('kit board machine: a worker given up', () => {
  it('after two decisions in a row missed in the worker, the computers decide on the page at once', () => {
    const asked: ComputerInput<AztecState>[] = [];
    const computer = fromCallback<EventObject, ComputerInput<AztecState>>(({ input, sendBack }) => {
      asked.push(input);
      if (input.here) sendBack({ type: 'COMPUTER_MOVE', seat: input.seat, epoch: input.epoch, move: chooseMove(input.view, { strength: 'easy', seed: input.seat }) });
    });
    const b = board(['easy', 'easy', 'easy'], { computer: computer as never });
    const misses = () => (b.snap().context as { workerMisses: number }).workerMisses;
    assert.deepEqual(asked.map((a) => a.here), [false, false, false], 'the three picks asked of the worker');
    b.clock.increment(1000); // their deadline: each decides on the page
    assert.deepEqual(asked.slice(0, 6).map((a) => a.here), [false, false, false, true, true, true]);
    assert.equal(misses(), 3);
    assert.equal(b.state().decision.kind, 'token', 'the picks made on the page');
    // Given up: the tokens are asked on the page at once, and played after their least showing time, not the deadline.
    assert.deepEqual(asked.slice(6).map((a) => a.here), [true, true, true]);
    b.clock.increment(50);
    assert.notEqual(b.state().decision.kind, 'token', 'the tokens played 50 ms on, not 1000');
    assert.ok(asked.slice(6).every((a) => a.here), 'never the worker again');
  });

  it('a worker answer counts its misses from 0 again: one miss then an answer does not give it up', () => {
    const asked: ComputerInput<AztecState>[] = [];
    let seat0Answers = false;
    const computer = fromCallback<EventObject, ComputerInput<AztecState>>(({ input, sendBack }) => {
      asked.push(input);
      if (input.here || input.seat !== 0 || seat0Answers) sendBack({ type: 'COMPUTER_MOVE', seat: input.seat, epoch: input.epoch, move: chooseMove(input.view, { strength: 'easy', seed: input.seat }) });
    });
    const b = board(['easy', 'easy', 'easy'], { computer: computer as never });
    const misses = () => (b.snap().context as { workerMisses: number }).workerMisses;
    seat0Answers = true; // from its next decision on
    b.clock.increment(1000); // seat 0's pick missed its deadline (decided on the page); its token is asked of the worker, which answers
    assert.deepEqual(asked.filter((a) => a.seat === 0).map((a) => a.here), [false, true, false]);
    assert.equal(misses(), 0, 'the worker answered: its miss is forgotten');
  });

});

describe('kit board machine: saves and public news', () => {
  it('resumes a saved record with its log; a corrupt one starts a new game', async () => {
    const a = board(['easy', 'easy', 'easy']);
    for (let i = 0; i < 30; i++) a.clock.increment(50);
    const record = aztecHistoryToRecord(a.snap().context.history!);
    assert.ok(record.moves.length > 5);
    const b = board(['easy', 'easy', 'easy'], { resume: record });
    await waitFor(b.actor, (s) => s.matches('live'));
    assert.equal(b.snap().context.history!.moves.length, record.moves.length);
    assert.equal(b.snap().context.log.length, record.moves.length);
    assert.deepEqual(b.told.find((e) => e.type === 'started'), { type: 'started', resumed: true });
    const c = board(['easy', 'easy', 'easy'], { resume: { ...record, check: '00000000' } });
    await waitFor(c.actor, (s) => s.matches('live'));
    assert.equal(c.snap().context.history!.moves.length <= 1, true, 'a new game');
  });

  it('a save found with a notice (its reader’s: read from an older version) goes on with that notice over it', async () => {
    const a = board(['easy', 'easy', 'easy']);
    for (let i = 0; i < 30; i++) a.clock.increment(50);
    const record = aztecHistoryToRecord(a.snap().context.history!);
    const notice = { id: 'migrated', key: 'saveMigrated', kind: 'info' as const, params: { from: 0 } };
    const b = board(['person', 'person', 'person'], { resume: { record, notice } });
    await waitFor(b.actor, (s) => s.matches('live'));
    assert.deepEqual(b.snap().context.history!.moves, record.moves, 'the save goes on');
    assert.deepEqual(b.snap().context.notice, notice);
    assert.deepEqual(b.told.find((e) => e.type === 'started'), { type: 'started', resumed: true });
  });

  it('refuses a seat count the game does not play, as a failure', () => {
    const b = board(['person', 'person']);
    assert.equal(b.at(), 'failed');
    assert.match(b.snap().context.failure!.message, /3 to 6 seats, not 2/);
    assert.equal(b.told.at(-1)!.type, 'error');
  });

  it('what the host hears of a secret pick names the seat, never the jewels', () => {
    const b = board(['person', 'person', 'person']);
    b.actor.send({ type: 'CONTINUE' });
    b.actor.send({ type: 'MOVE', move: { type: 'collect', seat: 0, jewels: [0, 0, 4] } });
    const moved = b.told.find((e) => e.type === 'move')!;
    assert.deepEqual((moved as { move: unknown }).move, { type: 'collect', seat: 0 });
    assert.doesNotMatch(JSON.stringify(moved), /\[0,0,4\]|jewels/);
  });
});

describe('kit board machine: a save that cannot be read (as Quetzal’s)', () => {
  /** A saved record of a game of three computers, some moves in. */
  function savedRecord(): AztecRecord {
    const a = board(['easy', 'easy', 'easy']);
    for (let i = 0; i < 30; i++) a.clock.increment(50);
    return aztecHistoryToRecord(a.snap().context.history!);
  }
  /** A resume actor answering each read as the test says: a record, null, an error, or never. */
  function reads(answers: (AztecRecord | null | Error | 'never')[]) {
    let n = 0;
    return fromPromise<AztecRecord | null, unknown>(() => {
      const a = answers[n++] ?? null;
      if (a === 'never') return new Promise(() => {});
      return a instanceof Error ? Promise.reject(a) : Promise.resolve(a);
    });
  }
  const settle = () => new Promise((r) => setImmediate(r));

  it('a save whose part fails: a new game, the save locked (never saved over) with Retry; RETRY_RESUME goes on with it, the new game put aside', async () => {
    const record = savedRecord();
    const b = board(['person', 'person', 'person'], { resumeActor: reads([new Error('the records part failed'), record]) });
    await waitFor(b.actor, (s) => s.matches('live'));
    assert.equal(b.snap().context.history!.moves.length, 0, 'a new game');
    assert.equal(b.snap().context.saveLocked, true);
    assert.deepEqual(b.snap().context.notice, { id: 'resume-failed', key: 'resumeFailed', kind: 'error', actions: [{ id: 'retry-resume', key: 'retry' }] });
    assert.deepEqual(b.told.filter((e) => e.type === 'error'), [{ type: 'error', code: 'RESUME_FAILED', message: 'the records part failed' }]);
    b.actor.send({ type: 'CONTINUE' });
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    assert.equal(b.snap().context.history!.moves.length, 1);
    assert.deepEqual(b.saves, [], 'nothing saved over the unread save');
    assert.equal(b.snap().context.notice?.id, 'resume-failed', 'its notice stays while the save is unread');
    b.actor.send({ type: 'RETRY_RESUME' });
    await waitFor(b.actor, (s) => s.matches('live'));
    assert.equal(b.snap().context.history!.moves.length, record.moves.length, 'the saved game goes on');
    assert.equal(b.snap().context.saveLocked, false);
    assert.equal(b.snap().context.notice, null);
    const replaced = b.told.filter((e) => e.type === 'replaced') as { history: { moves: unknown[] } }[];
    assert.equal(replaced.length, 1, 'the game played meanwhile is told replaced');
    assert.equal(replaced[0]!.history.moves.length, 1);
    if (b.at() === 'handOver') b.actor.send({ type: 'CONTINUE' });
    if (b.at() === 'person') b.actor.send({ type: 'MOVE', move: first(b.state(), b.snap().context.viewer!) });
    else b.actor.send({ type: 'NEXT' });
    assert.deepEqual(b.saves, [record.moves.length + 1], 'saved again once read');
  });

  it('a save that never arrives: the same after loadTimeoutMs; read again and not there, the game on screen stays and is saved', async () => {
    const b = board(['person', 'person', 'person'], { resumeActor: reads(['never', null]) });
    assert.ok(b.snap().matches({ starting: 'resuming' }));
    b.clock.increment(500);
    assert.ok(b.snap().matches('live'));
    assert.equal(b.snap().context.saveLocked, true);
    assert.deepEqual(b.told.filter((e) => e.type === 'error').map((e) => (e as { code: string }).code), ['LOAD_TIMEOUT']);
    b.actor.send({ type: 'CONTINUE' });
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    const game = JSON.stringify(b.snap().context.history);
    b.actor.send({ type: 'RETRY_RESUME' });
    await settle();
    assert.ok(b.snap().matches('live'));
    assert.equal(JSON.stringify(b.snap().context.history), game, 'nothing saved: the game on screen goes on');
    assert.equal(b.snap().context.saveLocked, false);
    assert.equal(b.snap().context.notice, null);
    assert.deepEqual(b.saves, [1], 'saved at once, now that nothing can be lost');
    assert.deepEqual(b.told.filter((e) => e.type === 'replaced'), []);
    assert.equal(b.snap().can({ type: 'RETRY_RESUME' }), false, 'nothing to read again');
  });

  it('read again and failing again: the game on screen stays, still locked, with the notice', async () => {
    const b = board(['person', 'person', 'person'], { resumeActor: reads([new Error('offline'), new Error('still offline')]) });
    await waitFor(b.actor, (s) => s.matches('live'));
    b.actor.send({ type: 'CONTINUE' });
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    b.actor.send({ type: 'RETRY_RESUME' });
    await settle();
    assert.ok(b.snap().matches('live'));
    assert.equal(b.snap().context.history!.moves.length, 1, 'the game on screen, not a new one');
    assert.equal(b.snap().context.saveLocked, true);
    assert.equal(b.snap().context.notice?.id, 'resume-failed');
    assert.deepEqual(b.saves, []);
  });

  it('a new game over one with moves tells it replaced; over its own save read again, or over a game without moves, nothing', async () => {
    const b = board(['person', 'person', 'person']);
    const start = b.snap().context.request!;
    b.actor.send({ type: 'START', input: start });
    assert.deepEqual(b.told.filter((e) => e.type === 'replaced'), [], 'no moves: nothing to keep');
    b.actor.send({ type: 'CONTINUE' });
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    const record = aztecHistoryToRecord(b.snap().context.history!);
    b.actor.send({ type: 'START', input: { ...start, record } });
    await waitFor(b.actor, (s) => s.matches('live'));
    assert.equal(b.snap().context.history!.moves.length, 1, 'its own game again');
    assert.deepEqual(b.told.filter((e) => e.type === 'replaced'), [], 'its own game again: nothing replaced');
    b.actor.send({ type: 'START', input: { ...start, options: { ...start.options, seed: 'another' } } });
    const replaced = b.told.filter((e) => e.type === 'replaced') as { history: { moves: unknown[] } }[];
    assert.equal(replaced.length, 1);
    assert.deepEqual(replaced[0]!.history.moves, record.moves.map(() => replaced[0]!.history.moves[0]), 'the game with its move');
  });
});

describe('kit board machine: who takes a move back', () => {
  it('a pick handed on with PASS is final behind the cover that follows; without the cover, the last person to move takes theirs back', () => {
    const b = board(['person', 'person', 'person']);
    b.actor.send({ type: 'CONTINUE' });
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    assert.equal(b.at(), 'passing');
    b.actor.send({ type: 'PASS' });
    assert.equal(b.at(), 'handOver');
    assert.equal(mayUndo(aztecModule, b.snap().context), false, 'Ann let go of the device: her pick is final');
    b.actor.send({ type: 'UNDO' });
    assert.equal(b.snap().context.history!.moves.length, 1);
    assert.deepEqual(b.told.at(-1), { type: 'error', code: 'NOT_YOUR_MOVE', message: 'undo refused: NOT_YOUR_MOVE' });

    const c = board(['person', 'person', 'person'], { start: { handOver: false } });
    c.actor.send({ type: 'MOVE', move: first(c.state(), 0) });
    c.actor.send({ type: 'MOVE', move: first(c.state(), 1) });
    c.actor.send({ type: 'UNDO' });
    assert.equal(c.snap().context.history!.moves.length, 1);
    assert.deepEqual(c.told.filter((e) => e.type === 'undo').map((e) => (e as { seat: number }).seat), [1], 'Bob’s, the last move');
    c.actor.send({ type: 'UNDO' });
    assert.equal(c.snap().context.history!.moves.length, 1, 'Ann’s is final: Bob acted after it');
  });
});

describe('kit board machine: a position given (BoardStart.position)', () => {
  it('plays on from it, with nothing before it; never saved (no record), nor resumed over; RESTART deals a new game from the start’s options', async () => {
    const a = board(['person', 'person', 'person']);
    for (const seat of [0, 1, 2]) {
      a.actor.send({ type: 'CONTINUE' });
      a.actor.send({ type: 'MOVE', move: first(a.state(), seat) });
      if (a.at() === 'passing') a.actor.send({ type: 'PASS' });
    }
    const position = a.state();
    let resumeAsked = 0;
    const resumeActor = fromPromise(async () => { resumeAsked++; return null; });
    const b = board(['person', 'person', 'person'], { resumeActor, start: { position, resume: true } });
    await waitFor(b.actor, (s) => s.matches('live'));
    assert.equal(resumeAsked, 0, 'a position is not resumed over');
    const ctx = b.snap().context;
    assert.equal(ctx.given, true);
    assert.deepEqual(ctx.history!.state, position);
    assert.deepEqual([ctx.history!.moves, ctx.log], [[], []], 'nothing before it');
    assert.equal(b.at(), 'handOver', 'the engine’s decision from there: the next person behind the cover');
    const seat = aztecModule.engine.deciders(position)[0]!.seat;
    b.actor.send({ type: 'CONTINUE' });
    b.actor.send({ type: 'MOVE', move: first(b.state(), seat) });
    assert.equal(b.snap().context.history!.moves.length, 1, 'played on from the position');
    assert.deepEqual(b.saves, [], 'never saved: it has no record');
    b.actor.send({ type: 'RESTART' });
    const fresh = b.snap().context;
    assert.equal(fresh.given, false);
    assert.deepEqual(fresh.history!.moves, []);
    assert.notDeepEqual(fresh.history!.state, position, 'a new deal');
    assert.deepEqual(fresh.history!.options.seats, ['Ann', 'Bob', 'Cy'], 'from the start’s options');
    b.actor.send({ type: 'CONTINUE' });
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    assert.deepEqual(b.saves, [1], 'a new game is saved again');
  });
});

describe('kit board machine: a record’s replay (the replay actor, loaded with the first record)', () => {
  function savedRecord(): AztecRecord {
    const a = board(['easy', 'easy', 'easy']);
    for (let i = 0; i < 30; i++) a.clock.increment(50);
    return aztecHistoryToRecord(a.snap().context.history!);
  }
  /** A replay actor that answers as the test says, in turn: `fail` (its code did not load), `never`, else the real replay. */
  function replays(answers: ('fail' | 'never' | 'real')[]) {
    let n = 0;
    return fromPromise<unknown, { record: unknown }>(async ({ input }) => {
      const a = answers[n++] ?? 'real';
      if (a === 'never') return new Promise(() => {});
      if (a === 'fail') throw new Error('the replay part failed');
      return gameHistoryFromRecord(aztecModule, input.record as AztecRecord);
    });
  }

  it('a save read whose replay does not load: a new game, the save locked (never saved over); RETRY_RESUME goes on with it', async () => {
    const record = savedRecord();
    const b = board(['easy', 'easy', 'easy'], { resume: record, replay: replays(['fail', 'real']) });
    await waitFor(b.actor, (s) => s.matches('live'));
    assert.equal(b.snap().context.history!.moves.length, 0, 'a new game');
    assert.equal(b.snap().context.saveLocked, true);
    assert.equal(b.snap().context.notice?.id, 'resume-failed');
    assert.deepEqual(b.told.filter((e) => e.type === 'error'), [{ type: 'error', code: 'RESUME_FAILED', message: 'the replay part failed' }]);
    b.actor.send({ type: 'RETRY_RESUME' });
    await waitFor(b.actor, (s) => s.matches('live') && !s.context.saveLocked);
    assert.deepEqual(b.snap().context.history!.moves, record.moves, 'the saved game goes on');
  });

  it('a corrupt save (its RecordError) gives way to a new game, as a save that is not there', async () => {
    const record = savedRecord();
    const b = board(['easy', 'easy', 'easy'], { resume: { ...record, moves: [{ type: 'nonsense' }, ...record.moves] } });
    await waitFor(b.actor, (s) => s.matches('live'));
    assert.equal(b.snap().context.saveLocked, false);
    assert.deepEqual(b.told.filter((e) => e.type === 'error'), []);
    assert.deepEqual(b.told.find((e) => e.type === 'started'), { type: 'started', resumed: false }, 'a new game, not the save');
  });

  it('a given record whose replay never comes: failed after loadTimeoutMs, with Retry; RETRY adopts it', async () => {
    const record = savedRecord();
    const b = board(['easy', 'easy', 'easy'], { record, replay: replays(['never', 'real']) });
    assert.ok(b.snap().matches({ starting: 'adopting' }) && b.snap().hasTag('busy'));
    b.clock.increment(500);
    assert.ok(b.snap().matches('failed'));
    assert.deepEqual(b.snap().context.failure, { code: 'LOAD_TIMEOUT', message: 'the record’s replay did not arrive within 500 ms', retryable: true });
    b.actor.send({ type: 'RETRY' });
    await waitFor(b.actor, (s) => s.matches('live'));
    assert.deepEqual(b.snap().context.history!.moves, record.moves);
    assert.deepEqual(b.told.find((e) => e.type === 'started'), { type: 'started', resumed: false });
  });

  it('a RESTORE whose replay does not come within loadTimeoutMs is refused, the game on screen unchanged', () => {
    const b = board(['person', 'person', 'person'], { replay: replays(['never']) });
    b.actor.send({ type: 'CONTINUE' });
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    const before = b.snap().context.history;
    b.actor.send({ type: 'RESTORE', record: savedRecord() });
    b.clock.increment(500);
    assert.ok(!b.snap().hasTag('busy'));
    assert.equal(b.snap().context.history, before);
    assert.equal(b.at(), 'passing', 'the person who moved still holds the device');
    assert.equal(b.snap().context.notice?.id, 'restore-refused');
    assert.deepEqual(b.told.at(-1), { type: 'error', code: 'LOAD_TIMEOUT', message: 'the record’s replay did not arrive within 500 ms', property: 'record' });
  });
});

describe('kit board machine: a table that waits', () => {
  it('with tableStepMs Infinity the table step waits for NEXT, however long', () => {
    const b = board(['person', 'easy', 'easy']);
    b.actor.send({ type: 'START', input: { options: { seats: ['Ann', 'Bob', 'Cy'], seed: 'wait' }, seats: ['person', 'easy', 'easy'], timing: { ...TIMING, tableStepMs: Infinity } } });
    b.clock.increment(50);
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    b.clock.increment(50);
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    assert.equal(b.at(), 'table');
    const moves = b.snap().context.history!.moves.length;
    b.clock.increment(2 ** 31);
    assert.equal(b.snap().context.history!.moves.length, moves, 'still waiting');
    b.actor.send({ type: 'NEXT' });
    assert.equal(b.snap().context.history!.moves.length, moves + 1);
  });
});

describe('kit board machine: phase news', () => {
  it('tells the phase and round at the start and at each change, never twice in a row, to the game’s end', () => {
    const b = board(['easy', 'easy', 'easy']);
    let guard = 0;
    while (b.at() !== 'gameOver' && guard++ < 2000) b.clock.increment(50);
    const phases = b.told.filter((e) => e.type === 'phase') as { phase: string; round: number | null }[];
    assert.deepEqual(phases[0], { type: 'phase', phase: 'collect', round: 1 });
    assert.deepEqual(phases.at(-1), { type: 'phase', phase: 'gameOver', round: 5 });
    for (let i = 1; i < phases.length; i++) {
      assert.ok(phases[i]!.phase !== phases[i - 1]!.phase || phases[i]!.round !== phases[i - 1]!.round, `news ${i} is a change`);
    }
    for (const step of ['collect', 'token', 'curses', 'endRound']) {
      assert.equal(phases.filter((p) => p.phase === step).length, 5, `${step} once a round`);
    }
    // The reveals resume after each Artifact chosen between them.
    const count = (step: string) => phases.filter((p) => p.phase === step).length;
    assert.equal(count('reveal'), 5 + phases.filter((p, i) => p.phase === 'artifact' && phases[i + 1]?.phase === 'reveal').length);
  });
});

describe('kit board machine: the phase region', () => {
  it('is in the engine’s phase at every step of a whole game, and the news comes from it once per phase and round', () => {
    const b = board(['easy', 'easy', 'easy']);
    const phaseOf = () => {
      const live = (b.snap().value as { live: 'gameOver' | { playing: { flow: string } } }).live;
      return live === 'gameOver' ? live : live.playing.flow;
    };
    const seen: string[] = [];
    b.actor.subscribe(() => {
      if (!b.snap().matches('live')) return;
      assert.equal(phaseOf(), b.state().step, `the region follows the engine (move ${b.snap().context.history!.moves.length})`);
      if (seen.at(-1) !== phaseOf()) seen.push(phaseOf());
    });
    let guard = 0;
    while (b.at() !== 'gameOver' && guard++ < 2000) b.clock.increment(50);
    assert.equal(phaseOf(), 'gameOver');
    assert.deepEqual(seen.slice(0, 3), ['collect', 'token', 'reveal'], 'the first round’s steps in order');
    assert.ok(seen.filter((p) => p === 'endRound').length === 5 && seen.filter((p) => p === 'curses').length === 5, 'five rounds');
    const news = b.told.filter((e) => e.type === 'phase').map((e) => (e as { phase: string }).phase);
    assert.deepEqual(news, seen, 'every phase the region entered was told once, in its order');
  });

  it('tells nothing again when the board comes back from its replay to the same phase', async () => {
    const b = board(['person', 'person', 'person']);
    const before = b.told.filter((e) => e.type === 'phase').length;
    const frames = [b.state()];
    b.actor.send({ type: 'REVIEW', record: { frames, steps: [] }, fromGame: true });
    await waitFor(b.actor, (s) => s.matches({ reviewing: 'paused' }));
    b.actor.send({ type: 'BACK_TO_GAME' });
    assert.ok(b.snap().matches({ live: { playing: { flow: 'collect' } } } as never));
    assert.equal(b.told.filter((e) => e.type === 'phase').length, before);
  });
});

describe('kit board machine: redo', () => {
  it('plays a taken-back move again: the same history, its log line again, and its news told with by "redo"', () => {
    const b = board(['person', 'person', 'person']);
    b.actor.send({ type: 'CONTINUE' });
    const move = legalMoves(b.state(), 0)[3]!;
    b.actor.send({ type: 'MOVE', move });
    const after = JSON.stringify(b.snap().context.history!.state);
    b.actor.send({ type: 'UNDO' });
    assert.equal(b.snap().context.log.length, 0);
    b.actor.send({ type: 'REDO' });
    assert.equal(JSON.stringify(b.snap().context.history!.state), after, 'the same position');
    assert.deepEqual(b.snap().context.history!.moves, [move]);
    assert.equal(b.snap().context.log.length, 1);
    assert.deepEqual(b.snap().context.log[0]!.events.map((e) => e.type), ['picked']);
    const news = b.told.filter((e) => e.type === 'move') as { by: string; move: unknown }[];
    assert.deepEqual(news.map((e) => e.by), ['person', 'redo']);
    assert.deepEqual(news[1]!.move, { type: 'collect', seat: 0 }, 'public, as the first time');
    assert.equal(b.at(), 'passing');
  });
});

describe('kit board machine: the replay', () => {
  /** A replay of four public frames, opened over a live game. */
  async function reviewing() {
    const b = board(['easy', 'easy', 'easy']);
    const frames = [0, 1, 2, 3].map(() => viewFor(b.state(), null));
    b.actor.send({ type: 'REVIEW', record: { frames, steps: frames.slice(1).map(() => ({ move: null, events: [] })) }, fromGame: true });
    await waitFor(b.actor, (s) => s.matches({ reviewing: 'paused' }));
    b.actor.send({ type: 'REVIEW_GO', index: 1 });
    return { ...b, index: () => b.snap().context.review!.index, mode: () => (b.snap().value as { reviewing?: string }).reviewing };
  }

  it('plays by itself a position every reviewStepMs to its end, then stops there', async () => {
    const r = await reviewing();
    r.actor.send({ type: 'REVIEW_PLAY' });
    assert.equal(r.mode(), 'autoplay');
    const step = DEFAULT_BOARD_TIMING.reviewStepMs;
    r.clock.increment(step - 1);
    assert.equal(r.index(), 1, 'not before its time');
    r.clock.increment(1);
    assert.equal(r.index(), 2);
    r.clock.increment(step);
    assert.equal(r.index(), 3, 'the last position');
    r.clock.increment(step);
    assert.equal(r.mode(), 'paused', 'stopped at the end');
    r.clock.increment(step * 3);
    assert.equal(r.index(), 3);
    // Played again from the end: from the first position.
    r.actor.send({ type: 'REVIEW_PLAY' });
    assert.equal(r.index(), 0);
  });

  it('stops at REVIEW_PAUSE, and at a step asked for by hand', async () => {
    const r = await reviewing();
    r.actor.send({ type: 'REVIEW_PLAY' });
    r.actor.send({ type: 'REVIEW_PAUSE' });
    r.clock.increment(DEFAULT_BOARD_TIMING.reviewStepMs * 2);
    assert.equal(r.index(), 1);
    r.actor.send({ type: 'REVIEW_PLAY' });
    r.actor.send({ type: 'REVIEW_GO', index: 0 });
    assert.equal(r.mode(), 'paused');
    r.clock.increment(DEFAULT_BOARD_TIMING.reviewStepMs * 2);
    assert.equal(r.index(), 0);
  });
});

describe('kit board machine: opening a replay (reviewing.opening, as Quetzal’s)', () => {
  const failing = (error: Error) => fromPromise(async () => { throw error; });
  const never = fromPromise(() => new Promise(() => {}));

  it('opens at the position asked for, counted from the end when negative; a new REVIEW opens again', async () => {
    const b = board(['easy', 'easy', 'easy']);
    const frames = [0, 1, 2, 3, 4].map(() => viewFor(b.state(), null));
    const record = { frames, steps: frames.slice(1).map(() => ({ move: null, events: [] })) };
    b.actor.send({ type: 'REVIEW', record, fromGame: true, index: -1 });
    assert.ok(b.snap().matches({ reviewing: 'opening' }), 'read by the host first');
    await waitFor(b.actor, (s) => s.matches({ reviewing: 'paused' }));
    assert.equal(b.snap().context.review!.index, 4, '-1: the last position');
    b.actor.send({ type: 'REVIEW', record, fromGame: true, index: 99 });
    await waitFor(b.actor, (s) => s.matches({ reviewing: 'paused' }));
    assert.equal(b.snap().context.review!.index, 4, 'clamped');
    b.actor.send({ type: 'REVIEW', record, fromGame: true, index: -2 });
    await waitFor(b.actor, (s) => s.matches({ reviewing: 'paused' }) && s.context.review?.index === 3);
  });

  it('over a game, one that does not read goes back to the game with a notice; one that never arrives, after loadTimeoutMs', async () => {
    const bad = Object.assign(new Error('not an Aztec record'), { code: 'BAD_FORMAT' });
    const b = board(['person', 'person', 'person'], { openReview: failing(bad) });
    b.actor.send({ type: 'REVIEW', record: 'junk', fromGame: true });
    await waitFor(b.actor, (s) => s.matches('live'));
    assert.deepEqual(b.snap().context.notice, { id: 'review-failed', key: 'reviewFailed', kind: 'error', params: { message: 'not an Aztec record' } });
    assert.deepEqual(b.told.at(-1), { type: 'error', code: 'BAD_FORMAT', message: 'not an Aztec record' });
    assert.equal(b.at(), 'handOver', 'the game as it was');
    const c = board(['person', 'person', 'person'], { openReview: never });
    c.actor.send({ type: 'REVIEW', record: null, fromGame: true });
    c.clock.increment(499);
    assert.ok(c.snap().matches({ reviewing: 'opening' }));
    c.clock.increment(1);
    assert.ok(c.snap().matches('live'));
    assert.equal(c.snap().context.notice?.id, 'review-failed');
    assert.equal(c.told.at(-1)!.type, 'error');
    assert.equal((c.told.at(-1) as { code: string }).code, 'LOAD_TIMEOUT');
  });

  it('without a game (a link, a diagram): `failed`, naming the host’s property at fault; a timeout offers Retry, which opens it again', async () => {
    const clock = new SimulatedClock();
    let answer: 'never' | 'bad' | 'ok' = 'bad';
    const frames = [{ n: 0 }, { n: 1 }];
    const openReview = fromPromise(() => (answer === 'never' ? new Promise(() => {})
      : answer === 'bad' ? Promise.reject(Object.assign(new Error('version 99 is not read'), { code: 'BAD_VERSION', property: 'src' }))
        : Promise.resolve({ frames, steps: [{ move: null, events: [] }] })));
    const actor = createActor(createBoardMachine(aztecModule).provide({ actors: { openReview: openReview as never } }), { clock, input: {} });
    const told: { type: string; code?: string; property?: string }[] = [];
    actor.on('error', (e) => told.push(e));
    actor.start();
    actor.send({ type: 'REVIEW', record: 'a diagram', fromGame: false });
    await waitFor(actor, (s) => s.matches('failed'));
    assert.deepEqual(actor.getSnapshot().context.failure, { code: 'BAD_VERSION', message: 'version 99 is not read', property: 'src', retryable: false, key: 'reviewFailed' });
    assert.deepEqual(told, [{ type: 'error', code: 'BAD_VERSION', message: 'version 99 is not read', property: 'src' }], 'told once');
    assert.equal(actor.getSnapshot().can({ type: 'RETRY' }), false, 'a bad record stays bad');
    answer = 'never';
    actor.send({ type: 'REVIEW', record: 'a diagram', fromGame: false });
    clock.increment(DEFAULT_BOARD_TIMING.loadTimeoutMs);
    assert.ok(actor.getSnapshot().matches('failed'));
    assert.equal(actor.getSnapshot().context.failure!.retryable, true);
    answer = 'ok';
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches({ reviewing: 'paused' }));
    assert.deepEqual(actor.getSnapshot().context.review!.frames, frames);
    assert.equal(actor.getSnapshot().can({ type: 'BACK_TO_GAME' }), false, 'no game to go back to');
  });
});

describe('kit board machine: the commit pause (a double tap makes one move)', () => {
  const paused = (extra: Partial<BoardStart<AztecOptions>> = {}) =>
    board(['person', 'person', 'person'], { start: { timing: { ...TIMING, inputGuardMs: 300 }, ...extra } });
  const input = (b: ReturnType<typeof board>) => (b.snap().value as { live: { playing: { input: string } } }).live.playing.input;
  const tap = (b: ReturnType<typeof board>) => ({ at: b.snap().context.version });

  it('the rest of a double tap on the cover’s button does not pick the jewels under the finger; a tap after the pause does', () => {
    const b = paused();
    b.actor.send({ type: 'CONTINUE', ...tap(b) });
    assert.equal(b.at(), 'person');
    assert.equal(input(b), 'committing');
    const version = b.snap().context.version;
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0), ...tap(b) });
    assert.equal(b.snap().context.version, version, 'held back: no pick');
    assert.equal(b.snap().context.notice, null, 'and no word of it');
    assert.deepEqual(b.told.filter((e) => e.type === 'move' || e.type === 'error'), []);
    b.clock.increment(299);
    assert.equal(input(b), 'committing');
    b.clock.increment(1);
    assert.equal(input(b), 'ready');
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0), ...tap(b) });
    assert.equal(b.at(), 'passing', 'a deliberate tap picks');
    assert.equal(input(b), 'committing', 'and starts the pause again');
    // The hand-over button appears where the Take button was: the second tap of that double tap is held back too.
    b.actor.send({ type: 'PASS', ...tap(b) });
    assert.equal(b.at(), 'passing');
    b.actor.send({ type: 'UNDO', ...tap(b) });
    assert.equal(b.state().seats[0]!.pick !== null, true, 'nor does it take the pick back');
    b.clock.increment(300);
    b.actor.send({ type: 'PASS', ...tap(b) });
    assert.equal(b.at(), 'handOver');
  });

  it('a script’s click (trusted: false) and a host’s move (no `at`) are exact: never held back, and start no pause', () => {
    const b = paused();
    b.actor.send({ type: 'CONTINUE', ...tap(b) });
    assert.equal(input(b), 'committing');
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0), ...tap(b), trusted: false });
    assert.equal(b.at(), 'passing', 'a script’s click counts during the pause');
    b.clock.increment(300);
    b.actor.send({ type: 'PASS', ...tap(b), trusted: false });
    b.actor.send({ type: 'CONTINUE', ...tap(b), trusted: false });
    assert.equal(input(b), 'ready', 'a script’s click starts no pause');
    b.actor.send({ type: 'MOVE', move: first(b.state(), 1) });
    assert.equal(input(b), 'ready', 'nor does a host’s move');
    assert.equal(b.at(), 'passing');
  });

  it('a tap made on a version already gone is dropped without a word, pause or not', () => {
    const b = paused({ timing: { ...TIMING, inputGuardMs: 0 } });
    b.actor.send({ type: 'CONTINUE', ...tap(b) });
    assert.equal(input(b), 'ready', 'inputGuardMs 0: no pause at all');
    const stale = b.snap().context.version - 1;
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0), at: stale, trusted: false });
    b.actor.send({ type: 'UNDO', at: stale });
    assert.equal(b.at(), 'person');
    assert.deepEqual(b.told.filter((e) => e.type === 'move' || e.type === 'error' || e.type === 'undo'), []);
  });
});

describe('kit board machine: a board nobody plays (interactive: false)', () => {
  it('stands still in `watching`, from a spectator’s view: no person acts, no computer is asked, the table waits', () => {
    const b = board(['person', 'easy', 'easy'], { start: { interactive: false } });
    assert.equal(b.at(), 'watching');
    assert.equal(b.snap().context.viewer, null, 'nobody’s hand shows');
    assert.equal(b.seen.length, 0, 'no computer is asked');
    b.clock.increment(10_000);
    assert.equal(b.snap().context.history!.moves.length, 0, 'nothing is played');
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    assert.equal(b.snap().context.history!.moves.length, 0);
    assert.deepEqual(b.told.filter((e) => e.type === 'error').map((e) => (e as { code: string }).code), ['READONLY']);
    assert.equal(b.snap().context.notice?.key, 'moveRefused');
    assert.equal(b.snap().can({ type: 'HINT' }), false);
    b.actor.send({ type: 'INTERACTIVE', on: true });
    assert.equal(b.at(), 'person', 'playable: the person decides');
    assert.equal(b.snap().context.viewer, 0);
    assert.deepEqual(b.seen.map((s) => s.seat), [1, 2], 'and the computers are asked');
  });

  it('a host’s own moves (`host`) play whenever the engine finds them legal — on a board nobody plays, the table’s, behind the cover — told `by: host`', () => {
    const b = board(['person', 'person', 'person'], { start: { interactive: false } });
    const engine = aztecModule.engine;
    let guard = 0;
    while (nextTurn(engine, b.state(), b.snap().context.seats, b.snap().context.handOver, null).kind !== 'table') {
      assert.ok(guard++ < 20, 'the table’s step comes');
      for (const d of engine.deciders(b.state())) b.actor.send({ type: 'MOVE', move: first(b.state(), d.seat), host: true });
    }
    assert.equal(b.at(), 'watching', 'still nobody plays here');
    const picks = b.told.filter((e) => e.type === 'move');
    assert.ok(picks.length >= 6, 'every seat’s picks and tokens played');
    assert.ok(picks.every((e) => (e as { by: string }).by === 'host'));
    const table = nextTurn(engine, b.state(), b.snap().context.seats, true, null) as { kind: 'table'; move: AztecMove };
    const before = b.snap().context.history!.moves.length;
    b.actor.send({ type: 'MOVE', move: table.move, host: true });
    assert.equal(b.snap().context.history!.moves.length, before + 1, 'the table’s move, played by the host');
    const told = b.told.filter((e) => e.type === 'move').at(-1) as { seat: number | null; by: string };
    assert.deepEqual([told.seat, told.by], [null, 'host']);
    const position = b.snap().context.history;
    const wrong = { type: 'collect', seat: 0, jewels: [9, 9, 9] } as unknown as AztecMove;
    b.actor.send({ type: 'MOVE', move: wrong, host: true });
    assert.equal(b.snap().context.history, position, 'a move the engine refuses changes nothing');
    assert.deepEqual(b.told.at(-1), { type: 'error', code: engine.checkMove(b.state(), wrong)!.code, message: engine.checkMove(b.state(), wrong)!.message });

    const c = board(['person', 'person', 'person']);
    assert.equal(c.at(), 'handOver');
    c.actor.send({ type: 'MOVE', move: first(c.state(), 1) });
    assert.equal(c.snap().context.history!.moves.length, 0, 'a person’s move for a seat not holding the device: refused');
    c.actor.send({ type: 'MOVE', move: first(c.state(), 1), host: true });
    assert.equal(c.snap().context.history!.moves.length, 1, 'the host’s: played, the cover still there');
    assert.equal(c.at(), 'handOver');
    assert.equal((c.told.at(-1) as { by: string }).by, 'host');
  });

  it('turned off mid-game: the computers thinking are stopped, a late answer counts for nothing, and they are asked again when it is back on', () => {
    const asked: ComputerInput<AztecState>[] = [];
    const answers: ((move: AztecMove) => void)[] = [];
    const computer = fromCallback<EventObject, ComputerInput<AztecState>>(({ input, sendBack }) => {
      asked.push(input);
      answers.push((move) => sendBack({ type: 'COMPUTER_MOVE', seat: input.seat, epoch: input.epoch, move }));
    });
    const b = board(['person', 'easy', 'easy'], { computer: computer as never });
    assert.deepEqual(b.snap().context.thinking, [1, 2]);
    b.actor.send({ type: 'INTERACTIVE', on: false });
    assert.equal(b.at(), 'watching');
    assert.deepEqual(b.snap().context.thinking, []);
    answers[0]!(first(b.state(), 1));
    b.clock.increment(5000);
    assert.equal(b.snap().context.history!.moves.length, 0, 'the stopped computer’s answer is not played');
    b.actor.send({ type: 'INTERACTIVE', on: true });
    assert.deepEqual(asked.map((a) => a.seat), [1, 2, 1, 2], 'asked again, from the same view');
    assert.deepEqual(asked[2]!.view, asked[0]!.view);
  });

  it('behind the cover, turned off and on: the cover comes back, nobody’s view shown meanwhile', () => {
    const b = board(['person', 'person', 'person']);
    b.actor.send({ type: 'CONTINUE' });
    assert.equal(b.snap().context.viewer, 0);
    b.actor.send({ type: 'INTERACTIVE', on: false });
    assert.equal(b.snap().context.viewer, null);
    b.actor.send({ type: 'INTERACTIVE', on: true });
    assert.equal(b.at(), 'handOver');
    assert.equal(b.snap().context.viewer, null);
  });
});

/** Computers that answer only when the test says so: each asked seat's input and its way to answer. */
function heldComputers() {
  const asked: { input: ComputerInput<AztecState>; answer: (ok: boolean) => void }[] = [];
  const computer = fromCallback<EventObject, ComputerInput<AztecState>>(({ input, sendBack }) => {
    asked.push({
      input,
      answer: (ok) => sendBack(ok
        ? { type: 'COMPUTER_MOVE', seat: input.seat, epoch: input.epoch, move: chooseMove(input.view, { strength: 'easy', seed: input.seat }) }
        : { type: 'COMPUTER_FAILED', seat: input.seat, epoch: input.epoch, message: 'no move' }),
    });
  });
  return { asked, computer };
}

describe('kit board machine: the computer state (named as Quetzal’s)', () => {
  const computerState = (b: ReturnType<typeof board>) => (b.snap().value as { live: { playing: { turn: { computer?: string } } } }).live.playing.turn.computer;

  it('is thinking until every answer is in, showing while the least time runs, decidingHere past the deadline, failed until RETRY', () => {
    const { asked, computer } = heldComputers();
    const b = board(['easy', 'easy', 'easy'], { computer: computer as never });
    assert.equal(b.at(), 'computer');
    assert.equal(computerState(b), 'thinking', 'three picks asked of the worker');
    asked[0]!.answer(true);
    asked[1]!.answer(true);
    assert.equal(computerState(b), 'thinking', 'one answer still to come');
    asked[2]!.answer(true);
    assert.equal(computerState(b), 'showing', 'every answer in, before the least showing time');
    assert.equal(b.state().decision.kind, 'collect', 'nothing played before its least showing time');
    b.clock.increment(50);
    assert.equal(b.state().decision.kind, 'token', 'the picks played together');
    assert.equal(computerState(b), 'thinking', 'the tokens asked of the worker');
    b.clock.increment(1000);
    assert.deepEqual(asked.slice(6).map((a) => [a.input.seat, a.input.here]), [[0, true], [1, true], [2, true]]);
    assert.equal(computerState(b), 'decidingHere', 'past the deadline, on the page');
    asked[6]!.answer(false);
    assert.equal(computerState(b), 'failed', 'a computer with no move stalls the board');
    assert.equal(b.snap().context.notice?.key, 'computerFailed');
    assert.ok(b.snap().can({ type: 'RETRY' }));
    b.actor.send({ type: 'RETRY' });
    assert.equal(computerState(b), 'decidingHere', 'asked again; the other two still decide on the page');
    assert.equal(asked.at(-1)!.input.seat, 0);
  });
});

describe('kit board machine: the hint region (named as Quetzal’s)', () => {
  /** A Hint actor whose answers the test gives: each asked input and its promise's resolve and reject. */
  function heldHints() {
    const asked: { input: { seat: number; version: number }; resolve: (v: unknown) => void; reject: (e: Error) => void }[] = [];
    const hint = fromPromise<unknown, { seat: number; version: number }>(({ input }) => new Promise((resolve, reject) => { asked.push({ input, resolve, reject }); }));
    return { asked, hint };
  }
  const hintState = (b: ReturnType<typeof board>) => (b.snap().value as { live: { playing: { hint: string } } }).live.playing.hint;
  const settle = () => new Promise((r) => setImmediate(r));

  it('thinking, then shown for the person who asked until the position changes; asked again, a late answer counts for nothing', async () => {
    const { asked, hint } = heldHints();
    const b = board(['person', 'person', 'person'], { hint });
    b.actor.send({ type: 'CONTINUE' });
    assert.equal(hintState(b), 'idle');
    b.actor.send({ type: 'HINT' });
    assert.equal(hintState(b), 'thinking');
    assert.deepEqual(asked.map((a) => a.input.seat), [0], 'asked for the person holding the device');
    assert.equal(b.snap().can({ type: 'HINT' }), false, 'not asked twice at once');
    asked[0]!.resolve({ text: 'take the red' });
    await settle();
    assert.equal(hintState(b), 'shown');
    assert.deepEqual(b.snap().context.hint, { seat: 0, version: b.snap().context.version, value: { text: 'take the red' } });
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    assert.equal(hintState(b), 'idle', 'the move made: the Hint is gone');
    assert.equal(b.snap().context.hint, null);
    b.actor.send({ type: 'UNDO' });
    b.actor.send({ type: 'HINT' });
    assert.equal(hintState(b), 'thinking');
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    assert.equal(hintState(b), 'idle', 'the position changed while it was thought: given up');
    asked[1]!.resolve({ text: 'too late' });
    await settle();
    assert.equal(hintState(b), 'idle');
    assert.equal(b.snap().context.hint, null, 'a late answer is never shown');
  });

  it('a Hint that fails, or takes longer than loadTimeoutMs, says so; a person behind the cover cannot ask one', async () => {
    const { asked, hint } = heldHints();
    const b = board(['person', 'person', 'person'], { hint });
    assert.equal(b.snap().can({ type: 'HINT' }), false, 'behind the cover, nobody asks');
    b.actor.send({ type: 'CONTINUE' });
    b.actor.send({ type: 'HINT' });
    asked[0]!.reject(new Error('no bots chunk'));
    await settle();
    assert.equal(hintState(b), 'failed');
    assert.equal(b.snap().context.notice?.key, 'hintFailed');
    b.actor.send({ type: 'HINT' });
    assert.equal(hintState(b), 'thinking', 'asked again');
    b.clock.increment(500);
    assert.equal(hintState(b), 'failed', 'past loadTimeoutMs');
  });
});

describe('kit board machine: the regions stay apart', () => {
  it('the computers thinking beside a person neither drop that person’s Hint nor cut their commit pause short', async () => {
    const { asked, computer } = heldComputers();
    const hints: ((v: unknown) => void)[] = [];
    const hint = fromPromise<unknown, unknown>(() => new Promise((resolve) => { hints.push(resolve); }));
    const b = board(['person', 'easy', 'easy'], { computer: computer as never, hint, start: { timing: { ...TIMING, inputGuardMs: 200 } } });
    const region = (name: 'hint' | 'input') => (b.snap().value as { live: { playing: Record<string, string> } }).live.playing[name];
    b.actor.send({ type: 'HINT' });
    hints[0]!({ text: 'take two' });
    await new Promise((r) => setImmediate(r));
    assert.equal(region('hint'), 'shown');
    b.clock.increment(50);
    assert.equal(asked.length, 2, 'the computers still think');
    assert.equal(region('hint'), 'shown', 'their least showing time passed: the person’s Hint stays');
    assert.deepEqual(b.snap().context.hint?.value, { text: 'take two' });
    // The person's pick by hand starts the commit pause; the computers' picks then come in and are played.
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0), at: b.snap().context.version });
    assert.equal(region('input'), 'committing');
    asked[0]!.answer(true);
    asked[1]!.answer(true);
    assert.equal(b.state().decision.kind, 'token', 'the three picks played');
    assert.equal(region('input'), 'committing', 'the pause is not cut short by the computers’ moves');
    b.clock.increment(150);
    assert.equal(region('input'), 'committing');
    b.clock.increment(50);
    assert.equal(region('input'), 'ready', 'over at 200 ms');
  });
});

describe('kit board machine: game over (named as Quetzal’s)', () => {
  it('live.gameOver, its phase news and gameOver told once; a move there is refused with the engine’s reason', async () => {
    const b = board(['easy', 'easy', 'easy']);
    let guard = 0;
    while (b.at() !== 'gameOver' && guard++ < 2000) b.clock.increment(50);
    assert.deepEqual(b.snap().value, { live: 'gameOver' });
    assert.deepEqual(b.told.filter((e) => e.type === 'phase').at(-1), { type: 'phase', phase: 'gameOver', round: 5 });
    assert.equal(b.told.filter((e) => e.type === 'gameOver').length, 1);
    b.actor.send({ type: 'MOVE', move: { type: 'collect', seat: 0, take: [] } as unknown as AztecMove });
    assert.equal(b.told.at(-1)!.type, 'error');
    b.actor.send({ type: 'REVIEW', record: { frames: [b.state()], steps: [] }, fromGame: true });
    await waitFor(b.actor, (s) => s.matches({ reviewing: 'paused' }));
    b.actor.send({ type: 'BACK_TO_GAME' });
    assert.deepEqual(b.snap().value, { live: 'gameOver' });
    assert.equal(b.told.filter((e) => e.type === 'gameOver').length, 1, 'back from the replay is not another end');
  });
});

describe('kit board timing from a host (checkTiming)', () => {
  it('takes BoardTiming’s fields in ms, and names the first wrong one', async () => {
    const { checkTiming } = await import('../../src/kit/board/timing-check.js');
    assert.deepEqual(checkTiming({ botDelayMs: 0, tableStepMs: Infinity, reviewStepMs: 2.5 }), { timing: { botDelayMs: 0, tableStepMs: Infinity, reviewStepMs: 2.5 } });
    assert.deepEqual(checkTiming(null), { timing: {} });
    assert.deepEqual(checkTiming({ botDelay: 5 }), { field: 'botDelay', value: '5' }, 'not one of BoardTiming’s fields');
    assert.deepEqual(checkTiming({ botDelayMs: -1 }), { field: 'botDelayMs', value: '-1' });
    assert.deepEqual(checkTiming({ botDelayMs: NaN }), { field: 'botDelayMs', value: 'NaN' });
    assert.deepEqual(checkTiming({ botDeadlineMs: Infinity }), { field: 'botDeadlineMs', value: 'Infinity' });
    assert.deepEqual(checkTiming({ inputGuardMs: '250' }), { field: 'inputGuardMs', value: 'string' });
    assert.deepEqual(checkTiming('fast'), { field: 'timing', value: 'string' });
    assert.deepEqual(checkTiming([1]), { field: 'timing', value: 'object' });
    const hostile = new Proxy({}, { ownKeys: () => { throw new Error('no'); } });
    assert.deepEqual(checkTiming(hostile), { field: 'timing', value: 'unreadable' });
    const getter = { get botDelayMs() { throw new Error('no'); } };
    assert.deepEqual(checkTiming(getter), { field: 'botDelayMs', value: 'unreadable' });
  });
});

describe('kit board machine: RESTART, RESTORE and NOTIFY (as Quetzal’s)', () => {
  it('RESTART plays again at the same table with a new seed (or the options given); the game with moves is told replaced', () => {
    const b = board(['person', 'easy', 'easy']);
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    const before = b.snap().context.history!;
    b.actor.send({ type: 'INTERACTIVE', on: false });
    b.actor.send({ type: 'RESTART' });
    const after = b.snap().context.history!;
    assert.deepEqual(after.moves, [], 'a new game');
    assert.notEqual(after.options.seed, 'kit-board', 'a new deal: the board’s seed is not dealt again');
    assert.deepEqual(after.options.seats, before.options.seats);
    assert.deepEqual(b.snap().context.seats, ['person', 'easy', 'easy'], 'the same table');
    assert.equal(b.snap().context.interactive, false, 'a board turned readonly stays so');
    assert.equal(b.at(), 'watching');
    const replaced = b.told.filter((e) => e.type === 'replaced') as { history: { moves: unknown[] } }[];
    assert.deepEqual(replaced.map((e) => e.history.moves.length), [1]);
    b.actor.send({ type: 'RESTART', options: { seats: ['Ann', 'Bob', 'Cy'], seed: 'chosen' } });
    assert.equal(b.snap().context.history!.options.seed, 'chosen');
    assert.equal(b.told.filter((e) => e.type === 'replaced').length, 1, 'a game without moves is not kept');
  });

  it('RESTORE replaces the game with a record (saved, told replaced); the seats stay when it has as many, else they are people', async () => {
    const other = board(['person', 'person', 'person', 'person'], { start: { options: { seats: ['W', 'X', 'Y', 'Z'], seed: 'other' } } });
    other.actor.send({ type: 'CONTINUE' });
    other.actor.send({ type: 'MOVE', move: first(other.state(), 0) });
    const four = aztecHistoryToRecord(other.snap().context.history!);
    const three = aztecHistoryToRecord(board(['easy', 'easy', 'easy'], { start: { options: { seats: ['P', 'Q', 'R'], seed: 'three' } } }).snap().context.history!);
    const b = board(['person', 'easy', 'easy']);
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    b.actor.send({ type: 'RESTORE', record: three });
    assert.ok(b.snap().matches({ live: 'restoring' }) && b.snap().hasTag('busy'), 'replayed, the game still on screen');
    assert.deepEqual(b.snap().context.history!.options.seats, ['Ann', 'Bob', 'Cy'], 'the game on screen until the record has replayed');
    await waitFor(b.actor, (s) => !s.hasTag('busy'));
    assert.deepEqual(b.snap().context.history!.options.seats, ['P', 'Q', 'R']);
    assert.deepEqual(b.snap().context.seats, ['person', 'easy', 'easy'], 'as many seats: they stay');
    const saves = b.saves.length;
    b.actor.send({ type: 'RESTORE', record: four });
    await waitFor(b.actor, (s) => !s.hasTag('busy'));
    const ctx = b.snap().context;
    assert.deepEqual(ctx.history!.moves, four.moves);
    assert.deepEqual(ctx.seats, ['person', 'person', 'person', 'person'], 'four seats: every one a person’s');
    assert.equal(ctx.log.length, 1, 'its log replayed');
    assert.equal(b.saves.length, saves + 1, 'saved as the board’s game');
    assert.deepEqual(b.told.filter((e) => e.type === 'replaced').map((e) => (e as { history: { moves: unknown[] } }).history.moves.length), [1], 'the game with a move kept; the restored one without moves not');
    assert.equal(b.at(), 'handOver', 'four people: the cover for the next');
  });

  it('a start whose options seat another number than its seats is refused, as a failure', () => {
    const b = board(['person', 'easy', 'easy', 'easy'], { start: { options: { seats: ['Ann', 'Bob', 'Cy'], seed: 'x' } } });
    assert.equal(b.at(), 'failed');
    assert.match(b.snap().context.failure!.message, /3 seats in its options, 4 at the table/);
  });

  it('a RESTORE’s notice shows once it is the game, not before, and not for a record refused', async () => {
    const b = board(['person', 'easy', 'easy']);
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    const record = aztecHistoryToRecord(b.snap().context.history!);
    const notice = { id: 'loaded', key: 'loadedLink', kind: 'info' as const };
    b.actor.send({ type: 'RESTORE', record: { ...record, check: '00000000' }, notice });
    await waitFor(b.actor, (s) => !s.hasTag('busy'));
    assert.equal(b.snap().context.notice?.id, 'restore-refused', 'refused: its refusal, not the host’s words');
    b.actor.send({ type: 'RESTORE', record, notice });
    assert.notEqual(b.snap().context.notice?.id, 'loaded', 'not while it replays');
    await waitFor(b.actor, (s) => !s.hasTag('busy'));
    assert.deepEqual(b.snap().context.notice, notice);
  });

  it('a RESTORE whose record does not replay is refused with its code, and nothing changes', async () => {
    const b = board(['person', 'easy', 'easy']);
    b.actor.send({ type: 'MOVE', move: first(b.state(), 0) });
    const before = b.snap().context;
    const turn = b.at();
    const record = aztecHistoryToRecord(before.history!);
    b.actor.send({ type: 'RESTORE', record: { ...record, check: '00000000' } });
    await waitFor(b.actor, (s) => !s.hasTag('busy'));
    assert.equal(b.at(), turn, 'back where it was');
    const after = b.snap().context;
    assert.equal(after.history, before.history, 'the same game');
    assert.equal(after.version, before.version);
    assert.equal(after.notice!.id, 'restore-refused');
    assert.deepEqual(b.told.at(-1), { type: 'error', code: 'MISMATCH', message: after.notice!.params!.message, property: 'record' });
    assert.equal(b.told.filter((e) => e.type === 'replaced').length, 0);
  });

  it('NOTIFY shows the host’s notice in any state, and null takes it away', () => {
    const b = board(['person', 'person', 'person']);
    const notice = { id: 'host', key: 'moveRefused', kind: 'info' as const, params: { message: 'from the host' } };
    b.actor.send({ type: 'NOTIFY', notice });
    assert.deepEqual(b.snap().context.notice, notice);
    assert.equal(b.at(), 'handOver', 'nothing else moves');
    b.actor.send({ type: 'NOTIFY', notice: null });
    assert.equal(b.snap().context.notice, null);
  });
});

describe('kit board machine: the parts a start needs (starting.loadingParts, as Quetzal’s)', () => {
  const names = ['Ann', 'Bob', 'Cy'];
  const made: BoardStart<AztecOptions> = { options: { seats: names, seed: 'parts' }, seats: ['easy', 'easy', 'easy'], timing: TIMING };
  /** A board whose `loadParts` answers as `answer` says at each call, and whose module may ask for the parts itself. */
  function loading(answer: () => Promise<BoardStart<AztecOptions>>, needsParts?: (start: BoardStart<AztecOptions>) => boolean) {
    const clock = new SimulatedClock();
    const asked: BoardStart<AztecOptions>[] = [];
    const loadParts = fromPromise(({ input }: { input: BoardStart<AztecOptions> }) => { asked.push(input); return answer(); });
    const game = { ...aztecModule, board: { ...aztecModule.board, regions: [partsRegion(needsParts)] } };
    const actor = createActor(createBoardMachine(game).provide({ actors: { loadParts, computer: easyComputers([]) } as never }), { clock, input: {} });
    const told: { type: string; code?: string; message?: string; property?: string }[] = [];
    actor.on('error', (e) => told.push(e));
    actor.start();
    return { actor, clock, asked, told, snap: () => actor.getSnapshot() };
  }

  it('a host’s config is resolved by loadParts into the start it makes (busy meanwhile); the game of that start is played', async () => {
    const b = loading(async () => made);
    b.actor.send({ type: 'START', input: { options: { seats: ['x'] }, seats: [], config: { seats: 'bot-easy, bot-easy, bot-easy' }, timing: TIMING } });
    assert.ok(b.snap().matches({ starting: 'loadingParts' } as never));
    assert.ok(b.snap().hasTag('busy'), 'what a host’s settled() waits for');
    assert.deepEqual(b.asked.map((s) => s.config), [{ seats: 'bot-easy, bot-easy, bot-easy' }], 'given the start with its config');
    await waitFor(b.actor, (s) => s.matches('live'));
    assert.deepEqual(b.snap().context.history!.options, { seats: names, seed: 'parts' });
    assert.deepEqual(b.snap().context.seats, ['easy', 'easy', 'easy']);
    assert.deepEqual(b.told, []);
  });

  it('a start without config goes on at once, unless the game says it needs its parts (partsRegion’s needs)', async () => {
    const plain = loading(async () => made);
    plain.actor.send({ type: 'START', input: made });
    assert.ok(plain.snap().matches('live'), 'no part to load: live in the same step');
    assert.equal(plain.asked.length, 0);
    const needing = loading(async () => made, (start) => start.options.seed === 'needs');
    needing.actor.send({ type: 'START', input: { ...made, options: { seats: names, seed: 'needs' } } });
    assert.ok(needing.snap().matches({ starting: 'loadingParts' } as never));
    await waitFor(needing.actor, (s) => s.matches('live'));
    assert.equal(needing.snap().context.history!.options.seed, 'parts', 'the start loadParts answered is played, not asked for again');
    assert.equal(needing.asked.length, 1);
  });

  it('parts that fail: `failed` with the error told once (a wrong attribute is not retryable); one that never comes: Retry after loadTimeoutMs', async () => {
    let answer: 'bad' | 'never' | 'ok' = 'bad';
    const b = loading(() => (answer === 'bad'
      ? Promise.reject(Object.assign(new Error('seat 2: "bot-silly" is not a seat'), { code: 'BAD_ATTRIBUTE', property: 'seats', retryable: false }))
      : answer === 'never' ? new Promise(() => {}) : Promise.resolve(made)));
    b.actor.send({ type: 'START', input: { ...made, config: 'bad seats' } });
    await waitFor(b.actor, (s) => s.matches('failed'));
    assert.deepEqual(b.snap().context.failure, { code: 'BAD_ATTRIBUTE', message: 'seat 2: "bot-silly" is not a seat', retryable: false, property: 'seats' });
    assert.deepEqual(b.told, [{ type: 'error', code: 'BAD_ATTRIBUTE', message: 'seat 2: "bot-silly" is not a seat', property: 'seats' }]);
    assert.equal(b.snap().can({ type: 'RETRY' }), false, 'the same attribute would fail again');
    answer = 'never';
    b.actor.send({ type: 'START', input: { ...made, config: 'a file that hangs' } });
    b.clock.increment(TIMING.loadTimeoutMs - 1);
    assert.ok(b.snap().matches({ starting: 'loadingParts' } as never));
    b.clock.increment(1);
    assert.ok(b.snap().matches('failed'));
    assert.deepEqual(b.snap().context.failure, { code: 'LOAD_TIMEOUT', message: `a part of the board did not arrive within ${TIMING.loadTimeoutMs} ms`, retryable: true });
    answer = 'ok';
    b.actor.send({ type: 'RETRY' });
    assert.deepEqual(b.asked.at(-1)?.config, 'a file that hangs', 'Retry asks for the parts again');
    await waitFor(b.actor, (s) => s.matches('live'));
    assert.equal(b.snap().context.failure, null);
  });

  it('a start with a review opens the replay at once, with no game to go back to', async () => {
    const frames = [{ n: 0 }, { n: 1 }, { n: 2 }];
    const opened: unknown[] = [];
    const openReview = fromPromise(async ({ input }: { input: { record: unknown; history: unknown } }) => {
      opened.push(input);
      return { frames, steps: [{ move: null, events: [] }, { move: null, events: [] }] };
    });
    const actor = createActor(createBoardMachine(aztecModule).provide({ actors: { openReview: openReview as never } }), { input: {} });
    actor.start();
    actor.send({ type: 'START', input: { ...made, review: 'a shared link' } });
    assert.ok(actor.getSnapshot().matches({ reviewing: 'opening' }));
    await waitFor(actor, (s) => s.matches({ reviewing: 'paused' }));
    assert.deepEqual(opened, [{ record: 'a shared link', history: null }]);
    assert.deepEqual(actor.getSnapshot().context.review, { frames, steps: [{ move: null, events: [] }, { move: null, events: [] }], index: 0, fromGame: false });
    assert.equal(actor.getSnapshot().context.history, null, 'no game was made');
    assert.equal(actor.getSnapshot().can({ type: 'BACK_TO_GAME' }), false);
  });
});

describe('kit board machine: what the first file leaves out (later, turn.waiting, as Quetzal’s)', () => {
  /** Aztec's module with a `later` that the token step needs (as Quetzal's Phase 3 moves need its later parts). */
  function withLater(answer: () => Promise<void>, seats: SeatKind[] = ['person', 'easy', 'easy']) {
    const clock = new SimulatedClock();
    let asked = 0;
    const seen: ComputerInput<AztecState>[] = [];
    const loadLater = fromPromise(() => { asked++; return answer(); });
    const game = { ...aztecModule, board: { ...aztecModule.board, regions: [laterRegion((s: AztecState) => s.decision.kind === 'token')] } };
    const actor = createActor(createBoardMachine(game).provide({ actors: { loadLater, computer: easyComputers(seen) } as never }), { clock, input: {} });
    const told: { type: string; code?: string; message?: string }[] = [];
    actor.on('error', (e) => told.push(e));
    actor.start();
    actor.send({ type: 'START', input: { options: { seats: seats.map((_, i) => ['Ann', 'Bob', 'Cy', 'Dee'][i]!), seed: 'later' }, seats, timing: TIMING } });
    const snap = () => actor.getSnapshot();
    const at = () => turnStateOf(snap().value) ?? String(snap().value);
    /** Ann picks, the computers' picks show: the token step, which needs what is still on its way. */
    const toTokens = () => {
      actor.send({ type: 'MOVE', move: first(snap().context.history!.state, 0), at: snap().context.version });
      clock.increment(TIMING.botDelayMs);
      assert.equal(snap().context.history!.state.decision.kind, 'token');
    };
    return { actor, clock, snap, at, told, seen, asked: () => asked, toTokens };
  }

  it('is fetched once, as the first game shows; a position that needs it waits, nobody acting, until it has come', async () => {
    let arrive!: () => void;
    const b = withLater(() => new Promise<void>((resolve) => { arrive = resolve; }));
    assert.equal(b.asked(), 1);
    assert.equal(b.snap().context.later, 'loading');
    assert.equal(b.at(), 'person', 'the collect step does not need it');
    b.toTokens();
    assert.equal(b.at(), 'waiting');
    const asked = b.seen.length;
    b.clock.increment(TIMING.botDelayMs * 4);
    assert.equal(b.seen.length, asked, 'no computer asked meanwhile');
    // A move the engine takes all the same counts (the engine is the judge): Ann's token.
    const moves = b.snap().context.history!.moves.length;
    b.actor.send({ type: 'MOVE', move: first(b.snap().context.history!.state, 0), at: b.snap().context.version });
    assert.equal(b.snap().context.history!.moves.length, moves + 1);
    assert.equal(b.at(), 'waiting', 'the others still wait for it');
    arrive();
    await waitFor(b.actor, (s) => s.context.later === 'ready');
    assert.notEqual(b.at(), 'waiting', 'the turn goes on');
    assert.ok(b.seen.length > asked, 'the computers are asked now');
    b.actor.send({ type: 'START', input: { options: { seats: ['Ann', 'Bob', 'Cy'], seed: 'again' }, seats: ['person', 'easy', 'easy'], timing: TIMING } });
    assert.equal(b.asked(), 1, 'not fetched again for the next game');
    assert.deepEqual(b.told, []);
  });

  it('one that fails, or takes longer than loadTimeoutMs, is told; RETRY_LATER asks for it again', async () => {
    let answer: 'bad' | 'never' | 'ok' = 'never';
    const b = withLater(() => (answer === 'bad' ? Promise.reject(new Error('the chunk is gone')) : answer === 'never' ? new Promise(() => {}) : Promise.resolve()));
    b.toTokens();
    b.clock.increment(TIMING.loadTimeoutMs - TIMING.botDelayMs);
    assert.equal(b.snap().context.later, 'failed');
    assert.deepEqual(b.told, [{ type: 'error', code: 'LOAD_TIMEOUT', message: `the later parts of the board did not arrive within ${TIMING.loadTimeoutMs} ms` }]);
    assert.equal(b.at(), 'waiting');
    answer = 'bad';
    b.actor.send({ type: 'RETRY_LATER' });
    assert.equal(b.asked(), 2);
    await waitFor(b.actor, (s) => s.context.later === 'failed');
    assert.deepEqual(b.told.at(-1), { type: 'error', code: 'LOAD_FAILED', message: 'the chunk is gone' });
    b.actor.send({ type: 'LATER_DEADLINE' } as never);
    assert.equal(b.told.length, 2, 'a late deadline tells nothing more');
    answer = 'ok';
    b.actor.send({ type: 'RETRY_LATER' });
    await waitFor(b.actor, (s) => s.context.later === 'ready');
    assert.notEqual(b.at(), 'waiting');
    b.actor.send({ type: 'RETRY_LATER' });
    assert.equal(b.asked(), 3, 'nothing to ask for once it has come');
  });

  it('a game whose module leaves nothing out has none of it', () => {
    const b = board(['person', 'easy', 'easy']);
    assert.equal(b.snap().context.later, undefined);
    assert.equal(b.snap().can({ type: 'RETRY_LATER' }), false);
  });
});
