/**
 * Nothing a player did on <aztec-board> is lost: a game another replaces (a new game, Play again, an
 * earlier game brought back) is put aside among the earlier games — beside the save, so a reload still
 * has them — and one tap brings it back; a save for other seats is put aside before a new game is saved
 * over it; a save the board cannot read is kept aside, untouched, and said; a save another tab wrote
 * stops this board's saving until the person chooses which game goes on, and the other is put aside.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/games/aztec/board/index.js';
import type { AztecBoard } from '../../src/games/aztec/board/aztec-board.js';
import { aztecHistoryToRecord, legalMoves, type AztecRecord, type AztecState } from '../../src/games/aztec/index.js';
import { aztecModule } from '../../src/games/aztec/board/aztec-module.js';
import { createGameHistory, playGameMove } from '../../src/kit/records/game-history.js';
import { gameHistoryFromRecord } from '../../src/kit/records/history-replay.js';
import { encodeAztecRecord } from '../../src/games/aztec/records/index.js';

const FAST = { tableStepMs: 600_000, botDelayMs: 0, botThinkMs: 20, inputGuardMs: 0 };
const $ = (el: AztecBoard, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const $$ = (el: AztecBoard, sel: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(sel)];

let keys: string[] = [];
/** A save key of this test's own (its storage is cleared after it). */
function freshKey(prefix = 'earlier'): string {
  const key = `${prefix}-${Math.random()}`;
  keys.push(key);
  return key;
}
/** The whole state the board holds (the spectator view hides the cards legal moves are checked against). */
const fullState = (el: AztecBoard) => (el as unknown as { board: { snapshot: { context: { history: { state: AztecState } } } } }).board.snapshot.context.history.state;
afterEach(() => {
  for (const k of keys) for (const suffix of ['', ':earlier', ':damaged']) localStorage.removeItem(`aztec-board:${k}${suffix}`);
  keys = [];
});

async function mount(key: string, players = '3'): Promise<AztecBoard> {
  const el = await fixture<AztecBoard>(html`<aztec-board players=${players} seed="earlier" save-key=${key} no-handover .timing=${FAST}></aztec-board>`);
  await waitUntil(() => el.state !== null, 'a game', { timeout: 15_000 });
  await el.updateComplete;
  return el;
}

/** Every seat picks (the host plays each person's first legal move, or their last, from the whole state the board holds): the picks all show. */
async function pickAll(el: AztecBoard, which: 'first' | 'last' = 'first'): Promise<void> {
  for (const seat of el.state!.decision.seats.slice()) {
    const moves = legalMoves(fullState(el), seat);
    expect(el.play(which === 'first' ? moves[0]! : moves.at(-1)!)).to.equal(null);
  }
  await el.updateComplete;
}

