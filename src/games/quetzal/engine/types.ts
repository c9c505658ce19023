/**
 * The shapes of the rules engine: game state, moves, decisions and events.
 * A GameState is plain JSON: no classes, no Maps, no undefined values, so `JSON.parse(JSON.stringify(s))`
 * is an equal state and a state can be saved, sent to a worker or replayed anywhere.
 */
import type { Face, MeepleColor, SurroundingId, UpgradeKind } from './data.js';
import type { RuleSet } from './ruleset.js';

/** Seat index 0..n-1 of a person or bot; the 2-player Automaton holds places as AUTOMATON. */
export type SeatIndex = number;
export const AUTOMATON = -1;

/** Card ids are 0..74; in a seat's view, a card the seat may not see is HIDDEN. */
export type CardId = number;
export type UpgradeTileId = number;
export const HIDDEN = -1;

export interface Meeple {
  id: number;
  character: boolean;
  face: Face;
  /** false while in the player's pool, true once on the board. */
  placed: boolean;
}

export interface SeatState {
  name: string;
  coins: number;
  /** VP on the scoring track (a plain integer: the +50 token is only a display matter). */
  score: number;
  /** Position on the Discovery track, 0 = start. */
  discovery: number;
  hand: CardId[];
  meeples: Meeple[];
  /** Permanent Upgrade tiles in the 2 slots. */
  upgrades: UpgradeTileId[];
  /** Personal discard: immediate tiles, replaced and duplicate permanent ones (they still score). */
  upgradeDiscard: UpgradeTileId[];
  /** Phase-1 reroll tiles already used this round (each once per round [rulebook FR]). */
  rerollsUsed: UpgradeKind[];
}

/** One meeple on a unique space. */
export interface Occupant {
  holder: SeatIndex;
  meeple: number;
}

/** The meeples holding a bidding location. `color` null: a lone Character, any colour may outbid it. */
export interface Bid {
  holder: SeatIndex;
  meeples: number[];
  color: MeepleColor | null;
}

/** A meeple on a free location (Camp, Harbor). */
export interface FreeSpot {
  seat: SeatIndex;
  meeple: number;
}

export interface BoardState {
  /** The Temple display, 8 slots; null = empty until the refill. */
  temple: (CardId | null)[];
  surroundings: Record<SurroundingId, (CardId | null)[]>;
  /** Upgrade tiles on display next to the Village (2 slots at 2 players). */
  upgradeDisplay: (UpgradeTileId | null)[];
  stela: Occupant | null;
  templeSpaces: (Occupant | null)[];
  villageSpaces: (Occupant | null)[];
  bids: Record<SurroundingId | 'black_market', Bid | null>;
  ships: (Bid | null)[];
  camp: FreeSpot[];
  harbor: FreeSpot[];
}

/**
 * `lastExchanges`: after the end of round 5 and before the final scores, each holder of an "at any time"
 * exchange (U07, U10) who can still make one has a last decision (flow.ts).
 */
export type Phase = 'roll' | 'place' | 'activate' | 'prepare' | 'lastExchanges' | 'gameOver';

/** The 16 steps of Phase 3, in activation order. */
export type ActivationStep =
  | { at: 'stela' }
  | { at: 'temple'; space: number }
  | { at: SurroundingId }
  | { at: 'black_market' }
  | { at: 'village'; space: number }
  | { at: 'harbor' }
  | { at: 'ship'; space: number };

/** Where the phase flow stands, besides any interrupting decision. */
export interface FlowState {
  /** Roll phase: whether this round's meeples have been rolled. */
  rolled: boolean;
  /**
   * Seats still to decide, in order, first one deciding: in the roll phase the holders of reroll Upgrades;
   * in the last-exchanges step the holders of U07/U10 (one queue of seats serves both: the two never overlap).
   */
  rerollSeats: SeatIndex[];
  /** Placement: whose turn it is. */
  turn: SeatIndex;
  /** Placement: Camp rerolls still owed to the seat whose turn it is. */
  campRerolls: number;
  /** Activation: index into the activation steps. */
  step: number;
  /** Activation of the Harbor: one entry per pending delivery. */
  harborQueue: SeatIndex[];
  /** Temple draw with U09: the two drawn cards waiting for the keep choice. */
  drawn: CardId[];
}

