/**
 * The `seats` of <quetzal-board>: who sits at the table, people and computer players, in seat order.
 * A chunk of its own, imported when `seats` is set (the game starts once it has loaded, as with
 * `position`): reading `seats`, the computers' names, the "thinking" indicator and their strings and
 * styles. The computers themselves (bot-driver.ts and the bots) are another chunk, imported only when a
 * seat is a computer.
 *
 * Attribute grammar: 2–5 entries separated by commas, spaces around them ignored, the kind in any case:
 *
 *     seats     = entry ( "," entry ){1,4}
 *     entry     = ( "human" | "bot-easy" | "bot-medium" | "bot-hard" ) [ ":" name ]
 *
 * e.g. `seats="human:Ann, bot-hard, bot-easy"`. A name (no commas) is optional: people default to
 * "Player 2" (their seat's number), computers to "Computer (hard)" — "Computer 1 (easy)",
 * "Computer 2 (easy)" when several would have the same name. As a property, `seats` also takes an
 * array of `SeatSpec`: `[{ kind: 'human', name: 'Ann' }, { kind: 'bot', strength: 'hard' }]`.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { addStyles } from '../../../kit/ui/add-styles.js';
import { data } from '../engine/index.js';
import type { Lang } from '../strings/index.js';
import { featureTranslator } from '../strings/feature.js';
import { botsStrings } from '../strings/features/bots.js';
import type { Strength } from '../bots/index.js';
import { readSeatSpecs, type SeatSpec } from '../../../kit/board/seat-specs.js';

export type { SeatSpec } from '../../../kit/board/seat-specs.js';

/** The seats, ready for a game: each seat's name and, for a computer, its strength (null: a person). */
export interface SeatPlan {
  names: string[];
  bots: (Strength | null)[];
}

/** Words a computer-player string in the board's language (these strings load with this chunk). */
export const botsText = featureTranslator(botsStrings);

/** Reads `seats` (the attribute's text or an array of SeatSpec): the plan, or an error message. */
export function parseSeats(value: string | readonly SeatSpec[], lang: Lang): SeatPlan | { error: string } {
  const specs = readSeatSpecs(value);
  if (!Array.isArray(specs)) return { error: botsText(lang, 'err_seat', { value: specs.bad }) };
  if (specs.length < data.MIN_SEATS || specs.length > data.MAX_SEATS) return { error: botsText(lang, 'err_seats_count', { count: specs.length }) };
  const count = (s: Strength) => specs.filter((x) => x.kind === 'bot' && !x.name && x.strength === s).length;
  const seen = new Map<Strength, number>();
  const names = specs.map((s, i) => {
    if (s.name) return s.name;
    if (s.kind === 'human') return `${lang === 'fr' ? 'Joueur' : 'Player'} ${i + 1}`;
    const n = (seen.get(s.strength) ?? 0) + 1;
    seen.set(s.strength, n);
    const level = botsText(lang, `bot_${s.strength}`);
    return count(s.strength) > 1 ? botsText(lang, 'bot_nameN', { level, n }) : botsText(lang, 'bot_name', { level });
  });
  return { names, bots: specs.map((s) => (s.kind === 'bot' ? s.strength : null)) };
}

/** The hard computers' playouts per decision from `bot-iterations`: 1–1,000,000, else undefined. */
export function hardIterations(n: unknown): number | undefined {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 1e6 ? n : undefined;
}

/**
 * The prompt's line for a computer deciding now, `name` (null: nobody), a polite live region that stays
 * in place (empty when nobody thinks) so that screen readers hear "Computer (hard) is thinking…".
 */
export function thinkingLine(lang: Lang, name: string | null): TemplateResult {
  return html`<p class="thinking-line" role="status" aria-live="polite" data-thinking=${name === null ? nothing : name}>${name === null ? nothing
    : html`<span class="thinking-dots" aria-hidden="true"><i></i><i></i><i></i></span>${botsText(lang, 'bot_thinking', { name })}`}</p>`;
}

/** The styles of the "thinking" indicator (seat panel and prompt). */
const thinkingStyles = css`
  .to-play.thinking { background: var(--quetzal-surface); color: var(--quetzal-ink); box-shadow: inset 0 0 0 2px var(--quetzal-highlight); }
  .thinking-line { margin: 6px 0 0; display: flex; align-items: center; gap: 8px; font-weight: 700; }
  .thinking-line:empty { display: none; }
  /* "Waiting for Computer (hard)…" says the same as the line: only the line while it speaks. */
  .prompt:has(.thinking-line:not(:empty)) .hint { display: none; }
  .thinking-dots { display: inline-flex; gap: 3px; }
  .thinking-dots i { width: 6px; height: 6px; border-radius: 50%; background: var(--quetzal-accent); animation: think 1s ease-in-out infinite; }
  .thinking-dots i:nth-child(2) { animation-delay: .15s; }
  .thinking-dots i:nth-child(3) { animation-delay: .3s; }
  @keyframes think { 0%, 80%, 100% { opacity: .25; transform: none; } 40% { opacity: 1; transform: translateY(-3px); } }
  @media (prefers-reduced-motion: reduce) {
    .thinking-dots i { animation: none; opacity: .7; }
  }
`;

/** Adds the indicator's styles to a board's shadow root (once). */
export const adoptSeatStyles = (root: ShadowRoot): void => addStyles(root, thinkingStyles, 'seats');
