/**
 * Defining twice: a page that loads the element module more than once (two script tags, two bundles,
 * a CDN copy beside an npm copy) gets no exception and one working <quetzal-board>.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { QuetzalBoard } from '../../src/index.js';
import { $, $$, click, pageIdle } from './helpers.js';

/** Error events and unhandled rejections while `run` runs. */
async function errorsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const errors: string[] = [];
  const onError = (e: ErrorEvent) => errors.push(e.message);
  const onRejection = (e: PromiseRejectionEvent) => errors.push(String(e.reason));
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  try {
    await run();
    // The events of what it did have come (an unhandled rejection is told in a task of its own).
    await pageIdle();
  } finally {
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
  }
  return errors;
}

async function expectOneWorkingBoard(): Promise<void> {
  expect(customElements.get('quetzal-board')).to.equal(QuetzalBoard);
  const el = await fixture<QuetzalBoard>(html`<quetzal-board players="2" seed="5"></quetzal-board>`);
  expect(el).to.be.instanceOf(QuetzalBoard);
  await click(el, $(el, '[data-action="roll"]'), 'roll');
  expect($$(el, '.log-entry').length).to.equal(1);
}

const after: (() => void)[] = [];

describe('<quetzal-board> defined twice', () => {
  afterEach(() => after.splice(0).forEach((f) => f()));

  it('imports the element module again under other URLs without an error', async () => {
    const errors = await errorsDuring(async () => {
      // Query strings make new module instances of the entry (its imports are shared).
      const a = await import(/* @vite-ignore */ `/src/games/quetzal/board/index.ts?a=${Date.now()}`);
      const b = await import(/* @vite-ignore */ `/src/games/quetzal/board/index.ts?b=${Date.now()}`);
      expect(a.QuetzalBoard).to.equal(QuetzalBoard);
      expect(b.QuetzalBoard).to.equal(QuetzalBoard);
    });
    expect(errors).to.deep.equal([]);
    await expectOneWorkingBoard();
  });

  it('loads a second copy of the element (another class for the same tag) without an error', async () => {
    // A fresh document (own registry and module map) where an import map gives the module loaded as
    // index.ts?copy its own quetzal-board.ts: a second QuetzalBoard class, as when a page loads the
    // package twice (a CDN bundle beside an npm copy). lit, rules and machine stay shared (npm dedupe).
    const win = await frame(`
      <script type="importmap">{"scopes": {"/src/games/quetzal/board/index.ts?copy": {
        "/src/games/quetzal/board/quetzal-board.ts": "/src/games/quetzal/board/quetzal-board.ts?copy"}}}</script>
      <quetzal-board players="2" seed="5"></quetzal-board>
      <script type="module">
        const first = await import('/src/games/quetzal/board/index.ts');
        const copy = await import('/src/games/quetzal/board/index.ts?copy');
        window.__classes = [first.QuetzalBoard, copy.QuetzalBoard];
        window.__done = true;
      </script>`);
    const w = win as unknown as { __classes: CustomElementConstructor[]; __errors: string[]; customElements: CustomElementRegistry };
    const [first, copy] = w.__classes;
    expect(copy, 'a distinct second class').to.not.equal(first);
    expect(w.customElements.get('quetzal-board'), 'the first definition stays').to.equal(first);
    expect(w.__errors).to.deep.equal([]);
    const el = win.document.querySelector('quetzal-board') as QuetzalBoard;
    await el.updateComplete;
    expect(el).to.be.instanceOf(first!);
    await click(el, el.shadowRoot!.querySelector<HTMLElement>('[data-action="roll"]'), 'roll');
    expect(el.shadowRoot!.querySelectorAll('.log-entry').length).to.equal(1);
  });

  it('leaves the tag alone when another library defined it first', async () => {
    const win = await frame(`
      <script>customElements.define('quetzal-board', class Other extends HTMLElement {});</script>
      <script type="module">
        await import('/src/games/quetzal/board/index.ts');
        window.__done = true;
      </script>`);
    const w = win as unknown as { __errors: string[]; customElements: CustomElementRegistry };
    expect(w.__errors).to.deep.equal([]);
    expect(w.customElements.get('quetzal-board')!.name).to.equal('Other');
  });
});

/** A same-origin iframe running `body`, resolved once its module script sets window.__done. */
async function frame(body: string): Promise<Window> {
  const iframe = document.createElement('iframe');
  iframe.style.width = '900px';
  iframe.style.height = '700px';
  iframe.srcdoc = `<!doctype html><html><head><meta charset="utf-8"><script>
    window.__errors = [];
    addEventListener('error', (e) => __errors.push(String(e.message)));
    addEventListener('unhandledrejection', (e) => __errors.push(String(e.reason)));
  </script></head><body>${body}</body></html>`;
  document.body.append(iframe);
  after.push(() => iframe.remove());
  const win = () => iframe.contentWindow as (Window & { __done?: boolean; __errors?: string[] }) | null;
  for (let i = 0; i < 500 && !win()?.__done; i++) {
    if (win()?.__errors?.length) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(win()?.__errors ?? [], 'errors in the frame').to.deep.equal([]);
  expect(win()?.__done, 'the frame ran').to.equal(true);
  return win()!;
}
