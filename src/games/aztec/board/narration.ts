/**
 * The board's narration, for a newcomer: the game log in sentences, and what the last table step did —
 * a reveal explained case by case (who told the truth, who lied, which stones moved and why), the curses
 * and a round's end as lines. Each from the events as the viewer may see them, never more.
 *
 * A chunk of its own (with its strings): a game's first screen has nothing to narrate yet, so the board
 * fetches it just after its first paint, or at once for a render that needs it (a resumed game).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { rulesOf } from '../rules.js';
import type { AztecEvent, AztecMove, AztecState } from '../types.js';
import { eventFor } from '../view.js';
import type { Ctx, Tr } from './board-view.js';
import { explainReveal } from './explain-reveal.js';
import { narrator, type Line } from './narrate.js';

export { narrateStringsEn } from './narrate-strings.js';

/** Each log entry's events as the viewer may see them, in sentences, newest last. */
export function logLines(ctx: Ctx, viewer: number | null, tr: Tr): Line[] {
  const state = ctx.history!.state;
  const say = narrator({ names: state.seats.map((s) => s.name), rules: rulesOf(state) }, tr);
  const out: Line[] = [];
  for (const entry of ctx.log) {
    for (const e of entry.events) {
      const seen = eventFor(e, viewer);
      const line = seen && say(seen);
      if (line) out.push(line);
    }
  }
  return out;
}

/** The last step's events (a reveal and what followed, an Artifact included; the picks or tokens all shown), or null after a pick or token that showed nothing. */
function lastStep(ctx: Ctx, viewer: number | null): { move: AztecMove; events: AztecEvent[] } | null {
  for (let i = ctx.log.length - 1; i >= 0; i--) {
    const entry = ctx.log[i]!;
    if (entry.move.type === 'artifact') continue;
    // A pick or token shows nothing, unless it was the last one: then every pick, or every token, shows at once.
    if ((entry.move.type === 'collect' || entry.move.type === 'token') && !entry.events.some((e) => e.type === 'collected' || e.type === 'tokensShown')) return null;
    const events = ctx.log.slice(i).flatMap((x) => x.events).map((e) => eventFor(e, viewer)).filter((e): e is AztecEvent => e !== null);
    return { move: entry.move, events };
  }
  return null;
}

/** What the last table step did, for a newcomer: a reveal with its case, its rule and every consequence; curses and a round's end as lines. */
export function stepPanel(ctx: Ctx, viewer: number | null, tr: Tr): TemplateResult | typeof nothing {
  const step = lastStep(ctx, viewer);
  return step ? explainStep(step.events, ctx.history!.state, tr) : nothing;
}

/**
 * One step's events (as the viewer may see them) explained: a reveal with its case, its rule and every
 * consequence; anything else as lines. The board's panel after a table step, and the replay's.
 */
export function explainStep(events: readonly AztecEvent[], state: AztecState, tr: Tr): TemplateResult | typeof nothing {
  const nctx = { names: state.seats.map((s) => s.name), rules: rulesOf(state) };
  const i = events.findIndex((e) => e.type === 'revealed');
  if (i >= 0) {
    const revealed = events[i] as Extract<AztecEvent, { type: 'revealed' }>;
    const x = explainReveal(revealed, events.slice(i + 1), nctx, tr);
    return html`<section class="reveal case${x.caseNo}" part="reveal" aria-live="polite" data-case=${x.caseNo} data-seat=${revealed.seat}>
      <h3>${x.title}</h3>
      <p class="case"><span class="case-no" aria-hidden="true">${x.caseNo}</span> <strong>${x.caseName}</strong> ${x.rule}</p>
      <ul class="outcomes">${x.outcomes.map((o) => html`<li>${o}</li>`)}</ul>
    </section>`;
  }
  const say = narrator(nctx, tr);
  const lines = events.map(say).filter((l): l is Line => l !== null);
  if (!lines.length) return nothing;
  return html`<section class="reveal" part="reveal" aria-live="polite"><ul class="outcomes">${lines.map((l) => html`<li class=${l.tone}>${l.text}</li>`)}</ul></section>`;
}
