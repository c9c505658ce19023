/**
 * The demo pages `npm start` serves: each one is loaded whole (its own HTML, styles and scripts) in an
 * iframe at tablet size, and its boards must render with no error, no console error and no inline
 * error panel. The hub's links must all lead somewhere.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { QuetzalBoard } from '../../src/index.js';
import { pageIdle } from './helpers.js';

interface FrameWindow extends Window {
  __errors: string[];
}

const frames: HTMLIFrameElement[] = [];

/**
 * Loads demo/<page> in a same-origin iframe (srcdoc, so that an error-catching script can run before
 * the page's own), waits until every board has rendered, and returns the iframe's window.
 */
async function openDemo(page: string, width = 1024, height = 768, tag = 'quetzal-board'): Promise<{ win: FrameWindow; boards: QuetzalBoard[] }> {
  const res = await fetch(`/demo/${page}`);
  expect(res.status, `/demo/${page}`).to.equal(200);
  const source = await res.text();
  const capture = `<base href="/demo/${page}"><script>
    window.__errors = [];
    addEventListener('error', (e) => __errors.push('error: ' + e.message));
    addEventListener('unhandledrejection', (e) => __errors.push('unhandled rejection: ' + (e.reason && e.reason.message || e.reason)));
    const consoleError = console.error;
    console.error = (...args) => { __errors.push('console.error: ' + args.join(' ')); consoleError.apply(console, args); };
  </script>`;
  expect(source, `${page} has a <head>`).to.match(/<head>/);
  const iframe = document.createElement('iframe');
  iframe.style.width = `${width}px`;
  iframe.style.height = `${height}px`;
  iframe.srcdoc = source.replace(/<head>/, `<head>${capture}`);
  frames.push(iframe);
  const loaded = new Promise((r) => iframe.addEventListener('load', r, { once: true }));
  document.body.append(iframe);
  await loaded;
  const win = iframe.contentWindow as FrameWindow;
  const doc = win.document;

  const deadline = Date.now() + 20_000;
  const rendered = (el: Element) => !!el.shadowRoot?.querySelector('.frame [part~="board"], .frame [part~="error"], .frame [part~="prompt"], .frame [part~="handover"]');
  for (;;) {
    const boards = [...doc.querySelectorAll(tag)];
    const pending = boards.filter((b) => !rendered(b));
    if (win.__errors.length || (boards.length && win.customElements.get(tag) && !pending.length)) break;
    if (Date.now() > deadline) throw new Error(`${page}: ${pending.length} of ${boards.length} boards never rendered`);
    pending[0]?.scrollIntoView(); // a lazy board starts near the viewport
    await new Promise((r) => setTimeout(r, 50));
  }
  const boards = [...doc.querySelectorAll(tag)] as QuetzalBoard[];
  await Promise.all(boards.map((b) => b.updateComplete));
  await pageIdle(win); // the page's own scripts have run what they queued
  expect(win.__errors, `${page}: errors`).to.deep.equal([]);
  for (const b of boards) {
    expect(b.shadowRoot!.querySelector('[part~="error"]'), `${page}: inline error`).to.equal(null);
    const r = b.getBoundingClientRect();
    expect(r.width > 300 && r.height > 300, `${page}: board size ${r.width}×${r.height}`).to.equal(true);
    expect(b.state !== null || !!b.shadowRoot!.querySelector('[data-replay]'), `${page}: the board has a game or a record to replay`).to.equal(true);
  }
  return { win, boards };
}

