/**
 * Paths generated from the board's statechart (`@xstate/graph` getShortestPaths over the real
 * `quetzalMachine`), each driven through a real <quetzal-board> by clicks, with the rendered DOM checked
 * in every state reached: the hand-over cover, a person's prompt, undo, the replay view and back.
 *
 * The model explores a short game (a few moves) of three people: `CONTINUE` behind a cover, a person's
 * move (the roll, a meeple to the Camp, declining the Camp's reroll), `UNDO` when the undo rule allows
 * it, `REVIEW` of the game so far, and in the replay view `REVIEW_GO` and `BACK_TO_GAME`. Invoked actors
 * do not run in the model: their answers are events of the model too, computed as the board computes
 * them (records-undo.ts, replay-cache.ts).
 */
import { expect } from '@open-wc/testing';
import { getShortestPaths } from '@xstate/graph';
import type { SnapshotFrom } from 'xstate';
import '../../src/index.js';
import { legalMoves, type GameState, type Move, type QuetzalBoard } from '../../src/index.js';
import { quetzalMachine, type QuetzalEvent, type QuetzalInput } from '../../src/machine/quetzal-machine.js';
import { recordFromLog } from '../../src/records/index.js';
import { undoResult, undoStatus } from '../../src/elements/quetzal-board/records-undo.js';
import { checkForReview } from '../../src/elements/quetzal-board/replay-cache.js';
import { $, decisionOf, faces } from './helpers.js';

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
const tr = (key: string) => key;

function events(snap: Snap): ModelEvent[] {
  const c = snap.context;
  const out: ModelEvent[] = [];
  const at = c.version;
  if (snap.matches({ live: 'undoing' })) {
    out.push({ type: doneOf(snap, 'live.undoing'), output: undoResult({ ...c, game: c.game! }, tr as never) });
  } else if (snap.matches({ reviewing: 'opening' })) {
    out.push({ type: doneOf(snap, 'reviewing.opening'), output: checkForReview(c.review!.record) });
  } else if (snap.matches({ reviewing: 'paused' })) {
    out.push({ type: 'REVIEW_GO', index: 0 }, { type: 'BACK_TO_GAME' });
  } else if (snap.matches({ live: 'playing' })) {
    if (inTurn(snap, 'handOver')) out.push({ type: 'CONTINUE', at, trusted: false });
    const move = c.log.length < MAX_MOVES && (inTurn(snap, 'person') || inTurn(snap, 'table')) ? simpleMove(c.game!) : null;
    if (move) out.push({ type: 'PLAY', move, at, trusted: false });
    if (undoStatus(c, tr as never).block === null) out.push({ type: 'UNDO', at, trusted: false });
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
  expect(JSON.stringify(el.state), `${where}: the same game`).to.equal(JSON.stringify(c.game));
  if (snap.matches('reviewing')) {
    expect($(el, '[data-replay]'), `${where}: the replay view`).to.not.equal(null);
    expect($(el, '[data-counter]')!.textContent, `${where}: the move shown`).to.equal(`${c.review!.index} / ${c.review!.length}`);
    return;
  }
  expect($(el, '[data-replay]'), `${where}: no replay view`).to.equal(null);
  if (inTurn(snap, 'handOver')) {
    expect(decisionOf(el), where).to.equal('handover');
    expect($(el, '.handover h2')!.textContent, `${where}: the cover names the next person`).to.contain(NAMES[c.game!.decision.seat!]);
  } else {
    expect(decisionOf(el), `${where}: the prompt of the decision`).to.equal(c.game!.decision.kind);
  }
}

async function clickOn(el: QuetzalBoard, selector: string): Promise<void> {
  const target = $(el, selector);
  if (!target) throw new Error(`nothing to click: ${selector} (decision ${decisionOf(el)})`);
  target.click();
  await el.updateComplete;
}

/** Makes a model event happen on the real board, by clicks (the actors' answers come by themselves). */
async function perform(el: QuetzalBoard, event: ModelEvent): Promise<void> {
  switch (event.type) {
    case 'CONTINUE':
      return clickOn(el, '.handover [data-action="continue"]');
    case 'PLAY': {
      const move = (event as { move: Move }).move;
      if (move.type === 'roll') return clickOn(el, '[data-action="roll"]');
      if (move.type === 'campReroll') return clickOn(el, '[data-action="no-reroll"]');
      if (move.type === 'place') {
        await clickOn(el, `.prompt .pool-picker button.meeple[data-meeple="${move.meeples[0]}"]`);
        return clickOn(el, `button.spot.target.legal[data-target="${move.location}"]`);
      }
      throw new Error(`no click for ${JSON.stringify(move)}`);
    }
    case 'UNDO':
      return clickOn(el, decisionOf(el) === 'handover' ? '.handover [data-action="cover-undo"]' : '[data-action="undo"]');
    case 'REVIEW':
      await clickOn(el, '[data-action="menu"]');
      return clickOn(el, '.rec-menu [data-action="replay"]');
    case 'REVIEW_GO':
      return clickOn(el, '[data-action="rp-first"]');
    case 'BACK_TO_GAME':
      return clickOn(el, '[data-action="rp-exit"]');
    default:
      // An invoked actor's answer (the undo, the record opened): the board gets it by itself.
      await el.updateComplete;
      return undefined;
  }
}

describe('<quetzal-board> paths generated from its statechart', () => {
  afterEach(() => document.querySelectorAll('body > quetzal-board').forEach((e) => e.remove()));

  it('the model reaches every interaction state the paths are meant to cover', () => {
    const reached = new Set(paths.map((p) => {
      const s = p.state as Snap;
      if (s.matches('reviewing')) return `reviewing.${Object.keys(s.value as object).length ? JSON.stringify((s.value as { reviewing: string }).reviewing) : ''}`;
      if (s.matches({ live: 'undoing' })) return 'undoing';
      return ['handOver', 'person', 'table'].find((t) => inTurn(s, t)) ?? JSON.stringify(s.value);
    }));
    for (const state of ['table', 'handOver', 'person', 'undoing', 'reviewing."opening"', 'reviewing."paused"']) {
      expect([...reached], `paths reach ${state}`).to.include(state);
    }
    expect(paths.length).to.be.greaterThan(10);
  });

  // Each path ends in a state not reached by a longer path's prefix: the distinct longest ones cover the rest.
  const distinct = paths.filter((p) => !paths.some((q) => q !== p && q.steps.length > p.steps.length
    && p.steps.every((s, i) => serialize(q.steps[i]!.state as Snap) === serialize(s.state as Snap))));
  for (const path of distinct) {
    const name = path.steps.slice(1).map((s) => s.event.type.replace(/^xstate\.done\.actor\..*\.([a-z]+)$/i, 'done:$1')).join(' → ') || 'start';
    it(`drives the board: ${name}`, async () => {
      const el = document.createElement('quetzal-board');
      el.setAttribute('names', NAMES.join(','));
      el.setAttribute('seed', String(SEED));
      el.setAttribute('no-save', '');
      el.scenario = SCENARIO;
      document.body.append(el);
      await el.updateComplete;
      await el.recordsReady;
      for (const [i, step] of path.steps.entries()) {
        // (The first step is the machine's start: the board has just started too.)
        if ((step.event.type as string) !== 'xstate.init') await perform(el, step.event as ModelEvent);
        expectState(el, step.state as Snap, `step ${i} (${step.event.type})`);
      }
    });
  }
});
