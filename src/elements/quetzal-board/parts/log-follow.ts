/**
 * The game log follows the game (later parts chunk): after each render its list is scrolled to the
 * newest entry, unless the reader has scrolled up; then the log's "Newest" button shows, and brings it
 * back to the newest entry.
 */
import { noChange } from 'lit';
import { Directive, directive, type ElementPart, type PartInfo } from 'lit/directive.js';

/** Each list's state: whether it follows the newest entry. */
const pinned = new WeakMap<HTMLElement, boolean>();
/** The newest entry each list shows, and the lists whose scroll to the end waits for the next frame. */
const shown = new WeakMap<HTMLElement, number>();
const due = new WeakSet<HTMLElement>();

const newestButton = (list: HTMLElement) => list.parentElement?.querySelector<HTMLElement>('.log-newest') ?? null;

/** Closer than this to the end (px) counts as at the end. */
const SLACK = 8;

function atEnd(list: HTMLElement): boolean {
  return list.scrollHeight - list.scrollTop - list.clientHeight <= SLACK;
}

function toEnd(list: HTMLElement): void {
  list.scrollTop = list.scrollHeight;
  pinned.set(list, true);
  const button = newestButton(list);
  if (button) button.hidden = true;
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
    if (!pinned.has(list)) {
      pinned.set(list, true);
      list.addEventListener('scroll', () => {
        const end = atEnd(list);
        pinned.set(list, end);
        const button = newestButton(list);
        if (button) button.hidden = end;
      }, { passive: true });
    }
    // A new entry: to the end once it is laid out (one scroll per frame, not one per render), if the reader follows.
    if (shown.get(list) !== count && pinned.get(list) && !due.has(list)) {
      due.add(list);
      requestAnimationFrame(() => {
        due.delete(list);
        if (pinned.get(list)) toEnd(list);
      });
    }
    shown.set(list, count);
    return noChange;
  }
}

/** On the log's list: keep it at the newest entry while the reader follows (`count`: entries shown). */
export const followLog = directive(FollowLog);

/** The "Newest" button's action: back to the newest entry, focus on the list. */
export function showNewest(event: Event): void {
  const list = (event.currentTarget as HTMLElement).closest('.log')?.querySelector<HTMLElement>('.log-list');
  if (!list) return;
  toEnd(list);
  list.focus();
}