describe('<aztec-board> earlier games', () => {
  it('a new game puts the game in progress aside; one tap brings it back, and the list says what it was', async () => {
    const key = freshKey();
    const el = await mount(key);
    await pickAll(el);
    const before = await el.exportRecord();
    expect(before!.moves.length).to.equal(3);
    el.newGame();
    await waitUntil(() => $(el, '[data-notice="put-aside"]') !== null, 'the notice');
    expect($(el, '[data-notice="put-aside"]')!.textContent).to.contain('Your game was put aside: it is among the earlier games.');
    expect((await el.exportRecord())!.moves.length, 'a new game on screen').to.equal(0);
    expect($(el, '[part="earlier"] summary')!.textContent).to.contain('Earlier games (1)');
    const item = $(el, '[part="earlier"] li')!;
    expect(item.textContent).to.contain('Player 1, Player 2, Player 3');
    expect(item.textContent).to.contain('round 1, 3 moves');
    expect(item.querySelector('button')!.getAttribute('aria-label')).to.match(/^Bring back the game of Player 1, Player 2, Player 3, put aside /);
    ($(el, '[data-action="bring-back"]') as HTMLButtonElement).click();
    await waitUntil(async () => (await el.exportRecord())?.moves.length === 3, 'brought back');
    expect(await el.exportRecord()).to.deep.equal(before);
    await el.updateComplete;
    expect($(el, '[data-notice="put-aside"]'), 'the new game had no move: nothing to put aside').to.equal(null);
    expect($(el, '[part="earlier"]'), 'and the list is empty again').to.equal(null);
  });

  it('the list is kept beside the save: a reload shows it, and Bring back swaps the two games', async () => {
    const key = freshKey();
    const first = await mount(key);
    await pickAll(first);
    const kept = await first.exportRecord();
    first.newGame();
    await waitUntil(() => $(first, '[part="earlier"]') !== null, 'put aside');
    // (The same deal, the seed being set: other picks make it another game.)
    await pickAll(first, 'last');
    const second = await first.exportRecord();
    expect(second, 'another game').to.not.deep.equal(kept);
    first.remove();

    const el = await mount(key);
    await waitUntil(() => $(el, '[part="earlier"]') !== null, 'the list after a reload');
    expect(await el.exportRecord(), 'the last game resumed').to.deep.equal(second);
    ($(el, '[data-action="restore-earlier"]') as HTMLButtonElement).click();
    await waitUntil(async () => JSON.stringify(await el.exportRecord()) === JSON.stringify(kept), 'the earlier game back');
    await waitUntil(() => $$(el, '[part="earlier"] li').length === 1, 'the one it replaced put aside in its place');
    expect(JSON.parse(localStorage.getItem(`aztec-board:${key}:earlier`)!)[0].record).to.deep.equal(second);
  });

  it('a save for other seats is put aside before a new game is saved over it', async () => {
    const key = freshKey();
    const four = await mount(key, '4');
    await pickAll(four);
    const fourSeats = await four.exportRecord();
    four.remove();
    const el = await mount(key, '3');
    expect(el.state!.seats.length).to.equal(3);
    await waitUntil(() => $(el, '[part="earlier"]') !== null, 'the 4-seat game among the earlier games');
    expect($(el, '[part="earlier"] li')!.textContent).to.contain('Player 4');
    expect(JSON.parse(localStorage.getItem(`aztec-board:${key}:earlier`)!)[0].record).to.deep.equal(fourSeats);
  });

  it('a whole-game link opened instead of a saved game: the saved one is put aside at the link game’s first save', async () => {
    const key = freshKey();
    const first = await mount(key);
    await pickAll(first);
    const saved = await first.exportRecord();
    first.remove();
    // Another game, shared as a whole record in the page's address.
    let h = createGameHistory(aztecModule, { seats: ['Xi', 'Yo', 'Zu'], seed: 'linked' });
    h = playGameMove(aztecModule, h, legalMoves(h.state, 0)[0]!).history;
    const linked = aztecHistoryToRecord(h);
    const address = location.href;
    history.replaceState(null, '', `#aztec=${encodeAztecRecord(linked)}`);
    try {
      const el = await mount(key);
      await waitUntil(async () => (await el.exportRecord())?.options.seats?.[0] === 'Xi', 'the linked game on screen');
      pickOne(el);
      await waitUntil(() => $(el, '[part="earlier"]') !== null || localStorage.getItem(`aztec-board:${key}:earlier`) !== null, 'the saved game put aside');
      expect(JSON.parse(localStorage.getItem(`aztec-board:${key}:earlier`)!)[0].record).to.deep.equal(saved);
      expect(JSON.parse(localStorage.getItem(`aztec-board:${key}`)!).options.seats).to.deep.equal(['Xi', 'Yo', 'Zu']);
    } finally {
      history.replaceState(null, '', address);
    }
  });

  it('a save that cannot be read is kept aside untouched, said, and never saved over', async () => {
    const key = freshKey();
    const damaged = '{"format":"aztec-record","version":99,"moves":[';
    localStorage.setItem(`aztec-board:${key}`, damaged);
    const el = await mount(key);
    await waitUntil(() => $(el, '[data-notice="damaged-save"]') !== null, 'said');
    expect($(el, '[data-notice="damaged-save"]')!.textContent).to.contain('Your saved game could not be read (');
    expect($(el, '[data-notice="damaged-save"]')!.textContent).to.contain('It is kept aside, untouched, and a new game has started.');
    expect(localStorage.getItem(`aztec-board:${key}:damaged`)).to.equal(damaged);
    await pickAll(el);
    await waitUntil(() => localStorage.getItem(`aztec-board:${key}`) !== damaged, 'the new game saved');
    expect(localStorage.getItem(`aztec-board:${key}:damaged`), 'the damaged save is still there').to.equal(damaged);
  });
});

