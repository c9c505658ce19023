// Browser-test commands that @web/test-runner-commands has not, sent to Chromium through the DevTools
// protocol of the test's page (test/browser/devtools.ts calls them):
//  - `wheel` {x, y, deltaY}: a person's mouse wheel at a point of the page (a trusted wheel event, and
//    the scroll the browser does for it);
//  - `animation-rate` {rate}: the speed of every animation's clock on the page (0 stops it: a test then
//    moves animations by hand, and none ends while it looks, however slow the machine);
//  - `accessibility-names`: every name and value in the page's accessibility tree (what a screen reader
//    can reach), one per line — for tests that nothing secret is in it.

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function devtoolsCommands() {
  // One DevTools session per page, kept: closing it would undo what it set.
  const sessions = new WeakMap();
  return {
    name: 'devtools-commands',
    async executeCommand({ command, payload, session }) {
      if (command !== 'wheel' && command !== 'animation-rate' && command !== 'accessibility-names') return undefined;
      if (session.browser.type !== 'puppeteer') throw new Error(`${command}: Chromium (puppeteer) only`);
      const page = session.browser.getPage(session.id);
      if (command === 'accessibility-names') {
        if (!sessions.has(page)) sessions.set(page, await page.createCDPSession());
        const { nodes } = await sessions.get(page).send('Accessibility.getFullAXTree');
        return nodes.flatMap((n) => [n.name?.value, n.value?.value, n.description?.value]).filter((v) => typeof v === 'string' && v !== '').join('\n');
      }
      if (command === 'wheel') {
        await page.mouse.move(payload.x, payload.y);
        await page.mouse.wheel({ deltaY: payload.deltaY });
      } else {
        if (!sessions.has(page)) sessions.set(page, await page.createCDPSession());
        await sessions.get(page).send('Animation.setPlaybackRate', { playbackRate: payload.rate });
      }
      return true;
    },
  };
}
