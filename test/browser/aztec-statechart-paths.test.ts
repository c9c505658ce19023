/**
 * Paths generated from the kit's board statechart for Aztec (`@xstate/graph` getSimplePaths and
 * getShortestPaths over the real `createBoardMachine(aztecModule)`), each driven through a real
 * <aztec-board> by clicks on its buttons, with the rendered DOM checked in every state reached:
 *
 *  - cover: the round's header and the cover alone (no seat panel, prompt, log or table; no face-up card),
 *    naming the person who takes the device;
 *  - person: the prompt of the holder's decision (its title names them) and, face up, their own card only
 *    (and the cards already revealed); Undo shown exactly when the machine's `mayUndo` allows it;
 *  - passing: the button that hands the device on, naming the next person, and no decision's prompt;
 *  - table: Next, and no card face up but the revealed ones;
 *  - waiting: who is thinking (a moment only: the computer may already have answered).
 * In every state the game is the model's: the board's record holds the model's moves, and its spectator
 * view is the model's.
 *
 * Two models. People: three people, `CONTINUE` behind the cover, `MOVE` (the first of the holder's legal
 * moves, made by clicks: the jewel steppers then Take, a token button, an Artifact's button), `PASS`, `UNDO`
 * when `mayUndo` allows it, `NEXT` at a table step; every simple path of a few changes of the position. A
 * computer: two people and an easy computer to the first Artifacts (the shortest path to each state): the
 * computer's answer is an event of the model (its least showing time, then its move) computed as the board
 * computes it — `chooseMove` on the seat's view, with the board's seed for it — and offered as soon as the
 * computer is asked, so the people act once it has answered (the test waits for its move on the board).
 * Spawned actors and delays do not run in the models.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import type { SnapshotFrom } from 'xstate';
import '../../src/games/aztec/board/index.js';
import type { AztecBoard } from '../../src/games/aztec/board/aztec-board.js';
import { aztecModule } from '../../src/games/aztec/board/aztec-module.js';
import { startFrom } from '../../src/games/aztec/board/start-config.js';
import { createBoardMachine, mayUndo } from '../../src/kit/board/board-machine.js';
import type { BoardStart, BoardTiming } from '../../src/kit/board/board-types.js';
import { nextTurn } from '../../src/kit/board/turn.js';
import { turnStateOf } from '../../src/kit/board/turn-state.js';
import { COLORS, legalMoves, viewFor, type AztecMove, type AztecOptions, type AztecState } from '../../src/games/aztec/index.js';
import { chooseMove } from '../../src/games/aztec/bots/index.js';

const machine = createBoardMachine(aztecModule);
type Snap = SnapshotFrom<typeof machine>;
type Ctx = Snap['context'];
type ModelEvent = { type: string; [k: string]: unknown };
type Path = { state: unknown; steps: { state: unknown; event: ModelEvent }[] };

/** The element's timing, set before its first game: a table step waits for Next; a computer shows its move at once. */
const TIMING: Partial<BoardTiming> = { tableStepMs: 60_000, botDelayMs: 0, botThinkMs: 20 };

