/**
 * <aztec-board>, driven by taps on its rendered buttons as people would: a 4-seat pass-and-play round at
 * the four screen sizes with no pick or card visible to the wrong person at any hand-over (the DOM and
 * the accessibility tree), a person against three computers to the game-over screen with every reveal
 * explained as it resolves, undo refused once the device was handed on, a saved game resumed, and bad
 * attributes answered inline.
 */
import { expectMarksOnPoints } from './chart-points.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { accessibilityNames } from './devtools.js';
import '../../src/games/aztec/board/index.js';
import type { AztecBoard } from '../../src/games/aztec/board/aztec-board.js';
import type { AztecState } from '../../src/games/aztec/index.js';

const SCREENS = [[1024, 768], [768, 1024], [390, 844], [1440, 900]] as const;
const FAST = { tableStepMs: 0, botDelayMs: 0, botThinkMs: 20, botDeadlineMs: 20_000, reviewStepMs: 200 };

const $ = (el: AztecBoard, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const $$ = (el: AztecBoard, sel: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(sel)];
const live = (el: AztecBoard) => $(el, '.frame')?.dataset.live ?? ($(el, '.cover') ? 'cover' : 'none');

async function tap(el: AztecBoard, sel: string): Promise<void> {
  const b = $(el, sel) as HTMLButtonElement | null;
  if (!b) throw new Error(`no ${sel} (at ${live(el)}, ${el.state?.decision.kind})`);
  if (b.disabled) throw new Error(`${sel} is disabled`);
  b.click();
  await el.updateComplete;
}

async function board(attrs: string, key = `t${Math.random()}`): Promise<AztecBoard> {
  localStorage.removeItem(`aztec-board:${key}`);
  const el = document.createElement('aztec-board');
  el.timing = FAST;
  el.saveKey = key;
  for (const [name, value = ''] of attrs.split(';').filter(Boolean).map((a) => a.split('='))) el.setAttribute(name!.trim(), value.trim());
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  host.append(el);
  await el.updateComplete;
  return el;
}

/** Everything the shadow DOM says or names: its text and every attribute value. */
function everything(el: AztecBoard): string {
  const parts: string[] = [el.shadowRoot!.textContent ?? ''];
  for (const node of el.shadowRoot!.querySelectorAll('*')) for (const a of node.attributes) parts.push(`${a.name}=${a.value}`);
  return parts.join('\n');
}

/** The accessibility tree's names on the page (the test's page holds only the board). */
const a11yNames = accessibilityNames;

/**
 * Records, for every reveal the board plays, whether its panel explained that very reveal once drawn
 * (the case and the seat), as `case:seat:shown`.
 */
function watchReveals(el: AztecBoard): string[] {
  const out: string[] = [];
  el.addEventListener('aztec-move', (e) => {
    const revealed = (e as CustomEvent).detail.events.find((x: { type: string }) => x.type === 'revealed');
    if (!revealed) return;
    // The news comes as the statechart moves, before it asks the element to render: the render after it.
    void Promise.resolve().then(() => el.updateComplete).then(() => {
      const panel = $(el, '[part="reveal"][data-case]');
      out.push(`${revealed.case}:${revealed.seat}:${panel?.dataset.case === String(revealed.case) && panel?.dataset.seat === String(revealed.seat)}`);
    });
  });
  return out;
}

/** A pick chosen by taps: from the card's jewels, one fewer of the first colour it has and one more of the next (a bluff), else the card. */
async function pickByTaps(el: AztecBoard, bluff: boolean): Promise<string> {
  if (bluff) {
    const steppers = $$(el, '.stepper');
    const counts = steppers.map((s) => Number(s.querySelector('b')!.textContent));
    const from = counts.findIndex((n) => n > 0);
    const to = (from + 1) % 3;
    const total = counts.reduce((a, b) => a + b, 0);
    if (total < 4) (steppers[to]!.querySelectorAll('button')[1] as HTMLButtonElement).click();
    else (steppers[from]!.querySelectorAll('button')[0] as HTMLButtonElement).click();
    await el.updateComplete;
  }
  let take = $(el, '[data-action="take"]') as HTMLButtonElement;
  if (take.disabled) {
    await tap(el, '.collect .secondary'); // back to the card's own jewels
    take = $(el, '[data-action="take"]') as HTMLButtonElement;
  }
  const words = take.textContent!.trim();
  await tap(el, '[data-action="take"]');
  return words;
}

describe('<aztec-board> pass-and-play', () => {
  afterEach(async () => { await setViewport({ width: 800, height: 600 }); });

  for (const [width, height] of SCREENS) {
    it(`a 4-seat round by taps at ${width}×${height}: the cover before each person, no pick or card shown to the next`, async () => {
      await setViewport({ width, height });
      const el = await board('players=4;names=Ann,Bob,Cy,Dee;seed=round');
      el.timing = { ...FAST, tableStepMs: 60_000 };
      el.newGame();
      const reveals = watchReveals(el);
      await waitUntil(() => live(el) === 'cover', 'the cover first');
      const picks: string[] = [];
      for (let seat = 0; seat < 4; seat++) {
        expect(live(el)).to.equal('cover');
        const text = everything(el);
        expect($(el, '.cover h3')!.textContent).to.contain(['Ann', 'Bob', 'Cy', 'Dee'][seat]);
        expect(text, 'no face-up card behind the cover').not.to.match(/data-face=up|data-card=/);
        for (const earlier of picks) expect(text).not.to.contain(earlier.replace(/^Take /, ''));
        expect($$(el, '[part="seats"], [part="prompt"], [part="log"]')).to.have.length(0);
        const tree = await a11yNames();
        for (const earlier of picks) expect(tree).not.to.contain(earlier.replace(/^Take /, ''));
        expect(tree).not.to.match(/Your Jewel card/);
        await tap(el, '[data-action="continue"]');
        expect(live(el)).to.equal('person');
        const up = new Set($$(el, '[data-face="up"]').map((c) => c.dataset.card));
        expect(up.size, 'only this person’s own card is face up').to.equal(1);
        expect([...up][0]).to.equal(String((el as unknown as { board: { snapshot: { context: { history: { state: { seats: { card: number }[] } } } } } }).board.snapshot.context.history.state.seats[seat]!.card));
        picks.push(await pickByTaps(el, seat % 2 === 1));
        if (seat < 3) {
          expect(live(el)).to.equal('passing');
          await tap(el, '[data-action="pass"]');
        }
      }
      // The picks appear together once all have chosen; then each person's token, behind the cover again.
      expect(el.state!.seats.every((s) => s.taken !== null)).to.equal(true);
      for (let seat = 0; seat < 4; seat++) {
        expect(live(el)).to.equal('cover');
        const tree = await a11yNames();
        expect(tree).not.to.match(/believes|lies/i);
        await tap(el, '[data-action="continue"]');
        await tap(el, '.token-btn.accuse');
        if (seat < 3) await tap(el, '[data-action="pass"]');
      }
      // The reveals, one by one, each explained; an Artifact gained by a person is chosen behind the cover.
      while (el.state!.round === 1) {
        await waitUntil(() => live(el) === 'cover' || live(el) === 'table', 'a reveal or a person’s Artifact', { timeout: 20_000 });
        if (el.state!.round > 1) break;
        if (live(el) === 'table') {
          expect($(el, '[part="reveal"]'), 'the last step explained').not.to.equal(null);
          await tap(el, '[data-action="next"]');
        } else {
          await tap(el, '[data-action="continue"]');
          await tap(el, '.drawn-card .choices button');
          if (live(el) === 'passing') await tap(el, '[data-action="pass"]');
        }
      }
      expect(reveals.length).to.equal(4);
      expect(reveals.every((r) => r.endsWith(':true')), reveals.join(' ')).to.equal(true);
      const frame = $(el, '.frame')!;
      expect(frame.scrollWidth, 'no sideways overflow').to.be.at.most(frame.clientWidth + 1);
    });
  }

  it('undo takes a pick back until the device is handed on, and is refused after', async () => {
    const el = await board('players=3;names=Ann,Bob,Cy;seed=undo');
    await waitUntil(() => live(el) === 'cover');
    await tap(el, '[data-action="continue"]');
    expect($(el, '[data-action="undo"]'), 'nothing to undo yet').to.equal(null);
    await pickByTaps(el, true);
    expect(live(el)).to.equal('passing');
    await tap(el, '[data-action="undo"]');
    expect(live(el)).to.equal('person');
    expect(el.state!.seats[0]!.pick).to.equal(null);
    await pickByTaps(el, false);
    await tap(el, '[data-action="pass"]');
    await tap(el, '[data-action="continue"]');
    expect(live(el)).to.equal('person');
    expect($(el, '[data-action="undo"]'), 'Bob cannot uncover Ann’s pick').to.equal(null);
  });

  it('keeps the game: a new board with the same save key goes on where it was', async () => {
    const key = `resume-${Math.random()}`;
    const el = await board('players=3;names=Ann,Bob,Cy;seed=keep', key);
    await waitUntil(() => live(el) === 'cover');
    await tap(el, '[data-action="continue"]');
    await pickByTaps(el, false);
    await tap(el, '[data-action="pass"]');
    const moves = (await el.exportRecord())!.moves.length;
    el.remove();
    const again = document.createElement('aztec-board');
    again.timing = FAST;
    again.saveKey = key;
    again.setAttribute('players', '3');
    again.setAttribute('names', 'Ann,Bob,Cy');
    document.body.append(again);
    await waitUntil(() => again.state !== null && again.state.seats.some((s) => s.pick === null), 'resumed');
    await waitUntil(async () => (await again.exportRecord())?.moves.length === moves, 'the same moves');
    expect(again.state!.seats[0]!.pick, 'the pick stays hidden from a spectator').to.equal(null);
    again.remove();
    localStorage.removeItem(`aztec-board:${key}`);
  });

  it('answers a bad attribute inline, with an aztec-error naming it, and starts nothing', async () => {
    const errors: { code: string; property?: string; message: string }[] = [];
    const el = document.createElement('aztec-board');
    el.addEventListener('aztec-error', (e) => errors.push((e as CustomEvent).detail));
    el.setAttribute('players', '2');
    document.body.append(el);
    await el.updateComplete;
    expect($(el, '[part="error"]')!.textContent).to.contain('from 3 to 6');
    expect(errors[0]).to.include({ code: 'BAD_ATTRIBUTE', property: 'players' });
    el.setAttribute('seats', 'human, bot-nightmare, bot-easy');
    await el.updateComplete;
    expect($(el, '[part="error"]')!.textContent).to.contain('bot-nightmare');
    expect(errors.at(-1)).to.include({ property: 'seats' });
    expect(el.state).to.equal(null);
    el.setAttribute('seats', 'human, bot-easy, bot-easy');
    await waitUntil(() => el.state !== null, 'a good value starts the game');
    expect($(el, '[part="error"]')).to.equal(null);
    el.remove();
  });
});

describe('<aztec-board> against computers', () => {
  it('a person against three computers plays to the game-over screen; each reveal is explained as it resolves', async () => {
    const el = await board('seats=human:Ann, bot-easy, bot-medium, bot-medium;seed=7');
    const reveals = watchReveals(el);
    const moves: string[] = [];
    el.addEventListener('aztec-move', (e) => moves.push((e as CustomEvent).detail.move.type));
    let steps = 0;
    while (!$(el, '[data-action="play-again"]') && steps++ < 400) {
      await waitUntil(() => live(el) === 'person' || live(el) === 'gameOver' || $(el, '[data-action="next"]') !== null, `the board waits for Ann (step ${steps})`, { timeout: 20_000 });
      if (live(el) === 'gameOver') break;
      if (live(el) !== 'person') { await tap(el, '[data-action="next"]'); continue; }
      const kind = el.state!.decision.kind;
      if (kind === 'collect') await pickByTaps(el, steps % 3 === 0);
      else if (kind === 'token') await tap(el, steps % 2 ? '.token-btn.believe' : '.token-btn.accuse');
      else await tap(el, '.drawn-card .choices button');
    }
    await waitUntil(() => $(el, '[data-action="play-again"]') !== null, 'game over', { timeout: 20_000 });
    expect($(el, '.winner')!.textContent).to.match(/wins|share/);
    expect($$(el, '.scores tbody tr')).to.have.length(4);
    // The chart: each seat's VP at the start and after each of the 5 rounds, ending on the score table's total.
    const rows = $$(el, '[data-vp-table] tbody tr');
    expect(rows).to.have.length(4);
    for (const row of rows) {
      const seat = row.dataset.seat!;
      expect(row.querySelectorAll('td')).to.have.length(7);
      const total = $(el, `.scores tbody tr[data-seat="${seat}"] td[data-col="total"]`)!.textContent!.trim();
      expect(row.querySelector('td[data-round="final"]')!.textContent!.trim()).to.equal(total);
      expect(row.querySelector('td[data-round="5"]')!.textContent!.trim(), 'no bonus after the last round').to.equal(total);
    }
    expect(new Set($$(el, '.vp-pt').map((p) => p.getAttribute('d'))).size, 'a shape per seat').to.equal(4);
    expectMarksOnPoints($(el, '[data-vp-chart]')!);
    expect(moves.filter((m) => m === 'reveal')).to.have.length(20);
    expect(reveals.every((r) => r.endsWith(':true')), reveals.join(' ')).to.equal(true);
    expect([...new Set(reveals.map((r) => r[0]))].sort(), 'every case met and explained').to.deep.equal(['1', '2', '3']);
    await expect(el).to.be.accessible();
    // Play again: the same table, shuffled again (the seed attribute dealt the first game only).
    const over = (await el.exportRecord())!;
    await tap(el, '[data-action="play-again"]');
    await waitUntil(() => live(el) === 'person', 'a new game, Ann first to pick');
    const again = (await el.exportRecord())!;
    expect(again.moves).to.deep.equal([]);
    expect(again.options.seats).to.deep.equal(over.options.seats);
    expect(again.options.seed, 'a new deal').not.to.equal(over.options.seed);
  });
});

describe('<aztec-board> share, replay and a host’s script', () => {
  it('Share gives a spectator link with no seed and no pick not yet shown; a board opening it replays the game so far', async () => {
    const el = await board('seats=human:Ann, bot-easy, bot-easy;seed=share');
    await waitUntil(() => live(el) === 'person');
    // Ann's distinctive bluff, made while a computer may still be choosing: nothing of it may leave.
    el.timing = { ...FAST, botDelayMs: 60_000 };
    el.newGame();
    await waitUntil(() => live(el) === 'person');
    const shared: string[] = [];
    el.addEventListener('aztec-share', (e) => shared.push((e as CustomEvent).detail.url));
    await pickByTaps(el, true);
    const ann = (await el.exportRecord())!.moves[0]!;
    expect(ann.type).to.equal('collect');
    await tap(el, '[data-action="share"]');
    await waitUntil(() => shared.length === 1 && $(el, '.share-url') !== null, 'the link shown');
    const url = shared[0]!;
    expect(($(el, '.share-url') as HTMLInputElement).value).to.equal(url);
    const code = /#aztec=(.*)$/.exec(url)![1]!;
    const { openLink } = await import('../../src/games/aztec/board/records-feature.js');
    const opened = openLink(`#aztec=${code}`);
    expect(opened.kind).to.equal('spectator');
    const text = JSON.stringify(opened);
    expect(text).not.to.contain('"seed"');
    expect(text).not.to.contain(JSON.stringify((ann as { jewels: number[] }).jewels).replace(/[[\]]/g, ''), 'Ann’s pick is nowhere in it');
    // Another board on a page whose address holds the link: the replay, at its start.
    history.replaceState(null, '', `${location.pathname}#aztec=${code}`);
    try {
      const viewer = document.createElement('aztec-board');
      viewer.saveKey = `viewer-${Math.random()}`;
      document.body.append(viewer);
      await waitUntil(() => viewer.shadowRoot!.querySelector('[part="replay"]') !== null, 'the replay opens');
      const vr = viewer.shadowRoot!;
      expect(vr.querySelector('.replay-at')!.textContent).to.match(/Move 0 of 1/);
      expect(vr.querySelectorAll('[data-face="up"]')).to.have.length(0);
      (vr.querySelector('[data-action="replay-forward"]') as HTMLButtonElement).click();
      await viewer.updateComplete;
      expect(vr.querySelector('.replay-at')!.textContent).to.match(/Move 1 of 1/);
      expect(vr.querySelector('.outcomes')!.textContent).to.contain('Ann');
      expect(vr.querySelector('[data-action="back-to-game"]'), 'no game of its own to go back to').to.equal(null);
      viewer.remove();
    } finally {
      history.replaceState(null, '', location.pathname);
    }
  });

  it('a bad link is told and a new game starts instead', async () => {
    history.replaceState(null, '', `${location.pathname}#aztec=not-a-link`);
    const errors: { property?: string }[] = [];
    const el = document.createElement('aztec-board');
    el.saveKey = `bad-link-${Math.random()}`;
    el.setAttribute('players', '3');
    el.addEventListener('aztec-error', (e) => errors.push((e as CustomEvent).detail));
    try {
      document.body.append(el);
      await waitUntil(() => live(el) === 'cover', 'a new game');
      expect(errors[0]).to.include({ property: 'link' });
    } finally {
      history.replaceState(null, '', location.pathname);
      el.remove();
    }
  });

  it('after the game, Replay shows every move and Back returns to the scores without a second game-over', async () => {
    const el = await board('seats=bot-easy, bot-easy, bot-easy;seed=replay');
    const overs: unknown[] = [];
    el.addEventListener('aztec-game-over', (e) => overs.push((e as CustomEvent).detail));
    await waitUntil(() => $(el, '[data-action="replay"]') !== null, 'the game ends', { timeout: 30_000 });
    const moves = (await el.exportRecord())!.moves.length;
    await tap(el, '[data-action="replay"]');
    await waitUntil(() => $(el, '[part="replay"]') !== null);
    expect($(el, '.replay-at')!.textContent).to.contain(`Move ${moves} of ${moves}`);
    await tap(el, '[data-action="replay-start"]');
    expect($(el, '.replay-at')!.textContent).to.contain(`Move 0 of ${moves}`);
    // Play: the replay goes on by itself (a step every reviewStepMs: FAST's 200 ms, far from its end in the
    // time it takes to tap Pause), Pause stops it where it is.
    await tap(el, '[data-action="replay-play"]');
    expect($(el, '[data-action="replay-pause"]')!.getAttribute('aria-pressed')).to.equal('true');
    await waitUntil(() => !/Move 0 of/.test($(el, '.replay-at')!.textContent!), 'it plays on by itself');
    await tap(el, '[data-action="replay-pause"]');
    const paused = $(el, '.replay-at')!.textContent;
    expect(paused).not.to.contain(`Move ${moves} of`);
    await tap(el, '[data-action="replay-forward"]');
    expect($(el, '.replay-at')!.textContent).not.to.equal(paused);
    // The slider goes to any move; the keys step and jump (← → Home End), as Quetzal's replay does.
    const slider = $(el, '.replay-slider') as HTMLInputElement;
    expect(slider.max).to.equal(String(moves));
    expect(slider.getAttribute('aria-label')).to.equal('Move shown');
    slider.value = '2';
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    await el.updateComplete;
    expect($(el, '.replay-at')!.textContent).to.contain(`Move 2 of ${moves}`);
    expect(($(el, '.replay-slider') as HTMLInputElement).getAttribute('aria-valuetext')).to.equal(`Move 2 of ${moves}`);
    $(el, '[data-action="replay-forward"]')!.focus();
    for (const [key, at] of [['ArrowLeft', 1], ['ArrowRight', 2], ['End', moves], ['ArrowRight', moves], ['Home', 0]] as const) {
      await sendKeys({ press: key });
      await el.updateComplete;
      expect($(el, '.replay-at')!.textContent, key).to.contain(`Move ${at} of ${moves}`);
      expect(el.shadowRoot!.activeElement, `${key}: the focus stays on the button`).to.equal($(el, '[data-action="replay-forward"]'));
    }
    expect($(el, '[data-action="replay-start"]')!.getAttribute('aria-disabled')).to.equal('true');
    await tap(el, '[data-action="back-to-game"]');
    expect($(el, '[data-action="play-again"]')).not.to.equal(null);
    expect(overs).to.have.length(1);
  });

  it('a host’s guard is asked for the table’s step a person starts with Next, as for their own moves', async () => {
    const el = await board('players=3;no-handover;seed=guard-next');
    el.timing = { ...FAST, tableStepMs: 600_000 }; // the table waits for Next
    el.newGame();
    await waitUntil(() => live(el) === 'person', 'the game', { timeout: 15_000 });
    // Every seat picks what its card shows, then believes another: the table's first reveal waits.
    for (let i = 0; i < 3; i++) await pickByTaps(el, false);
    for (let i = 0; i < 3; i++) await tap(el, '.token-btn.believe');
    await el.updateComplete;
    expect(live(el)).to.equal('table');
    const asked: string[] = [];
    el.moveGuard = (move) => { asked.push(move.type); return 'Read the reveal first.'; };
    const before = JSON.stringify(el.state);
    await tap(el, '[data-action="next"]');
    expect(asked).to.deep.equal(['reveal']);
    expect(JSON.stringify(el.state), 'nothing played').to.equal(before);
    expect($(el, '[data-notice="guard"]')!.textContent).to.contain('Read the reveal first.');
    el.moveGuard = null;
    await tap(el, '[data-action="next"]');
    expect(JSON.stringify(el.state)).not.to.equal(before);
    expect($(el, '[data-notice="guard"]'), 'the guard’s words go with the step let through').to.equal(null);
  });

  it('a host’s guard refuses a move with its words; play() plays one; highlights mark their parts; a refused scenario shows inline', async () => {
    const el = await board('players=3;no-handover;seed=guard');
    await waitUntil(() => live(el) === 'person', 'no cover with no-handover');
    el.moveGuard = (move) => (move.type === 'collect' && move.seat === 0 ? 'Take what your card shows, please.' : null);
    await tap(el, '[data-action="take"]');
    expect($(el, '[data-notice="guard"]')!.textContent).to.contain('Take what your card shows');
    expect(el.state!.decision.seats).to.include(0);
    el.moveGuard = null;
    expect(el.play({ type: 'collect', seat: 1, jewels: [9, 0, 0] })).to.match(/jewel|take/i);
    expect(el.play({ type: 'reveal' })).to.be.a('string');
    const { legalMoves } = await import('../../src/games/aztec/index.js');
    const full = (el as unknown as { board: { snapshot: { context: { history: { state: AztecState } } } } }).board.snapshot.context.history.state;
    expect(el.play(legalMoves(full, 2)[0]!)).to.equal(null);
    expect(el.state!.decision.seats).not.to.include(2);
    el.highlights = ['seat:1', 'temple', 'nothing'];
    await el.updateComplete;
    expect($$(el, '[data-highlight]').map((n) => n.getAttribute('part') + ':' + (n.dataset.seat ?? ''))).to.have.members(['seat:1', 'temple:']);
    el.scenario = { round: 9 } as never;
    await waitUntil(() => $(el, '[part="error"]') !== null, 'the refusal inline');
    expect($(el, '[part="error"]')!.textContent).to.match(/round/);
  });
});

describe('<aztec-board> on a full-screen page', () => {
  afterEach(async () => { await setViewport({ width: 800, height: 600 }); });

  for (const [width, height] of SCREENS) {
    it(`given the screen's height at ${width}×${height}: the page never scrolls, the board scrolls inside, nothing overlaps`, async () => {
      await setViewport({ width, height });
      const style = document.head.appendChild(Object.assign(document.createElement('style'), {
        textContent: 'html, body { margin: 0; height: 100%; } aztec-board.fit { display: block; height: 100vh; }',
      }));
      try {
        const el = await board('players=4;names=Ann,Bob,Cy,Dee;seed=fit');
        el.classList.add('fit');
        await waitUntil(() => live(el) === 'cover');
        await tap(el, '[data-action="continue"]');
        const page = document.scrollingElement!;
        expect(page.scrollHeight, 'the page is the screen').to.be.at.most(innerHeight + 1);
        expect(page.scrollWidth).to.be.at.most(innerWidth + 1);
        // Nothing of the table drawn over a seat: the table part ends before the first seat panel starts (one column) or beside it (two).
        const tableBox = $(el, '[part="table"]')!.getBoundingClientRect();
        const seatBox = $(el, '[part="seat"]')!.getBoundingClientRect();
        const apart = tableBox.bottom <= seatBox.top + 1 || tableBox.right <= seatBox.left + 1 || seatBox.right <= tableBox.left + 1;
        expect(apart, `table ${JSON.stringify(tableBox)} and seat ${JSON.stringify(seatBox)}`).to.equal(true);
        expect($(el, '[data-action="take"]')!.getBoundingClientRect().bottom, 'Take is on the first screen').to.be.at.most(innerHeight);
      } finally {
        style.remove();
      }
    });
  }
});

describe('<aztec-board> Hint', () => {
  it('gives the medium computer’s move for the holder with its reason, from the holder’s own view', async () => {
    const el = await board('seats=human:Ann, bot-easy, bot-easy;seed=hint');
    await waitUntil(() => live(el) === 'person');
    await tap(el, '[data-action="hint"]');
    await waitUntil(() => $(el, '.hint-line') !== null, 'the hint');
    expect($(el, '.hint-line')!.textContent).to.match(/^(Take what your card shows \(.+\)|Bluff with .+, toward your .+): about \d+ %/);
    // The position changes (Ann picks): the hint is dropped.
    await pickByTaps(el, false);
    expect($(el, '.hint-line')).to.equal(null);
  });

  it('no-hint hides the Hint button (and shows it again when removed)', async () => {
    const el = await board('seats=human:Ann, bot-easy, bot-easy;seed=hint;no-hint');
    await waitUntil(() => live(el) === 'person');
    expect($(el, '[data-action="take"]'), 'Ann decides').to.not.equal(null);
    expect($(el, '[data-action="hint"]')).to.equal(null);
    el.removeAttribute('no-hint');
    await el.updateComplete;
    expect($(el, '[data-action="hint"]')).to.not.equal(null);
  });
});

describe('<aztec-board> saves', () => {
  it('a second board with the same save key does not overwrite the first one’s game: it says so, once', async () => {
    const key = `twice-${Math.random()}`;
    const first = await board('seats=human:Ann, bot-easy, bot-easy;seed=one', key);
    await waitUntil(() => live(first) === 'person');
    await pickByTaps(first, false);
    const errors: { code: string }[] = [];
    const second = document.createElement('aztec-board');
    second.timing = FAST;
    second.saveKey = key;
    second.setAttribute('seats', 'human:Zoe, bot-easy, bot-easy, bot-easy');
    second.addEventListener('aztec-save-error', (e) => errors.push((e as CustomEvent).detail));
    first.parentElement!.append(second);
    await waitUntil(() => live(second) === 'person');
    await pickByTaps(second, false);
    await waitUntil(() => $(second, '[data-notice="save"]') !== null, 'told');
    expect(errors).to.have.length(1);
    expect($(second, '[data-notice="save"]')!.textContent).to.contain('Another board on this page');
    const saved = JSON.parse(localStorage.getItem(`aztec-board:${key}`)!);
    expect(saved.options.seats[0], 'the first board’s game is the one kept').to.equal('Ann');
    second.remove();
    localStorage.removeItem(`aztec-board:${key}`);
  });
});

describe('<aztec-board loading="lazy">', () => {
  it('builds nothing until it comes near the viewport, then starts its game', async () => {
    const host = await fixture<HTMLDivElement>(html`<div><div style="height: 3000px"></div></div>`);
    const el = document.createElement('aztec-board');
    el.saveKey = `lazy-${Math.random()}`;
    el.setAttribute('loading', 'lazy');
    el.setAttribute('players', '3');
    host.append(el);
    await el.updateComplete;
    expect(el.state, 'no game far below the fold').to.equal(null);
    expect($(el, '.frame.pending')).not.to.equal(null);
    el.scrollIntoView();
    await waitUntil(() => el.state !== null && live(el) === 'cover', 'started once seen');
  });

  it('a readonly board (a diagram) is lazy by default; eager says otherwise', async () => {
    const host = await fixture<HTMLDivElement>(html`<div><div style="height: 3000px"></div></div>`);
    const boards = ['', 'eager'].map((loading) => {
      const el = document.createElement('aztec-board');
      el.saveKey = `lazy-${Math.random()}`;
      el.setAttribute('players', '3');
      el.setAttribute('readonly', '');
      if (loading) el.setAttribute('loading', loading);
      host.append(el);
      return el;
    });
    await Promise.all(boards.map((el) => el.updateComplete));
    await waitUntil(() => boards[1]!.state !== null, 'the eager one starts at once');
    expect(boards[0]!.state, 'the lazy one waits to be seen').to.equal(null);
    boards[0]!.scrollIntoView();
    await waitUntil(() => boards[0]!.state !== null, 'started once seen');
    expect(live(boards[0]!)).to.equal('watching');
  });

  it('another loading is shown inline and told, and starts nothing; set right, the board starts', async () => {
    const el = document.createElement('aztec-board');
    el.saveKey = `lazy-${Math.random()}`;
    el.setAttribute('players', '3');
    el.setAttribute('loading', 'soon');
    const errors: { code: string; property?: string }[] = [];
    el.addEventListener('aztec-error', (e) => errors.push((e as CustomEvent).detail));
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
    await el.updateComplete;
    expect($(el, '[part="error"]')!.textContent).to.contain('“loading” must be “lazy” or “eager”, not “soon”.');
    expect(errors.map((e) => [e.code, e.property])).to.deep.equal([['BAD_ATTRIBUTE', 'loading']]);
    expect(el.state).to.equal(null);
    el.setAttribute('loading', 'eager');
    await waitUntil(() => el.state !== null, 'started');
    expect($(el, '[part="error"]')).to.equal(null);
  });
});

describe('<aztec-board> by keyboard', () => {
  it('a turn begins with the focus on it: the cover’s button, the prompt, the pass button; Tab and Enter play it', async () => {
    // (No commit pause: Enter on Take, then at once on the pass button the focus moves to, both count.)
    const el = await board('players=3;names=Ann,Bob,Cy;seed=keys;input-guard=0');
    await waitUntil(() => live(el) === 'cover');
    ($(el, '[data-action="continue"]') as HTMLButtonElement).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => live(el) === 'person');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.classList.contains('prompt-title'), 'the prompt’s title has the focus').to.equal(true);
    for (let i = 0; i < 12 && !el.shadowRoot!.activeElement?.matches('[data-action="take"]'); i++) await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.matches('[data-action="take"]'), 'Take reached by Tab').to.equal(true);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => live(el) === 'passing');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.matches('[data-action="pass"]')).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => live(el) === 'cover');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.matches('[data-action="continue"]')).to.equal(true);
    expect($(el, '.cover h3')!.textContent).to.contain('Bob');
  });
});

