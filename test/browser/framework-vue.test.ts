/**
 * <quetzal-board> inside a Vue 3 app (test/browser/frameworks/vue-app.ts: a template compiled in the
 * page, bundled with Vue by scripts/framework-apps.mjs when this page asks for it). The template writes
 * the seats inline, so every render hands the board a new array, and the app renders again on every
 * move: the game is started once and runs to its end.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import '../../src/games/aztec/board/index.js';
import { mountVueApp, mountVueAztecApp } from './frameworks/vue-app.js';
import { aztecHostLog, hostLog } from './frameworks/host-log.js';
import { aztecSaveKeys, expectAztecBoards, expectOneWholeGame, hostPage, until } from './framework-helpers.js';

describe('<quetzal-board> in a Vue 3 app', function () {
  // A whole game in a single test, on a shared machine.
  this.timeout(240_000);

  const page = hostPage();
  const aztecKey = aztecSaveKeys();

  it('a table of two computers, re-rendered on every move with a new seats array, plays one game to its end', async () => {
    const log = hostLog();
    page.app = mountVueApp(page.container, log);
    await until(() => log.board !== null, 'Vue to render the board');
    // Vue sets what the element has as a property (seats, seed, `.prop` highlights), the rest as attributes.
    expect(log.board!.seed).to.equal('vue-7');
    expect(log.board!.hasAttribute('seed')).to.equal(true); // reflected by the board itself
    expect(log.board!.highlights).to.deep.equal([]);
    await expectOneWholeGame(log, page.container);
  });

  it('an <aztec-board>: attributes, timing and its events through Vue; its prompt, a tap at the app’s aztec-move handler, a bad seats at its aztec-error handler', async () => {
    const log = aztecHostLog();
    const key = aztecKey('vue-aztec');
    page.app = mountVueAztecApp(page.container, log, key);
    await expectAztecBoards(log, page.container, key);
  });
});