const $ = (el: AztecBoard, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const $$ = (el: AztecBoard, sel: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(sel)];
const liveOf = (s: Snap) => turnStateOf(s.value);
const history = (s: Snap) => s.context.history!;

interface Model {
  name: string;
  /** The element's attributes. */
  seats: string;
  seed: string;
  /** What the element's attributes start (start-config.ts), as the model's START. */
  start: BoardStart<AztecOptions>;
  /** Whether the model still offers a change of the position (MOVE, UNDO, NEXT) here: its depth. */
  deeper(s: Snap): boolean;
  paths: Path[];
}

function startOf(seats: string, seed: string): BoardStart<AztecOptions> {
  const read = startFrom({ players: null, seats, names: null, seed }, ((key: string) => key) as never);
  if (!('start' in read)) throw new Error(read.problem.message);
  // The element starts with `resume` (nothing is saved under a fresh key: a new game, the same epoch).
  return { ...read.start, resume: false, timing: { ...TIMING } };
}

/** The computer's answer as the board gets it (kit/board/computer-actors.ts): its seat's view, its strength, the seed `seat:epoch`. */
function computerMove(c: Ctx, seat: number, epoch: number): AztecMove {
  return chooseMove(viewFor(c.history!.state, seat), { strength: c.seats[seat] as 'easy', seed: `${seat}:${epoch}`, timeMs: TIMING.botThinkMs });
}

/** The computer the machine has asked that has not answered yet (its showing time first, then its move). */
const pendingOf = (c: Ctx) => c.pending.find((p) => !p.shown) ?? c.pending.find((p) => p.move === null) ?? null;

function eventsOf(model: Pick<Model, 'start' | 'deeper'>) {
  return (s: Snap): ModelEvent[] => {
    if (s.matches('idle')) return [{ type: 'START', input: model.start }];
    const c = s.context;
    if (!s.matches('live') || !c.history) return [];
    const p = pendingOf(c);
    if (p) {
      return [p.shown
        ? { type: 'COMPUTER_MOVE', seat: p.seat, epoch: p.epoch, move: computerMove(c, p.seat, p.epoch) }
        : { type: 'COMPUTER_SHOWN', seat: p.seat, epoch: p.epoch }];
    }
    const live = liveOf(s);
    const out: ModelEvent[] = [];
    const deeper = model.deeper(s);
    if (live === 'handOver') out.push({ type: 'CONTINUE' });
    if (live === 'passing') out.push({ type: 'PASS' });
    if (!deeper) return out;
    // (A script's clicks, as the test's: exact, never held back by the commit pause.)
    if (live === 'person') out.push({ type: 'MOVE', move: legalMoves(c.history.state, c.viewer!)[0]!, at: c.version, trusted: false });
    if (live === 'table') out.push({ type: 'NEXT' });
    if ((live === 'person' || live === 'passing') && mayUndo(aztecModule, c)) out.push({ type: 'UNDO' });
    return out;
  };
}

/** The model's state, coarsely enough to be finite. */
function serializeOf(withMoves: boolean) {
  return (s: Snap) => {
    const c = s.context;
    const h = c.history;
    return JSON.stringify([s.value, c.viewer, withMoves ? h?.moves ?? null : h?.moves.length ?? null, h?.redo.length ?? 0, withMoves ? null : c.version,
      c.pending.map((p) => [p.seat, p.epoch, p.shown, p.move !== null])]);
  };
}

/** The distinct paths: each ends in a state not reached by a longer path's prefix. */
function distinctPaths(paths: Path[], key: (s: Snap) => string): Path[] {
  return paths.filter((p) => !paths.some((q) => q !== p && q.steps.length > p.steps.length
    && p.steps.every((s, i) => key(q.steps[i]!.state as Snap) === key(s.state as Snap))));
}

function model(name: string, seats: string, seed: string, deeper: (s: Snap) => boolean, search: 'simple' | 'shortest'): Model {
  const start = startOf(seats, seed);
  const withMoves = search === 'shortest';
  const options = { events: eventsOf({ start, deeper }) as never, serializeState: serializeOf(withMoves) as never, limit: 5_000 };
  const all = (search === 'simple' ? getSimplePaths(machine, options) : getShortestPaths(machine, options)) as Path[];
  return { name, seats, seed, start, deeper, paths: distinctPaths(all, serializeOf(withMoves)) };
}

/** Three people; every simple path while the position has changed at most four times (version 1 is the start). */
const PEOPLE = model('three people', 'human:Ann, human:Bob, human:Cy', 'paths-people', (s) => s.context.version < 5, 'simple');
/** Two people and an easy computer, to the first Artifacts (this seed: one of them the computer's, so the board waits for it). */
const COMPUTER = model('two people and a computer', 'human:Ann, human:Bob, bot-easy:Robo', 'p9', (s) => history(s).moves.length < 11, 'shortest');
const MODELS = [PEOPLE, COMPUTER];

// ------------------------------------------------------------------ the board

let boards: { el: AztecBoard; key: string }[] = [];

function board(m: Model): AztecBoard {
  const key = `paths-${Math.random().toString(36).slice(2, 10)}`;
  localStorage.removeItem(`aztec-board:${key}`);
  const el = document.createElement('aztec-board');
  el.timing = { ...TIMING };
  el.setAttribute('save-key', key);
  el.setAttribute('seats', m.seats);
  el.setAttribute('seed', m.seed);
  document.body.append(el);
  boards.push({ el, key });
  return el;
}

/** The moves of the board's record (its whole record: every pick in it). */
const recordMoves = async (el: AztecBoard) => JSON.stringify((await el.exportRecord())?.moves ?? null);

/** The moves the board may hold in the model's state: the model's, or also the answer of the computer the model waits for. */
function expectedMoves(s: Snap): { now: string; ahead: string | null } {
  const c = s.context;
  const moves = history(s).moves;
  const p = c.pending.find((x) => x.move === null);
  return { now: JSON.stringify(moves), ahead: p ? JSON.stringify([...moves, computerMove(c, p.seat, p.epoch)]) : null };
}

/** The Jewel cards a viewer may see face up: its own (a person holding the device) and the revealed ones. */
function faceUpCards(state: AztecState, holder: number | null): string[] {
  return state.seats.flatMap((st, seat) => (st.card !== null && st.card >= 0 && (st.revealed || seat === holder) ? [String(st.card)] : [])).sort();
}
const shownCards = (el: AztecBoard) => [...new Set($$(el, '[data-card][data-face="up"]').map((c) => c.dataset.card!))].sort();

/** The board's DOM and game match the model's state. */
async function expectState(el: AztecBoard, s: Snap, where: string): Promise<void> {
  const c = s.context;
  const state = history(s).state;
  const live = liveOf(s);
  const { now, ahead } = expectedMoves(s);
  // (Both read from the same snapshot: the record is made from the history taken before its chunk loads.)
  const spectator = JSON.stringify(el.state);
  const moves = await recordMoves(el);
  expect([now, ahead], `${where}: the board's moves are the model's`).to.include(moves);
  if (moves !== now) {
    // The computer the model waits for has answered on the board already: where the people still decide,
    // the board shows the same step; in `computer` it has gone on (the next step checks where).
    if (live === 'computer') return;
  } else {
    expect(spectator, `${where}: the spectator's view is the model's`).to.equal(JSON.stringify(viewFor(state, null)));
  }
  const name = (seat: number) => state.seats[seat]!.name;
  if (live === 'handOver') {
    const turn = nextTurn(aztecModule.engine, state, c.seats, c.handOver, c.viewer);
    expect(turn.kind, where).to.equal('handOver');
    expect($(el, '.frame.covered'), `${where}: the cover`).to.not.equal(null);
    expect($(el, '[part="header"]'), `${where}: the header`).to.not.equal(null);
    expect($(el, '[part="handover"] h3')!.textContent, `${where}: the cover names the next person`).to.contain(name((turn as { seat: number }).seat));
    expect($$(el, '[part="seats"], [part="prompt"], [part="log"], [part="table"], [part="notice"]'), `${where}: nothing else of the game`).to.have.length(0);
    expect($$(el, '[data-face="up"]'), `${where}: no card face up`).to.have.length(0);
    const parts = [...$(el, '.frame')!.children].map((e) => e.getAttribute('part'));
    expect(parts.filter((p) => p !== 'reveal'), `${where}: only the header and the cover (and what the last public step did)`).to.deep.equal(['header', 'handover']);
    return;
  }
  expect($(el, '.frame')?.dataset.live, `${where}: the board's state`).to.equal(live);
  expect($(el, '[part="handover"]'), `${where}: no cover`).to.equal(null);
  const undo = $(el, '[data-action="undo"]') !== null;
  if (live === 'person') {
    const seat = c.viewer!;
    const kind = state.decision.kind;
    expect($(el, `[part="prompt"] .prompt-body.${kind}`), `${where}: the prompt of the ${kind} decision`).to.not.equal(null);
    expect($(el, '[part="prompt"] .prompt-title')!.textContent, `${where}: the prompt is ${name(seat)}'s`).to.contain(name(seat));
    expect(shownCards(el), `${where}: ${name(seat)}'s own card face up, and the revealed ones, no other`).to.deep.equal(faceUpCards(state, seat));
    expect(shownCards(el), `${where}: ${name(seat)}'s own card face up`).to.include(String(state.seats[seat]!.card));
    expect(undo, `${where}: Undo as the machine allows it`).to.equal(mayUndo(aztecModule, c));
    return;
  }
  if (live === 'passing') {
    const turn = nextTurn(aztecModule.engine, state, c.seats, c.handOver, c.viewer) as { kind: string; next: number };
    expect(turn.kind, where).to.equal('passing');
    expect($(el, '[data-action="pass"]')?.textContent, `${where}: the device is handed on to the next person`).to.contain(name(turn.next));
    expect($$(el, '.prompt-body.collect, .prompt-body.token, .prompt-body.artifact'), `${where}: no decision's prompt`).to.have.length(0);
    expect(shownCards(el), `${where}: the holder's card still, no other`).to.deep.equal(faceUpCards(state, c.viewer));
    expect(undo, `${where}: Undo as the machine allows it`).to.equal(mayUndo(aztecModule, c));
    return;
  }
  if (live === 'table') {
    expect($(el, '[data-action="next"]'), `${where}: Next`).to.not.equal(null);
    expect(shownCards(el), `${where}: only the revealed cards face up`).to.deep.equal(faceUpCards(state, null));
    expect(undo, `${where}: no Undo at a table step`).to.equal(false);
    return;
  }
  if (live === 'computer') {
    const names = c.pending.filter((p) => p.move === null).map((p) => name(p.seat));
    expect(names.length, where).to.be.greaterThan(0);
    expect($(el, '.thinking-line')?.textContent, `${where}: who is thinking`).to.contain(names.join(', '));
    expect($$(el, '.prompt-body.collect, .prompt-body.token, .prompt-body.artifact, [data-action="next"]'), `${where}: nothing for a person to do`).to.have.length(0);
    return;
  }
  throw new Error(`${where}: a state the model does not check: ${JSON.stringify(s.value)}`);
}

async function clickOn(el: AztecBoard, selector: string, button?: HTMLElement | null): Promise<void> {
  const target = button === undefined ? $(el, selector) : button;
  if (!target) throw new Error(`nothing to click: ${selector} (at ${$(el, '.frame')?.dataset.live ?? 'handOver'}, ${el.state?.decision.kind})`);
  if ((target as HTMLButtonElement).disabled) throw new Error(`${selector} is disabled`);
  target.click();
  await el.updateComplete;
}

/** The holder's move, made by clicks on its prompt. */
async function makeMove(el: AztecBoard, move: AztecMove, s: Snap): Promise<void> {
  const seat = s.context.viewer!;
  const view = viewFor(history(s).state, seat);
  switch (move.type) {
    case 'collect': {
      // From the card's jewels to the move's, colour by colour: fewer first, then more.
      const count = (c: number) => Number($(el, `.stepper[data-color="${COLORS[c]}"] b`)!.textContent);
      for (const more of [false, true]) {
        for (let c = 0; c < 3; c++) {
          while (more ? count(c) < move.jewels[c]! : count(c) > move.jewels[c]!) {
            await clickOn(el, `stepper ${COLORS[c]} ${more ? '+' : '−'}`, $$(el, `.stepper[data-color="${COLORS[c]}"] button.step`)[more ? 1 : 0]);
          }
        }
      }
      return clickOn(el, '[data-action="take"]');
    }
    case 'token':
      return clickOn(el, `.targets li.target[data-seat="${move.target}"] .token-btn.${move.believe ? 'believe' : 'accuse'}`);
    case 'artifact': {
      // The prompt's buttons: per drawn card, one per distinct choice (the first legal tuck order).
      const legal = legalMoves(view, seat).filter((m): m is Extract<AztecMove, { type: 'artifact' }> => m.type === 'artifact' && m.keep === move.keep);
      const choices = legal.filter((m, i) => legal.findIndex((o) => o.target === m.target && o.color === m.color) === i);
      const i = choices.findIndex((m) => m.target === move.target && m.color === move.color);
      expect(JSON.stringify(choices[i]), 'the first legal move has its button').to.equal(JSON.stringify(move));
      const card = $$(el, '.drawn-card')[view.drawn.indexOf(move.keep)];
      return clickOn(el, `.drawn-card ${move.keep} choice ${i}`, (card?.querySelectorAll<HTMLElement>('.choices button') ?? [])[i] ?? null);
    }
    default:
      throw new Error(`no click for ${JSON.stringify(move)}`);
  }
}

/** Makes a model event happen on the real board, by clicks; what comes by itself (the start, a computer's answer) is waited for. */
async function perform(el: AztecBoard, event: ModelEvent, before: Snap, next: Snap): Promise<void> {
  switch (event.type) {
    case 'START':
      await waitUntil(() => el.state !== null, 'the board starts its game', { timeout: 10_000 });
      await el.updateComplete;
      return undefined;
    case 'CONTINUE':
      return clickOn(el, '[part="handover"] [data-action="continue"]');
    case 'MOVE':
      return makeMove(el, event.move as AztecMove, before);
    case 'PASS':
      return clickOn(el, '[data-action="pass"]');
    case 'UNDO':
      return clickOn(el, '[data-action="undo"]');
    case 'NEXT':
      return clickOn(el, '[data-action="next"]');
    case 'COMPUTER_SHOWN':
      // Its least showing time (0 ms here): nothing to see; its move is the next step.
      await el.updateComplete;
      return undefined;
    case 'COMPUTER_MOVE': {
      const want = JSON.stringify(history(next).moves);
      await waitUntil(async () => (await recordMoves(el)) === want, `the computer's move on the board (${JSON.stringify(event.move)})`, { timeout: 15_000, interval: 20 });
      await el.updateComplete;
      return undefined;
    }
    default:
      throw new Error(`no way to make ${event.type} happen`);
  }
}

const stepName = (e: ModelEvent) => {
  if (e.type === 'MOVE') return `MOVE ${(e.move as AztecMove).type}`;
  if (e.type === 'COMPUTER_MOVE') return `computer ${(e.move as AztecMove).type}`;
  return e.type;
};
const pathName = (path: Path) => path.steps.slice(1).map((s) => s.event).filter((e) => e.type !== 'COMPUTER_SHOWN').map(stepName).join(' → ');

/** Drives one generated path through a board, checking the DOM at every step. */
async function drive(el: AztecBoard, path: Path): Promise<void> {
  for (const [i, step] of path.steps.entries()) {
    if (step.event.type === 'xstate.init') continue; // the machine's start (idle): the board starts its game with the path's START
    await perform(el, step.event, path.steps[i - 1]!.state as Snap, step.state as Snap);
    await expectState(el, step.state as Snap, `step ${i} (${stepName(step.event)})`);
  }
}

describe('<aztec-board> paths generated from the kit board statechart', () => {
  afterEach(() => {
    for (const { el, key } of boards) {
      el.remove();
      localStorage.removeItem(`aztec-board:${key}`);
    }
    boards = [];
  });

  it('the models reach every state and take every event the paths are meant to cover', () => {
    const steps = MODELS.flatMap((m) => m.paths.flatMap((p) => p.steps));
    const states = new Set(steps.map((s) => liveOf(s.state as Snap)));
    for (const state of ['handOver', 'person', 'passing', 'table', 'computer']) expect([...states], `paths reach ${state}`).to.include(state);
    const events = new Set(steps.map((s) => s.event.type));
    for (const type of ['START', 'CONTINUE', 'MOVE', 'PASS', 'UNDO', 'NEXT', 'COMPUTER_SHOWN', 'COMPUTER_MOVE']) expect([...events], `paths take ${type}`).to.include(type);
    const moves = new Set(steps.filter((s) => s.event.type === 'MOVE').map((s) => (s.event.move as AztecMove).type));
    expect([...moves].sort(), 'a person makes each kind of move').to.deep.equal(['artifact', 'collect', 'token']);
    expect(steps.some((s) => s.event.type === 'UNDO' && liveOf(s.state as Snap) === 'person'), 'an undo gives the decision back').to.equal(true);
    for (const m of MODELS) expect(m.paths.length, m.name).to.be.greaterThan(1);
  });

  for (const m of MODELS) {
    for (const path of m.paths) {
      it(`${m.name}: ${pathName(path)}`, async () => {
        const el = board(m);
        await drive(el, path);
      });
    }
  }
});