describe('demo pages', () => {
  afterEach(() => frames.splice(0).forEach((f) => f.remove()));

  it('index.html: a working board and links to every demo', async () => {
    const { win, boards } = await openDemo('index.html');
    expect(boards.length).to.equal(1);
    expect(boards[0]!.shadowRoot!.querySelector('[data-action="roll"]')).to.not.equal(null);
    const links = [...win.document.querySelectorAll<HTMLAnchorElement>('nav a[href]')].map((a) => a.getAttribute('href')!);
    for (const page of ['pass-and-play.html', 'article.html', 'theming.html', 'tutorial.html', 'diagram.html', 'computers.html', 'replay.html', 'printed-values.html', 'aztec.html', 'aztec-pass-and-play.html', 'aztec-tutorial.html', 'aztec-article.html']) {
      expect(links, 'hub links').to.include(page);
    }
    for (const href of links) {
      const res = await fetch(new URL(href, new URL('/demo/', location.href)));
      expect(res.status, `link ${href}`).to.equal(200);
    }
    expect(win.document.querySelectorAll('nav .coming').length, 'no page is left "coming"').to.equal(0);
  });

  it('aztec.html: a person against three computers, the prompt first; aztec-pass-and-play.html: the cover first', async () => {
    const vs = await openDemo('aztec.html', 1024, 768, 'aztec-board');
    expect(vs.boards[0]!.shadowRoot!.querySelector('[part="prompt"] [data-action="take"]'), 'Ann takes her jewels').not.to.equal(null);
    const pass = await openDemo('aztec-pass-and-play.html', 1024, 768, 'aztec-board');
    expect(pass.boards[0]!.shadowRoot!.querySelector('[part="handover"] [data-action="continue"]'), 'the cover for Ann').not.to.equal(null);
    expect(pass.boards[0]!.shadowRoot!.querySelector('[part="seats"]'), 'nothing behind it').to.equal(null);
  });

  it('replay.html: a whole recorded game to step through, move by move', async () => {
    const { boards } = await openDemo('replay.html');
    expect(boards.length).to.equal(1);
    const root = boards[0]!.shadowRoot!;
    const deadline = Date.now() + 10_000;
    while (!root.querySelector('[data-counter]') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(root.querySelector('[data-counter]')!.textContent).to.match(/\b165\b/); // Maria (U10) exchanges in the last step, and discards an Upgrade
    const forward = [...root.querySelectorAll<HTMLButtonElement>('button[data-action]')].find((b) => /forward|next/i.test(b.dataset.action!));
    expect(forward, 'a step-forward button').to.not.equal(undefined);
    const before = root.querySelector('[data-counter]')!.textContent;
    forward!.click();
    await boards[0]!.updateComplete;
    expect(root.querySelector('[data-counter]')!.textContent).to.not.equal(before);
  });

  it('article.html: a playable board and a readonly diagram in an article', async () => {
    const { win, boards } = await openDemo('article.html');
    expect(boards.length).to.equal(2);
    const diagram = win.document.querySelector('#diagram') as QuetzalBoard;
    expect(diagram.readonly).to.equal(true);
    expect(diagram.shadowRoot!.querySelector('[data-action="roll"]'), 'nothing to click on a diagram').to.equal(null);
    const placed = diagram.state!.seats.flatMap((s) => s.meeples.filter((m) => m.placed)).length;
    expect(placed, 'the diagram shows placed meeples').to.be.greaterThan(2);
    const playable = boards.find((b) => b !== diagram)!;
    expect(playable.shadowRoot!.querySelector('[data-action="roll"]')).to.not.equal(null);
    expect(win.document.querySelector('article h1')!.textContent).to.contain('Quetzal');
  });

  it('pass-and-play.html: the board fills the screen', async () => {
    const { win, boards } = await openDemo('pass-and-play.html', 1024, 768);
    expect(boards.length).to.equal(1);
    const r = boards[0]!.getBoundingClientRect();
    expect(r.left).to.equal(0);
    expect(r.top).to.equal(0);
    expect(r.width).to.equal(win.innerWidth);
    expect(r.height).to.be.at.least(win.innerHeight);
    expect(win.document.querySelector('meta[name="viewport"]')!.getAttribute('content')).to.contain('width=device-width');
    const chrome = [...win.document.body.children].filter((c) => c !== boards[0] && c.localName !== 'script');
    expect(chrome.map((c) => c.localName), 'no page chrome: only the board (and scripts)').to.deep.equal([]);
  });

  it('computers.html: one person against the computers, the table chosen in a form', async () => {
    const { win, boards } = await openDemo('computers.html');
    expect(boards.length).to.equal(1);
    const board = boards[0]!;
    expect(board.state!.seats.map((s) => s.name)).to.deep.equal(['You', 'Computer 1 (medium)', 'Computer 2 (medium)']);
    expect(board.shadowRoot!.querySelector('[data-action="roll"]'), 'the person rolls').to.not.equal(null);
    const form = win.document.querySelector('form')!;
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
    field('opponents').value = '3';
    field('opponents').dispatchEvent(new Event('change'));
    expect((field('s3') as HTMLSelectElement).disabled).to.equal(false);
    expect((field('s4') as HTMLSelectElement).disabled).to.equal(true);
    field('s3').value = 'hard';
    field('name').value = 'Ann';
    field('lang').value = 'fr';
    form.requestSubmit();
    await board.updateComplete;
    expect(board.state!.seats.map((s) => s.name)).to.deep.equal(['Ann', 'Ordinateur 1 (moyen)', 'Ordinateur 2 (moyen)', 'Ordinateur (difficile)']);
    expect(board.shadowRoot!.querySelector('[part~="error"]')).to.equal(null);
  });

  it('printed-values.html: every value with its source; an edited value, tried, is the board\'s; a bad one is refused by its path', async () => {
    const { win, boards } = await openDemo('printed-values.html');
    const doc = win.document;
    const board = boards[0]!;
    const until = (ok: () => boolean, what: string) => waitUntil(ok, `never: ${what}`, { timeout: 10_000, interval: 50 });
    expect(doc.querySelectorAll('tr[data-path]').length, 'a row per value').to.be.greaterThan(150);
    const row = (path: string) => doc.querySelector<HTMLTableRowElement>(`tr[data-path="${path}"]`)!;
    expect(row('harbor.coinsPerMeeple').querySelector('.source')!.textContent).to.contain('rulebook');
    expect(row('village.spaces2p').querySelector('.source')!.textContent).to.contain('DEFAULT');
    expect(row('artifacts.mummy.values[2]').querySelector('.source')!.textContent).to.contain("Maria's example");
    const input = row('harbor.coinsPerMeeple').querySelector('input')!;
    expect(doc.querySelector(`label[for="${input.id}"]`), 'each setting has a label').to.not.equal(null);
    input.value = '4';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(row('harbor.coinsPerMeeple').classList.contains('edited')).to.equal(true);
    doc.querySelector<HTMLButtonElement>('#try')!.click();
    await until(() => board.state?.rules?.harbor.coinsPerMeeple === 4, 'the board plays the edited rule-set');
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector('section.loc-harbor')!.textContent).to.contain('4/');
    expect(board.state!.rules!.blackMarketCoins, 'the other values are the shipped ones').to.equal(7);

    const bad = row('artifacts.mummy.values[3]').querySelector('input')!;
    bad.value = '-1';
    bad.dispatchEvent(new Event('input', { bubbles: true }));
    const before = board.state;
    doc.querySelector<HTMLButtonElement>('#try')!.click();
    expect(doc.querySelector('#status')!.textContent).to.equal('artifacts.mummy.values[3]: must be a number ≥ 0');
    expect(row('artifacts.mummy.values[3]').getAttribute('aria-invalid')).to.equal('true');
    expect(board.state, 'the board keeps its game').to.equal(before);
  });

  it('theming.html: three boards, each in its own colours', async () => {
    const { boards } = await openDemo('theming.html');
    expect(boards.length).to.equal(3);
    const accent = boards.map((b) => getComputedStyle(b.shadowRoot!.querySelector('[data-action="roll"]')!).backgroundColor);
    expect(accent).to.deep.equal(['rgb(47, 95, 179)', 'rgb(228, 87, 46)', 'rgb(0, 0, 0)']);
    // The ::part() rule of the first theme.
    expect(getComputedStyle(boards[0]!.shadowRoot!.querySelector('[part~="log"]')!).backgroundColor).to.equal('rgb(246, 248, 252)');
    // Same seed: the same game three times.
    const deal = boards.map((b) => JSON.stringify(b.state!.board.templeSpaces));
    expect(new Set(deal).size).to.equal(1);
  });
});
