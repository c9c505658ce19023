/**
 * A refused placement target in words (later-parts chunk): the engine's reason — its code and the facts
 * it gives (a cost, a colour, the meeples holding a bid) — in the player's language, after the place's
 * name when the line stands apart from the board ("Temple space 3: It costs 5 coins; you have 2.").
 */
import type { TargetRefusal } from '../../engine/index.js';
import type { LaterKey } from '../../strings/features/game-parts.js';
import type { LaterContext } from './common.js';

const WORDED = new Set(['SELECT_FIRST', 'WRONG_COLOR', 'SPACE_TAKEN', 'STELA_MARKER', 'NOT_ENOUGH_COINS', 'OWN_BID', 'BID_TOO_LOW', 'MEEPLE_COUNT']);

/** "Temple space 3", "Ruins", "Ship 2": the place a target key names. */
function placeName(ctx: LaterContext, key: string): string {
  const [location, space] = key.split(':');
  if (space !== undefined && (location === 'temple' || location === 'village' || location === 'ship')) {
    return ctx.tr(`spot_${location}`, { space: Number(space) + 1 });
  }
  return ctx.tr(`loc_${location}` as LaterKey);
}

export function refusalText(ctx: LaterContext, why: TargetRefusal, at: string | null): string {
  // A code this board has no words for (a rule added later) still says the engine's own reason.
  const reason = WORDED.has(why.code) ? ctx.tr(`why_${why.code}` as LaterKey, why.params) : ctx.tr('why_other', { message: why.message });
  return at === null ? reason : ctx.tr('refusalAt', { place: placeName(ctx, at), reason });
}
