/**
 * Nothing happens silently: the log follows the game (and "Newest" brings it back), a person hears
 * what hit them since their last turn, the Automaton's card and the Stela / Surroundings are told in
 * the log, changed places carry a mark, and the hand-over cover leaves the public board in view.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import type { QuetzalBoard } from '../../src/index.js';
import { legalMoves, type Move } from '../../src/games/quetzal/engine/index.js';
import { $, $$, click, decisionOf, faces } from './helpers.js';

/** The later parts (the log's sentences, the news) have come. */
const laterReady = (el: QuetzalBoard) => waitUntil(() => $(el, '.log-newest') !== null, 'later parts loaded', { timeout: 10000 });

const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));

/** Plays a legal move (the first that `want` accepts, else the first), passing the device when asked. */
async function step(el: QuetzalBoard, want: (m: Move) => boolean = () => true): Promise<void> {
  if (decisionOf(el) === 'handover') {
    await click(el, $(el, '.handover [data-action="continue"]'), 'continue');
    return;
  }
  const moves = legalMoves(el.state!);
  el.play(moves.find(want) ?? moves[0]!);
  await el.updateComplete;
}

/** Passes the device if asked, then plays exactly `move`-like: the first legal move `want` accepts. */
async function playAs(el: QuetzalBoard, want: (m: Move) => boolean): Promise<void> {
  while (decisionOf(el) === 'handover') await step(el);
  const move = legalMoves(el.state!).find(want);
  if (!move) throw new Error(`no such legal move in ${el.state!.decision.kind}`);
  el.play(move);
  await el.updateComplete;
}

const placeAt = (seat: number, location: string, count: number) => (m: Move) =>
  m.type === 'place' && m.seat === seat && m.location === location && m.meeples.length === count;

const logList = (el: QuetzalBoard) => $(el, '.log-list')!;
const atEnd = (list: HTMLElement) => list.scrollHeight - list.scrollTop - list.clientHeight <= 8;
// Collapses the template's line breaks and indents, not the no-break spaces French typography asks for.
const since = (el: QuetzalBoard) => $(el, '.since')?.textContent?.replace(/[ \t\r\n]+/g, ' ').trim() ?? '';
const newsAt = (el: QuetzalBoard, key: string) => $(el, `[data-spot="${key}"], [data-target="${key}"]`)?.dataset.news;

