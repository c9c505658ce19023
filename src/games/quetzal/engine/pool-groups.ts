import type { Meeple } from './types.js';

/** A seat's pool split by what matters for placement: black, white, wild team meeples, the Character. */
export interface PoolGroups {
  black: number[];
  white: number[];
  wild: number[];
  character: number[];
}

export function poolGroups(meeples: readonly Meeple[]): PoolGroups {
  const g: PoolGroups = { black: [], white: [], wild: [], character: [] };
  for (const m of meeples) {
    if (m.placed) continue;
    if (m.character) g.character.push(m.id);
    else if (m.face === 'black') g.black.push(m.id);
    else if (m.face === 'white') g.white.push(m.id);
    else g.wild.push(m.id);
  }
  return g;
}
