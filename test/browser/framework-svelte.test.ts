/**
 * <quetzal-board> inside a Svelte 5 app (test/browser/frameworks/SvelteTable.svelte, compiled and bundled
 * by scripts/framework-apps.mjs when this page asks for it): seats written inline, `onquetzal-…` event
 * attributes, a `$state` count updated on every move. Svelte sets an expression that reads no state once,
 * so here the board gets its seats array once; the game is started once and runs to its end.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import '../../src/games/aztec/board/index.js';
import { mountSvelteApp, mountSvelteAztecApp } from './frameworks/svelte-app.js';
import { aztecHostLog, hostLog } from './frameworks/host-log.js';
import { aztecSaveKeys, expectAztecBoards, expectOneWholeGame, hostPage, until } from './framework-helpers.js';

describe('<quetzal-board> in a Svelte 5 app', function () {
  // A whole game in a single test, on a shared machine.
  this.timeout(240_000);

  const page = hostPage();
  const aztecKey = aztecSaveKeys();

  it('a table of two computers plays one game to its end, its moves counted through onquetzal-move', async () => {
    const log = hostLog();
    page.app = mountSvelteApp(page.container, log);
    await until(() => log.board !== null, 'Svelte to render the board');
    expect(log.board!.seed).to.equal('svelte-7');
    expect(log.board!.highlights).to.deep.equal([]);
    await expectOneWholeGame(log, page.container, { newArrays: false });
  });

  it('an <aztec-board>: attributes, timing and its events through Svelte; its prompt, a tap at the app’s aztec-move handler, a bad seats at its aztec-error handler', async () => {
    const log = aztecHostLog();
    const key = aztecKey('svelte-aztec');
    page.app = mountSvelteAztecApp(page.container, log, key);
    await expectAztecBoards(log, page.container, key);
  });
});