/** A decision someone must take now. `seat` null: the table (any person) continues the game. */
export type Decision =
  | { kind: 'roll'; seat: null }
  | { kind: 'reroll'; seat: SeatIndex; tiles: UpgradeKind[] }
  | { kind: 'place'; seat: SeatIndex }
  | { kind: 'campReroll'; seat: SeatIndex; remaining: number }
  | { kind: 'templeCards'; seat: SeatIndex; space: number; choose: number }
  | { kind: 'keepDrawn'; seat: SeatIndex; cards: CardId[] }
  | { kind: 'blackMarket'; seat: SeatIndex }
  | { kind: 'chooseUpgrade'; seat: SeatIndex; space: number }
  | { kind: 'discardUpgrade'; seat: SeatIndex; tiles: UpgradeTileId[] }
  | { kind: 'deliver'; seat: SeatIndex; limit: number; where: 'harbor' | 'ship' }
  | { kind: 'prepare'; seat: null }
  /** The game's end is reached: the holder exchanges (an `exchange` move) or is done (`endExchanges`). */
  | { kind: 'lastExchanges'; seat: SeatIndex }
  | { kind: 'gameOver'; seat: null };
export type DecisionKind = Decision['kind'];

/** A pending Upgrade gain (from the Village or the Discovery track) not yet resolved. */
export interface PendingGain {
  seat: SeatIndex;
  /** The tile, already taken from the display or the pile. */
  tile: UpgradeTileId;
}

import type { RngState } from '../../../kit/random.js';
export type { RngState };

export interface GameState {
  /** Format version of this JSON shape. */
  version: 1;
  seats: SeatState[];
  /** Marker holder; seat order runs from here. */
  firstPlayer: SeatIndex;
  round: number;
  phase: Phase;
  decision: Decision;
  flow: FlowState;
  /** Upgrade gains waiting for the seat to decide which permanent tile to discard. */
  gains: PendingGain[];
  board: BoardState;
  /** Artifact deck; the LAST element is the top card. */
  deck: CardId[];
  /** Common discard pile (face up). */
  discard: CardId[];
  /**
   * Cards in the seats' hands that every seat saw taken face up (from the Temple display or a
   * Surrounding), until they leave the hand. Public knowledge: viewFor shows them in other hands.
   * States saved before this field existed lack it; the engine reads them as having none.
   */
  known: CardId[];
  /** Upgrade pile; the last element is the top tile. */
  upgradePile: UpgradeTileId[];
  /**
   * 2 players only: Automaton cards still to draw (indices into the rule-set's automaton cards, last = top), the current
   * one, and — in a seat's view only — the cards of earlier rounds, which the table saw (`played`).
   */
  automaton: { deck: number[]; card: number | null; played?: number[] } | null;
  /** Roll outcomes fixed by a scenario, used before the generator. */
  rollQueue: Face[];
  rng: RngState;
  /** True in a seat's view: hidden values are HIDDEN and the generator is blanked. */
  hidden: boolean;
  /**
   * The rule-set the game is played under (ruleset.ts): null for the shipped one. A custom set is a
   * checked, frozen document, shared between states (never changed). States saved before this field
   * existed lack it; the engine reads them as the shipped set.
   */
  rules: RuleSet | null;
}

// ---------------------------------------------------------------- moves

export type PlaceLocation =
  | 'camp'
  | 'stela'
  | 'temple'
  | SurroundingId
  | 'black_market'
  | 'village'
  | 'harbor'
  | 'ship';

