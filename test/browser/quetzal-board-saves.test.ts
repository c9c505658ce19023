/**
 * Where a board keeps its game, and that nothing a player did is replaced without a way back (issue 12):
 * save slots per page and board, a second board on one slot, another tab's save, a share link over a
 * game in progress, the earlier games, an unreadable save, and the key of version 0.1.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { QuetzalBoard } from '../../src/index.js';
import { createHistory, encodeRecord, historyToRecord, play, replay, type GameRecord } from '../../src/games/quetzal/records/index.js';
import { legalMoves, newGame, applyMove, type GameState, type Move } from '../../src/games/quetzal/engine/index.js';
import { setupHash } from '../../src/games/quetzal/board/records-storage.js';
import { $, $$, click, saveKey } from './helpers.js';

/** The test page's own address (a test moves to another path and back). */
const home = `${location.pathname}${location.search}`;
let serial = 0;
const run = Math.random().toString(36).slice(2, 8);
const newId = (name: string) => `sv-${run}-${name}-${serial++}`;
const boards: QuetzalBoard[] = [];

afterEach(() => {
  for (const b of boards.splice(0)) b.remove();
  for (const key of Object.keys(localStorage)) if (key.includes(`sv-${run}`) || key.includes('/saves-other-page')) localStorage.removeItem(key);
  history.replaceState(null, '', home);
});

async function mount(attrs: Record<string, string>, where: ParentNode = document.body): Promise<QuetzalBoard> {
  const el = document.createElement('quetzal-board');
  // Moves are played through the API: no pass-and-play cover between people.
  for (const [k, v] of Object.entries({ 'no-handover': '', ...attrs })) el.setAttribute(k, v);
  where.append(el);
  boards.push(el);
  await el.updateComplete;
  await el.recordsReady;
  return el;
}

/** Rolls, then plays the first legal moves through the API, until `count` moves are in the log. */
async function playMoves(el: QuetzalBoard, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    expect(el.play(legalMoves(el.state!)[0] as Move), `move ${i}`).to.equal(true);
    await el.updateComplete;
  }
}

/** Writes what the board has to its storage now (as when the page is hidden). */
function saveNow(): void {
  window.dispatchEvent(new Event('pagehide'));
}

const movesIn = (key: string): number => (JSON.parse(localStorage.getItem(key) ?? '{"moves":[]}') as GameRecord).moves.length;

/** A recorded game of `names` from `seed` with its first `count` legal moves. */
function recordOf(names: string[], seed: number, count: number): GameRecord {
  let h = createHistory({ seats: names, seed });
  let s: GameState = newGame({ seats: names, seed });
  for (let i = 0; i < count; i++) {
    const m = legalMoves(s)[0] as Move;
    h = play(h, m);
    s = applyMove(s, m);
  }
  return historyToRecord(h);
}

const notice = (el: QuetzalBoard, id: string) => $(el, `[data-notice="${id}"]`);

