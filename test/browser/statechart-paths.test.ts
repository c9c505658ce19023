/**
 * Paths generated from the board's statechart (`@xstate/graph` getShortestPaths and getSimplePaths over
 * the real `quetzalMachine`), each driven through a real <quetzal-board> by clicks and real taps, with the
 * rendered DOM checked in every state reached: the hand-over cover, a person's prompt, the commit pause
 * after a real tap, undo and redo, the replay view and back; a start that fails and its Retry; a computer
 * thinking, past its deadline deciding on the page, and its move; the game's end. A persisted game is
 * brought back by a new board, and by the machine from its persisted snapshot.
 *
 * Four models. People: a short game (a few moves) of three people: `CONTINUE` behind a cover, a
 * person's move (the roll — also by a real tap, then the commit pause —, a meeple to the Camp, declining
 * the Camp's reroll), `UNDO` and `REDO` when the rules allow them, `REVIEW` of the game so far, and in the
 * replay view `REVIEW_GO` and `BACK_TO_GAME`. Computers: a person and a computer whose worker never
 * answers. A start: its part fetched, or failing then Retry. The end: the last prepare of round 5.
 * Invoked actors and delays do not run in the models: their answers are events of the model too,
 * computed as the board computes them (records-undo.ts, replay-cache.ts, the bots' chooseMove).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, type AnyStateNode, type SnapshotFrom } from 'xstate';
import '../../src/index.js';
import {
  applyMove, legalMoves, newGame, planScenario, useScenarioSupport, viewFor, type GameState, type Move, type QuetzalBoard,
} from '../../src/index.js';
import { quetzalMachine, type QuetzalEvent, type QuetzalInput } from '../../src/games/quetzal/statechart/quetzal-machine.js';
import { recordFromLog } from '../../src/games/quetzal/records/index.js';
import { chooseMove } from '../../src/games/quetzal/bots/index.js';
import { redoResult, redoStatus, undoResult, undoStatus } from '../../src/games/quetzal/board/records-undo.js';
import { checkForReview } from '../../src/games/quetzal/board/replay-cache.js';
import { $, $$, decisionOf, faces, saveKey, fault } from './helpers.js';
import { HeldTimers } from './held-timers.js';

// The statechart alone starts a game with a scenario at once when the engine's scenario support is
// loaded (else its default `loadParts` fetches it first, asynchronously): loaded up front here.
useScenarioSupport(planScenario);

type Snap = SnapshotFrom<typeof quetzalMachine>;
type ModelEvent = QuetzalEvent | { type: string; output: unknown };

const NAMES = ['Ann', 'Bob', 'Cy'];
const SEED = 31;
const SCENARIO = { firstPlayer: 0, rolls: faces([['white', 21]]) };
const input: QuetzalInput = { options: { seats: NAMES, seed: SEED, scenario: SCENARIO }, handOver: true };
const MAX_MOVES = 4;

/** The move a person makes by clicks in the model's games. */
function simpleMove(game: GameState): Move | null {
  const d = game.decision;
  if (d.kind === 'roll') return { type: 'roll' };
  const moves = legalMoves(game) as Move[];
  if (d.kind === 'place') return moves.find((m) => m.type === 'place' && m.location === 'camp' && m.meeples.length === 1) ?? null;
  if (d.kind === 'campReroll') return moves.find((m) => m.type === 'campReroll' && m.meeple === null) ?? null;
  return null;
}

const inTurn = (snap: Snap, turn: string) => snap.matches({ live: { playing: { turn } } } as never);
const doneOf = (snap: Snap, suffix: string) => `xstate.done.actor.${Object.keys(snap.children).find((k) => k.endsWith(suffix))}`;
const errorOf = (snap: Snap, suffix: string) => `xstate.error.actor.${Object.keys(snap.children).find((k) => k.endsWith(suffix))}`;
/** The event of a state's `after` transition (a deadline, the commit pause, a computer's showing time). */
function afterOf(snap: Snap, stateId: string): string {
  const node = (snap as unknown as { _nodes: AnyStateNode[] })._nodes.find((n) => n.id === stateId);
  const t = node?.after[0];
  if (!t) throw new Error(`no delayed transition in ${stateId}`);
  return t.eventType;
}
const tr = (key: string) => key;