export type Move =
  | { type: 'roll' }
  | { type: 'reroll'; seat: SeatIndex; tile: 'U01' | 'U02'; meeples: number[] }
  | { type: 'endRoll'; seat: SeatIndex }
  | { type: 'place'; seat: SeatIndex; location: PlaceLocation; space?: number; meeples: number[]; color?: MeepleColor }
  | { type: 'campReroll'; seat: SeatIndex; meeple: number | null }
  | { type: 'chooseCards'; seat: SeatIndex; cards: CardId[] }
  | { type: 'keepDrawn'; seat: SeatIndex; card: CardId }
  | { type: 'blackMarket'; seat: SeatIndex; card: CardId | null }
  | { type: 'chooseUpgrade'; seat: SeatIndex; tile: UpgradeTileId }
  | { type: 'discardUpgrade'; seat: SeatIndex; tile: UpgradeTileId }
  | { type: 'deliver'; seat: SeatIndex; cards: CardId[] }
  /**
   * "At any time" [rulebook]: accepted from the holder of the tile at any moment before the game is over,
   * whoever decides now (another seat, the table); it leaves the decision where it was.
   */
  | { type: 'exchange'; seat: SeatIndex; tile: 'U07' | 'U10' }
  | { type: 'prepare' }
  /** The holder deciding in the last-exchanges step makes no more exchanges. */
  | { type: 'endExchanges'; seat: SeatIndex };
export type MoveType = Move['type'];

// ---------------------------------------------------------------- events (what happened, for logs and animation)

export type GameEvent =
  | { type: 'roundStart'; round: number }
  | { type: 'automatonCard'; card: string }
  | { type: 'rolled'; seat: SeatIndex; meeples: number[]; faces: Face[]; coins: number }
  | { type: 'rerolled'; seat: SeatIndex; tile: UpgradeKind | 'camp'; meeples: number[]; faces: Face[]; coins: number }
  | { type: 'placed'; seat: SeatIndex; location: PlaceLocation; space: number | null; count: number; color: MeepleColor | null; cost: number }
  | { type: 'bumped'; seat: SeatIndex; location: PlaceLocation; space: number | null; count: number }
  | { type: 'coins'; seat: SeatIndex; amount: number; reason: string }
  | { type: 'vp'; seat: SeatIndex; amount: number; reason: string }
  | { type: 'discovery'; seat: SeatIndex; from: number; to: number }
  | { type: 'firstPlayer'; seat: SeatIndex }
  | { type: 'cardsTaken'; seat: SeatIndex; cards: CardId[]; from: 'temple' | 'deck' | SurroundingId }
  | { type: 'cardsDiscarded'; seat: SeatIndex; cards: CardId[]; reason: 'automaton' | 'blackMarket' | 'surrounding' | 'underDeck' }
  | { type: 'delivered'; seat: SeatIndex; cards: CardId[]; vp: number; coins: number; discovery: number }
  | { type: 'upgradeGained'; seat: SeatIndex; tile: UpgradeTileId; kind: UpgradeKind; to: 'slot' | 'discard' | 'immediate' | 'pending' }
  | { type: 'upgradeDiscarded'; seat: SeatIndex; tile: UpgradeTileId }
  | { type: 'exchanged'; seat: SeatIndex; tile: 'U07' | 'U10' }
  | { type: 'deckReshuffled'; cards: number }
  | { type: 'passed'; seat: SeatIndex; what: DecisionKind }
  | { type: 'gameOver' };

export interface ScoreLine {
  seat: SeatIndex;
  name: string;
  track: number;
  firstPlayer: number;
  coins: number;
  coinVp: number;
  upgrades: number;
  total: number;
  discovery: number;
  rank: number;
  winner: boolean;
}

// ------------------------------------------------------------ placement targets (placement-targets.ts)

/** A tappable space: its key (as in `data-target`), location and space index. */
export interface TargetSpot {
  key: string;
  location: PlaceLocation;
  space?: number;
}

export interface TargetInfo {
  /** Whether the selected meeples may go there (in some colour). */
  legal: boolean;
  /** Meeples now bidding there, for "beat ×3" hints. */
  beat?: number;
  /** The move to send, or null when a colour must be chosen first (or nothing is legal). */
  move: Move | null;
  /** The colours the group may bid as there, when it matters. */
  colors: MeepleColor[];
  /** Why not, when not legal: the engine's refusal, or `SELECT_FIRST` when no meeple is picked. */
  why: TargetRefusal | null;
}

/** Why a target is refused: an engine RuleError's code, facts and message (or the board's `SELECT_FIRST`). */
export interface TargetRefusal {
  code: string;
  params: Readonly<Record<string, string | number>>;
  message: string;
}
