/**
 * Game records on the board: auto-save and resume, undo / redo, export / import, share links,
 * storage failures, the replay view, and accessibility of the toolbar, dialogs and replay.
 *
 * Each test uses its own board `id` (so its own save) and removes its saves before and after.
 */
import { expect, nextFrame, oneEvent } from '@open-wc/testing';
import '../../src/index.js';
import { legalMoves, type GameState, type Move, type QuetzalBoard, type Scenario } from '../../src/index.js';
import { LATEST_RECORD_VERSION, encodeRecord, replay, type GameRecord } from '../../src/games/quetzal/records/index.js';
import { $, $$, click, decisionOf, expectStatsMatchEngine, faces, pageIdle, rng, saveKey, shownStats, uiStep } from './helpers.js';

let serial = 0;
const run = Math.random().toString(36).slice(2, 8);
const newId = (name: string) => `rec-${run}-${name}-${serial++}`;

function clearSaves(): void {
  for (const key of Object.keys(localStorage)) if (key.includes(`#rec-${run}`)) localStorage.removeItem(key);
}

interface Setup {
  id: string;
  attrs?: Record<string, string>;
  scenario?: Scenario;
  record?: GameRecord;
}

async function mount(setup: Setup): Promise<QuetzalBoard> {
  const el = document.createElement('quetzal-board');
  el.id = setup.id;
  for (const [k, v] of Object.entries(setup.attrs ?? {})) el.setAttribute(k, v);
  if (setup.scenario) el.scenario = setup.scenario;
  if (setup.record) el.record = setup.record;
  document.body.append(el);
  await el.updateComplete;
  await el.updateComplete;
  return el;
}

/** "Reload": the board leaves the page (it saves) and a new one with the same id and attributes comes. */
async function reload(el: QuetzalBoard, setup: Setup): Promise<QuetzalBoard> {
  el.remove();
  return mount(setup);
}

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** A move for the current decision: seat 0 takes Temple space 3 first; then small, varied choices. */
function pickMove(s: GameState, log: Move[]): Move {
  const d = s.decision;
  const ms = legalMoves(s) as Move[];
  const is = (m: Move, loc: string) => m.type === 'place' && m.location === loc && m.meeples.length === 1;
  let m: Move | undefined;
  if (d.kind === 'place' && d.seat === 0 && !log.some((x) => x.type === 'place' && x.location === 'temple')) {
    m = ms.find((x) => is(x, 'temple') && x.type === 'place' && x.space === 2);
  }
  if (!m && d.kind === 'place') m = ms.find((x) => is(x, 'village')) ?? ms.find((x) => x.type === 'place' && x.meeples.length === 1 && x.location !== 'temple' && x.location !== 'camp');
  if (!m && d.kind === 'campReroll') m = ms.find((x) => x.type === 'campReroll' && x.meeple === null);
  return m ?? ms[0]!;
}

/** Plays moves through the host API (continuing any hand-over cover first) until `stop` says so. */
async function drive(el: QuetzalBoard, stop: (s: GameState) => boolean, max = 300): Promise<Move[]> {
  const played: Move[] = [];
  for (let i = 0; i < max && !stop(el.state!); i++) {
    if (decisionOf(el) === 'handover') await click(el, $(el, '.handover [data-action="continue"]'), 'continue');
    const move = pickMove(el.state!, played);
    expect(el.play(move), JSON.stringify(move)).to.equal(true);
    played.push(move);
    await el.updateComplete;
  }
  expect(stop(el.state!), 'drive reached its goal').to.equal(true);
  return played;
}

/** Last round, everyone rich and wild: every kind of placement and activation comes up quickly. */
const RICH: Scenario = {
  round: 5,
  firstPlayer: 0,
  rolls: faces([['side', 21]]),
  seats: [{ coins: 20, hand: ['weapon'] }, { coins: 20, hand: ['mummy', 'tablet:vp'] }, { coins: 20, hand: ['pottery'] }],
};

function essentials(el: QuetzalBoard) {
  return {
    decision: decisionOf(el),
    cover: $(el, '.handover h2')?.textContent ?? null,
    prompt: $(el, '.prompt .prompt-title')?.textContent ?? null,
    stats: shownStats(el),
    temple: $$(el, '.loc-temple [data-card]').map((c) => c.dataset.card),
    picker: $$(el, '.prompt .card-picker [data-card]').map((c) => c.dataset.card),
    log: $(el, '.log')!.textContent!.replace(/\s+/g, ' '),
  };
}

