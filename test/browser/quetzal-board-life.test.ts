/**
 * The board's life around the game, where v0.1 broke for real people: a part that cannot be fetched,
 * a computer whose worker never answers, a double tap, and what one undo tells the host page.
 *
 * Faults are made by the test server (scripts/test-faults.mjs), switched on with a cookie: this file
 * must not load the records chunk or the seats part before the tests that make them unavailable or hang
 * (a module, once loaded, stays loaded in the page), so those tests come first. Deadlines are made short
 * for them (the statechart's default `loadTimeoutMs`, read when a board's actor is created).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import '../../src/index.js';
import { applyMove, legalMoves, newGame, viewFor, type GameState, type Move, type QuetzalBoard, type Scenario } from '../../src/index.js';
import { createHistory, historyToRecord, play } from '../../src/games/quetzal/records/index.js';
import { DEFAULT_TIMING, type DecideInput } from '../../src/games/quetzal/statechart/quetzal-machine.js';
import { BoardBots } from '../../src/games/quetzal/board/bot-actors.js';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { $, $$, faces, saveKey, fault, mountBoard } from './helpers.js';
import { HeldTimers } from './held-timers.js';

const run = Math.random().toString(36).slice(2, 8);
let serial = 0;
const newId = (name: string) => `life-${run}-${name}-${serial++}`;

/** The fingerprint the board keeps beside a save (records-controller.ts's setupHash, v0.1 format). */
function setupHash(setup: { seats?: string[]; players?: number; seed?: unknown; scenario?: unknown }): string {
  const text = JSON.stringify({ seats: setup.seats ?? null, players: setup.players ?? null, seed: setup.seed ?? null, scenario: setup.scenario ?? null });
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Writes an auto-save for a board with this id, as the board itself would (a game of `moves` moves). */
function writeSave(id: string, names: string[], seed: number, moves: number): GameState {
  let h = createHistory({ seats: names, seed });
  for (let i = 0; i < moves; i++) h = play(h, legalMoves(h.state)[0]!);
  localStorage.setItem(saveKey(id), JSON.stringify(historyToRecord(h)));
  localStorage.setItem(`${saveKey(id)}:setup`, setupHash({ seats: names, seed }));
  return h.state;
}

/** Three people at the Harbor in the last round: each delivers several times in a row. */
const HARBOR: Scenario = {
  round: 5,
  firstPlayer: 0,
  rolls: faces([['side', 21]]),
  seats: [{ coins: 20, hand: ['weapon', 'mummy'] }, { coins: 20, hand: ['mummy', 'tablet:vp'] }, { coins: 20, hand: ['pottery'] }],
};

describe('<quetzal-board> life: failures a person must never see', () => {
  const defaultDeadline = DEFAULT_TIMING.loadTimeoutMs;
  before(async () => {
    // Notices are worded by the later parts: here before any deadline, so only the faulted part is late.
    // And what the records chunk imports, so that once the fault is gone it arrives well within one.
    await Promise.all([
      import('../../src/games/quetzal/board/game-parts.js'),
      import('../../src/games/quetzal/board/records-controller.js'),
      import('../../src/games/quetzal/board/records-storage.js'),
      import('../../src/games/quetzal/board/earlier-games.js'),
      import('../../src/games/quetzal/board/parts/records-toolbar.js'),
      import('../../src/games/quetzal/board/parts/replay-view.js'),
    ]);
  });
  /** A test's held commit pause (HeldTimers), given back to the page after it. */
  let pause: HeldTimers | null = null;
  afterEach(() => {
    pause?.release();
    pause = null;
    DEFAULT_TIMING.loadTimeoutMs = defaultDeadline;
    fault(null);
    document.querySelectorAll('body > quetzal-board').forEach((e) => e.remove());
    for (const key of Object.keys(localStorage)) if (key.includes(`life-${run}`)) localStorage.removeItem(key);
  });

  it('a save exists and the records part hangs, then answers 503: each time a fresh game with a notice and Retry, the save untouched; back, Retry brings it', async () => {
    DEFAULT_TIMING.loadTimeoutMs = 2000;
    const id = newId('offline');
    const state = writeSave(id, ['Ann', 'Bob', 'Cy'], 12, 3);
    const saved = localStorage.getItem(saveKey(id));
    // (Held 5 s at most: the test waits for its end, so no later page of the run finds the file still held.)
    fault('hang:records-feature:5000');
    const errors: string[] = [];
    const el = mountBoard({ id, names: 'Ann,Bob,Cy', seed: '12' });
    el.addEventListener('quetzal-error', (e) => errors.push(e.detail.code));
    await waitUntil(() => $(el, '[data-notice="resume-failed"]') !== null, 'the notice past the deadline', { timeout: 10_000 });
    await el.updateComplete;
    // Not a blank board: a playable fresh game, and a notice with Retry.
    expect($(el, '[data-action="roll"]'), 'the roll button of a fresh game').to.not.equal(null);
    expect(el.state!.round).to.equal(1);
    expect(el.state!.decision.kind).to.equal('roll');
    const notice = () => $(el, '[data-notice="resume-failed"]');
    expect(notice()!.textContent).to.match(/saved game could not be loaded/i);
    expect(notice()!.querySelector('[data-action="retry-resume"]'), 'with a Retry button').to.not.equal(null);
    expect(errors).to.deep.equal(['LOAD_TIMEOUT']);
    expect(localStorage.getItem(saveKey(id)), 'the save is untouched').to.equal(saved);
    // Retry asks for the part anew (not waiting on the request that hangs): now it answers 503.
    fault('chunk:records-feature');
    notice()!.querySelector<HTMLElement>('[data-action="retry-resume"]')!.click();
    await el.updateComplete;
    expect(notice(), 'the notice again').to.not.equal(null);
    expect(errors).to.deep.equal(['LOAD_TIMEOUT', 'LOAD_FAILED']);
    expect(el.state!.round).to.equal(1);
    // Playing the fresh game does not overwrite the save that was never read.
    $(el, '[data-action="roll"]')!.click();
    await el.updateComplete;
    expect(localStorage.getItem(saveKey(id))).to.equal(saved);
    // The network is back: Retry loads the saved game.
    fault(null);
    notice()!.querySelector<HTMLElement>('[data-action="retry-resume"]')!.click();
    await el.updateComplete;
    expect(notice()).to.equal(null);
    expect(JSON.stringify(el.state)).to.equal(JSON.stringify(state));
    // The request that hung, over: a fetch of its URL waits behind it in the browser's cache.
    expect((await fetch(new URL('../../src/games/quetzal/board/records-feature.ts', import.meta.url))).status).to.be.oneOf([200, 503]);
  });

  it('a part a start needs never answers (the French strings): past the deadline the error and Retry; Retry starts the game', async () => {
    DEFAULT_TIMING.loadTimeoutMs = 1500;
    fault('hang:fr');
    const errors: string[] = [];
    const el = mountBoard({ lang: 'fr', names: 'Ann,Bob', seed: '2', 'no-save': '' });
    el.addEventListener('quetzal-error', (e) => errors.push(e.detail.code));
    await waitUntil(() => $(el, '[part="error"]') !== null, 'the error past the deadline', { timeout: 10_000 });
    expect($(el, '[part="error"] p')!.textContent, 'worded for people').to.match(/could not be loaded|n’a pas pu être chargée/i);
    expect($(el, '[part="error"] [data-action="retry"]'), 'with Retry').to.not.equal(null);
    expect(errors).to.deep.equal(['LOAD_TIMEOUT']);
    fault(null);
    DEFAULT_TIMING.loadTimeoutMs = defaultDeadline;
    $(el, '[part="error"] [data-action="retry"]')!.click();
    await el.updateComplete;
    expect($(el, '[part="error"]')).to.equal(null);
    expect(el.state!.seats.map((x) => x.name)).to.deep.equal(['Ann', 'Bob']);
    expect($(el, '[data-action="roll"]')!.textContent, 'in French').to.match(/Lancer/);
  });

  it('the seats part answers 503: the board says it could not be loaded, with Retry; Retry starts the game', async () => {
    fault('chunk:seats');
    const errors: string[] = [];
    const el = mountBoard({ seats: 'human:Ann, bot-easy:Robo', seed: '3', 'no-save': '', 'bot-delay': '0' });
    el.addEventListener('quetzal-error', (e) => errors.push(e.detail.code));
    await waitUntil(() => $(el, '[part="error"]') !== null, 'the error', { timeout: 10_000 });
    await el.updateComplete;
    expect(el.state, 'no game').to.equal(null);
    expect($(el, '[part="error"]')!.getAttribute('role')).to.equal('alert');
    expect($(el, '[part="error"] p')!.textContent).to.match(/A part of the board could not be loaded \(check the connection\)/);
    const retry = $(el, '[part="error"] [data-action="retry"]');
    expect(retry, 'a Retry button').to.not.equal(null);
    expect(retry!.textContent!.trim()).to.equal('Retry');
    expect(errors).to.deep.equal(['LOAD_FAILED']);
    fault(null);
    retry!.click();
    await el.updateComplete;
    expect($(el, '[part="error"]')).to.equal(null);
    expect(el.state!.seats.map((x) => x.name)).to.deep.equal(['Ann', 'Robo']);
    expect($(el, '[data-action="roll"]'), 'the game started').to.not.equal(null);
  });

  it('a computer whose worker never answers: past the deadline the computer decides on the page, and a notice says so', async () => {
    fault('worker:silent');
    const el = mountBoard({ seats: 'bot-easy, bot-easy', seed: '5', 'no-save': '', 'bot-delay': '0' });
    await el.updateComplete;
    // The table rolls at once (no worker needed); then a computer must place.
    await waitUntil(() => (el.state?.decision.kind === 'place'), 'the first placement', { timeout: 10_000 });
    const placing = el.state!.decision.seat;
    await waitUntil(() => el.state!.decision.kind !== 'place' || el.state!.decision.seat !== placing,
      'the computer placed despite its silent worker', { timeout: 15_000, interval: 50 });
    await el.updateComplete;
    const notice = $(el, '[data-notice="bot-fallback"]');
    expect(notice, 'a notice says the computer decided on the page').to.not.equal(null);
    // In words a family understands: what happened, and what it means for the board.
    expect(notice!.textContent).to.include('was slow to answer, so it chose its move here. The board may pause for a moment on its turns.');
  });

  it('a quick double tap on "Deliver nothing" makes one move, not two', async () => {
    // The commit pause after a person's move (its own length, 321 ms) ends when the test says: the second
    // tap surely falls in it, and the third surely after it.
    pause = new HeldTimers(321);
    const el = mountBoard({ names: 'Ann,Bob,Cy', seed: '3', 'no-handover': '', 'no-save': '', 'input-guard': '321' }, { scenario: HARBOR });
    await el.updateComplete;
    // Everyone at the Harbor, then up to the first delivery (through the host API).
    for (let i = 0; i < 200 && el.state!.decision.kind !== 'deliver'; i++) {
      const s = el.state!;
      const ms = legalMoves(s) as Move[];
      const m = s.decision.kind === 'place'
        ? ms.find((x) => x.type === 'place' && x.location === 'harbor' && x.meeples.length === 1) ?? ms.find((x) => x.type === 'place' && x.location === 'camp')!
        : ms[0]!;
      expect(el.play(m)).to.equal(true);
    }
    await el.updateComplete;
    expect(el.state!.decision.kind).to.equal('deliver');
    const moves: Move[] = [];
    el.addEventListener('quetzal-move', (e) => moves.push(e.detail.move));
    // Two real taps (the browser's own input) on the same spot: the first delivers nothing; the board
    // draws the next delivery's prompt (same seat, the same button in the same place); the second lands on it.
    const button = $(el, '[data-action="deliver-nothing"]')!;
    button.scrollIntoView({ block: 'center' });
    const r = button.getBoundingClientRect();
    const at: [number, number] = [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
    await sendMouse({ type: 'click', position: at });
    await el.updateComplete;
    expect($(el, '[data-action="deliver-nothing"]'), 'the same button is there again').to.not.equal(null);
    await sendMouse({ type: 'click', position: at });
    await el.updateComplete;
    expect(moves).to.deep.equal([{ type: 'deliver', seat: 0, cards: [] }]);
    // A deliberate tap once the pause is over makes the next move.
    expect(pause.pending, 'the pause under way').to.equal(1);
    pause.run();
    await sendMouse({ type: 'click', position: at });
    await el.updateComplete;
    expect(moves).to.deep.equal([{ type: 'deliver', seat: 0, cards: [] }, { type: 'deliver', seat: 0, cards: [] }]);
  });

  it('one undo fires one quetzal-undo and no quetzal-move', async () => {
    const el = mountBoard({ names: 'Ann,Bob,Cy', seed: '7', 'no-handover': '', 'no-save': '' });
    await el.recordsReady;
    el.play({ type: 'roll' });
    // Seat order from the first player: three single-meeple placements, the last one undone.
    let last: Move | null = null;
    for (let i = 0; i < 3; i++) {
      const s = el.state!;
      last = (legalMoves(s) as Move[]).find((m) => m.type === 'place' && m.meeples.length === 1 && m.location !== 'temple')!;
      expect(el.play(last)).to.equal(true);
    }
    await el.updateComplete;
    const moves: unknown[] = [];
    const undos: unknown[] = [];
    el.addEventListener('quetzal-move', (e) => moves.push(e.detail));
    el.addEventListener('quetzal-undo', (e) => undos.push((e as CustomEvent).detail));
    expect(el.undo()).to.equal(true);
    await el.updateComplete;
    expect(moves).to.deep.equal([]);
    expect(undos).to.have.length(1);
    expect((undos[0] as { moves: Move[] }).moves).to.deep.equal([last]);
    // A redo plays it again: one quetzal-move.
    expect(el.redo()).to.equal(true);
    await el.updateComplete;
    expect(moves.map((d) => (d as { move: Move }).move)).to.deep.equal([last]);
    expect($$(el, '.prompt').length).to.equal(1);
  });

  it('the page decides as the worker would: with a fixed playout count, the same view and seed give the very same move', async () => {
    const bots = new BoardBots();
    const actors = bots.actors();
    const decide = (logic: AnyActorLogic, input: DecideInput) => toPromise(createActor(logic, { input }).start());
    // Positions where a computer places, rerolls or delivers: a few moves into games of 2 to 4 seats.
    const positions: GameState[] = [];
    for (const [players, seed, moves] of [[2, 41, 1], [3, 42, 4], [4, 43, 9]] as const) {
      let s = newGame({ players, seed });
      for (let i = 0; i < moves; i++) s = applyMove(s, legalMoves(s)[0]!);
      positions.push(s);
    }
    try {
      for (const [i, s] of positions.entries()) {
        for (const strength of ['hard', 'medium'] as const) {
          const seat = s.decision.seat!;
          const input: DecideInput = {
            view: viewFor(s, seat), seat, bot: { strength }, seed: `${i}|seat${seat}`,
            timing: { ...DEFAULT_TIMING, botIterations: 120 },
          };
          const inWorker = await decide(actors.decide, input);
          expect(bots.usesWorker, 'decided in a Web Worker').to.equal(true);
          const onPage = await decide(actors.decideHere, input);
          expect(onPage, `position ${i}, ${strength}`).to.deep.equal(inWorker);
        }
      }
    } finally {
      bots.terminate();
    }
  });
});