function events(snap: Snap): ModelEvent[] {
  const c = snap.context;
  const out: ModelEvent[] = [];
  const at = c.version;
  if (snap.matches({ live: 'undoing' })) {
    out.push({ type: doneOf(snap, 'live.undoing'), output: undoResult({ ...c, game: c.game! }, tr as never) });
  } else if (snap.matches({ live: 'redoing' })) {
    out.push({ type: doneOf(snap, 'live.redoing'), output: redoResult({ ...c, game: c.game! }) });
  } else if (snap.matches({ reviewing: 'opening' })) {
    out.push({ type: doneOf(snap, 'reviewing.opening'), output: checkForReview(c.review!.record) });
  } else if (snap.matches({ reviewing: 'paused' })) {
    out.push({ type: 'REVIEW_GO', index: 0 }, { type: 'BACK_TO_GAME' });
  } else if (snap.matches({ live: 'playing' })) {
    if (inTurn(snap, 'handOver')) out.push({ type: 'CONTINUE', at, trusted: false });
    const move = c.log.length < MAX_MOVES && (inTurn(snap, 'person') || inTurn(snap, 'table')) ? simpleMove(c.game!) : null;
    // The roll of a fresh game also by a real tap (trusted): the commit pause follows it.
    if (move?.type === 'roll' && c.redo.length === 0) out.push({ type: 'PLAY', move, at, trusted: true });
    else if (move) out.push({ type: 'PLAY', move, at, trusted: false });
    if (snap.matches({ live: { playing: { input: 'committing' } } })) out.push({ type: afterOf(snap, 'quetzal.live.playing.input.committing'), output: null });
    if (undoStatus(c, tr as never).block === null) out.push({ type: 'UNDO', at, trusted: false });
    if (c.redo.length > 0 && redoStatus(c).block === null && !inTurn(snap, 'handOver')) out.push({ type: 'REDO', at, trusted: false });
    if (c.log.length > 0 && !inTurn(snap, 'handOver')) {
      out.push({ type: 'REVIEW', record: recordFromLog(c.options!, c.log, { final: c.game! }), source: 'live', index: c.log.length });
    }
  }
  return out;
}

/** What the model's state is, coarsely enough to be finite: the states, the decision and the number of moves. */
function serialize(snap: Snap): string {
  const c = snap.context;
  return JSON.stringify([snap.value, c.game?.decision.kind, c.game?.decision.seat, c.log.length, c.redo.length, c.viewer, c.review?.index ?? null]);
}

/**
 * The commit pause of the board a path drives (its own length: 321 ms), held (held-timers.ts): it ends
 * where the path says (`xstate.after.inputGuard…`), neither sooner on a slow machine nor after a sleep.
 */
const PAUSE_MS = 321;
let pause: HeldTimers | null = null;

const paths = getShortestPaths(quetzalMachine, {
  input,
  events: events as never,
  serializeState: serialize as never,
  limit: 5_000,
});

/**
 * The board's DOM matches the model's state. A `busy` state (opening a record, taking a move back) is
 * not there to be seen: the board's `updateComplete` waits until it is over, and the next step (the
 * actor's answer) checks what it led to.
 */