describe('save slots', () => {
  it('two boards without id on one page each keep their own game, and get it back', async () => {
    const box = document.createElement('div');
    document.body.append(box);
    try {
      const a = await mount({ names: 'Ann,Bo', seed: '11' }, box);
      const b = await mount({ names: 'Cy,Di,Ed', seed: '12' }, box);
      await playMoves(a, 2);
      await playMoves(b, 3);
      saveNow();
      const keyA = `quetzal-board:${location.pathname}@1`;
      const keyB = `quetzal-board:${location.pathname}@2`;
      expect(movesIn(keyA)).to.equal(2);
      expect(movesIn(keyB)).to.equal(3);
      const before = [a.state, b.state];
      a.remove();
      b.remove();
      // "Reload": the same two boards come back, each with its own game.
      const a2 = await mount({ names: 'Ann,Bo', seed: '11' }, box);
      const b2 = await mount({ names: 'Cy,Di,Ed', seed: '12' }, box);
      expect(a2.state).to.deep.equal(before[0]);
      expect(b2.state).to.deep.equal(before[1]);
    } finally {
      for (const key of Object.keys(localStorage)) if (key.startsWith(`quetzal-board:${location.pathname}@`)) localStorage.removeItem(key);
      box.remove();
    }
  });

  it('two pages with a board of the same id keep two games', async () => {
    const id = newId('same');
    const here = await mount({ id, names: 'Ann,Bo', seed: '3' });
    await playMoves(here, 3);
    saveNow();
    here.remove();
    const hereKey = saveKey(id);
    const first = localStorage.getItem(hereKey);
    expect(JSON.parse(first!).moves.length).to.equal(3);
    // Another page of the site, with <quetzal-board id="…"> too.
    history.replaceState(null, '', '/saves-other-page/');
    const there = await mount({ id, names: 'Ann,Bo', seed: '3' });
    expect(there.state!.flow.rolled, 'the other page starts its own game').to.equal(false);
    await playMoves(there, 1);
    saveNow();
    expect(movesIn(`quetzal-board:/saves-other-page/#${id}`)).to.equal(1);
    expect(localStorage.getItem(hereKey), 'the first page\'s game is untouched').to.equal(first);
  });

  it('a second board on the same slot does not save, and says so', async () => {
    const id = newId('twin');
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const a = await mount({ id, names: 'Ann,Bo', seed: '5' });
      await playMoves(a, 2);
      saveNow();
      const saved = localStorage.getItem(saveKey(id));
      const twin = document.createElement('quetzal-board');
      const errors: { code: string; message: string }[] = [];
      twin.addEventListener('quetzal-save-error', (e) => errors.push((e as CustomEvent).detail));
      twin.id = id;
      twin.setAttribute('names', 'Ann,Bo');
      twin.setAttribute('no-handover', '');
      twin.setAttribute('seed', '6');
      document.body.append(twin);
      boards.push(twin);
      await twin.updateComplete;
      await twin.recordsReady;
      await playMoves(twin, 4);
      saveNow();
      expect(localStorage.getItem(saveKey(id)), 'the first board\'s save is untouched').to.equal(saved);
      expect(errors.map((e) => e.code)).to.deep.equal(['UNAVAILABLE']);
      expect(errors[0]!.message).to.contain('another board on this page already saves in this slot');
      expect(warnings.some((w) => w.includes(saveKey(id)))).to.equal(true);
      expect($(twin, '[data-notice="storage"]')!.textContent).to.match(/Saving is off/);
    } finally {
      console.warn = warn;
    }
  });

  it('a save moves from the key of version 0.1 to the board\'s own slot', async () => {
    const id = newId('legacy');
    const record = recordOf(['Ann', 'Bo'], 21, 3);
    localStorage.setItem(`quetzal-board:${id}`, JSON.stringify(record));
    localStorage.setItem(`quetzal-board:${id}:setup`, setupHash({ seats: ['Ann', 'Bo'], seed: 21 }));
    const el = await mount({ id, names: 'Ann,Bo', seed: '21' });
    expect(el.state).to.deep.equal(replay(record).final);
    await playMoves(el, 1);
    saveNow();
    expect(movesIn(saveKey(id))).to.equal(4);
    expect(localStorage.getItem(`quetzal-board:${id}`)).to.equal(null);
  });
});

describe('another tab', () => {
  it('a newer save from another tab is offered, and never overwritten unasked', async () => {
    const id = newId('tab');
    const el = await mount({ id, names: 'Ann,Bo', seed: '31' });
    await playMoves(el, 2);
    saveNow();
    // The other tab played on further and saved.
    const theirs = recordOf(['Ann', 'Bo'], 31, 5);
    const text = JSON.stringify(theirs);
    localStorage.setItem(saveKey(id), text);
    window.dispatchEvent(new StorageEvent('storage', { key: saveKey(id), newValue: text, storageArea: localStorage }));
    await el.updateComplete;
    const n = notice(el, 'newer-save');
    expect(n!.textContent).to.contain('saved in another tab or window');
    // Playing on here does not write over it.
    await playMoves(el, 1);
    saveNow();
    expect(localStorage.getItem(saveKey(id))).to.equal(text);
    await click(el, n!.querySelector('[data-action="load-newer"]'));
    expect(el.state).to.deep.equal(replay(theirs).final);
    expect(notice(el, 'loaded')!.textContent).to.contain('The newer game is loaded.');
    // This tab's game (3 moves) is among the earlier games.
    await click(el, $(el, '[data-action="menu"]'));
    await click(el, $(el, '[data-action="earlier"]'));
    expect($$(el, '[data-earlier-item]').length).to.equal(1);
    expect($(el, '[data-earlier-item="0"]')!.textContent).to.contain('3 moves');
  });

  it('"Keep this one" writes this tab\'s game over the other\'s', async () => {
    const id = newId('mine');
    const el = await mount({ id, names: 'Ann,Bo', seed: '32' });
    await playMoves(el, 2);
    const text = JSON.stringify(recordOf(['Ann', 'Bo'], 32, 6));
    localStorage.setItem(saveKey(id), text);
    window.dispatchEvent(new StorageEvent('storage', { key: saveKey(id), newValue: text, storageArea: localStorage }));
    await el.updateComplete;
    await click(el, notice(el, 'newer-save')!.querySelector('[data-action="keep-mine"]'));
    expect(notice(el, 'newer-save')).to.equal(null);
    expect(movesIn(saveKey(id))).to.equal(2);
  });
});