/** Listens for anything thrown to the page. */
function pageErrors(): { list: string[]; stop(): void } {
  const list: string[] = [];
  const onError = (e: ErrorEvent) => list.push(`error: ${e.message}`);
  const onRejection = (e: PromiseRejectionEvent) => list.push(`unhandledrejection: ${String(e.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return { list, stop: () => { window.removeEventListener('error', onError); window.removeEventListener('unhandledrejection', onRejection); } };
}


async function openMenu(el: QuetzalBoard, item: string): Promise<void> {
  await click(el, $(el, '[data-action="menu"]'), 'menu');
  expect($(el, '[data-action="menu"]')!.getAttribute('aria-expanded')).to.equal('true');
  await click(el, $(el, `.rec-menu [data-action="${item}"]`), item);
  await el.updateComplete;
}

describe('<quetzal-board> game records', () => {
  beforeEach(clearSaves);
  afterEach(() => {
    document.querySelectorAll('body > quetzal-board').forEach((e) => e.remove());
    clearSaves();
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('saves every move and resumes after a reload: same state, same screen, mid-activation, hand-over on', async () => {
    const setup: Setup = { id: newId('save'), attrs: { players: '3', names: 'Ann,Bob,Cy', seed: '7' }, scenario: RICH };
    let el = await mount(setup);
    await drive(el, (s) => s.decision.kind === 'templeCards');
    const d = el.state!.decision;
    expect(d.kind === 'templeCards' && d.space).to.equal(2);
    // (a) behind the "Pass to…" cover, or with the Temple prompt shown: either way a reload shows the
    // cover for the deciding seat (privacy after a reload), over the very same game.
    const covered = decisionOf(el) === 'handover';
    const stateA = clone(el.state);
    const screenA = covered ? essentials(el) : null;
    el = await reload(el, setup);
    expect(el.state).to.deep.equal(stateA);
    expect(decisionOf(el)).to.equal('handover');
    if (screenA) expect(essentials(el)).to.deep.equal(screenA);
    await click(el, $(el, '.handover [data-action="continue"]'));
    expect(decisionOf(el)).to.equal('templeCards');
    // (b) with the Temple choice on screen.
    const screenB = essentials(el);
    expect(screenB.picker.length).to.be.greaterThan(0);
    el = await reload(el, setup);
    expect(el.state).to.deep.equal(stateA);
    await click(el, $(el, '.handover [data-action="continue"]'));
    expect(essentials(el)).to.deep.equal(screenB);
    expectStatsMatchEngine(el);
    // The game goes on after the resume, and undo history is rebuilt from the record.
    await click(el, $(el, '.prompt .card-picker button.card'), 'temple card');
    await click(el, $(el, '[data-action="take-cards"]'), 'take');
    expect(el.state!.decision.kind).to.not.equal('templeCards');
  });

  it('resumes only a board set up the same way; readonly boards never save', async () => {
    const id = newId('setup');
    let el = await mount({ id, attrs: { players: '3', seed: '5' } });
    await click(el, $(el, '[data-action="roll"]'));
    const rolled = clone(el.state);
    el = await reload(el, { id, attrs: { players: '3', seed: '5' } });
    expect(el.state).to.deep.equal(rolled);
    // Other attributes: a new game (the page changed), which then replaces the save.
    el = await reload(el, { id, attrs: { players: '4', seed: '5' } });
    expect(el.state!.seats.length).to.equal(4);
    expect(el.state!.flow.rolled).to.equal(false);
    el.remove();
    const ro = newId('readonly');
    el = await mount({ id: ro, attrs: { players: '3', seed: '5', readonly: '', loading: 'eager' } });
    el.remove();
    expect(Object.keys(localStorage).filter((k) => k.includes(ro))).to.deep.equal([]);
    // no-save: neither resumed nor written.
    el = await mount({ id, attrs: { players: '4', seed: '5' } });
    await click(el, $(el, '[data-action="roll"]'));
    el.remove();
    const saved = localStorage.getItem(saveKey(id));
    expect(JSON.parse(saved!).moves).to.deep.equal([{ type: 'roll' }]);
    el = await mount({ id, attrs: { players: '4', seed: '5', 'no-save': '' } });
    expect(el.state!.flow.rolled).to.equal(false);
    await click(el, $(el, '[data-action="roll"]'));
    await click(el, $(el, '.handover [data-action="continue"]'));
    await uiStep(el, { random: rng(1) });
    el.remove();
    expect(localStorage.getItem(saveKey(id))).to.equal(saved);
  });

  it('undo cannot cross a roll or a draw; undo + redo gives the same state; a new move clears redo', async () => {
    const el = await mount({ id: newId('undo'), attrs: { players: '3', names: 'Ann,Bob,Cy', seed: '7', 'no-handover': '' }, scenario: RICH });
    const undoBtn = () => $(el, '[data-action="undo"]')!;
    const redoBtn = () => $(el, '[data-action="redo"]')!;
    expect(undoBtn().getAttribute('aria-disabled')).to.equal('true');
    expect(redoBtn().getAttribute('aria-disabled')).to.equal('true');

    // The roll is the table's move: never taken back.
    await click(el, $(el, '[data-action="roll"]'));
    const afterRoll = clone(el.state);
    expect(undoBtn().getAttribute('aria-disabled')).to.equal('true');
    const why = $(el, `#${undoBtn().getAttribute('aria-describedby')}`)!.textContent!;
    expect(why).to.match(/roll/i);
    expect(undoBtn().title).to.equal(why);
    expect(el.undo()).to.equal(false);
    expect(el.state).to.deep.equal(afterRoll);
    await el.updateComplete;
    expect($(el, '[data-kind="info"]')!.textContent).to.contain(why);

    // Ann's placement can be taken back, then played again (redo), exactly.
    const [place] = await drive(el, (s) => s.decision.kind === 'place' && s.decision.seat === 1);
    expect(place!.type).to.equal('place');
    const afterPlace = clone(el.state);
    expect(undoBtn().getAttribute('aria-disabled')).to.equal('false');
    await click(el, undoBtn(), 'undo');
    expect(el.state).to.deep.equal(afterRoll);
    expect(redoBtn().getAttribute('aria-disabled')).to.equal('false');
    // …but not the roll before it.
    expect(undoBtn().getAttribute('aria-disabled')).to.equal('true');
    expect(el.undo()).to.equal(false);
    expect(el.state).to.deep.equal(afterRoll);
    await click(el, redoBtn(), 'redo');
    expect(el.state).to.deep.equal(afterPlace);
    expect(redoBtn().getAttribute('aria-disabled')).to.equal('true');

    // Undo again, then a different move: nothing to redo any more.
    expect(el.undo()).to.equal(true);
    await el.updateComplete;
    const other = (legalMoves(el.state!) as Move[]).find((m) => m.type === 'place' && m.location === 'quarry')!;
    expect(el.play(other)).to.equal(true);
    await el.updateComplete;
    expect(redoBtn().getAttribute('aria-disabled')).to.equal('true');
    expect(el.redo()).to.equal(false);

    // Bob plays; Ann's move is final now, even after Bob takes his own back.
    await drive(el, (s) => s.decision.kind === 'place' && s.decision.seat === 2);
    expect(el.undo()).to.equal(true);
    await el.updateComplete;
    const beforeAnn = clone(el.state);
    expect(el.undo()).to.equal(false);
    expect(el.state).to.deep.equal(beforeAnn);
    await el.updateComplete;
    expect($(el, '#rec-undo-why')!.textContent).to.match(/another player/);
    expect(el.redo()).to.equal(true);
    await el.updateComplete;

    // A Temple choice on space 3 draws from the deck: final at once.
    await drive(el, (s) => s.decision.kind === 'templeCards');
    await click(el, $(el, '.prompt .card-picker button.card'), 'temple card');
    await click(el, $(el, '[data-action="take-cards"]'), 'take');
    const afterDraw = clone(el.state);
    expect(el.undo()).to.equal(false);
    expect(el.state).to.deep.equal(afterDraw);
    await el.updateComplete;
    expect(undoBtn().getAttribute('aria-disabled')).to.equal('true');
    expect($(el, '#rec-undo-why')!.textContent).to.match(/drew cards/);
  });

  it('with hand-over, the one who just played can undo from the "Pass to" cover', async () => {
    const el = await mount({ id: newId('cover'), attrs: { players: '3', names: 'Ann,Bob,Cy', seed: '7' }, scenario: RICH });
    await click(el, $(el, '[data-action="roll"]'));
    await click(el, $(el, '.handover [data-action="continue"]'));
    const afterRoll = clone(el.state);
    await click(el, $(el, '.prompt .pool-picker button.meeple'), 'meeple');
    await click(el, $(el, 'button.spot.target.legal[data-target="village:0"]'), 'village');
    expect(decisionOf(el)).to.equal('handover');
    expect($(el, '.handover h2')!.textContent).to.contain('Bob');
    const coverUndo = $(el, '.handover [data-action="cover-undo"]')!;
    expect(coverUndo.textContent).to.contain('Ann');
    await click(el, coverUndo, 'cover undo');
    expect(el.state).to.deep.equal(afterRoll);
    // The device goes back to Ann through the cover; Bob's cover offers no undo of Ann's move.
    expect(decisionOf(el)).to.equal('handover');
    expect($(el, '.handover h2')!.textContent).to.contain('Ann');
    expect(el.shadowRoot!.activeElement).to.equal($(el, '.handover [data-action="continue"]'));
    await click(el, $(el, '.handover [data-action="continue"]'));
    expect(decisionOf(el)).to.equal('place');
    expect($(el, '[data-action="redo"]')!.getAttribute('aria-disabled')).to.equal('false');
  });

  it('imports a good record, migrates a v0 one with a notice, and refuses bad ones without touching the game', async () => {
    const errors = pageErrors();
    try {
      const src = await mount({ id: newId('src'), attrs: { players: '3', names: 'Ann,Bob,Cy', seed: '7', 'no-handover': '' }, scenario: RICH });
      await drive(src, (s) => s.decision.kind === 'templeCards');
      const record = src.exportRecord();
      const srcState = clone(src.state);
      src.remove();

      const el = await mount({ id: newId('import'), attrs: { players: '2', seed: '3' } });
      await click(el, $(el, '[data-action="roll"]'));
      const before = clone(el.state);

      const tryBad = async (text: string, pattern: RegExp, code: string) => {
        const err = oneEvent(el, 'quetzal-error');
        const ta = $(el, 'dialog [data-paste]') as HTMLTextAreaElement;
        ta.value = text;
        ta.dispatchEvent(new Event('input'));
        await el.updateComplete;
        await click(el, $(el, 'dialog [data-action="load"]'), 'load');
        const box = $(el, 'dialog [data-import-error]')!;
        expect(box, `error shown for ${code}`).to.not.equal(null);
        expect(box.dataset.importError).to.equal(code);
        expect(box.getAttribute('role')).to.equal('alert');
        expect(box.textContent).to.match(pattern);
        expect((await err).detail.code).to.equal(code);
        expect(el.state).to.deep.equal(before);
        expect($(el, 'dialog.rec-dialog')!.hasAttribute('open')).to.equal(true);
      };

      await openMenu(el, 'records');
      expect($(el, 'dialog.rec-dialog')!.hasAttribute('open')).to.equal(true);
      const text = JSON.stringify(record);
      await tryBad('{"format": "quetzal-record", "version": 1, moves: []}', /line 1, column/, 'NOT_JSON');
      await tryBad(text.slice(0, Math.floor(text.length / 2)), /stops early/, 'TRUNCATED');
      const k = 5;
      const tampered = clone(record);
      const mv = tampered.moves[k]! as Move & { seat: number };
      mv.seat = (mv.seat + 1) % 3;
      delete tampered.check;
      await tryBad(JSON.stringify(tampered), new RegExp(`moves\\[${k}\\]`), 'ILLEGAL_MOVE');
      expect($(el, 'dialog [data-import-error]')!.textContent).to.contain(`Where: moves[${k}]`);
      await tryBad(JSON.stringify({ ...record, version: LATEST_RECORD_VERSION + 1 }), /newer version/, 'FUTURE_VERSION');
      await tryBad('[1, 2, 3]', /not a Quetzal game record/, 'NOT_A_RECORD');

      // A good record: loaded, dialog closed, a notice says so.
      const ta = $(el, 'dialog [data-paste]') as HTMLTextAreaElement;
      ta.value = text;
      ta.dispatchEvent(new Event('input'));
      await el.updateComplete;
      await click(el, $(el, 'dialog [data-action="load"]'), 'load');
      expect(el.state).to.deep.equal(srcState);
      expect($(el, 'dialog.rec-dialog')).to.equal(null);
      expect($(el, '[data-kind="info"]')!.textContent).to.contain('loaded');

      // A version-0 record (the API, no dialog): migrated, and the notice says so.
      const v0src = await mount({ id: newId('v0src'), attrs: { players: '3', names: 'Ann,Bob,Cy', seed: '11', 'no-handover': '' } });
      await drive(v0src, (s) => s.seats.every((seat) => seat.meeples.some((m) => m.placed)));
      const v1 = v0src.exportRecord();
      const v0State = clone(v0src.state);
      v0src.remove();
      const v0 = {
        v: 0, seed: v1.options.seed, players: 3, names: v1.options.seats, date: '2024-01-02T03:04:05.000Z',
        moves: v1.moves.map((m) => (m.type === 'campReroll' && m.meeple === null ? { ...m, meeple: -1 } : m)),
      };
      const plain = await mount({ id: newId('v0'), attrs: { players: '3', seed: '1' } });
      plain.importRecord(JSON.stringify(v0));
      await plain.updateComplete;
      expect($(plain, '[data-kind="info"]')!.textContent).to.match(/older version \(record version 0\)/);
      expect(plain.state).to.deep.equal(v0State);
      expect(plain.exportRecord().moves).to.deep.equal(v1.moves);

      // A bad record through the API: a notice (no dialog open), the game untouched.
      const kept = clone(plain.state);
      const err = oneEvent(plain, 'quetzal-error');
      plain.importRecord({ format: 'quetzal-record', version: 1 });
      expect((await err).detail.code).to.equal('BAD_FIELD');
      await plain.updateComplete;
      expect($(plain, '[data-kind="error"]')!.getAttribute('role')).to.equal('alert');
      expect(plain.state).to.deep.equal(kept);
      await pageIdle(); // what it did has been told, errors too
      expect(errors.list).to.deep.equal([]);
    } finally {
      errors.stop();
    }
  });

  it('exports: a .json download through a Blob URL, and a copy to the clipboard', async () => {
    const el = await mount({ id: newId('export'), attrs: { players: '3', names: 'Ann,Bob,Cy', seed: '9' } });
    await click(el, $(el, '[data-action="roll"]'));
    await openMenu(el, 'records');
    const clicked: { href: string; download: string }[] = [];
    const realClick = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    };
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => { copied = t; } } });
    try {
      // A game in progress leaves as a spectator's record by default (quetzal-board-spectator.test.ts);
      // the full record is one step away.
      await click(el, $(el, 'dialog [data-action="continue-elsewhere"]'), 'continue on another device');
      await click(el, $(el, 'dialog [data-action="download"]'), 'download');
      expect(clicked.length).to.equal(1);
      expect(clicked[0]!.href).to.match(/^blob:/);
      expect(clicked[0]!.download).to.match(/^quetzal-\d{4}-\d\d-\d\d-Ann-Bob-Cy\.json$/);
      const blobText = await (await fetch(clicked[0]!.href)).text();
      expect(JSON.parse(blobText)).to.deep.equal(el.exportRecord());
      await click(el, $(el, 'dialog [data-action="copy-record"]'), 'copy');
      expect(JSON.parse(copied)).to.deep.equal(el.exportRecord());
      expect($(el, 'dialog [data-export-status]')!.textContent).to.contain('Copied');
    } finally {
      HTMLAnchorElement.prototype.click = realClick;
      delete (navigator as unknown as Record<string, unknown>).clipboard;
    }
  });

  it('updateComplete waits for a copy to the clipboard, and the status line it ends with', async () => {
    const el = await mount({ id: newId('copy-wait'), attrs: { players: '2', seed: '4' } });
    await click(el, $(el, '[data-action="roll"]'));
    await openMenu(el, 'records');
    // A clipboard that answers when the test says.
    let answer = () => {};
    const answered = new Promise<void>((done) => { answer = done; });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => answered } });
    try {
      $(el, 'dialog [data-action="copy-record"]')!.click();
      let complete = false;
      void el.updateComplete.then(() => { complete = true; });
      await nextFrame();
      expect(complete, 'not while the clipboard has not answered').to.equal(false);
      answer();
      await el.updateComplete;
      expect($(el, 'dialog [data-export-status]')!.textContent).to.contain('Copied');
    } finally {
      delete (navigator as unknown as Record<string, unknown>).clipboard;
    }
  });

  it('shares a link: the hash offers the same game in a new board, over the save in progress', async () => {
    const id = newId('share');
    const setup: Setup = { id, attrs: { players: '3', names: 'Ann,Bob,Cy', seed: '7', 'no-handover': '' }, scenario: RICH };
    let el = await mount(setup);
    await drive(el, (s) => s.decision.kind === 'place' && s.decision.seat === 0 && s.seats[0]!.meeples.filter((m) => m.placed).length === 2);
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => { copied = t; } } });
    try {
      await openMenu(el, 'share');
      // The full link (a game in progress is shared as a spectator's link unless this is chosen).
      await click(el, $(el, 'dialog [data-action="continue-elsewhere"]'), 'continue on another device');
      await click(el, $(el, 'dialog [data-action="copy-link"]'), 'copy link');
      const link = ($(el, 'dialog [data-link]') as HTMLInputElement).value;
      expect(copied).to.equal(link);
      expect($(el, 'dialog [data-share-status]')!.textContent).to.contain('copied');
      expect(link).to.contain(`#quetzal-${id}=`);
      expect(link.split('#')[1]).to.equal(`quetzal-${id}=${encodeRecord(el.exportRecord())}`);
      const shared = clone(el.state);
      await click(el, $(el, 'dialog [data-action="close-dialog"]'), 'close');
      // More moves: the save now differs from the link.
      await drive(el, (s) => s.seats[0]!.meeples.filter((m) => m.placed).length === 3);
      const further = clone(el.state);
      el.remove();
      history.replaceState(null, '', `${location.pathname}${location.search}#other=1&${link.split('#')[1]}`);
      el = await mount(setup);
      // The game in progress goes on until the person chooses the link's.
      expect(el.state).to.deep.equal(further);
      await click(el, $(el, '[data-notice="shared-link"] [data-action="open-shared"]'), 'open the shared game');
      expect(el.state).to.deep.equal(shared);
      expect($(el, '[data-kind="info"]')!.textContent).to.contain('link');
      // The link's part of the hash is used up (a reload resumes the save, which is now this game).
      expect(location.hash).to.equal('#other=1');
      el = await reload(el, setup);
      expect(el.state).to.deep.equal(shared);

      // A damaged link: an error, and the save is resumed instead.
      el.remove();
      const broken = link.split('#')[1]!.slice(0, -6);
      history.replaceState(null, '', `${location.pathname}#${broken}`);
      const err = pageErrors();
      el = await mount(setup);
      expect(el.state).to.deep.equal(shared);
      expect($(el, '[data-kind="error"]')!.textContent).to.match(/could not be loaded.*(stops early|damaged)/);
      err.stop();
      expect(err.list).to.deep.equal([]);
    } finally {
      delete (navigator as unknown as Record<string, unknown>).clipboard;
    }
  });

  it('goes on in memory with a visible notice when storage is full', async () => {
    const el = await mount({ id: newId('quota'), attrs: { players: '3', seed: '4' } });
    const real = Storage.prototype.setItem;
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      const saveError = oneEvent(el, 'quetzal-save-error');
      await click(el, $(el, '[data-action="roll"]'));
      expect((await saveError).detail.code).to.equal('QUOTA');
      await el.updateComplete;
      expect($(el, '[data-notice="storage"]')!.textContent).to.contain('Saving is off');
      await click(el, $(el, '.handover [data-action="continue"]'));
      for (let i = 0; i < 3; i++) await uiStep(el, { random: rng(i) });
      expect(el.state!.seats.some((s) => s.meeples.some((m) => m.placed))).to.equal(true);
      await click(el, $(el, '[data-notice="storage"] [data-action="dismiss"]'), 'dismiss');
      expect($(el, '[data-notice="storage"]')).to.equal(null);
      expect($(el, '[data-not-saved]')).to.not.equal(null);
    } finally {
      Storage.prototype.setItem = real;
    }
  });

  it('starts a new game only after an in-element confirmation', async () => {
    const el = await mount({ id: newId('new'), attrs: { players: '3', 'no-handover': '' } });
    await click(el, $(el, '[data-action="roll"]'));
    const game = clone(el.state);
    const seed = el.exportRecord().options.seed;
    await openMenu(el, 'new-game');
    const dlg = $(el, 'dialog.rec-dialog')!;
    expect(dlg.getAttribute('role')).to.equal('alertdialog');
    expect(el.shadowRoot!.activeElement).to.equal($(el, 'dialog [data-action="cancel"]'));
    await click(el, $(el, 'dialog [data-action="cancel"]'), 'cancel');
    expect(el.state).to.deep.equal(game);
    expect(el.shadowRoot!.activeElement).to.equal($(el, '[data-action="menu"]'));
    await openMenu(el, 'new-game');
    await click(el, $(el, 'dialog [data-action="confirm-new"]'), 'confirm');
    expect(el.state!.flow.rolled).to.equal(false);
    expect(el.exportRecord().options.seed).to.not.equal(seed);
    expect(el.exportRecord().moves).to.deep.equal([]);
  });

  it('replays a game move by move: the right position, keys, no hand', async () => {
    const el = await mount({ id: newId('replay'), attrs: { players: '3', names: 'Ann,Bob,Cy', seed: '7', 'no-handover': '' }, scenario: RICH });
    await drive(el, (s) => s.decision.kind === 'templeCards');
    const record = el.exportRecord();
    const states = replay(record, { states: true }).states!;
    const n = record.moves.length;
    await openMenu(el, 'replay');
    expect($(el, '[data-replay]')).to.not.equal(null);
    const counter = () => $(el, '[data-counter]')!.textContent;
    expect(counter()).to.equal(`${n} / ${n}`);
    expect(el.shadowRoot!.activeElement).to.equal($(el, '[data-action="rp-back"]'));
    const coins = () => shownStats(el).map((s) => s.coins);
    const expectAt = (k: number) => {
      expect(counter()).to.equal(`${k} / ${n}`);
      expect(coins()).to.deep.equal(states[k]!.seats.map((s) => s.coins));
      expect(shownStats(el).map((s) => s.hand)).to.deep.equal(states[k]!.seats.map((s) => s.hand.length));
      expect($$(el, '[data-hand-seat]').length, 'no hand in the replay').to.equal(0);
      expect($(el, '.seat.viewer')).to.equal(null);
    };
    expectAt(n);
    await click(el, $(el, '[data-action="rp-first"]'));
    expectAt(0);
    expect($(el, '[data-move]')!.textContent).to.contain('start');
    for (let k = 1; k <= 3; k++) {
      await click(el, $(el, '[data-action="rp-forward"]'));
      expectAt(k);
    }
    expect($(el, '[data-move]')!.textContent).to.match(/Ann|Bob|Cy/);
    // Keys, from wherever focus is in the replay.
    const key = async (k: string) => {
      el.shadowRoot!.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
      await el.updateComplete;
    };
    ($(el, '[data-action="rp-forward"]') as HTMLButtonElement).focus();
    await key('ArrowRight');
    expectAt(4);
    await key('ArrowLeft');
    await key('ArrowLeft');
    expectAt(2);
    await key('End');
    expectAt(n);
    await key('Home');
    expectAt(0);
    // The slider jumps.
    const slider = $(el, '[data-slider]') as HTMLInputElement;
    slider.value = String(n - 2);
    slider.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expectAt(n - 2);
    // Play / pause.
    await click(el, $(el, '[data-action="rp-play"]'), 'play');
    expect($(el, '[data-action="rp-play"]')!.getAttribute('aria-label')).to.equal('Pause');
    await click(el, $(el, '[data-action="rp-play"]'), 'pause');
    expect($(el, '[data-action="rp-play"]')!.getAttribute('aria-label')).to.equal('Play');
    await click(el, $(el, '[data-action="rp-exit"]'), 'exit');
    expect($(el, '[data-replay]')).to.equal(null);
    expect(decisionOf(el)).to.equal('templeCards');
    expect(el.shadowRoot!.activeElement).to.equal($(el, '[data-action="menu"]'));
  });

  it('`record` shows a replay; on a readonly board only the replay', async () => {
    const src = await mount({ id: newId('rsrc'), attrs: { players: '3', seed: '7', 'no-handover': '' }, scenario: RICH });
    await drive(src, (s) => s.round === 5 && s.phase === 'place' && s.seats[2]!.meeples.some((m) => m.placed));
    const record = src.exportRecord();
    src.remove();
    const ro = await mount({ id: newId('ro'), attrs: { readonly: '', loading: 'eager' }, record });
    expect($(ro, '[data-replay]')).to.not.equal(null);
    expect($(ro, '[data-counter]')!.textContent).to.equal(`0 / ${record.moves.length}`);
    expect($(ro, '[data-action="rp-exit"]')).to.equal(null);
    expect($(ro, '[data-action="menu"]')).to.equal(null);
    await click(ro, $(ro, '[data-action="rp-last"]'));
    expect(shownStats(ro).map((s) => s.coins)).to.deep.equal(replay(record).final.seats.map((s) => s.coins));
    // A playable board: "Back to the game" sets record back to null.
    const live = await mount({ id: newId('live'), attrs: { players: '2', seed: '2' } });
    live.record = record;
    await live.updateComplete;
    expect($(live, '[data-replay]')).to.not.equal(null);
    await click(live, $(live, '[data-action="rp-exit"]'), 'exit');
    expect(live.record).to.equal(null);
    expect(decisionOf(live)).to.equal('roll');
    // A bad record: not shown, quetzal-error, a notice.
    const err = oneEvent(live, 'quetzal-error');
    live.record = { ...record, moves: [{ type: 'prepare' }] } as GameRecord;
    expect((await err).detail.code).to.equal('ILLEGAL_MOVE');
    await live.updateComplete;
    expect($(live, '[data-replay]')).to.equal(null);
    expect($(live, '[data-kind="error"]')!.textContent).to.contain('moves[0]');
  });

  it('passes axe: toolbar, open menu, each dialog, replay', async () => {
    const el = await mount({ id: newId('axe'), attrs: { players: '3', names: 'Ann,Bob,Cy', seed: '7', 'no-handover': '' }, scenario: RICH });
    await drive(el, (s) => s.decision.kind === 'place' && s.decision.seat === 1);
    await expect(el).to.be.accessible();
    for (const b of ['undo', 'redo', 'menu']) {
      const btn = $(el, `[data-action="${b}"]`)!;
      expect(btn.getBoundingClientRect().height).to.be.at.least(44);
      expect(btn.tabIndex).to.equal(0);
    }
    await click(el, $(el, '[data-action="menu"]'));
    expect(el.shadowRoot!.activeElement).to.equal($(el, '.rec-menu [data-action="replay"]'));
    el.shadowRoot!.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(el.shadowRoot!.activeElement).to.equal($(el, '.rec-menu [data-action="records"]'));
    await expect(el).to.be.accessible();
    el.shadowRoot!.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await el.updateComplete;
    expect($(el, '.rec-menu')).to.equal(null);
    expect(el.shadowRoot!.activeElement).to.equal($(el, '[data-action="menu"]'));

    await openMenu(el, 'records');
    el.importRecord('{"format":"quetzal-record","version":1,"engine":"quetzal-rules/1.0","created":null,"options":{"seed":1},"moves":[{"type":"prepare"}]}');
    await el.updateComplete;
    expect($(el, 'dialog [data-import-error]')!.textContent).to.contain('moves[0]');
    await expect(el).to.be.accessible();
    await click(el, $(el, 'dialog [data-action="close-dialog"]'));
    await openMenu(el, 'share');
    await expect(el).to.be.accessible();
    await click(el, $(el, 'dialog [data-action="close-dialog"]'));
    await openMenu(el, 'new-game');
    await expect(el).to.be.accessible();
    await click(el, $(el, 'dialog [data-action="cancel"]'));
    await openMenu(el, 'replay');
    await click(el, $(el, '[data-action="rp-first"]'));
    await expect(el).to.be.accessible();
  });

  it('speaks French', async () => {
    const el = await mount({ id: newId('fr'), attrs: { players: '3', lang: 'fr', seed: '1' } });
    expect($(el, '[data-action="undo"]')!.textContent).to.contain('Annuler');
    expect($(el, '[data-action="menu"]')!.textContent).to.contain('Partie');
    await openMenu(el, 'records');
    expect($(el, 'dialog h2')!.textContent).to.equal('Enregistrement de la partie');
  });
});
