/**
 * What a lesson points at on <aztec-board>: each key marks the parts it names with `data-highlight`
 * (styled as a bright outline), and only those: `seat:N` a seat's panel; `temple`, `curses`,
 * `stone-track`, `artifact-deck`, `prompt`, `reveal` the part of that name.
 */
const PART_KEYS = new Set(['temple', 'curses', 'stone-track', 'artifact-deck', 'prompt', 'reveal']);

function selectorOf(key: string): string | null {
  const seat = /^seat:(\d)$/.exec(key);
  if (seat) return `[part~="seat"][data-seat="${seat[1]}"]`;
  return PART_KEYS.has(key) ? `[part~="${key}"]` : null;
}

export function markHighlights(root: ParentNode, keys: readonly string[]): void {
  const wanted = new Set<Element>();
  for (const key of keys) {
    const sel = selectorOf(key);
    if (sel) for (const el of root.querySelectorAll(sel)) wanted.add(el);
  }
  for (const el of root.querySelectorAll('[data-highlight]')) if (!wanted.has(el)) el.removeAttribute('data-highlight');
  for (const el of wanted) el.setAttribute('data-highlight', '');
}
