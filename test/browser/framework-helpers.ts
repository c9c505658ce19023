/**
 * What the framework tests (framework-*.test.ts) check of a board hosted by a framework app
 * (test/browser/frameworks/): one game started, played to its end, every move counted by the app.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { HostLog, MountedApp } from './frameworks/host-log.js';

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
