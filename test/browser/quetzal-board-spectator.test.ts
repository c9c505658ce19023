/**
 * Sharing a game in progress reveals nothing hidden: the Game menu's share link and export of a game in
 * progress are spectator records, which open as a replay with hidden cards face down and no way to play
 * on; a finished game is shared in full; "Continue on another device…" gives the full record behind a
 * warning; and `quetzal-move` tells the host page nothing hidden.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import { HIDDEN, currentDecision, legalMoves, nextFloat, randomMove, seedRng, type Move, type QuetzalBoard, type Scenario } from '../../src/index.js';
import {
  createHistory, decodeAnyRecord, encodeRecord, historyToRecord, play, type GameRecord,
} from '../../src/games/quetzal/records/index.js';
import { $, $$, click, faces } from './helpers.js';

let serial = 0;
const run = Math.random().toString(36).slice(2, 8);
const newId = (name: string) => `spec-${run}-${name}-${serial++}`;
const SEED = 'TOP-SECRET-SEED-4711';

/** Ann holds U09 and two cards nobody else has seen; everyone rolls white. */
const U09: Scenario = { firstPlayer: 0, rolls: faces([['white', 21]]), seats: [{ upgrades: ['U09'], hand: ['mummy:vp', 'statuette:coin'] }] };

function clearSaves(): void {
  for (const key of Object.keys(localStorage)) if (key.includes(`#spec-${run}`)) localStorage.removeItem(key);
}

async function mount(id: string, scenario: Scenario = U09): Promise<QuetzalBoard> {
  const el = document.createElement('quetzal-board');
  el.id = id;
  el.setAttribute('names', 'Ann,Bob,Cy');
  el.setAttribute('seed', SEED);
  el.setAttribute('no-handover', '');
  el.scenario = scenario;
  document.body.append(el);
  await el.updateComplete;
  await el.recordsReady;
  await el.updateComplete;
  return el;
}

async function send(el: QuetzalBoard, move: Move): Promise<void> {
  expect(el.play(move), JSON.stringify(move)).to.equal(true);
  await el.updateComplete;
}

/** Ann takes Temple space 3 (a draw from the deck), everyone else goes to the Camp; Ann keeps a card with U09. */
async function playToKeep(el: QuetzalBoard): Promise<Move[]> {
  const moves: Move[] = [];
  const m = async (move: Move) => {
    moves.push(move);
    await send(el, move);
  };
  await m({ type: 'roll' });
  await m({ type: 'place', seat: 0, location: 'temple', space: 2, meeples: [0] });
  for (let guard = 0; guard < 60; guard++) {
    const d = el.state!.decision;
    if (d.kind === 'place') await m({ type: 'place', seat: d.seat, location: 'camp', meeples: el.state!.seats[d.seat]!.meeples.filter((x) => !x.placed).map((x) => x.id) });
    else if (d.kind === 'campReroll') await m({ type: 'campReroll', seat: d.seat, meeple: null });
    else break;
  }
  await m({ type: 'chooseCards', seat: 0, cards: [el.state!.board.temple.find((c) => c !== null)!] });
  expect(el.state!.decision.kind).to.equal('keepDrawn');
  await m({ type: 'keepDrawn', seat: 0, card: (el.state!.decision as { cards: number[] }).cards[0]! });
  return moves;
}

/** The cards of Ann's hand nobody else has seen. */
const secretCards = (el: QuetzalBoard): number[] => el.state!.seats[0]!.hand.filter((c) => !el.state!.known.includes(c));

async function openMenu(el: QuetzalBoard, item: string): Promise<void> {
  await click(el, $(el, '[data-action="menu"]'), 'menu');
  await click(el, $(el, `.rec-menu [data-action="${item}"]`), item);
  await el.updateComplete;
}