function expectState(el: QuetzalBoard, snap: Snap, where: string): void {
  if (snap.hasTag('busy')) return;
  const c = snap.context;
  if (snap.matches('failed')) {
    expect(el.state, `${where}: no game`).to.equal(null);
    expect($(el, '[part="error"][role="alert"] p')!.textContent, `${where}: what failed`).to.match(/could not be loaded/i);
    expect($(el, '[part="error"] [data-action="retry"]'), `${where}: Retry`).to.not.equal(null);
    return;
  }
  const computer = (state: string) => snap.matches({ live: { playing: { turn: { computer: state } } } } as never);
  if (computer('decidingHere') || computer('showing')) {
    // A moment only (the page decides in a task, its move shows at once with bot-delay 0): the board is
    // there, or already past it with the computer's move.
    const move = computer('showing') ? c.thinking!.move! : botMove(c);
    const games = [c.game, applyMove(c.game!, move)].map((g) => JSON.stringify(g));
    expect(games, `${where}: the same game, or the computer's move made`).to.include(JSON.stringify(el.state));
    expect($(el, '[data-notice="bot-fallback"]')?.textContent, `${where}: decided on the page, and said`).to.match(/The board may pause for a moment on its turns\./);
    return;
  }
  expect(JSON.stringify(el.state), `${where}: the same game`).to.equal(JSON.stringify(c.game));
  if (snap.matches('reviewing')) {
    expect($(el, '[data-replay]'), `${where}: the replay view`).to.not.equal(null);
    expect($(el, '[data-counter]')!.textContent, `${where}: the move shown`).to.equal(`${c.review!.index} / ${c.review!.length}`);
    return;
  }
  expect($(el, '[data-replay]'), `${where}: no replay view`).to.equal(null);
  if (snap.matches({ live: 'gameOver' })) {
    expect(decisionOf(el), `${where}: the end`).to.equal('gameOver');
    expect($(el, '[data-scores]'), `${where}: the final scores`).to.not.equal(null);
    expect($(el, '[data-action="play-again"]'), `${where}: Play again`).to.not.equal(null);
    return;
  }
  if (inTurn(snap, 'handOver')) {
    expect(decisionOf(el), where).to.equal('handover');
    expect($(el, '.handover h2')!.textContent, `${where}: the cover names the next person`).to.contain(c.game!.seats[c.game!.decision.seat!]!.name);
    return;
  }
  expect(decisionOf(el), `${where}: the prompt of the decision`).to.equal(c.game!.decision.kind);
  if (computer('thinking')) {
    const name = c.game!.seats[c.thinking!.seat!]!.name;
    expect($(el, `[data-thinking="${name}"]`)?.textContent, `${where}: the prompt says the computer thinks`).to.match(/thinking/i);
    expect($(el, '[data-action="roll"], .prompt .pool-picker button.meeple:not([disabled])'), `${where}: nothing for the person to do`).to.equal(null);
  }
}

async function clickOn(el: QuetzalBoard, selector: string): Promise<void> {
  const target = $(el, selector);
  if (!target) throw new Error(`nothing to click: ${selector} (decision ${decisionOf(el)})`);
  target.click();
  await el.updateComplete;
}

/** A real tap (the browser's own input, trusted) in the middle of an element. */
async function tap(el: QuetzalBoard, selector: string): Promise<void> {
  const target = $(el, selector);
  if (!target) throw new Error(`nothing to tap: ${selector} (decision ${decisionOf(el)})`);
  target.scrollIntoView({ block: 'center' });
  const r = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
  await el.updateComplete;
}

/** Makes a model event happen on the real board, by clicks; what comes by itself (an actor's answer, a delay) is waited for. */
async function perform(el: QuetzalBoard, event: ModelEvent, next: Snap): Promise<void> {
  switch (event.type) {
    case 'CONTINUE':
      return clickOn(el, '.handover [data-action="continue"]');
    case 'PLAY': {
      const { move, trusted } = event as { move: Move; trusted?: boolean };
      if (move.type === 'roll') return trusted === false ? clickOn(el, '[data-action="roll"]') : tap(el, '[data-action="roll"]');
      if (move.type === 'campReroll') return clickOn(el, '[data-action="no-reroll"]');
      if (move.type === 'prepare') return clickOn(el, '[data-action="prepare"]');
      if (move.type === 'place') {
        await clickOn(el, `.prompt .pool-picker button.meeple[data-meeple="${move.meeples[0]}"]`);
        return clickOn(el, `button.spot.target.legal[data-target="${move.location}"]`);
      }
      throw new Error(`no click for ${JSON.stringify(move)}`);
    }
    case 'UNDO':
      return clickOn(el, decisionOf(el) === 'handover' ? '.handover [data-action="cover-undo"]' : '[data-action="undo"]');
    case 'REDO':
      return clickOn(el, '[data-action="redo"]');
    case 'REVIEW':
      await clickOn(el, '[data-action="menu"]');
      return clickOn(el, '.rec-menu [data-action="replay"]');
    case 'REVIEW_GO':
      return clickOn(el, '[data-action="rp-first"]');
    case 'BACK_TO_GAME':
      return clickOn(el, '[data-action="rp-exit"]');
    case 'RETRY':
      fault(null);
      return clickOn(el, '[part="error"] [data-action="retry"]');
    default: {
      // An invoked actor's answer, or a delay (the commit pause, a computer's deadline): the board gets
      // there by itself — the commit pause once the test ends it (its timer is held: `pause`).
      if (/inputGuard/.test(event.type)) {
        expect(pause?.pending, 'the commit pause under way').to.equal(1);
        pause!.run();
      }
      await el.updateComplete;
      await waitUntil(() => {
        try {
          expectState(el, next, '');
          return true;
        } catch {
          return false;
        }
      }, `the board reaches the model's state after ${event.type}`, { timeout: 10_000, interval: 20 });
      await el.updateComplete;
      return undefined;
    }
  }
}

