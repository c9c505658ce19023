/**
 * Host pages styled by stylesheets nobody here wrote, for the tests that check an element looks the same
 * on any of them (host-css.test.ts, aztec-host-pages.test.ts): Bootstrap 5, Pico, Tailwind's preflight
 * (fetched from node_modules through the test server) and a hostile page (10px root, content-box
 * everywhere, `button { all: unset }`, uppercase, wide letter spacing, `<html dir="rtl">`); and what
 * those tests measure in a shadow root: its readable texts with their computed sizes.
 */

export interface HostPage { links?: string[]; css?: string; dir?: string }

export const PAGES: Record<string, HostPage> = {
  plain: {},
  bootstrap: { links: ['/node_modules/bootstrap/dist/css/bootstrap.min.css'] },
  pico: { links: ['/node_modules/@picocss/pico/css/pico.min.css'] },
  tailwind: { links: ['/node_modules/tailwindcss/preflight.css'] },
  hostile: {
    css: `html { font-size: 10px } * { box-sizing: content-box } button { all: unset }
      body { text-transform: uppercase; letter-spacing: .3em }`,
    dir: 'rtl',
  },
};

/** Dresses the test page as a host page; returns its undresser. */
export async function dress(page: HostPage): Promise<() => void> {
  const added: HTMLElement[] = [];
  for (const href of page.links ?? []) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    const loaded = new Promise<void>((ok, fail) => {
      link.onload = () => ok();
      link.onerror = () => fail(new Error(`cannot load ${href}`));
    });
    document.head.append(link);
    added.push(link);
    await loaded;
  }
  if (page.css) {
    const style = document.createElement('style');
    style.textContent = page.css;
    document.head.append(style);
    added.push(style);
  }
  if (page.dir) document.documentElement.dir = page.dir;
  return () => {
    added.forEach((n) => n.remove());
    document.documentElement.removeAttribute('dir');
  };
}

export const shown = (n: Element): boolean => n.getClientRects().length > 0 && getComputedStyle(n).visibility !== 'hidden';

export interface ShownText { el: HTMLElement; text: string; size: number }

/**
 * Every readable text of a shadow root, in DOM order: elements with a text node of their own or a
 * `data-text` (drawn by ::before), shown, not inside `hidden` (visually hidden for screen readers,
 * style), not SVG.
 */
export function texts(root: ShadowRoot, hidden = '.sr, style'): ShownText[] {
  const out: ShownText[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('*')) {
    if (!(el instanceof HTMLElement) || el.closest(hidden)) continue;
    const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent!.trim()).join('')
      || (el.dataset['text'] ?? '').trim();
    if (!own || !shown(el)) continue;
    out.push({ el, text: own, size: parseFloat(getComputedStyle(el).fontSize) });
  }
  return out;
}
