/**
 * The Aztec board's parts (src/games/aztec/board/parts/), rendered alone into a shadow root with their
 * styles, for real game states: jewels that differ by shape, their words in English and French, a hidden
 * card that leaks nothing, a revealed one that shows its jewels, the Artifacts' wording, the stone track's
 * markers, complete French, and axe's accessibility checks.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { render, type TemplateResult } from 'lit';
import { translator, type BoardLang, type Translate } from '../../src/kit/i18n/translator.js';
import { applyMove, tableMove } from '../../src/games/aztec/engine.js';
import { legalMoves } from '../../src/games/aztec/legal.js';
import { rulesOf, SHIPPED } from '../../src/games/aztec/rules.js';
import { stonePenalty } from '../../src/games/aztec/scoring.js';
import { newGame, type AztecOptions } from '../../src/games/aztec/setup.js';
import { viewFor } from '../../src/games/aztec/view.js';
import { HIDDEN, type AztecState, type Jewels } from '../../src/games/aztec/types.js';
import { artifactCard, characterSheet, curseCard, jewelCard } from '../../src/games/aztec/board/parts/cards.js';
import { jewelIcon, jewelRow, jewelSprite, jewelsText } from '../../src/games/aztec/board/parts/jewel-art.js';
import { vpText, type PartKey } from '../../src/games/aztec/board/parts/parts-strings.js';
import { partStrings } from '../../src/games/aztec/board/parts/parts-strings-fr.js';
import { aztecPartStyles } from '../../src/games/aztec/board/parts/parts.styles.js';
import { seatPanel } from '../../src/games/aztec/board/parts/seat-panel.js';
import { artifactDeck, curseRow, stoneTrack, temple } from '../../src/games/aztec/board/parts/table.js';

const EN = translator<PartKey>('en', partStrings);
const FR = translator<PartKey>('fr', partStrings);
const SEATS = ['Ann', 'Bob', 'Cy', 'Dee'];

/** The parts in a shadow root of their own, with the sprite and the styles, as the board draws them. */
async function mount(content: TemplateResult): Promise<{ host: HTMLElement; root: ShadowRoot }> {
  const host = await fixture<HTMLElement>(html`<div></div>`);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [aztecPartStyles.styleSheet!];
  render(html`${jewelSprite}${content}`, root);
  return { host, root };
}

const same = (a: Readonly<Jewels>, b: Readonly<Jewels>) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

/** Plays on with a fixed policy (the truth every other pick, a scoring Artifact when there is one) until `done`. */
function playUntil(s: AztecState, done: (s: AztecState) => boolean): AztecState {
  let i = 0;
  while (!done(s)) {
    if (s.step === 'gameOver') throw new Error('the game ended first');
    const d = s.decision;
    if (!d.seats.length) {
      s = applyMove(s, tableMove(s)!);
      continue;
    }
    const seat = d.seats[0]!;
    const moves = legalMoves(s, seat);
    let m = moves[(i++ * 7 + 3) % moves.length]!;
    const r = rulesOf(s);
    if (d.kind === 'collect' && i % 2) m = moves.find((x) => x.type === 'collect' && same(x.jewels, r.jewelCards[s.seats[seat]!.card!]!)) ?? m;
    if (d.kind === 'artifact') m = moves.find((x) => x.type === 'artifact' && !r.artifactCards[x.keep]!.immediate) ?? m;
    s = applyMove(s, m);
  }
  return s;
}

const game = (extra: Partial<AztecOptions> = {}) => newGame({ seats: SEATS, seed: 7, ...extra });

/** Every attribute value and text of a subtree, to look for what must not be there. */
function everything(root: ParentNode): string {
  const out: string[] = [];
  for (const el of root.querySelectorAll('*')) for (const a of el.attributes) out.push(a.value);
  for (const node of root.querySelectorAll('*')) out.push(node.textContent ?? '');
  return out.join('\n');
}

/** What a person or a screen reader gets: the text, the accessible names and the tooltips. */
function words(root: ParentNode): string {
  const out = [...root.querySelectorAll('*')].flatMap((el) => [el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '']);
  return [...out, ...[...root.childNodes].map((n) => n.textContent ?? '')].join('\n');
}

/** innerHTML without Lit's markers. */
const markup = (el: Element | ShadowRoot) => el.innerHTML.replace(/<!--[^]*?-->/g, '');