type Path = { state: unknown; steps: { state: unknown; event: { type: string } }[] };

/** The distinct paths: each ends in a state not reached by a longer path's prefix. */
function distinctPaths(paths: Path[], key: (s: Snap) => string): Path[] {
  return paths.filter((p) => !paths.some((q) => q !== p && q.steps.length > p.steps.length
    && p.steps.every((s, i) => key(q.steps[i]!.state as Snap) === key(s.state as Snap))));
}

const pathName = (path: Path) => path.steps.slice(1)
  .map((s) => s.event.type.replace(/^xstate\.(done|error)\.actor\..*\.([a-z]+)$/i, '$1:$2').replace(/^xstate\.after\.([a-z]+)\..*$/i, 'after:$1')
    + ((s.event as { trusted?: boolean }).trusted ? ' (tap)' : ''))
  .join(' → ') || 'start';

/** Drives one generated path through a board, checking the DOM at every step. */
async function drive(el: QuetzalBoard, path: Path): Promise<void> {
  await el.updateComplete;
  for (const [i, step] of path.steps.entries()) {
    // (The first step is the machine's start: the board has just started too.)
    if (step.event.type !== 'xstate.init') await perform(el, step.event as ModelEvent, step.state as Snap);
    expectState(el, step.state as Snap, `step ${i} (${step.event.type})`);
  }
}

function board(attrs: Record<string, string>, props: Partial<QuetzalBoard> = {}): QuetzalBoard {
  const el = document.createElement('quetzal-board');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  Object.assign(el, props);
  document.body.append(el);
  return el;
}

/** Which of the states the paths are meant to cover a snapshot is in. */
function stateName(s: Snap): string {
  if (s.matches('failed')) return 'failed';
  if (s.matches('reviewing')) return `reviewing.${JSON.stringify((s.value as { reviewing: string }).reviewing)}`;
  for (const st of ['undoing', 'redoing', 'gameOver']) if (s.matches({ live: st } as never)) return st;
  for (const st of ['thinking', 'decidingHere', 'showing']) if (s.matches({ live: { playing: { turn: { computer: st } } } } as never)) return st;
  if (s.matches({ live: { playing: { input: 'committing' } } })) return 'committing';
  return ['handOver', 'person', 'table'].find((t) => inTurn(s, t)) ?? JSON.stringify(s.value);
}

// ------------------------------------------------------------------ the models

/** Computers: Ann and a computer whose worker never answers (the test server's `worker:silent`). */
const BOT_NAMES = ['Ann', 'Robo'];
const botInput: QuetzalInput = {
  options: { seats: BOT_NAMES, seed: SEED, scenario: SCENARIO }, humans: [true, false], bots: [null, { strength: 'easy' }],
  timing: { botDelayMs: 0, inputGuardMs: 0 },
};
const botMove = (c: Snap['context']) => chooseMove(viewFor(c.game!, 1), { strength: 'easy', seed: `${SEED}|seat1` });

