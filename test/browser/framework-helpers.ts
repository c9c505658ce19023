/**
 * What the framework tests (framework-*.test.ts) check of a board hosted by a framework app
 * (test/browser/frameworks/): one game started, played to its end, every move counted by the app.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { AZTEC_SEATS, AZTEC_TIMING, type AztecHostLog, type HostLog, type MountedApp } from './frameworks/host-log.js';
import type { AztecBoard } from '../../src/games/aztec/board/index.js';
import type { BoardTiming } from '../../src/kit/board/board-types.js';

/** Where each test mounts its app: a fresh container, and the app (if any) taken out after the test. */
export function hostPage(): { container: HTMLElement; app: MountedApp | null } {
  const page = { container: document.body, app: null as MountedApp | null };
  beforeEach(() => {
    page.container = document.createElement('div');
    document.body.append(page.container);
  });
  afterEach(() => {
    page.app?.unmount();
    page.app = null;
    page.container.remove();
  });
  return page;
}

/** How many games the board started: each start says round 1's `roll` phase, and a game says it once. */
export const startsOf = (log: HostLog): number => log.phases.filter((p) => p.phase === 'roll' && p.round === 1).length;

/** Waits for `cond`, polling; generous, for a loaded 2-core machine. */
export const until = (cond: () => boolean, message: string, timeout = 150_000): Promise<void> =>
  waitUntil(cond, message, { interval: 20, timeout });

/**
 * A table of computers, its app rendering again on every move, plays one game to its end: the board
 * started once, every `quetzal-move` the app counted is a move of that game's record, the app's own
 * text caught up with the last move, and the board was handed many new `seats` arrays meanwhile (React,
 * Vue) or kept the one it was given (`newArrays: false`: Svelte sets an expression that reads no state once).
 */
export async function expectOneWholeGame(log: HostLog, container: HTMLElement, { newArrays = true } = {}): Promise<void> {
  await until(() => log.board !== null, 'the framework to render the board');
  const board = log.board!;
  // Seats as the array the app wrote (set as a property), never turned into a string attribute.
  expect(Array.isArray(board.seats), 'seats is the array the app gave').to.equal(true);
  expect(board.hasAttribute('seats')).to.equal(false);
  expect(board.noSave, 'no-save, an attribute').to.equal(true);
  expect(board.getAttribute('bot-delay')).to.equal('0');

  // A restart shows as a second round-1 roll: stop at once then, instead of waiting for an end that never comes.
  await until(() => log.gameOver !== null || startsOf(log) > 1, 'the game to end');
  expect(startsOf(log), 'games started').to.equal(1);
  expect(log.gameOver!.length).to.equal(2);
  expect(board.state!.phase).to.equal('gameOver');
  expect(board.state!.round).to.be.above(1);
  expect(log.errors).to.deep.equal([]);

  await board.recordsReady;
  const record = board.exportRecord();
  expect(log.moves).to.equal(record.moves.length);
  expect(record.options.seats).to.deep.equal(board.state!.seats.map((s) => s.name));
  await until(() => container.querySelector('p')!.textContent!.trim() === `${log.moves} moves, game over`, 'the app to show the last count');
  expect(log.renders, 'renders').to.be.above(20);
  if (newArrays) expect(log.seatsSeen.size, 'new seats arrays handed to the board').to.be.above(20);
  else expect(log.seatsSeen.size, 'the one seats array, kept').to.equal(1);
  expect(startsOf(log), 'games started, after the last render').to.equal(1);
}

/**
 * Save keys for the aztec apps, one per test (`<name>-<n>`, and the broken board's `<key>-broken`): none
 * kept from an earlier run, all removed after the test.
 */
export function aztecSaveKeys(): (name: string) => string {
  const given: string[] = [];
  const clear = () => given.splice(0).forEach((key) => {
    localStorage.removeItem(`aztec-board:${key}`);
    localStorage.removeItem(`aztec-board:${key}-broken`);
  });
  afterEach(clear);
  return (name) => {
    const key = `${name}-${given.length}-${Math.random().toString(36).slice(2, 8)}`;
    given.push(key);
    localStorage.removeItem(`aztec-board:${key}`);
    localStorage.removeItem(`aztec-board:${key}-broken`);
    return key;
  };
}

const inShadow = (el: AztecBoard, sel: string) => el.shadowRoot?.querySelector<HTMLElement>(sel) ?? null;
/** The timing the board's statechart started with (read at each start): private, for this assertion only. */
const startedTiming = (el: AztecBoard) => (el as unknown as { board: { snapshot?: { context: { timing: BoardTiming } } } }).board.snapshot?.context.timing;

/**
 * The aztec app's two boards: the one at play got its attributes and its `timing` (a property, never an
 * attribute, and read by the start) through the framework, renders Ann's prompt, and a tap on Take
 * reaches the app's own `aztec-move` handler, whose count the app then shows; the other's bad `seats`
 * reached the app's `aztec-error` handler with `property: 'seats'`, shown inline, nothing started.
 */
export async function expectAztecBoards(log: AztecHostLog, container: HTMLElement, saveKey: string): Promise<void> {
  await until(() => log.board !== null && log.broken !== null, 'the framework to render both aztec boards');
  const board = log.board!;
  expect(board.seats, 'seats').to.equal(AZTEC_SEATS);
  expect(board.lang, 'lang').to.equal('en');
  expect(board.saveKey, 'save-key').to.equal(saveKey);

  await until(() => inShadow(board, '[part="prompt"] [data-action="take"]') !== null, 'Ann’s prompt');
  expect(board.state!.decision.kind).to.equal('collect');
  expect(board.state!.seats.map((s) => s.name)[0]).to.equal('Ann');
  expect(inShadow(board, '[part="prompt"] .prompt-title')!.textContent).to.contain('Ann');

  const before = log.moves.length;
  const take = inShadow(board, '[data-action="take"]') as HTMLButtonElement;
  expect(take.disabled, 'Take enabled').to.equal(false);
  take.click();
  await until(() => log.moves.slice(before).some((m) => m.by === 'person' && m.seat === 0 && m.move.type === 'collect'), 'Ann’s pick at the app’s aztec-move handler');
  await until(() => container.querySelector('p')!.dataset['moves'] === String(log.moves.length), 'the app to show its count of moves');
  expect(log.errors, 'errors of the board at play').to.deep.equal([]);

  const broken = log.broken!;
  await until(() => log.brokenErrors.length > 0, 'the bad seats at the app’s aztec-error handler');
  expect(log.brokenErrors[0]).to.include({ code: 'BAD_ATTRIBUTE', property: 'seats' });
  expect(log.brokenErrors[0]!.message).to.contain('bot-nightmare');
  await broken.updateComplete;
  expect(inShadow(broken, '[part="error"]')?.textContent, 'the error shown inline').to.contain('bot-nightmare');
  expect(broken.state, 'no game started').to.equal(null);

  // `timing`, a property only: the object the app wrote, never turned into an attribute, read by the start.
  expect(board.getAttribute('timing'), 'timing never an attribute').to.equal(null);
  expect(board.timing, 'timing, the object the app wrote').to.deep.equal(AZTEC_TIMING);
  expect(startedTiming(board), 'the timing the game started with').to.include(AZTEC_TIMING);
}
