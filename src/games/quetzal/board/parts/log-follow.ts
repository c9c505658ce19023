/**
 * The game log follows the game (later parts chunk): after each render its list is scrolled to the
 * newest entry, unless a person has scrolled it up; then the log's "Newest" button shows, and brings it
 * back to the newest entry.
 *
 * Only a person's scroll counts. The list also scrolls by itself: its height changes as the panels
 * around it grow and shrink (the browser clamps its scroll position), and this code scrolls it to the
 * end. The `scroll` events of those come at the next frame, when moves may have changed the list again:
 * read then, they looked like a reader who had scrolled up, and the log stopped following (issue 26).
 * So a scroll is the reader's only while their hand is on the list — a wheel, a touch, a press on it (its
 * scrollbar), a key that scrolls it — until that scroll ends.
 */
import { noChange } from 'lit';
import { Directive, directive, type ElementPart, type PartInfo } from 'lit/directive.js';

interface Follow {
  /** It shows the newest entry, and keeps doing so as entries come. */
  pinned: boolean;
  /** A person is scrolling it: its scroll events are theirs. */
  steering: boolean;
  /** …and it did scroll since they took it (a tap that scrolls nothing ends with the tap). */
  moved: boolean;
  /** The newest entry shown (a new one: to the end), and whether that scroll waits for the next frame. */
  shown: number;
  due: boolean;
}

const follows = new WeakMap<HTMLElement, Follow>();

const newestButton = (list: HTMLElement) => list.parentElement?.querySelector<HTMLElement>('.log-newest') ?? null;

/** Closer than this to the end (px) counts as at the end. */
const SLACK = 8;

const atEnd = (list: HTMLElement) => list.scrollHeight - list.scrollTop - list.clientHeight <= SLACK;

/** Whether the list can move that way (a wheel or a key that cannot is no scroll of the reader's). */
const canScroll = (list: HTMLElement, down: boolean) => (down ? !atEnd(list) : list.scrollTop > 0);

const DOWN_KEYS = ['ArrowDown', 'PageDown', 'End', ' '];
const UP_KEYS = ['ArrowUp', 'PageUp', 'Home'];

function pin(list: HTMLElement, f: Follow, pinned: boolean): void {
  f.pinned = pinned;
  const button = newestButton(list);
  if (button) button.hidden = pinned;
}

function toEnd(list: HTMLElement, f: Follow): void {
  list.scrollTop = list.scrollHeight;
  pin(list, f, true);
}

/** Listens to the list once: a person's hand on it, its scrolls, its size. */
function watch(list: HTMLElement): Follow {
  const f: Follow = { pinned: true, steering: false, moved: false, shown: -1, due: false };
  follows.set(list, f);
  const steer = () => {
    f.steering = true;
    f.moved = false;
  };
  const opts = { passive: true };
  list.addEventListener('wheel', (e) => {
    if (e.deltaY && canScroll(list, e.deltaY > 0)) steer();
  }, opts);
  list.addEventListener('keydown', (e) => {
    const down = DOWN_KEYS.includes(e.key);
    if ((down || UP_KEYS.includes(e.key)) && canScroll(list, down)) steer();
  });
  list.addEventListener('touchstart', steer, opts);
  // A press on the list itself, not on an entry: its scrollbar.
  list.addEventListener('pointerdown', (e) => {
    if (e.target === list) steer();
  }, opts);
  const letGo = () => {
    if (!f.moved) f.steering = false;
  };
  list.addEventListener('pointerup', letGo, opts);
  list.addEventListener('touchend', letGo, opts);
  list.addEventListener('scroll', () => {
    if (!f.steering) return;
    f.moved = true;
    pin(list, f, atEnd(list));
  }, opts);
  // The end of the person's scroll (not of one of ours still under way when they took the list).
  list.addEventListener('scrollend', () => {
    if (!f.steering || !f.moved) return;
    f.steering = false;
    // Entries that came while they scrolled, if they are back at the end.
    if (f.pinned && !atEnd(list)) toEnd(list, f);
  });
  // Its height changed (the panels around it): still at the newest entry, before that frame is painted.
  new ResizeObserver(() => {
    if (f.pinned && !f.steering) toEnd(list, f);
  }).observe(list);
  return f;
}

class FollowLog extends Directive {
  constructor(info: PartInfo) {
    super(info);
  }

  render(_count: number): unknown {
    return noChange;
  }

  override update(part: ElementPart, [count]: [number]): unknown {
    const list = part.element as HTMLElement;
    const f = follows.get(list) ?? watch(list);
    // A new entry: to the end once it is laid out (one scroll per frame, not one per render), if the reader
    // follows and is not scrolling it right now.
    if (f.shown !== count && f.pinned && !f.due) {
      f.due = true;
      requestAnimationFrame(() => {
        f.due = false;
        if (f.pinned && !f.steering) toEnd(list, f);
      });
    }
    f.shown = count;
    return noChange;
  }
}

/** On the log's list: keep it at the newest entry while the reader follows (`count`: entries shown). */
export const followLog = directive(FollowLog);

/** The "Newest" button's action: back to the newest entry, focus on the list. */
export function showNewest(event: Event): void {
  const list = (event.currentTarget as HTMLElement).closest('.log')?.querySelector<HTMLElement>('.log-list');
  const f = list && follows.get(list);
  if (!list || !f) return;
  f.steering = false;
  toEnd(list, f);
  list.focus();
}
