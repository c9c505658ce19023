/**
 * Issue 16, "art you recognise" and "an ending worth celebrating": each Artifact type, location and
 * seat has a pictogram or shape of its own and a screen-reader name; the game-over screen shows every
 * seat's VP round by round (the engine's scores at the end of each round of a seeded game), its
 * Replay / Share / Play again do what the Game menu does, and its celebration is absent under reduced motion.
 */
import { expectMarksOnPoints } from './chart-points.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/index.js';
import type { QuetzalBoard } from '../../src/index.js';
import { applyMove, newGame, randomMove, scoreBreakdown, type Move, type NewGameOptions } from '../../src/games/quetzal/engine/index.js';
import { createRecord, replay, type GameRecord } from '../../src/games/quetzal/records/index.js';
import { $, $$, click, rng } from './helpers.js';

const ARTIFACTS = ['pottery', 'weapon', 'tablet', 'statuette', 'mummy'];
const LOCATIONS = ['camp', 'stela', 'black_market', 'harbor', 'temple', 'quarry', 'small_temple', 'ruins', 'ship', 'village'];

/** A whole seeded game of random legal moves (the engine's randomMove), as a record. */
function seededRecord(seed: string): GameRecord {
  const options: NewGameOptions = { seats: ['Lucy', 'Jon', 'Maria'], seed };
  let state = newGame(options);
  const random = rng(11);
  const moves: Move[] = [];
  while (state.decision.kind !== 'gameOver') {
    const move = randomMove(state, random)!;
    state = applyMove(state, move);
    moves.push(move);
  }
  return createRecord(options, moves);
}

/** The engine's VP per seat at the start and at the end of each round, and the final totals, replaying the record. */
function engineRounds(record: GameRecord): { rounds: number[][]; totals: number[] } {
  const r = replay(record, { states: true, log: true });
  const states = r.states!;
  const rounds = states[0]!.seats.map((s) => [s.score]);
  for (let round = 1; round <= 5; round++) {
    const last = r.log!.map((e) => e.round).lastIndexOf(round);
    states[last + 1]!.seats.forEach((s, seat) => rounds[seat]!.push(s.score));
  }
  return { rounds, totals: scoreBreakdown(r.final).map((l) => l.total) };
}

async function finishedBoard(record: GameRecord): Promise<QuetzalBoard> {
  const el = await fixture<QuetzalBoard>(html`<quetzal-board no-save players="3" names="Lucy,Jon,Maria" seed="e"></quetzal-board>`);
  await el.recordsReady;
  el.importRecord(record);
  await el.updateComplete;
  await waitUntil(() => $(el, '[data-game-over]'), 'the game-over screen', { timeout: 10_000 });
  await el.updateComplete;
  return el;
}