/** Another tab plays the game on: its record, one more pick, written to the save and told by a storage event. */
function anotherTabPlays(key: string, ours: AztecRecord): AztecRecord {
  let h = gameHistoryFromRecord(aztecModule, ours);
  h = playGameMove(aztecModule, h, legalMoves(h.state, h.state.decision.seats[0]!)[0]!).history;
  const theirs = aztecHistoryToRecord(h);
  const text = JSON.stringify(theirs);
  localStorage.setItem(`aztec-board:${key}`, text);
  window.dispatchEvent(new StorageEvent('storage', { key: `aztec-board:${key}`, newValue: text, storageArea: localStorage }));
  return theirs;
}

/** One pick by the host (the first seat still to choose), from the whole state the board holds. */
function pickOne(el: AztecBoard): void {
  const full = fullState(el);
  expect(el.play(legalMoves(full, full.decision.seats.at(-1)!)[0]!)).to.equal(null);
}

describe('<aztec-board> a save another tab wrote', () => {
  async function started(): Promise<{ el: AztecBoard; key: string; ours: AztecRecord }> {
    const key = freshKey('tabs');
    const el = await mount(key);
    pickOne(el);
    await waitUntil(() => localStorage.getItem(`aztec-board:${key}`)?.includes('"moves":[{'), 'saved');
    return { el, key, ours: (await el.exportRecord())! };
  }

  it('nothing more is saved here until the person chooses; Load the newer game takes theirs and puts this one aside', async () => {
    const { el, key, ours } = await started();
    const theirs = anotherTabPlays(key, ours);
    await waitUntil(() => $(el, '[data-notice="elsewhere"]') !== null, 'asked');
    expect($(el, '[data-notice="elsewhere"]')!.textContent).to.contain('This game was played on in another tab or window. Nothing is saved here until you choose.');
    pickOne(el);
    // (The save action waits for the records chunk, already here: a macrotask later it has run.)
    await el.updateComplete;
    expect(JSON.parse(localStorage.getItem(`aztec-board:${key}`)!), 'their save is not written over').to.deep.equal(theirs);
    const mine = await el.exportRecord();
    ($(el, '[data-action="load-theirs"]') as HTMLButtonElement).click();
    await waitUntil(async () => JSON.stringify(await el.exportRecord()) === JSON.stringify(theirs), 'their game on screen');
    await waitUntil(() => $(el, '[part="earlier"]') !== null, 'this one put aside');
    expect(JSON.parse(localStorage.getItem(`aztec-board:${key}:earlier`)!)[0].record).to.deep.equal(mine);
    expect($(el, '[data-notice="elsewhere"]')).to.equal(null);
  });

  it('Keep this one writes this game over theirs, and theirs goes to the earlier games', async () => {
    const { el, key, ours } = await started();
    const theirs = anotherTabPlays(key, ours);
    await waitUntil(() => $(el, '[data-notice="elsewhere"]') !== null, 'asked');
    ($(el, '[data-action="keep-mine"]') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(JSON.parse(localStorage.getItem(`aztec-board:${key}`)!)).to.deep.equal(ours);
    expect(JSON.parse(localStorage.getItem(`aztec-board:${key}:earlier`)!)[0].record).to.deep.equal(theirs);
    expect($(el, '[part="earlier"] li')!.textContent).to.contain('round 1, 2 moves');
    pickOne(el);
    await waitUntil(() => JSON.parse(localStorage.getItem(`aztec-board:${key}`)!).moves.length === 2, 'saving again');
  });
});