function botEvents(snap: Snap): ModelEvent[] {
  const c = snap.context;
  const computer = (state: string) => snap.matches({ live: { playing: { turn: { computer: state } } } } as never);
  if (computer('thinking')) return [{ type: afterOf(snap, 'quetzal.live.playing.turn.computer.thinking'), output: null }];
  if (computer('decidingHere')) return [{ type: doneOf(snap, 'computer.decidingHere'), output: botMove(c) }];
  // Chosen: its least showing time (a delayed BOT_SHOWN on the actors' clock) lets it play.
  if (computer('showing')) return [{ type: 'BOT_SHOWN', output: null }];
  const move = c.log.length < 3 && (inTurn(snap, 'person') || inTurn(snap, 'table')) ? simpleMove(c.game!) : null;
  return move ? [{ type: 'PLAY', move, at: c.version, trusted: false }] : [];
}

/** A start that needs a part (the seats), fetched or failing (503), then Retry. */
const startInput: QuetzalInput = { config: { seats: 'human:Ann, bot-easy:Robo' } };
const resolvedStart: QuetzalInput = { ...botInput, handOver: true, interactive: true, resume: false };
function startEvents(snap: Snap): ModelEvent[] {
  if (snap.matches({ starting: 'loadingParts' })) {
    const out: ModelEvent[] = [{ type: doneOf(snap, 'starting.loadingParts'), output: resolvedStart }];
    if (!snap.context.failure) out.push({ type: errorOf(snap, 'starting.loadingParts'), output: null, error: { code: 'LOAD_FAILED', message: 'A part of the board could not be loaded', retryable: true } } as ModelEvent);
    return out;
  }
  if (snap.matches('failed')) return [{ type: 'RETRY' }];
  return [];
}

/** The end of a game: round 5 up to its last decision (the table's prepare), played by the first legal moves. */
function nearTheEnd(): GameState {
  let s = newGame({ seats: NAMES, seed: SEED, scenario: { round: 5, firstPlayer: 0 } });
  while (s.decision.kind !== 'prepare') s = applyMove(s, legalMoves(s)[0]!);
  return s;
}
const END = nearTheEnd();
function endEvents(snap: Snap): ModelEvent[] {
  const c = snap.context;
  return snap.matches({ live: 'playing' }) && c.game!.decision.kind === 'prepare' ? [{ type: 'PLAY', move: { type: 'prepare' }, at: c.version, trusted: false }] : [];
}

const botPaths = getShortestPaths(quetzalMachine, { input: botInput, events: botEvents as never, serializeState: serialize as never, limit: 2_000 }) as Path[];
const startPaths = getSimplePaths(quetzalMachine, {
  input: startInput, events: startEvents as never, serializeState: ((s: Snap) => JSON.stringify([s.value, s.context.failure?.code ?? null])) as never, limit: 100,
}) as Path[];
const endPaths = getSimplePaths(quetzalMachine, { input: { game: END, handOver: false }, events: endEvents as never, serializeState: serialize as never, limit: 100 }) as Path[];