describe('<quetzal-board> art you recognise', () => {
  afterEach(() => localStorage.clear());

  it('draws each Artifact type and each location with a pictogram of its own, and names them for screen readers', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board no-save players="3" names="Lucy,Jon,Maria" seed="7"></quetzal-board>`);
    const root = el.shadowRoot!;
    // Cards: the symbol each type's card <use>s, defined once in the board; the card's name says its type.
    const symbolOf = (use: Element | null) => use?.getAttribute('href')?.replace(/^#/, '') ?? '';
    const cardSymbols = new Map<string, string>();
    for (const card of $$(el, '.card[data-card]')) {
      const type = ARTIFACTS.find((t) => card.classList.contains(`art-${t}`))!;
      const id = symbolOf(card.querySelector('svg.icon.art use'));
      expect(id, `${type}: one symbol for every card of its type`).to.equal(cardSymbols.get(type) ?? id);
      cardSymbols.set(type, id);
      expect(card.getAttribute('aria-label')!.toLowerCase()).to.contain(type === 'statuette' ? 'statuette' : type.slice(0, 4));
    }
    expect([...cardSymbols.keys()].length, 'the first screen shows several types').to.be.at.least(3);
    for (const type of ARTIFACTS) {
      const symbol = root.getElementById(`q-art-${type}`)!;
      expect(symbol?.tagName, type).to.equal('symbol');
      expect(root.querySelectorAll(`#q-art-${type}`).length, `${type}: defined once`).to.equal(1);
    }
    const artShapes = ARTIFACTS.map((t) => root.getElementById(`q-art-${t}`)!.innerHTML);
    expect(new Set(artShapes).size, 'five different drawings').to.equal(5);

    // Locations: their sprite comes with the later parts; each banner <use>s its own symbol.
    await waitUntil(() => root.querySelector('svg.loc-sprite'), 'the locations’ sprite');
    const seen = new Set<string>();
    for (const id of LOCATIONS) {
      const section = $(el, `section.loc-${id}`)!;
      const use = section.querySelector('.banner svg.pict use');
      expect(symbolOf(use), id).to.equal(`q-loc-${id}`);
      const symbol = root.getElementById(`q-loc-${id}`)!;
      expect(symbol.querySelector('path')!.getAttribute('d')!.length, `${id}: drawn`).to.be.greaterThan(20);
      seen.add(symbol.querySelector('path')!.getAttribute('d')!);
      expect(section.getAttribute('aria-label'), `${id}: a name`).to.be.a('string').and.not.equal('');
      expect(section.querySelector('.banner svg.pict')!.getAttribute('aria-hidden'), 'the pictogram itself is decorative').to.equal('true');
    }
    expect(seen.size, 'ten different pictograms').to.equal(10);
    expect(new Set(LOCATIONS.map((id) => $(el, `section.loc-${id}`)!.getAttribute('aria-label'))).size).to.equal(10);
    // Drawn, not empty: the symbols are found from the banners (a box of the pictogram's size).
    const box = (root.querySelector('section.loc-temple .banner svg.pict use') as SVGGraphicsElement).getBBox();
    expect(box.width, 'the temple’s pictogram is drawn').to.be.greaterThan(10);
  });

  it('gives each seat a head shape of its own, on its meeples and on its seat mark', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board no-save players="3" names="Lucy,Jon,Maria" seed="7"></quetzal-board>`);
    const heads: string[] = [];
    for (const seat of [0, 1, 2]) {
      const meeples = $$(el, `.seat[data-seat="${seat}"] .meeple-svg path:first-of-type`).map((p) => p.getAttribute('d')!);
      expect(meeples.length, `seat ${seat}: its meeples`).to.equal(7);
      const head = meeples[0]!.split(/(?=M14\.3)/)[0]!;
      for (const d of meeples) expect(d.startsWith(head), `seat ${seat}: the same head on every meeple`).to.equal(true);
      expect($(el, `.seat[data-seat="${seat}"] .swatch .mark path`)!.getAttribute('d'), `seat ${seat}: its mark is its head`).to.equal(head);
      heads.push(head);
    }
    expect(new Set(heads).size, 'three seats, three shapes').to.equal(3);
  });
});

describe('<quetzal-board> the end of the game', () => {
  let record: GameRecord;
  before(() => {
    record = seededRecord('ending-1');
  });
  afterEach(async () => {
    localStorage.clear();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('charts every seat’s VP at the end of each round, as the engine scored them, with a table for screen readers', async () => {
    const el = await finishedBoard(record);
    const { rounds, totals } = engineRounds(record);
    const table = $(el, '[data-vp-table]')!;
    expect(table.querySelector('caption')!.textContent).to.equal('Victory points, round by round');
    expectMarksOnPoints($(el, '[data-vp-chart]')!);
    for (const seat of [0, 1, 2]) {
      const row = table.querySelector(`tr[data-seat="${seat}"]`)!;
      const cells = [...row.querySelectorAll('td')].map((td) => Number(td.textContent));
      expect(cells, `seat ${seat}: start, rounds 1–5, final`).to.deep.equal([...rounds[seat]!, totals[seat]]);
      // The chart's points say the same numbers, in the same order, and higher VP is drawn higher.
      const line = $(el, `.vp-chart .seat-line[data-seat="${seat}"]`)!;
      const points = [...line.querySelectorAll('.vp-pt')];
      expect(points.map((p) => Number(p.getAttribute('data-vp')))).to.deep.equal([...rounds[seat]!, totals[seat]]);
      const ys = line.querySelector('polyline')!.getAttribute('points')!.split(' ').map((p) => Number(p.split(',')[1]));
      expect(ys.length).to.equal(6);
      for (let i = 1; i < 6; i++) {
        const a = rounds[seat]![i - 1]!, b = rounds[seat]![i]!;
        if (b > a) expect(ys[i]!, `seat ${seat}, round ${i}: up`).to.be.lessThan(ys[i - 1]!);
        if (b === a) expect(ys[i]!).to.equal(ys[i - 1]!);
      }
    }
    expect(totals.some((t, seat) => t !== rounds[seat]![5]), 'the end bonuses make a last step').to.equal(true);
    const svg = $(el, '.vp-chart svg')!;
    expect(svg.getAttribute('role')).to.equal('img');
    expect(el.shadowRoot!.getElementById(svg.getAttribute('aria-labelledby')!)!.textContent).to.equal('Victory points, round by round');
    // The breakdown is still there, and the whole screen passes axe.
    expect($$(el, 'table[data-scores] tbody tr').length).to.equal(3);
    await expect(el).to.be.accessible();

    el.lang = 'fr';
    await el.updateComplete;
    await waitUntil(() => $(el, '[data-vp-table] caption')?.textContent === 'Points de victoire, tour par tour', 'in French');
    expect($(el, '[data-action="go-replay"]')!.textContent!.trim()).to.equal('Revoir');
  });

  it('moves the focus to the result, with 44 px buttons for what comes next', async () => {
    const el = await finishedBoard(record);
    await waitUntil(() => el.shadowRoot!.activeElement?.classList.contains('go-title'), 'the focus on the title');
    expect(el.shadowRoot!.activeElement!.textContent).to.equal('Game over');
    const buttons = $$(el, '.go-actions button');
    expect(buttons.map((b) => b.dataset.action)).to.deep.equal(['play-again', 'go-replay', 'go-share']);
    for (const b of buttons) {
      const r = b.getBoundingClientRect();
      expect(r.height, b.dataset.action).to.be.at.least(44);
      expect(r.width, b.dataset.action).to.be.at.least(44);
    }
  });

  it('Replay and Share do what the Game menu’s items do; Play again starts a new game', async () => {
    const el = await finishedBoard(record);
    // Replay: the replay view, at the last move, as the menu's "Replay this game" opens it.
    await click(el, $(el, '[data-action="go-replay"]'), 'replay');
    await waitUntil(() => $(el, '[data-action="rp-back"]'), 'the replay view');
    const fromButton = $(el, '[data-counter]')!.textContent;
    expect(fromButton).to.equal(`${record.moves.length} / ${record.moves.length}`);
    await click(el, $(el, '[data-action="rp-exit"]'), 'back to the game');
    await waitUntil(() => $(el, '[data-game-over]'), 'back to the game');
    await click(el, $(el, '[data-action="menu"]'), 'menu');
    await click(el, $(el, '.rec-menu [data-action="replay"]'), 'menu replay');
    await waitUntil(() => $(el, '[data-action="rp-back"]'), 'the replay view from the menu');
    expect($(el, '[data-counter]')!.textContent).to.equal(fromButton);
    await click(el, $(el, '[data-action="rp-exit"]'), 'back to the game');
    await waitUntil(() => $(el, '[data-game-over]'), 'back to the game');

    // Share: the share dialog with the game's full link, as the menu's "Share link…".
    await click(el, $(el, '[data-action="go-share"]'), 'share');
    await waitUntil(() => $(el, 'dialog[data-dialog="share"] [data-link]'), 'the share dialog');
    const link = ($(el, 'dialog[data-dialog="share"] [data-link]') as HTMLInputElement).value;
    expect($(el, 'dialog[data-dialog="share"] [data-link]')!.dataset.link).to.equal('full');
    await click(el, $(el, '[data-action="close-dialog"]'), 'close');
    await click(el, $(el, '[data-action="menu"]'), 'menu');
    await click(el, $(el, '.rec-menu [data-action="share"]'), 'menu share');
    await waitUntil(() => $(el, 'dialog[data-dialog="share"] [data-link]'), 'the share dialog from the menu');
    expect(($(el, 'dialog[data-dialog="share"] [data-link]') as HTMLInputElement).value).to.equal(link);
    await click(el, $(el, '[data-action="close-dialog"]'), 'close');

    // Play again: a new game, round 1, its roll.
    await click(el, $(el, '[data-action="play-again"]'), 'play again');
    await waitUntil(() => el.state?.decision.kind === 'roll' && !$(el, '[data-game-over]'), 'a new game');
    expect(el.state!.round).to.equal(1);
  });

  it('celebrates, except under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const el = await finishedBoard(record);
    const party = $(el, '[data-celebration]')!;
    expect(party, 'a celebration').to.not.equal(null);
    expect(party.getAttribute('aria-hidden')).to.equal('true');
    expect(party.querySelectorAll('.piece').length).to.be.greaterThan(10);
    expect(getComputedStyle(party.querySelector('.piece')!).animationName).to.equal('fall');
    el.remove();

    await emulateMedia({ reducedMotion: 'reduce' });
    const calm = await finishedBoard(record);
    expect($(calm, '[data-celebration]'), 'no celebration').to.equal(null);
    expect($(calm, '[data-vp-chart]'), 'the rest of the screen is there').to.not.equal(null);
  });
});
