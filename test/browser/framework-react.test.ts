/**
 * <quetzal-board> inside a React 19 app (test/browser/frameworks/react-app.tsx, bundled with React by
 * scripts/framework-apps.mjs when this page asks for it). React hands the board a new `seats` array,
 * `scenario` object, `highlights` array and `moveGuard` function at every render, and the app renders
 * again on every move: equal values must change nothing, so the game is started once and runs on.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import '../../src/games/aztec/board/index.js';
import { mountReactApp, mountReactAztecApp } from './frameworks/react-app.js';
import { aztecHostLog, hostLog } from './frameworks/host-log.js';
import { $, rng, uiStep } from './helpers.js';
import { aztecSaveKeys, expectAztecBoards, expectOneWholeGame, hostPage, startsOf, until } from './framework-helpers.js';

describe('<quetzal-board> in a React 19 app', function () {
  // Whole games in single tests, on a shared machine.
  this.timeout(240_000);

  const page = hostPage();
  const aztecKey = aztecSaveKeys();

  it('a table of two computers, re-rendered on every move with a new seats array, plays one game to its end', async () => {
    const log = hostLog();
    page.app = mountReactApp(page.container, 'computers', log);
    await until(() => log.board !== null, 'React to render the board');
    // React 19 sets what the element has as a property (seed), an attribute otherwise (no-save, bot-delay).
    expect(log.board!.seed).to.equal('react-7');
    await expectOneWholeGame(log, page.container);
  });

  it('two people play on while React hands over new seats, scenario, moveGuard and changing highlights', async () => {
    const log = hostLog();
    page.app = mountReactApp(page.container, 'people', log);
    await until(() => log.board !== null && log.board.state !== null, 'React to render the board');
    const board = log.board!;
    await board.updateComplete;
    expect(board.state!.seats.map((s) => s.name)).to.deep.equal(['Ann', 'Bob']);
    // Each given as a property: the object, the array, the function themselves.
    expect(board.scenario).to.deep.equal({ firstPlayer: 1 });
    expect(board.state!.firstPlayer, 'the scenario applied').to.equal(1);
    expect(Array.isArray(board.highlights)).to.equal(true);
    expect(typeof board.moveGuard).to.equal('function');
    expect(['scenario', 'highlights', 'moveGuard', 'moveguard'].filter((a) => board.hasAttribute(a))).to.deep.equal([]);

    // The seat of the last move, which the app's highlights point at (null: a table move, none).
    let last: number | null = null;
    board.addEventListener('quetzal-move', (e) => {
      last = 'seat' in e.detail.move ? e.detail.move.seat : null;
    });
    const policy = { random: rng(12) };
    let highlightsSeen = 0;
    for (let steps = 0; board.state!.round < 2 || board.state!.phase !== 'place'; steps++) {
      expect(steps, 'UI steps').to.be.below(400);
      await uiStep(board, policy);
      // React renders again after each move before the next one: the board gets its new props first.
      await until(() => page.container.querySelector('p')!.dataset.moves === String(log.moves), 'React to render the move', 30_000);
      await board.updateComplete;
      // A real change of highlights is drawn: the seat that moved last has its score outlined.
      const seat: number | null = last;
      if (seat !== null) {
        await until(() => !!$(board, `.seat[data-seat="${seat}"] [data-stat="score"]`)?.closest('[data-highlight]'), `seat ${seat}'s score outlined`, 30_000);
        highlightsSeen++;
      } else {
        await until(() => !$(board, '[data-highlight]'), 'no highlight after a table move', 30_000);
      }
      expect(startsOf(log), `games started, after ${log.moves} moves`).to.equal(1);
    }
    expect(highlightsSeen, 'highlights drawn').to.be.above(5);
    expect(log.errors).to.deep.equal([]);
    await board.recordsReady;
    expect(board.exportRecord().moves.length).to.equal(log.moves);
    expect(log.seatsSeen.size, 'new seats arrays handed to the board').to.be.above(10);
  });

  it('an <aztec-board>: attributes, timing and its events through React; its prompt, a tap at the app’s aztec-move handler, a bad seats at its aztec-error handler', async () => {
    const log = aztecHostLog();
    const key = aztecKey('react-aztec');
    page.app = mountReactAztecApp(page.container, log, key);
    await expectAztecBoards(log, page.container, key);
  });
});