describe('<quetzal-board> nothing happens silently', () => {
  it('the log follows the newest entry; scrolled up it stays put and "Newest" brings it back', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width: 600px"><quetzal-board no-save no-handover players="3" names="Ana,Ben,Cy" seed="5"></quetzal-board></div>`);
    const el = wrap.querySelector('quetzal-board') as QuetzalBoard;
    await laterReady(el);
    // A short log window, whatever the layout gives it.
    const list = logList(el);
    list.style.maxHeight = '120px';
    for (let i = 0; i < 14; i++) await step(el);
    await frame();
    expect(list.scrollHeight, 'the log overflows').to.be.greaterThan(list.clientHeight + 20);
    expect(atEnd(list), 'the newest entry is in view').to.equal(true);
    expect($(el, '.log-newest')!.hidden).to.equal(true);

    // The reader scrolls up (a wheel, then its scroll): the log stays there as moves come, and "Newest"
    // shows. (A real wheel and key: log-follow.test.ts.)
    list.dispatchEvent(new WheelEvent('wheel', { deltaY: -300 }));
    list.scrollTop = 0;
    await frame();
    const button = $(el, '.log-newest')!;
    expect(button.hidden, 'Newest shows once scrolled up').to.equal(false);
    expect(button.textContent).to.contain('Newest');
    await step(el);
    await step(el);
    await frame();
    expect(list.scrollTop).to.equal(0);
    button.click();
    await frame();
    expect(atEnd(list)).to.equal(true);
    expect(button.hidden).to.equal(true);
    expect(el.shadowRoot!.activeElement).to.equal(list);
    // Following again: the next move scrolls it to the end.
    await step(el);
    await frame();
    expect(atEnd(list)).to.equal(true);
  });

  it('says in French too ("Plus récent")', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board no-save lang="fr" players="3" seed="5"></quetzal-board>`);
    await laterReady(el);
    expect($(el, '.log-newest')!.textContent).to.contain('Derniers coups');
  });

  it('a bump shows in the bumped person\'s "since your last turn" line after the hand-over; marks come and go', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board no-save players="3" names="Ana,Ben,Cy" seed="8"
      .scenario=${{ firstPlayer: 0, rolls: faces([['white', 21]]) }}></quetzal-board>`);
    await laterReady(el);
    await step(el); // roll
    await playAs(el, placeAt(0, 'quarry', 1)); // Ana bids 1 on the Quarry
    await playAs(el, placeAt(1, 'quarry', 2)); // Ben outbids her
    await playAs(el, placeAt(2, 'harbor', 1)); // Cy goes to the Harbor
    // The cover for Ana: the board shows what changed since she played (the Quarry, the Harbor), not her own move.
    expect(decisionOf(el)).to.equal('handover');
    expect(newsAt(el, 'quarry')).to.equal('Ben');
    expect(newsAt(el, 'harbor')).to.equal('Cy');
    expect(since(el), 'no line behind the cover').to.equal('');
    await click(el, $(el, '.handover [data-action="continue"]'), 'continue');
    expect(since(el)).to.equal('Since your last turn: Ben bumped your 1 meeple from the Quarry; it is back in your pool.');
    expect($(el, '.since [data-since-item="bumped"]')).to.not.equal(null);
    // Screen readers hear it too (the board's polite status line).
    expect($(el, '[data-announce]')!.textContent).to.contain('Since your last turn: Ben bumped your 1 meeple from the Quarry');
    // Ana plays: her line is gone; Ben, next, sees Cy's and Ana's moves marked, no longer his own Quarry bid.
    await playAs(el, placeAt(0, 'black_market', 1));
    expect(since(el)).to.equal('');
    expect(decisionOf(el)).to.equal('handover');
    expect(newsAt(el, 'quarry'), 'Ben\'s own move is no news to him').to.equal(undefined);
    expect(newsAt(el, 'harbor')).to.equal('Cy');
    expect(newsAt(el, 'black_market')).to.equal('Ana');
    await click(el, $(el, '.handover [data-action="continue"]'), 'continue');
    expect(since(el), 'nothing hit Ben').to.equal('');
  });

  it('says what hit you in French too', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board no-save lang="fr" players="3" names="Ana,Ben,Cy" seed="8"
      .scenario=${{ firstPlayer: 0, rolls: faces([['white', 21]]) }}></quetzal-board>`);
    await laterReady(el);
    await step(el);
    await playAs(el, placeAt(0, 'quarry', 1));
    await playAs(el, placeAt(1, 'quarry', 2));
    await playAs(el, placeAt(2, 'harbor', 1));
    await click(el, $(el, '.handover [data-action="continue"]'), 'continue');
    expect(since(el)).to.equal('Depuis votre dernier tour\u00a0: Ben a chassé votre meeple de la Carrière\u202f; il est revenu dans votre réserve.');
  });

  it('each Automaton card is in the log with what it did, and its places are marked', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board no-save players="2" names="Ann,Bob" seed="3"
      .scenario=${{ firstPlayer: 1, automatonCards: ['A1', 'A4'] }}></quetzal-board>`);
    await laterReady(el);
    await step(el); // roll: the first card is told with it
    const log = () => $(el, '.log')!.textContent!.replace(/\s+/g, ' ');
    expect(log()).to.contain('The Automaton played card A1: 1 meeple on Temple space 2, 1 meeple on Temple space 5, 3 archaeologists on the Quarry, 1 adventurer on the Black Market.');
    expect(decisionOf(el)).to.equal('handover');
    expect(newsAt(el, 'quarry')).to.equal('Automaton');
    expect(newsAt(el, 'temple:1')).to.equal('Automaton');
    expect(newsAt(el, 'black_market')).to.equal('Automaton');
    expect($(el, '.auto-card')!.dataset.news).to.equal('Automaton');
    // Round 2's card (A4) comes with the end of round 1.
    for (let i = 0; i < 400 && el.state!.round < 2; i++) await step(el);
    expect(log()).to.contain('The Automaton played card A4: 1 meeple on Temple space 2, 1 meeple on Temple space 4, 2 adventurers on the Ruins, 2 adventurers on Ship 1.');
  });

  it('the Stela, the Surroundings and the First Player change are told and marked', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board no-save players="3" names="Ana,Ben,Cy" seed="8"
      .scenario=${{ firstPlayer: 0, rolls: faces([['white', 21]]) }}></quetzal-board>`);
    await laterReady(el);
    await step(el); // roll
    await playAs(el, placeAt(0, 'quarry', 1));
    await playAs(el, placeAt(1, 'stela', 1)); // Ben takes the Stela: First Player from now on
    // Everything else: the first legal move (no one else on the Quarry or the Stela), into Phase 3.
    const others = (m: Move) => m.type !== 'place' || (m.location !== 'quarry' && m.location !== 'stela');
    for (let i = 0; i < 200 && el.state!.phase === 'place'; i++) await step(el, others);
    const log = () => $(el, '.log')!.textContent!.replace(/\s+/g, ' ');
    expect(log()).to.contain('Ben took the First Player marker.');
    expect(el.state!.firstPlayer).to.equal(1);
    // Ana's next look (her Temple space): the Stela and the marker are marked; her line names the new
    // First Player and the cards Cy took from the Temple before her.
    for (let i = 0; i < 50 && !(decisionOf(el) === 'handover' && el.state!.decision.seat === 0); i++) await step(el);
    expect(decisionOf(el)).to.equal('handover');
    expect($(el, '.fp-marker')!.dataset.news).to.equal('Ben');
    expect(newsAt(el, 'stela')).to.equal('Ben');
    expect($(el, '.loc-temple')!.dataset.news).to.equal('Cy');
    await click(el, $(el, '.handover [data-action="continue"]'), 'continue');
    expect(since(el)).to.contain('Ben is First Player now.');
    expect(since(el)).to.match(/Cy took .+ from the Temple before you\./);
    // The Quarry resolves: Ana takes its cards, the log says so, the Quarry is marked for the next person.
    for (let i = 0; i < 100 && el.state!.phase === 'activate' && !log().includes('from the Quarry'); i++) await step(el);
    expect(log()).to.match(/Ana took .+ from the Quarry\./);
  });

  it('the hand-over cover leaves the public board in view and covers only what is private', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width: 1024px; height: 768px"><quetzal-board no-save style="height: 768px" players="3" names="Ana,Ben,Cy" seed="8"
      .scenario=${{ firstPlayer: 0, seats: [{ hand: ['mummy'] }, { hand: ['weapon'] }, { hand: ['pottery'] }] }}></quetzal-board></div>`);
    const el = wrap.querySelector('quetzal-board') as QuetzalBoard;
    await laterReady(el);
    await step(el); // roll
    await playAs(el, placeAt(0, 'harbor', 1));
    expect(decisionOf(el)).to.equal('handover');
    // The board is drawn behind the cover with the roll and the placement…
    expect($$(el, '.board [data-spot="harbor"] .stack').length).to.be.greaterThan(0);
    expect($(el, '.log')!.textContent).to.contain('Ana rolled');
    // …and seen through it: the cover's veil is mostly transparent, its card beside the board, not over it.
    const veil = getComputedStyle($(el, '.handover')!).backgroundColor;
    const alpha = Number(/\/\s*([\d.]+)\s*\)$/.exec(veil)?.[1] ?? /rgba\([^)]*,\s*([\d.]+)\)$/.exec(veil)?.[1] ?? 1);
    expect(alpha, `veil ${veil}`).to.be.lessThan(0.6);
    const card = $(el, '.handover-card')!.getBoundingClientRect();
    const board = $(el, '.board')!.getBoundingClientRect();
    expect(card.left >= board.right - 1 || card.bottom <= board.top + 1, 'the card is not over the board').to.equal(true);
    // …nor over the seat panels' public numbers and meeples (only the buttons and the prompt are under it).
    for (const row of $$(el, '.seat .stats, .seat .pool')) {
      const box = row.getBoundingClientRect();
      expect(box.top >= card.bottom - 1 || box.bottom <= card.top + 1, `the card leaves ${row.className} of ${row.closest('.seat')?.getAttribute('data-seat')} in view`).to.equal(true);
    }
    // Nothing private is there to see: no hand, no one's cards.
    expect($$(el, '[data-hand-seat]').length).to.equal(0);
    for (const seat of el.state!.seats) for (const c of seat.hand) expect($(el, `[data-card="${c}"]`)).to.equal(null);
  });
});