describe('Aztec parts', () => {
  it('draws each jewel colour in a shape of its own, from one sprite', async () => {
    const { root } = await mount(html`${([0, 1, 2] as const).map((c) => jewelIcon(c))}`);
    const uses = [...root.querySelectorAll('svg.az-jewel use')].map((u) => u.getAttribute('href'));
    expect(uses).to.deep.equal(['#az-jewel-blue', '#az-jewel-yellow', '#az-jewel-red']);
    const shapes = uses.map((href) => {
      const symbol = root.querySelector(`.sprite symbol${href}`)!;
      expect(symbol, `${href} is in the sprite`).to.not.equal(null);
      const first = symbol.firstElementChild!;
      return `${first.tagName}:${first.getAttribute('points')?.trim().split(/\s+/).length ?? 'round'}`;
    });
    // A circle (the cabochon), a 3-point polygon (the triangle), a 4-point one (the square on its point).
    expect(shapes).to.deep.equal(['circle:round', 'polygon:3', 'polygon:4']);
    // Their colours are themable custom properties with defaults.
    for (const [i, name] of ['blue', 'yellow', 'red'].entries()) {
      expect(root.querySelector(`symbol${uses[i]}`)!.innerHTML).to.match(new RegExp(`var\\(--az-${name}, #[0-9a-f]{6}\\)`));
    }
    // Drawn: they take room (the sprite itself takes none).
    const box = root.querySelector('svg.az-jewel')!.getBoundingClientRect();
    expect(box.width).to.be.greaterThan(10);
    expect(root.querySelector('.sprite')!.getBoundingClientRect().width).to.equal(0);
  });

  it('says jewels in words, in English and in French, and names a row by them', async () => {
    expect(jewelsText([2, 0, 1], EN)).to.equal('2 blue, 1 red');
    expect(jewelsText([0, 1, 0], EN)).to.equal('1 yellow');
    expect(jewelsText([0, 0, 0], EN)).to.equal('no jewels');
    expect(jewelsText([2, 0, 1], FR)).to.equal('2 bleus, 1 rouge');
    expect(jewelsText([1, 3, 0], FR)).to.equal('1 bleu, 3 jaunes');
    expect(jewelsText([0, 0, 0], FR)).to.equal('aucun joyau');
    const { root } = await mount(html`${jewelRow([2, 0, 1], EN)}${jewelRow([0, 0, 0], EN, { all: true })}${jewelRow([0, 0, 0], FR)}`);
    const rows = [...root.querySelectorAll('.az-jewels')];
    expect(rows.map((r) => r.getAttribute('aria-label'))).to.deep.equal(['2 blue, 1 red', 'no jewels', 'aucun joyau']);
    expect(rows.map((r) => r.getAttribute('role'))).to.deep.equal(['img', 'img', 'img']);
    // Icons with counts: only the colours held, or all three.
    expect([...rows[0]!.querySelectorAll('.az-count')].map((c) => `${c.getAttribute('data-color')}:${c.textContent!.trim()}`)).to.deep.equal(['blue:2', 'red:1']);
    expect(rows[1]!.querySelectorAll('.az-count').length).to.equal(3);
  });

  it('draws another seat\'s unrevealed card face down, leaking nothing of it', async () => {
    // Mid-collect in round 1: Ann (seat 0) has chosen, Bob (seat 1) not yet.
    let s = game();
    s = applyMove(s, legalMoves(s, 0)[0]!);
    const bobCard = s.seats[1]!.card!;
    const shows = SHIPPED.jewelCards[bobCard]!;
    const view = viewFor(s, 0);
    expect(view.seats[1]!.card).to.equal(HIDDEN);
    const { root } = await mount(html`${seatPanel(view, 1, EN, { viewer: 0, deciding: true })}${seatPanel(view, 0, EN, { viewer: 0 })}`);
    const bob = root.querySelector<HTMLElement>('[part="seat"][data-seat="1"]')!;
    const card = bob.querySelector('.az-round .az-card')!;
    expect(card.getAttribute('data-face')).to.equal('down');
    expect(card.getAttribute('aria-label')).to.equal('Hidden card');
    expect(bob.querySelector('[data-card]'), 'no card id').to.equal(null);
    expect(bob.querySelector('.az-round .az-jewel'), 'no jewel on the back').to.equal(null);
    const all = everything(bob);
    expect(all).to.not.contain(jewelsText(shows, EN));
    expect(all).to.not.contain('Jewel card');
    expect(bob.querySelector('[data-status="deciding"]')!.textContent).to.contain('Choosing…');
    expect(bob.querySelector('[data-status="chosen"]')).to.equal(null);

    // The very same panel whatever Bob's card is: it is drawn from HIDDEN alone.
    const annCard = s.seats[0]!.card!;
    const other = SHIPPED.jewelCards.findIndex((j, id) => id !== annCard && !same(j, shows));
    let s2 = game({ scenario: { seats: [{ deck: [annCard] }, { deck: [other] }] } });
    s2 = applyMove(s2, legalMoves(s2, 0)[0]!);
    expect(s2.seats[1]!.card).to.equal(other);
    const again = await mount(seatPanel(viewFor(s2, 0), 1, EN, { viewer: 0, deciding: true }));
    const first = await mount(seatPanel(view, 1, EN, { viewer: 0, deciding: true }));
    expect(markup(again.root)).to.equal(markup(first.root));

    // Ann's own panel, in her view: her card face up (only she sees it), her pick, "Has chosen".
    const ann = root.querySelector<HTMLElement>('[part="seat"][data-seat="0"]')!;
    const own = ann.querySelector('.az-round .az-card')!;
    expect(own.getAttribute('data-face')).to.equal('up');
    expect(own.getAttribute('data-card')).to.equal(String(s.seats[0]!.card));
    expect(ann.textContent).to.contain('Only you see it').and.contain('You took');
    expect(ann.querySelector('[data-status="chosen"]')!.textContent).to.contain('Has chosen');
    expect(ann.textContent).to.contain('(you)');
    // Nothing in a panel is interactive: the board adds its own buttons.
    expect(root.querySelectorAll('button, a, input, select, textarea, [tabindex]').length).to.equal(0);
  });

  it('shows a revealed card\'s jewels, what lay on it, and whether it told the truth', async () => {
    const s = playUntil(game(), (t) => t.step === 'reveal' && t.seats.some((st) => st.revealed));
    const seat = s.seats.findIndex((st) => st.revealed);
    const st = s.seats[seat]!;
    const shows = SHIPPED.jewelCards[st.card!]!;
    const viewer = (seat + 1) % 4;
    const { root } = await mount(seatPanel(viewFor(s, viewer), seat, EN, { viewer, current: true }));
    const panel = root.querySelector<HTMLElement>('[part="seat"]')!;
    expect(panel.getAttribute('data-seat')).to.equal(String(seat));
    expect(panel.getAttribute('aria-current')).to.equal('true');
    const card = panel.querySelector('.az-round .az-card')!;
    expect(card.getAttribute('data-face')).to.equal('up');
    expect(card.getAttribute('data-card')).to.equal(String(st.card));
    expect(card.getAttribute('aria-label')).to.equal(`Jewel card: ${jewelsText(shows, EN)}`);
    const drawn = [...card.querySelectorAll('svg.az-jewel')].map((g) => g.getAttribute('data-glyph'));
    const expected = ([0, 1, 2] as const).flatMap((c) => Array<string>(shows[c]).fill(`jewel-${['blue', 'yellow', 'red'][c]}`));
    expect(drawn).to.deep.equal(expected);
    const truth = same(st.pick!, shows);
    expect(panel.querySelector('[data-verdict]')!.getAttribute('data-verdict')).to.equal(truth ? 'truth' : 'lie');
    expect(panel.querySelector('.az-round-info .az-jewels')!.getAttribute('aria-label')).to.equal(jewelsText(st.pick!, EN));
    // The tokens are shown by now: its own, and those in front of it.
    const placed = panel.querySelector('.az-placed .az-token')!;
    expect(placed.getAttribute('data-token')).to.equal(st.token!.believe ? 'believe' : 'accuse');
    expect(placed.textContent).to.contain(`to ${s.seats[st.token!.target]!.name}`);
    const inFront = s.seats.flatMap((o, i) => (o.token!.target === seat ? [i] : []));
    expect([...panel.querySelectorAll('.az-received .az-token')].map((t) => Number(t.getAttribute('data-from')))).to.deep.equal(inFront);
    // Check vs cross: the two sides of a token differ in shape, not only in colour.
    for (const t of panel.querySelectorAll('.az-token')) {
      expect(t.querySelector('use')!.getAttribute('href')).to.equal(t.getAttribute('data-token') === 'believe' ? '#az-believe' : '#az-accuse');
    }
  });

  it('says what each Artifact does, in words, marking the immediate ones', async () => {
    const byKind = SHIPPED.artifacts.map((_, k) => SHIPPED.artifactCards.find((a) => a.kind === k)!);
    const { root } = await mount(html`${byKind.map((a) => artifactCard(a, EN))}${artifactCard(byKind[0]!, FR)}${artifactCard(byKind[8]!, FR, { size: 'sm' })}`);
    const cards = [...root.querySelectorAll<HTMLElement>('.az-artifact')];
    const words = cards.map((c) => c.querySelector('.az-art-words')!.textContent);
    expect(words).to.deep.equal([
      '3 blue: 3 VP for each set',
      '3 yellow: 3 VP for each set',
      '3 red: 3 VP for each set',
      '1 blue + 1 yellow: 1 VP for each set',
      '1 blue + 1 red: 1 VP for each set',
      '1 yellow + 1 red: 1 VP for each set',
      '1 blue + 1 yellow + 1 red: 1 VP for each set',
      '4 VP',
      'Play at once: discard up to 2 cursed stones',
      'Play at once: give 1 cursed stone to a player of your choice',
      'Play at once: take 1 jewel of your choice from the Temple',
      'Play at once: put 1 stone from the supply on a Curse card',
      '3 bleus\u00a0: 3\u00a0PV par série',
      'À jouer aussitôt\u00a0: défaussez jusqu’à 2 pierres maudites',
    ]);
    const immediate = byKind.map((a) => a.immediate);
    expect(cards.slice(0, 12).map((c) => c.querySelector('[data-glyph="at-once"]') !== null)).to.deep.equal(immediate);
    expect(cards.slice(0, 12).map((c) => c.getAttribute('data-effect'))).to.deep.equal(byKind.map((a) => a.effect));
    // The set's jewels are drawn too: the 3-blue Artifact shows three cabochons.
    expect(cards[0]!.querySelectorAll('.az-art-pict [data-glyph="jewel-blue"]').length).to.equal(3);
  });

  it('draws a Character with its duo, and a Curse card with its stones and rule', async () => {
    const { root } = await mount(html`${characterSheet(0, SHIPPED, EN)}${curseCard(2, 3, EN)}${curseCard(1, 1, FR)}`);
    const ch = root.querySelector('.az-character')!;
    expect(ch.querySelector('.az-char-name')!.textContent).to.equal('Charly');
    expect(ch.querySelector('.az-duo')!.getAttribute('aria-label')).to.equal('red–blue duo');
    expect([...ch.querySelectorAll('.az-duo use')].map((u) => u.getAttribute('href'))).to.deep.equal(['#az-jewel-red', '#az-jewel-blue']);
    expect(ch.textContent).to.contain('1 VP per duo');
    const [red, yellow] = [...root.querySelectorAll('.az-curse')];
    expect(red!.getAttribute('aria-label')).to.equal('Red Curse');
    expect(red!.querySelectorAll('.az-curse-pile [data-glyph="stone"]').length).to.equal(3);
    expect(red!.textContent).to.contain('3 cursed stones').and.contain('Most red takes the stones');
    expect(yellow!.textContent).to.contain('Malédiction jaune').and.contain('1 pierre maudite').and.contain('Qui a le plus de joyaux jaunes prend les pierres');
  });

  it('marks each seat on the cursed-stone track at its penalty, beyond the track too', async () => {
    const s = playUntil(game(), (t) => t.round === 3 && t.step === 'reveal');
    const wide = game({ scenario: { seats: [{ stones: 0 }, { stones: 4 }, { stones: 9 }, { stones: 4 }] } });
    const { root } = await mount(html`${stoneTrack(viewFor(s, 0), SHIPPED, EN)}${stoneTrack(viewFor(wide, null), SHIPPED, EN)}`);
    const [mid, spread] = [...root.querySelectorAll<HTMLElement>('[part="stone-track"]')];
    // The rule-set's track, then the loss per stone beyond it.
    expect([...mid!.querySelectorAll('.az-cell-vp')].map((c) => c.textContent)).to.deep.equal(
      ['0', '−1', '−2', '−3', '−5', '−7', '−10', '−13', '−3 each beyond']);
    expect(mid!.querySelector('[data-stones="4"] .az-sr')!.textContent).to.equal('4 stones: −5 VP');
    const cellOf = (track: HTMLElement, seat: number) => track.querySelector(`[data-seat="${seat}"]`)!.closest<HTMLElement>('.az-cell')!;
    s.seats.forEach((st, seat) => {
      const cell = cellOf(mid!, seat);
      expect(cell.dataset.stones, `${st.name}'s marker`).to.equal(String(st.stones));
      expect(cell.dataset.penalty).to.equal(vpText(stonePenalty(SHIPPED, st.stones)));
      const marker = cell.querySelector(`[data-seat="${seat}"]`)!;
      expect(marker.textContent, 'a number: it reads without colour').to.equal(String(seat + 1));
      expect(marker.getAttribute('aria-label')).to.equal(`${st.name}, ${st.stones} stone${st.stones === 1 ? '' : 's'}`);
    });
    expect(cellOf(spread!, 0).dataset.stones).to.equal('0');
    expect([1, 3].map((seat) => cellOf(spread!, seat).dataset.stones)).to.deep.equal(['4', '4']);
    const beyond = cellOf(spread!, 2);
    expect(beyond.classList.contains('az-beyond')).to.equal(true);
    expect(beyond.querySelector('.az-marker-n')!.textContent).to.equal('9');
    // Each seat's own colour (a styleMap custom property), all different.
    const colours = [0, 1, 2, 3].map((seat) => getComputedStyle(spread!.querySelector(`[data-seat="${seat}"]`)!).borderTopColor);
    expect(new Set(colours).size).to.equal(4);
  });

  it('has every string in French, and speaks French throughout', async () => {
    const en = Object.keys(partStrings.en).sort();
    expect(Object.keys(partStrings.fr).sort()).to.deep.equal(en);
    const sample = { n: 2, vp: 3, jewels: 'x', set: 'x', a: 'x', b: 'x', name: 'Ann', says: 'x', truths: 1, lies: 2 };
    for (const key of en as PartKey[]) {
      const text = FR(key, sample);
      expect(text.trim(), key).to.not.equal('');
      expect(text, `${key}: every parameter filled`).to.not.match(/\{\w+\}/);
    }
    const s = playUntil(game(), (t) => t.round === 2 && t.step === 'reveal' && t.seats.some((st) => st.revealed));
    const view = viewFor(s, 0);
    const { root } = await mount(html`${view.seats.map((_, seat) => seatPanel(view, seat, FR, { viewer: 0 }))}
      ${temple(view, FR)}${curseRow(view, FR)}${stoneTrack(view, SHIPPED, FR)}${artifactDeck(view, FR)}`);
    const text = words(root);
    for (const word of ['Trésor', 'Pierres maudites', 'Piste des pierres maudites', 'Malédiction bleue', 'Pioche Artefacts', 'Temple', 'Personnage']) {
      expect(words(root), word).to.contain(word);
    }
    expect(text).to.match(/Je te crois\u202f!|Tu mens\u202f!/);
    for (const english of ['Stash', 'cursed', 'Curse', 'Artifact', 'Token', 'believe', 'lie!', ' VP', 'stones', 'This round']) {
      expect(words(root), english).to.not.contain(english);
    }
  });

  it('passes axe on a seat panel and on the table', async () => {
    const s = playUntil(game(), (t) => t.round === 2 && t.step === 'reveal' && t.seats.some((st) => st.revealed));
    const view = viewFor(s, 0);
    const panel = await mount(html`${seatPanel(view, 0, EN, { viewer: 0, current: true })}${seatPanel(view, 1, EN, { viewer: 0, deciding: true })}`);
    await expect(panel.host).to.be.accessible();
    const table = await mount(html`${temple(view, EN)}${curseRow(view, EN)}${stoneTrack(view, rulesOf(view), EN)}${artifactDeck(view, EN)}
      ${jewelCard(HIDDEN, SHIPPED, EN)}${jewelCard(null, SHIPPED, EN)}${jewelCard(5, SHIPPED, EN)}`);
    await expect(table.host).to.be.accessible();
    expect(table.root.querySelector('[part="temple"] [role="img"]')!.getAttribute('aria-label')).to.equal(`Jewels left: ${jewelsText(view.temple, EN)}`);
    expect(table.root.querySelector('[part="artifact-deck"]')!.textContent).to.contain(`${view.artifactDeck.length} cards`);
  });
});

// Keep the Translate type honest: the parts take a Translate<PartKey>, whatever the language.
const _check: Record<BoardLang, Translate<PartKey>> = { en: EN, fr: FR };
void _check;
