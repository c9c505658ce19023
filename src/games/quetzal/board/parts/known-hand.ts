/**
 * Another seat's cards the table saw (later parts chunk; engine `knownCards`): the cards it took face up
 * from the Temple display or a Surrounding and still holds, face up and labelled "Known" (alike cards
 * once, ×n), the rest as a count of face-down cards. Those cards are public: they carry data-known-card,
 * never data-card or data-hand-seat, which mark a private hand. Never on a fresh game's first screen
 * (nobody has taken a card yet): until the chunk has come, the panel shows its hand count only.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { knownCards } from '../../engine/index.js';
import { artifactCard, cardAriaLabel } from './artifact-card.js';
import type { LaterContext } from './common.js';

export function knownHand(ctx: LaterContext, seat: number): TemplateResult | typeof nothing {
  const known = knownCards(ctx.view)[seat] ?? [];
  if (!known.length) return nothing;
  const { tr, rules } = ctx;
  const alike = new Map<string, [number, number]>();
  for (const c of known) {
    const card = rules.cards[c]!;
    const k = `${card.type}:${card.bonus}`;
    const entry = alike.get(k);
    if (entry) entry[1]++;
    else alike.set(k, [c, 1]);
  }
  const hidden = ctx.view.seats[seat]!.hand.length - known.length;
  return html`<div class="known-hand" role="list" aria-label=${tr('knownCardsOf', { name: ctx.view.seats[seat]!.name })}>
    <span class="known-label" aria-hidden="true">${tr('knownLabel')}</span>
    ${[...alike.values()].map(([c, n]) => html`<span role="listitem" class="known-card" aria-label=${n > 1 ? `${cardAriaLabel(ctx, c)} ×${n}` : nothing}
      >${artifactCard(ctx, c, { size: 'sm', known: true })}${n > 1 ? html`<span class="known-n" aria-hidden="true">×${n}</span>` : nothing}</span>`)}
    ${hidden ? html`<span role="listitem" class="known-more">${tr('faceDownCards', { n: hidden })}</span>` : nothing}
  </div>`;
}