describe('<quetzal-board> paths generated from its statechart', () => {
  afterEach(() => {
    pause?.release();
    pause = null;
    fault(null);
    document.querySelectorAll('body > quetzal-board').forEach((e) => e.remove());
  });

  it('the models reach every interaction state the paths are meant to cover', () => {
    const reached = new Set([...paths, ...botPaths, ...startPaths, ...endPaths].flatMap((p) => p.steps.map((s) => stateName(s.state as Snap))));
    for (const state of ['table', 'handOver', 'person', 'committing', 'undoing', 'redoing', 'reviewing."opening"', 'reviewing."paused"',
      'thinking', 'decidingHere', 'showing', 'failed', 'gameOver']) {
      expect([...reached], `paths reach ${state}`).to.include(state);
    }
    expect(paths.length).to.be.greaterThan(10);
  });

  // A start that fails: before any other path loads the seats part (a part, once loaded, stays loaded).
  const failing = distinctPaths(startPaths, (s) => JSON.stringify([s.value, s.context.failure?.code ?? null]))
    .sort((a, b) => b.steps.length - a.steps.length);
  for (const path of failing) {
    it(`drives the board: ${pathName(path)}`, async () => {
      if (path.steps.some((s) => s.event.type.startsWith('xstate.error'))) fault('chunk:seats');
      const el = board({ seats: 'human:Ann, bot-easy:Robo', seed: String(SEED), 'no-save': '', 'bot-delay': '0', 'input-guard': '0' }, { scenario: SCENARIO });
      await waitUntil(() => el.state !== null || $(el, '[part="error"]') !== null, 'the board starts or fails', { timeout: 10_000 });
      await drive(el, path);
    });
  }

  for (const path of distinctPaths(paths, serialize)) {
    it(`drives the board: ${pathName(path)}`, async () => {
      pause = new HeldTimers(PAUSE_MS);
      const el = board({ names: NAMES.join(','), seed: String(SEED), 'no-save': '', 'input-guard': String(PAUSE_MS) }, { scenario: SCENARIO });
      await el.updateComplete;
      await el.recordsReady;
      await drive(el, path);
    });
  }

  for (const path of distinctPaths(botPaths, serialize)) {
    it(`drives the board with a computer whose worker never answers: ${pathName(path)}`, async () => {
      fault('worker:silent');
      const el = board({ seats: 'human:Ann, bot-easy:Robo', seed: String(SEED), 'no-save': '', 'bot-delay': '0', 'input-guard': '0' }, { scenario: SCENARIO });
      await drive(el, path);
    });
  }

  for (const path of endPaths) {
    it(`drives the board to the end: ${pathName(path)}`, async () => {
      const el = board({ names: NAMES.join(','), 'no-save': '', 'no-handover': '' }, { position: END });
      await waitUntil(() => el.state !== null, 'the position shows', { timeout: 10_000 });
      await drive(el, path);
    });
  }

  it('a game brought back: a new board resumes the save to the same state and DOM, and so does the machine from its persisted snapshot', async () => {
    const id = `paths-${Math.random().toString(36).slice(2, 8)}`;
    const attrs = { id, names: NAMES.join(','), seed: String(SEED), 'no-handover': '' };
    const first = board(attrs, { scenario: SCENARIO });
    await first.recordsReady;
    await clickOn(first, '[data-action="roll"]');
    for (let i = 0; i < 2; i++) {
      const move = simpleMove(first.state!) as Extract<Move, { type: 'place' }>;
      await perform(first, { type: 'PLAY', move, at: 0, trusted: false }, null as never);
    }
    const shown = (el: QuetzalBoard) => ({
      state: JSON.stringify(el.state), decision: decisionOf(el),
      log: $$(el, '.log-list li').map((li) => li.textContent!.trim()),
      seats: $(el, '[part="seats"]')!.textContent!.replace(/\s+/g, ' ').trim(),
    });
    const before = shown(first);
    expect(before.log.length, 'three moves in the log').to.equal(3);
    first.remove(); // (its save is written when it leaves)

    const second = board(attrs, { scenario: SCENARIO });
    await second.updateComplete;
    await waitUntil(() => second.state !== null && JSON.stringify(second.state) === before.state, 'the save resumed', { timeout: 10_000 });
    await second.updateComplete;
    expect(shown(second)).to.deep.equal(before);

    // The machine alone: the same moves, then a snapshot through JSON, restored.
    const actor = createActor(quetzalMachine, { input: { options: { seats: NAMES, seed: SEED, scenario: SCENARIO }, handOver: false } }).start();
    let replay = newGame({ seats: NAMES, seed: SEED, scenario: SCENARIO });
    for (let i = 0; i < 3; i++) {
      const move = simpleMove(replay)!;
      actor.send({ type: 'MOVE', move });
      replay = applyMove(replay, move);
    }
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();
    const restored = createActor(quetzalMachine, { snapshot: persisted, input: undefined }).start();
    expect(JSON.stringify(restored.getSnapshot().context.game)).to.equal(before.state);
    expect(restored.getSnapshot().context.game!.decision.kind).to.equal(before.decision);
    restored.stop();
    second.remove();
    for (const key of Object.keys(localStorage)) if (key.startsWith(saveKey(id))) localStorage.removeItem(key);
  });
});
