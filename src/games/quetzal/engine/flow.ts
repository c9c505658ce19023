/**
 * The phase flow: after every move, `advance` settles everything that needs no decision (automatic
 * activations, Upgrade gains with no choice, turn passing) and stores the next decision in the state.
 * Phase 3's steps and the Upgrade gains are activation-steps.ts's, reached through phase3.ts: only a move
 * after the roll leads to them, and the board's first file plays the roll without them.
 */
import { SURROUNDINGS, TEMPLE_SPACE_COUNT, type UpgradeKind } from './data.js';
import { rulesOf } from './ruleset.js';
import { hasPool, holds, seatOrder, type Events } from './state.js';
import { phase3 } from './phase3.js';
import type { ActivationStep, GameState, SeatIndex } from './types.js';


/** Phase 3 in activation order. [derived: rulebook order Stela, Temple, Surroundings, Black Market, Village, Harbor, Ships] */
export const STEPS: readonly ActivationStep[] = [
  { at: 'stela' },
  ...Array.from({ length: TEMPLE_SPACE_COUNT }, (_, space) => ({ at: 'temple' as const, space })),
  ...SURROUNDINGS.map((at) => ({ at })),
  { at: 'black_market' },
  { at: 'village', space: 0 },
  { at: 'village', space: 1 },
  { at: 'village', space: 2 },
  { at: 'harbor' },
  { at: 'ship', space: 0 },
  { at: 'ship', space: 1 },
];

/** Reroll Upgrades the seat holds and has not used this round. */
function rerollTiles(s: GameState, seat: SeatIndex): UpgradeKind[] {
  const st = s.seats[seat]!;
  const r = rulesOf(s);
  return (['U01', 'U02'] as const).filter((kind) => holds(r, st, kind) && !st.rerollsUsed.includes(kind));
}

function startPlacement(s: GameState): void {
  s.phase = 'place';
  s.flow.campRerolls = 0;
  s.flow.turn = s.firstPlayer;
  if (!hasPool(s.seats[s.firstPlayer]!)) passTurn(s);
}

/** Gives the turn to the next seat clockwise with meeples left; when none has any, activation starts. */
export function passTurn(s: GameState): void {
  const n = s.seats.length;
  for (let i = 1; i <= n; i++) {
    const seat = (s.flow.turn + i) % n;
    if (hasPool(s.seats[seat]!)) {
      s.flow.turn = seat;
      return;
    }
  }
  s.phase = 'activate';
  s.flow.step = -1;
  nextStep(s);
}

export function nextStep(s: GameState): void {
  s.flow.step++;
  const step = STEPS[s.flow.step];
  if (step?.at === 'harbor') {
    // [DEFAULT] seat order from the marker holder at this moment, all of a seat's deliveries together
    s.flow.harborQueue = [];
    for (const seat of seatOrder(s)) {
      for (const spot of s.board.harbor) if (spot.seat === seat) s.flow.harborQueue.push(seat);
    }
  }
}

/** Settles everything automatic and stores the next decision in `s.decision`. */
export function advance(s: GameState, ev: Events): void {
  for (;;) {
    if (s.phase === 'gameOver') {
      s.decision = { kind: 'gameOver', seat: null };
      return;
    }
    if (s.gains.length) {
      // (Gains come from Phase 3 and the Discovery track: their rules are phase3.ts's.)
      if (phase3().resolveGain(s, ev)) return;
      continue;
    }
    switch (s.phase) {
      case 'roll': {
        if (!s.flow.rolled) {
          s.decision = { kind: 'roll', seat: null };
          return;
        }
        while (s.flow.rerollSeats.length) {
          const seat = s.flow.rerollSeats[0]!;
          const tiles = rerollTiles(s, seat);
          if (tiles.length) {
            s.decision = { kind: 'reroll', seat, tiles };
            return;
          }
          s.flow.rerollSeats.shift();
        }
        startPlacement(s);
        continue;
      }
      case 'place': {
        const seat = s.flow.turn;
        s.decision = s.flow.campRerolls > 0
          ? { kind: 'campReroll', seat, remaining: s.flow.campRerolls }
          : { kind: 'place', seat };
        return;
      }
      case 'activate':
        if (phase3().runStep(s, ev)) return;
        continue;
      case 'prepare':
        s.decision = { kind: 'prepare', seat: null };
        return;
      case 'lastExchanges':
        // (Only round 5's last `prepare` leads here: the step's rules are phase3.ts's, prepare-rules.ts.)
        if (phase3().lastExchange(s)) return;
        s.phase = 'gameOver';
        ev?.push({ type: 'gameOver' });
        continue;
    }
  }
}
