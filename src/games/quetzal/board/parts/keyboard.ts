/**
 * The board by keyboard (the later parts; the board calls `keyboard` after each render):
 *  - after an action, the focus goes to the next sensible control (a colour choice, the prompt's first
 *    option) instead of falling back to the document when the button pressed has gone;
 *  - the board's placement targets are one Tab stop (a roving tabindex: the first legal one, or the one
 *    last visited); arrow keys move between them (Left / Right in reading order, Up / Down to the
 *    nearest one above or below), Home / End to the first and last;
 *  - Tab from the meeples picked goes straight to the board's targets, Shift+Tab from a target back to them.
 */

interface KeyState {
  /** A control of the board was pressed: place the focus once the board has drawn what came next. */
  pending: boolean;
  /** That control (while it keeps the focus, the next control may still be on its way). */
  pressed: Element | null;
  /** The target last focused (its key): the roving tabindex comes back to it. */
  key: string | null;
}

const states = new WeakMap<ShadowRoot, KeyState>();
const TARGETS = 'button[data-target]';
const OPTION = 'button:not([disabled]):not([aria-disabled="true"])';

const targetsOf = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>(TARGETS)];

/** The target holding the Tab stop: the one last visited, else the first legal one, else the first. */
function rovingTarget(root: ShadowRoot, st: KeyState): HTMLElement | null {
  const all = targetsOf(root);
  return all.find((t) => t.dataset.target === st.key) ?? all.find((t) => t.classList.contains('legal')) ?? all[0] ?? null;
}

/** The nearest target in a direction (dy: -1 up, 1 down), by the centres of their boxes. */
function nearest(all: HTMLElement[], from: HTMLElement, dy: number): HTMLElement | null {
  const a = from.getBoundingClientRect();
  const ax = a.left + a.width / 2, ay = a.top + a.height / 2;
  let best: HTMLElement | null = null, score = Infinity;
  for (const t of all) {
    const b = t.getBoundingClientRect();
    const dyy = (b.top + b.height / 2 - ay) * dy;
    if (t === from || dyy <= 4) continue;
    const s = dyy + 2 * Math.abs(b.left + b.width / 2 - ax);
    if (s < score) [best, score] = [t, s];
  }
  return best;
}

function onKey(root: ShadowRoot, st: KeyState, e: KeyboardEvent): void {
  const at = e.composedPath()[0] as HTMLElement;
  if (!(at instanceof HTMLElement) || e.altKey || e.ctrlKey || e.metaKey) return;
  let to: HTMLElement | null = null;
  if (e.key === 'Tab') {
    const selected = root.querySelector<HTMLElement>('.pool-picker button[aria-pressed="true"]');
    if (!e.shiftKey && at.closest('.pool-picker') && selected) to = rovingTarget(root, st);
    else if (e.shiftKey && at.matches(TARGETS)) to = selected;
  } else if (at.matches(TARGETS)) {
    const all = targetsOf(root);
    const i = all.indexOf(at);
    const n = all.length;
    switch (e.key) {
      case 'ArrowRight': to = all[(i + 1) % n]!; break;
      case 'ArrowLeft': to = all[(i - 1 + n) % n]!; break;
      case 'ArrowDown': to = nearest(all, at, 1) ?? all[(i + 1) % n]!; break;
      case 'ArrowUp': to = nearest(all, at, -1) ?? all[(i - 1 + n) % n]!; break;
      case 'Home': to = all[0]!; break;
      case 'End': to = all[n - 1]!; break;
    }
  }
  if (!to) return;
  e.preventDefault();
  to.focus();
}

function wire(root: ShadowRoot): KeyState {
  const st: KeyState = { pending: false, pressed: null, key: null };
  states.set(root, st);
  // Seen first (capture): the control's own handler may render what comes next before the event bubbles.
  root.addEventListener('click', (e) => {
    st.pressed = (e.composedPath()[0] as Element).closest?.('button') ?? null;
    st.pending = !!st.pressed;
  }, { capture: true });
  // The person leaves the board from a control still there: the focus is theirs to place.
  // (Checked a moment later: a control removed by a render also loses the focus, and is no longer connected then.)
  root.host.addEventListener('focusout', (e) => {
    const to = (e as FocusEvent).relatedTarget as Node | null;
    queueMicrotask(() => {
      if (st.pressed?.isConnected && !(to && root.host.contains(to))) st.pending = false;
    });
  });
  root.addEventListener('keydown', (e) => onKey(root, st, e as KeyboardEvent));
  root.addEventListener('focusin', (e) => {
    const t = e.composedPath()[0] as HTMLElement;
    if (t.matches?.(TARGETS)) {
      st.key = t.dataset.target!;
      for (const x of targetsOf(root)) x.tabIndex = x === t ? 0 : -1;
    }
  });
  return st;
}

/** The next control after an action: a colour to choose, else the prompt's first option. */
function nextControl(root: ShadowRoot): HTMLElement | null {
  return root.querySelector<HTMLElement>(`.color-choice ${OPTION}`)
    ?? root.querySelector<HTMLElement>(`.prompt ${OPTION}`);
}

/** After each render of a board: the targets' roving tabindex, and the focus after an action. */
export function keyboard(root: ShadowRoot): void {
  const st = states.get(root) ?? wire(root);
  const all = targetsOf(root);
  if (!all.length) st.key = null;
  const roving = rovingTarget(root, st);
  for (const t of all) t.tabIndex = t === roving ? 0 : -1;
  if (!st.pending || root.querySelector('.handover')) return; // the cover's button takes the focus
  const focused = root.activeElement as HTMLElement | null;
  const choice = root.querySelector<HTMLElement>(`.color-choice ${OPTION}`);
  if (focused?.isConnected && !focused.closest('[inert]') && !(choice && !focused.closest('.color-choice'))) {
    // Still on the control pressed: what comes next may not be drawn yet (a tap's short pause).
    if (focused !== st.pressed) st.pending = false;
    return;
  }
  const page = document.activeElement;
  // The person went elsewhere on the page meanwhile: leave the focus there.
  if (!focused && page && page !== document.body && page !== root.host) {
    st.pending = false;
    return;
  }
  const next = nextControl(root);
  if (next) {
    st.pending = false;
    next.focus();
  }
}