describe('<quetzal-board> spectator records', () => {
  let copied = '';
  beforeEach(() => {
    clearSaves();
    copied = '';
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => { copied = t; } } });
  });
  afterEach(() => {
    document.querySelectorAll('body > quetzal-board').forEach((e) => e.remove());
    clearSaves();
    delete (navigator as unknown as Record<string, unknown>).clipboard;
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('a keepDrawn move fires quetzal-move with no card: the move and the events as a spectator sees them', async () => {
    const el = await mount(newId('event'));
    const details: { move: Move; events: { type: string; cards?: number[]; from?: string }[] }[] = [];
    el.addEventListener('quetzal-move', (e) => details.push((e as CustomEvent).detail));
    const moves = await playToKeep(el);
    const kept = (moves.at(-1) as { card: number }).card;
    expect(el.state!.seats[0]!.hand).to.include(kept);
    const last = details.at(-1)!;
    expect(last.move).to.deep.equal({ type: 'keepDrawn', seat: 0, card: HIDDEN });
    const fromDeck = details.flatMap((d) => d.events).filter((e) => (e.type === 'cardsTaken' && e.from === 'deck'));
    for (const e of fromDeck) expect(e.cards!.every((c) => c === HIDDEN)).to.equal(true);
    expect(JSON.stringify(details)).not.to.contain(`"card":${kept}`);
  });

  it('mid-game, Share gives a spectator link and Export a spectator record: they open as a replay, hidden cards face down, no way to play on', async () => {
    const el = await mount(newId('share'));
    await playToKeep(el);
    const secret = secretCards(el);
    expect(secret.length).to.be.greaterThan(2);
    await openMenu(el, 'share');
    const input = $(el, 'dialog [data-link]') as HTMLInputElement;
    expect(input.dataset.link).to.equal('spectator');
    expect($(el, 'dialog [data-share-kind]')!.textContent).to.contain('as a spectator');
    expect($(el, 'dialog [data-full-warning]')).to.equal(null);
    const link = input.value;
    expect(copied).to.equal(link);
    const code = link.split('=').at(-1)!;
    const read = decodeAnyRecord(code);
    expect(read.kind).to.equal('spectator');
    expect(JSON.stringify(read.record)).not.to.contain(SEED);
    await click(el, $(el, 'dialog [data-action="close-dialog"]'), 'close');

    // Export: the file and the copy are the spectator record too.
    await openMenu(el, 'records');
    expect($(el, 'dialog [data-export-kind]')!.dataset.exportKind).to.equal('spectator');
    await click(el, $(el, 'dialog [data-action="copy-record"]'), 'copy');
    const exported = JSON.parse(copied) as { kind?: string; version: number };
    expect(exported.kind).to.equal('spectator');
    expect(exported.version).to.equal(2);
    expect(copied).not.to.contain(SEED);
    await click(el, $(el, 'dialog [data-action="close-dialog"]'), 'close');

    // The link opens in another board as a replay at the shared position.
    const other = document.createElement('quetzal-board');
    other.id = newId('viewer');
    history.replaceState(null, '', `${location.pathname}${location.search}#quetzal-${other.id}=${code}`);
    document.body.append(other);
    await other.updateComplete;
    await other.recordsReady;
    for (let i = 0; i < 5; i++) await other.updateComplete;
    expect($(other, '[data-replay]'), 'the replay view').not.to.equal(null);
    expect($(other, '[data-spectator]')!.textContent).to.contain('replayed, not played on');
    const n = read.kind === 'spectator' ? read.record.steps.length : -1;
    expect($(other, '[data-counter]')!.textContent).to.equal(`${n} / ${n}`);
    const shown = $$(other, '[data-card]').map((c) => Number(c.dataset.card));
    for (const c of secret) expect(shown, `card ${c} stays face down`).not.to.include(c);
    // No way to play on: no decision prompt, no move buttons, nothing that plays.
    expect($(other, '.prompt [data-action="roll"], [data-action="roll"]')).to.equal(null);
    expect($$(other, '.layout:not(.replay)')).to.deep.equal([]);
    // Trying to play: the replay stays; back to the game shows the viewer's own game, untouched by the link.
    await click(other, $(other, '[data-action="rp-exit"]'), 'back to the game');
    expect($(other, '[data-replay]')).to.equal(null);
    expect(other.state!.seats.map((s) => s.name)).to.deep.equal(['Player 1', 'Player 2', 'Player 3']);
  });

  it('importing a spectator record opens the replay and says it cannot be played on', async () => {
    const el = await mount(newId('import'));
    await playToKeep(el);
    await openMenu(el, 'records');
    await click(el, $(el, 'dialog [data-action="copy-record"]'), 'copy');
    const text = copied;
    await click(el, $(el, 'dialog [data-action="close-dialog"]'), 'close');
    const before = JSON.stringify(el.state);
    el.importRecord(text);
    await el.updateComplete;
    await el.updateComplete;
    expect($(el, '[data-replay]')).not.to.equal(null);
    expect($(el, '[data-spectator]')!.textContent).to.match(/spectator's record.*not played on/);
    expect(JSON.stringify(el.state), 'the game in progress is untouched').to.equal(before);
  });

  it('"Continue on another device…" shows the warning and gives the full record, seed included', async () => {
    const el = await mount(newId('continue'));
    await playToKeep(el);
    await openMenu(el, 'share');
    await click(el, $(el, 'dialog [data-action="continue-elsewhere"]'), 'continue on another device');
    await el.updateComplete;
    const warning = $(el, 'dialog [data-full-warning]')!;
    expect(warning.getAttribute('role')).to.equal('alert');
    expect(warning.textContent).to.contain('every hand, the order of the deck');
    const input = $(el, 'dialog [data-link]') as HTMLInputElement;
    expect(input.dataset.link).to.equal('full');
    expect(input.value.split('=').at(-1)).to.equal(encodeRecord(el.exportRecord()));
    const read = decodeAnyRecord(input.value.split('=').at(-1)!);
    expect(read.kind).to.equal('full');
    expect((read.record as GameRecord).options.seed).to.equal(SEED);
    await click(el, $(el, 'dialog [data-action="close-dialog"]'), 'close');

    // The export has the same step: the full record after the warning.
    await openMenu(el, 'records');
    expect($(el, 'dialog [data-full-warning]')).to.equal(null);
    await click(el, $(el, 'dialog [data-action="continue-elsewhere"]'), 'continue on another device');
    expect($(el, 'dialog [data-full-warning]')!.textContent).to.contain('full record');
    await click(el, $(el, 'dialog [data-action="copy-record"]'), 'copy the full record');
    expect(JSON.parse(copied)).to.deep.equal(el.exportRecord());
  });

  it('a finished game is shared in full', async () => {
    const rnd = seedRng('finished');
    let h = createHistory({ seats: ['Ann', 'Bob'], seed: 3 });
    while (currentDecision(h.state).kind !== 'gameOver') h = play(h, randomMove(h.state, () => nextFloat(rnd))!);
    const record = historyToRecord(h);
    const el = await mount(newId('finished'), {});
    el.importRecord(record);
    await el.updateComplete;
    expect(el.state!.phase).to.equal('gameOver');
    await openMenu(el, 'share');
    const input = $(el, 'dialog [data-link]') as HTMLInputElement;
    expect(input.dataset.link).to.equal('full');
    expect($(el, 'dialog [data-action="continue-elsewhere"]')).to.equal(null);
    expect($(el, 'dialog [data-full-warning]')).to.equal(null);
    const read = decodeAnyRecord(input.value.split('=').at(-1)!);
    expect(read.kind).to.equal('full');
    expect((read.record as GameRecord).moves).to.deep.equal(record.moves);
    expect((read.record as GameRecord).options.seed).to.equal(3);
    expect(legalMoves(el.state!)).to.deep.equal([]);
  });
});
