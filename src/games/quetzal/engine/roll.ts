/** Phase 1: rolling the meeples, and the reroll Upgrades U01/U02 (each once per round [rulebook FR]). */
import { FACES, type Face } from './data.js';
import { rulesOf } from './ruleset.js';
import { weightedIndex } from '../../../kit/random.js';
import { gainCoins, holds, mapped, type Events } from './state.js';
import type { GameState, Meeple, SeatIndex } from './types.js';

/** The next roll outcome: the scenario's queue first, then the seeded generator. */
export function nextFace(s: GameState): Face {
  return s.rollQueue.length ? s.rollQueue.shift()! : FACES[weightedIndex(s.rng, rulesOf(s).faceWeights)]!;
}

/** Rolls the given meeples; returns the coins their standing landings earned. */
function rollMeeples(s: GameState, meeples: Meeple[]): { faces: Face[]; standing: number } {
  const faces: Face[] = [];
  let standing = 0;
  for (const m of meeples) {
    m.face = nextFace(s);
    faces.push(m.face);
    if (m.face === 'standing') standing++;
  }
  return { faces, standing };
}

/** Everyone rolls, in seat order from the first player; each standing meeple pays 1 coin. [rulebook] */
export function rollAll(s: GameState, ev: Events): void {
  const n = s.seats.length;
  const r = rulesOf(s);
  const pay = r.roll.standingCoins;
  // The Automaton's first card was placed at setup, before anyone listened: it is told with the first roll.
  const auto = s.automaton?.card;
  if (ev && s.round === 1 && auto !== null && auto !== undefined) ev.push({ type: 'automatonCard', card: r.automaton.cards[auto]!.id });
  const rerollSeats: SeatIndex[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (s.firstPlayer + i) % n;
    const st = s.seats[seat]!;
    let standing = 0;
    if (ev) {
      const rolled = rollMeeples(s, st.meeples);
      standing = rolled.standing;
      ev.push({ type: 'rolled', seat, meeples: st.meeples.map((m) => m.id), faces: rolled.faces, coins: standing * pay });
    } else {
      // The same rolls, with no list of faces when nobody listens.
      const meeples = st.meeples;
      for (let k = 0; k < meeples.length; k++) if ((meeples[k]!.face = nextFace(s)) === 'standing') standing++;
    }
    gainCoins(s, seat, standing * pay, 'standing', ev);
    if (st.upgrades.length && (holds(r, st, 'U01') || holds(r, st, 'U02'))) rerollSeats.push(seat);
  }
  s.flow.rolled = true;
  s.flow.rerollSeats = rerollSeats;
}

/**
 * U01 rerolls up to 2 chosen meeples, U02 all of them. The coin of a first standing landing is kept
 * [rulebook]; a reroll landing standing pays again [DEFAULT: the rule-set's roll.rerollStandingPays].
 */
export function applyReroll(s: GameState, seat: SeatIndex, tile: 'U01' | 'U02', ids: number[], ev: Events): void {
  const st = s.seats[seat]!;
  // By mapped(), not ids.map(): V8's optimized map() returns a holey array, and rollMeeples, which has only
  // seen packed ones, would be thrown away and compiled again.
  const meeples = tile === 'U02' ? st.meeples : mapped(ids, (id) => st.meeples[id]!);
  st.rerollsUsed.push(tile);
  const { faces, standing } = rollMeeples(s, meeples);
  const r = rulesOf(s);
  const coins = r.roll.rerollStandingPays ? standing * r.roll.standingCoins : 0;
  ev?.push({ type: 'rerolled', seat, tile, meeples: meeples.map((m) => m.id), faces, coins });
  gainCoins(s, seat, coins, 'standing', ev);
}

