/**
 * A framework app rendered before <quetzal-board> is defined (the board's script loaded after the app,
 * or imported lazily). React 19 and Vue 3 set a value as a property only when the element has that
 * property when they set it; an element not defined yet has none, so the seats array is written as the
 * attribute `seats="[object Object],[object Object]"`. The board then says so (never a blank board), and
 * the app's next render, the element defined, hands the array over as a property and the game starts.
 * Svelte 5 sets an object or array as a property even then, and the board reads it once defined.
 * Each app runs in a page of its own (an iframe), where the element is defined only when the test says.
 */
import { expect } from '@open-wc/testing';
import type { QuetzalBoard } from '../../src/index.js';
import type { HostLog, MountedApp } from './frameworks/host-log.js';
import { startsOf, until } from './framework-helpers.js';

type AppWindow = Window & typeof globalThis & { log: HostLog; app: MountedApp; define(): Promise<unknown> };

/** A page with the app rendered and the element not defined; `define()` imports the board there. */
async function appPage(mount: string): Promise<{ win: AppWindow; iframe: HTMLIFrameElement }> {
  const iframe = document.createElement('iframe');
  iframe.srcdoc = `<!doctype html><html><body><div id="app"></div><script type="module">
    import { hostLog } from '/test/browser/frameworks/host-log.js';
    ${mount}
    window.log = hostLog();
    window.app = mount(document.getElementById('app'), window.log);
    window.define = () => import('/src/index.js');
  </script></body></html>`;
  const loaded = new Promise((r) => iframe.addEventListener('load', r, { once: true }));
  document.body.append(iframe);
  await loaded;
  const win = iframe.contentWindow as AppWindow;
  await until(() => !!win.app && win.log.board !== null, 'the app to render');
  return { win, iframe };
}

const apps = {
  'React 19': `import { mountReactApp } from '/test/browser/frameworks/react-app.js';
    const mount = (el, log) => mountReactApp(el, 'computers', log);`,
  'Vue 3': `import { mountVueApp as mount } from '/test/browser/frameworks/vue-app.js';`,
};

describe('<quetzal-board> rendered by a framework before it is defined', function () {
  this.timeout(240_000);

  for (const [framework, mount] of Object.entries(apps)) {
    it(`${framework}: the array written as an attribute is said; the next render after the definition starts the game`, async () => {
      const { win, iframe } = await appPage(mount);
      try {
        const board = win.log.board as QuetzalBoard;
        expect(win.customElements.get('quetzal-board')).to.equal(undefined);
        // The framework found no `seats` property on the element: it wrote the array as text.
        expect(board.getAttribute('seats')).to.equal('[object Object],[object Object]');

        await win.define();
        await until(() => win.log.errors.length > 0, 'the board to say what is wrong');
        expect(win.log.errors.map((e) => [e.code, e.property])).to.deep.equal([['BAD_ATTRIBUTE', 'seats']]);
        expect(win.log.errors[0]!.message).to.equal('seats got the text "[object Object],[object Object]": a list set before <quetzal-board> '
          + 'was defined arrives as text. Import quetzal-board before the page or app renders the board.');
        expect(board.state).to.equal(null);
        expect(board.shadowRoot!.querySelector('[part~="error"]')?.textContent).to.contain('[object Object]');

        // The host renders again (any change of its state would): now the element has the property.
        win.app.rerender();
        await until(() => (board.state?.round ?? 0) >= 2, 'the computers to play a round');
        expect(Array.isArray(board.seats)).to.equal(true);
        expect(startsOf(win.log), 'games started').to.equal(1);
        expect(board.shadowRoot!.querySelector('[part~="error"]')).to.equal(null);
      } finally {
        iframe.remove();
      }
    });
  }

  it('Svelte 5 sets an array as a property even on an element not defined yet: the game starts once defined', async () => {
    const { win, iframe } = await appPage(`import { mountSvelteApp as mount } from '/test/browser/frameworks/svelte-app.js';`);
    try {
      const board = win.log.board as QuetzalBoard;
      expect(win.customElements.get('quetzal-board')).to.equal(undefined);
      expect(board.hasAttribute('seats')).to.equal(false);
      await win.define();
      await until(() => (board.state?.round ?? 0) >= 2, 'the computers to play a round');
      expect(Array.isArray(board.seats)).to.equal(true);
      expect(startsOf(win.log), 'games started').to.equal(1);
      expect(win.log.errors).to.deep.equal([]);
    } finally {
      iframe.remove();
    }
  });
});
