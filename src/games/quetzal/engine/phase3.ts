/**
 * The moves after the roll — Phase 2 (placing, the Camp's reroll), Phase 3 (the activation
 * choices, deliveries, exchanges) and Phase 4 (the round's end) — as the engine reaches them: through
 * this registry, filled by phase3-rules.ts. rules/index.ts imports that module, so every user of the
 * engine (Node, bots, tests, records) has them; only the board's own bundle leaves them out of its first
 * file (a game opens on the roll) and fetches them right after the first render, with its later parts
 * (rollup.config.mjs, `lazyPhase3`). The roll, and entering each phase (its automatic steps, flow.ts),
 * need none of it. (The names say "Phase 3" for history: the registry holds Phases 2 to 4.)
 */
import { RuleError } from './errors.js';
import type { Events } from './state.js';
import type { MeepleColor } from './data.js';
import type { Decision, GameState, Move, SeatIndex, TargetInfo } from './types.js';

/**
 * What the registry holds, written out rather than taken from the modules that implement it
 * (phase3-rules.ts checks them against it): those modules import the flow, which reaches them through here.
 */
export interface Phase3Rules {
  // Phase 2 (placement.ts, place-moves.ts)
  applyPlace(s: GameState, m: Extract<Move, { type: 'place' }>, ev: Events): void;
  applyCampReroll(s: GameState, seat: SeatIndex, meepleId: number | null, ev: Events): void;
  placeMoves(s: GameState, seat: SeatIndex): Move[];
  // (placement-targets.ts: what the board and the statechart ask of a tapped place)
  placementTargets(game: GameState, seat: number, meeples: readonly number[]): Map<string, TargetInfo>;
  resolveTarget(game: GameState, seat: number, meeples: readonly number[], key: string): TargetInfo | null;
  coloredPlacement(game: GameState, seat: number, meeples: readonly number[], key: string, color: MeepleColor): Move | null;
  // Phase 3's moves (activation-rules.ts) and automatic steps (activation-steps.ts)
  applyChooseCards(s: GameState, d: Extract<Decision, { kind: 'templeCards' }>, cards: unknown, ev: Events): void;
  applyKeepDrawn(s: GameState, seat: SeatIndex, card: unknown, ev: Events): void;
  applyBlackMarket(s: GameState, seat: SeatIndex, card: unknown, ev: Events): void;
  applyChooseUpgrade(s: GameState, seat: SeatIndex, tile: unknown): void;
  applyDiscardUpgrade(s: GameState, d: Extract<Decision, { kind: 'discardUpgrade' }>, tile: unknown, ev: Events): void;
  applyDeliver(s: GameState, d: Extract<Decision, { kind: 'deliver' }>, cards: unknown, ev: Events): void;
  applyExchange(s: GameState, seat: SeatIndex, tile: unknown, ev: Events): void;
  runStep(s: GameState, ev: Events): boolean;
  resolveGain(s: GameState, ev: Events): boolean;
  // Phase 4 (prepare-rules.ts)
  applyPrepare(s: GameState, ev: Events): void;
  lastExchange(s: GameState): boolean;
}

let rules: Phase3Rules | null = null;

/** Gives the engine its Phase 2, 3 and 4 moves (phase3-rules.ts does); null takes them back (tests). */
export function usePhase3Rules(given: Phase3Rules | null): void {
  rules = given;
}

/** Whether the engine can play the moves of Phases 2 to 4. */
export function hasPhase3Rules(): boolean {
  return rules !== null;
}

/** The moves of Phases 2 to 4; a move of theirs before they are given is refused (MALFORMED_MOVE, nothing changed). */
export function phase3(): Phase3Rules {
  if (!rules) throw new RuleError('MALFORMED_MOVE', 'the rules of Phases 2 to 4 are not loaded yet (rules/phase3-rules.js)');
  return rules;
}