describe('<aztec-board> as a diagram', () => {
  it('shows a record given by src at move `at`, each step explained, with its pictures; a bad record is told inline', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('aztec-board');
    el.setAttribute('src', '/demo/aztec-diagrams/game.json');
    el.setAttribute('at', '10');
    host.append(el);
    await waitUntil(() => $(el, '[part="replay"]') !== null, 'the diagram');
    expect($(el, '.replay-at')!.textContent).to.contain('Move 10 of 86');
    expect($(el, '[part="reveal"]')!.dataset.case, 'move 10 is a reveal of case 3 (scripts/aztec-diagrams.ts)').to.equal('3');
    expect(el.shadowRoot!.querySelectorAll('svg.sprite symbol').length, 'the jewels’ pictures are defined').to.be.greaterThan(3);
    el.setAttribute('at', '9');
    await waitUntil(() => $(el, '[part="reveal"]')?.dataset.case === '1', 'move 9: case 1');
    const errors: { property?: string }[] = [];
    const bad = document.createElement('aztec-board');
    bad.addEventListener('aztec-error', (e) => errors.push((e as CustomEvent).detail));
    bad.record = { format: 'aztec-record', version: 1, kind: 'spectator' };
    host.append(bad);
    await waitUntil(() => $(bad, '[part="error"]') !== null, 'the refusal inline');
    expect(errors[0]).to.include({ property: 'record' });
    expect($(bad, '[part="error"] h2'), 'worded as a wrong attribute').to.not.equal(null);
    // A `src` that is not a record (a missing file's page): the statechart's reviewing.opening fails, naming `src`.
    const missing = document.createElement('aztec-board');
    const told: { property?: string; code: string }[] = [];
    missing.addEventListener('aztec-error', (e) => told.push((e as CustomEvent).detail));
    missing.setAttribute('src', '/demo/aztec-diagrams/no-such-game.json');
    host.append(missing);
    await waitUntil(() => $(missing, '[part="error"]') !== null, 'the missing file told inline');
    expect(told).to.have.length(1);
    expect(told[0]).to.include({ property: 'src' });
    expect($(missing, '[data-action="retry"]'), 'a file that does not read is not retried').to.equal(null);
  });
});