describe('nothing is replaced without a way back', () => {
  it('a share link over a game in progress asks first; either way nothing is lost', async () => {
    const id = newId('link');
    const el = await mount({ id, names: 'Ann,Bo', seed: '41' });
    await playMoves(el, 3);
    const mine = el.state;
    saveNow();
    el.remove();
    // The page is opened again with a link to someone else's game.
    const shared = recordOf(['Zoe', 'Yan'], 99, 2);
    history.replaceState(null, '', `${location.pathname}#quetzal-${id}=${encodeRecord(shared)}`);
    const again = await mount({ id, names: 'Ann,Bo', seed: '41' });
    expect(again.state, 'the game in progress goes on').to.deep.equal(mine);
    const ask = notice(again, 'shared-link');
    expect(ask!.textContent).to.contain('opened with a link to a shared game');
    expect([...ask!.querySelectorAll('button[data-action]:not([data-action="dismiss"])')].map((b) => b.textContent!.trim()))
      .to.deep.equal(['Open the shared game', 'Keep playing mine']);
    expect(location.hash, 'the link is read once').to.equal('');
    await click(again, ask!.querySelector('[data-action="open-shared"]'));
    expect(again.state!.seats.map((s) => s.name)).to.deep.equal(['Zoe', 'Yan']);
    expect(again.state).to.deep.equal(replay(shared).final);
    // One tap brings the game in progress back.
    await click(again, notice(again, 'loaded')!.querySelector('[data-action="back-to-mine"]'));
    expect(again.state).to.deep.equal(mine);
  });

  it('"Keep playing mine" leaves the game as it was', async () => {
    const id = newId('keep');
    const el = await mount({ id, names: 'Ann,Bo', seed: '42' });
    await playMoves(el, 2);
    const mine = el.state;
    history.replaceState(null, '', `${location.pathname}#quetzal-${id}=${encodeRecord(recordOf(['Zoe', 'Yan'], 98, 1))}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await el.updateComplete;
    await click(el, notice(el, 'shared-link')!.querySelector('[data-action="keep-playing"]'));
    expect(notice(el, 'shared-link')).to.equal(null);
    expect(el.state).to.equal(mine);
  });

  it('a new game puts the game aside among the earlier games (the last 5), each can be brought back, after a reload too', async () => {
    const id = newId('earlier');
    let el = await mount({ id, names: 'Ann,Bo', seed: '51' });
    const states: GameState[] = [];
    for (let i = 1; i <= 6; i++) {
      await playMoves(el, i);
      states.push(el.state!);
      await click(el, $(el, '[data-action="menu"]'));
      await click(el, $(el, '[data-action="new-game"]'));
      expect($(el, '#rec-confirm-text')!.textContent).to.contain('Earlier games can bring it back');
      await click(el, $(el, '[data-action="confirm-new"]'));
    }
    saveNow();
    el.remove();
    el = await mount({ id, names: 'Ann,Bo', seed: '51' });
    await click(el, $(el, '[data-action="menu"]'));
    await click(el, $(el, '[data-action="earlier"]'));
    const items = $$(el, '[data-earlier-item]');
    expect(items.length, 'the last five').to.equal(5);
    expect(items.map((li) => /(\d+) moves/.exec(li.textContent!)![1])).to.deep.equal(['6', '5', '4', '3', '2']);
    expect(items[0]!.textContent).to.contain('Ann, Bo');
    // Bring back the game of 4 moves.
    await click(el, items[2]!.querySelector('[data-action="restore-earlier"]'));
    expect(el.state).to.deep.equal(states[3]);
    expect(notice(el, 'loaded')!.textContent).to.contain('The earlier game is back.');
  });
});

describe('an unreadable save', () => {
  it('stays as it was; the notice offers to download it as it is, or to let it go', async () => {
    const id = newId('bad');
    const cut = JSON.stringify(recordOf(['Ann', 'Bo'], 61, 4)).slice(0, 180);
    localStorage.setItem(saveKey(id), cut);
    localStorage.setItem(`${saveKey(id)}:setup`, setupHash({ seats: ['Ann', 'Bo'], seed: 61 }));
    const el = await mount({ id, names: 'Ann,Bo', seed: '61' });
    const n = notice(el, 'record-error');
    expect(n!.textContent).to.contain('The saved game could not be loaded');
    await playMoves(el, 2);
    saveNow();
    expect(localStorage.getItem(saveKey(id)), 'never overwritten unasked').to.equal(cut);
    // Download: the text exactly as it was.
    const clicked: { href: string; download: string }[] = [];
    const realClick = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    };
    try {
      await click(el, n!.querySelector('[data-action="download-save"]'));
    } finally {
      HTMLAnchorElement.prototype.click = realClick;
    }
    expect(clicked.length).to.equal(1);
    expect(clicked[0]!.download).to.match(/^quetzal-unreadable-save-\d{4}-\d\d-\d\d\.txt$/);
    expect(await (await fetch(clicked[0]!.href)).text()).to.equal(cut);
    // Let it go: this game is saved in its place.
    await click(el, notice(el, 'record-error')!.querySelector('[data-action="discard-save"]'));
    expect(movesIn(saveKey(id))).to.equal(2);
  });
});
