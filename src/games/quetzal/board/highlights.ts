/**
 * Highlights on a rendered <quetzal-board>: `applyHighlights` marks what the keys point at (the scheme is
 * src/games/quetzal/lessons/highlight-keys.ts) with a `data-highlight` attribute, which the board's styles draw as a
 * strong outline that pulses (a still outline under `prefers-reduced-motion`). In the highlighter chunk,
 * imported when `highlights` is first non-empty.
 */
import { rulesOf, type GameState } from '../engine/index.js';
import { parseHighlight, type Highlight } from '../lessons/highlight-keys.js';

function cardMatches(h: Extract<Highlight, { kind: 'card' }>, id: number, game: GameState | null): boolean {
  const card = rulesOf(game ?? {}).cards[id];
  if (!card) return false;
  if (h.id !== undefined) return h.id === id;
  return card.type === h.type && (h.bonus === undefined || card.bonus === h.bonus);
}

function elementsFor(root: ParentNode, h: Highlight, game: GameState | null): Element[] {
  const all = (sel: string) => [...root.querySelectorAll(sel)];
  switch (h.kind) {
    case 'location': return all(`section.loc-${h.id}`);
    case 'space': return all(`[data-target="${h.key}"], [data-spot="${h.key}"]`);
    case 'card': return all('[data-card]').filter((el) => cardMatches(h, Number(el.getAttribute('data-card')), game));
    case 'upgrade': return all('[data-upgrade]').filter((el) => {
      const id = Number(el.getAttribute('data-upgrade'));
      const tile = rulesOf(game ?? {}).tiles[id];
      return h.id !== undefined ? h.id === id : !!tile && tile.kind === h.upgrade;
    });
    case 'seat': return all(`[data-seat="${h.seat}"]`);
    case 'meeple': {
      const out = all(`.seat[data-seat="${h.seat}"] [data-meeple="${h.meeple}"]`);
      if (game?.decision.seat === h.seat) out.push(...all(`.prompt [data-meeple="${h.meeple}"]`));
      return out;
    }
    case 'stat': return all(`.seat[data-seat="${h.seat}"] [data-stat="${h.stat}"]`).map((el) => el.closest('.stat') ?? el);
    case 'discovery': return all(`.discovery > li:nth-child(${h.space + 1})`);
    case 'action': return all(`[data-action="${h.action}"]`);
    case 'part': return all(h.selector);
  }
}

/** Marks the elements the keys point at with `data-highlight` (and unmarks the others). Unknown keys are ignored. */
export function applyHighlights(root: ParentNode, keys: readonly string[], game: GameState | null): void {
  const marked = new Set<Element>();
  for (const key of keys) {
    const h = parseHighlight(key);
    if (h) for (const el of elementsFor(root, h, game)) marked.add(el);
  }
  for (const el of root.querySelectorAll('[data-highlight]')) if (!marked.has(el)) el.removeAttribute('data-highlight');
  for (const el of marked) el.setAttribute('data-highlight', '');
}