describe('<aztec-board> phase news', () => {
  it('fires aztec-phase-change when its game starts and at each new step', async () => {
    const phases: { step: string; round: number }[] = [];
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('aztec-board');
    el.timing = FAST;
    el.saveKey = `phase-${Math.random()}`;
    el.setAttribute('seats', 'human:Ann, bot-easy, bot-easy');
    el.addEventListener('aztec-phase-change', (e) => phases.push((e as CustomEvent).detail));
    host.append(el);
    await waitUntil(() => phases.length > 0, 'the start told');
    expect(phases[0]).to.deep.equal({ step: 'collect', round: 1 });
    await waitUntil(() => live(el) === 'person');
    await pickByTaps(el, false);
    // (The computers pick in the worker meanwhile: its start alone can pass waitUntil's 1 s default on a loaded machine.)
    await waitUntil(() => phases.some((p) => p.step === 'token'), 'the token step told', { timeout: 15_000 });
  });
});

describe('<aztec-board> game over on a phone', () => {
  afterEach(async () => { await setViewport({ width: 800, height: 600 }); });

  it('at 390×844 the scores fit the board: each total beside its name, the breakdown scrolling inside', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await board('seats=bot-easy, bot-medium, bot-easy, bot-medium;seed=phone-end');
    await waitUntil(() => $(el, '[data-action="play-again"]') !== null, 'the game ends', { timeout: 30_000 });
    const frame = $(el, '.frame')!.getBoundingClientRect();
    for (const cell of $$(el, '.scores td[data-col="total"]')) {
      const r = cell.getBoundingClientRect();
      expect(r.right, 'a total within the board').to.be.at.most(frame.right);
    }
    expect(document.scrollingElement!.scrollWidth, 'the page never scrolls sideways').to.be.at.most(innerWidth + 1);
    expect($(el, '.scores-wrap')!.tabIndex, 'the breakdown’s scroller is reachable by keyboard').to.equal(0);
  });
});
