/**
 * The shapes of Aztec's rules engine: game state, decisions, moves and events.
 * An AztecState is plain JSON (no classes, Maps or undefined values), so `JSON.parse(JSON.stringify(s))`
 * is an equal state that can be saved, sent to a worker or replayed anywhere. Rules: ../shared/rules/
 * aztec-rulebook-en.txt; printed values and DEFAULTs: rules.ts (the `aztec-rules` rule-set).
 *
 * Unlike Quetzal, several seats decide at once and in secret: in the collect and token steps every seat
 * that has not chosen yet is in `decision.seats`, and what a seat chose stays out of every other seat's
 * view (`viewFor`) until all have chosen.
 */
import type { RngState } from '../../kit/random.js';
import type { AztecRuleSet } from './rules.js';
import type { Color, Jewels } from './data.js';

/** Seat index 0..n-1, clockwise from seat 0. */
export type SeatIndex = number;

/** In a view: a card id the viewer may not see. */
export const HIDDEN = -1;

// The colours are a rulebook fact (data.ts); here with the other shapes.
export { COLORS, type Color, type ColorName, type Jewels } from './data.js';

/**
 * A seat's past reveals, public: how many of its revealed Jewel cards told the truth (the rulebook's case 1)
 * and how many lied (cases 2 and 3), over the whole game, this round's counted once its card is revealed.
 * Every seat saw each of those cards and picks, so it holds nothing hidden.
 */
export interface RevealRecord {
  truths: number;
  lies: number;
}

/** A Character token placed in front of a seat: green side "I believe you!" (`believe`), red side "You lie!". */
export interface Token {
  target: SeatIndex;
  believe: boolean;
}

export interface AztecSeat {
  name: string;
  /** Index into the rule-set's `characters` (whose duo scores for this seat). Public. */
  character: number;
  /** Personal face-down Jewel deck, top first (index 0 is drawn next). In every view: HIDDEN ids. */
  deck: number[];
  /** This round's Jewel card, drawn at the collect step; null outside a round. Others see HIDDEN until it is revealed. */
  card: number | null;
  /** The jewels this seat chose to take this round: null until it chose. Others see null until every seat chose. */
  pick: Jewels | null;
  /**
   * The jewels on its concealed card: its pick as the temple could give it (picks are served from the
   * first player clockwise: a short temple gives what remains). Null until every seat chose, and again
   * once its card is revealed (the jewels have left the card: temple + stashes + taken = 120).
   */
  taken: Jewels | null;
  /** Where this seat's token stands this round: null until it chose; others see null until every seat chose. */
  token: Token | null;
  /** Whether its card has been revealed this round. */
  revealed: boolean;
  /** Its past reveals: truths and lies told so far. Public. */
  reveals: RevealRecord;
  /** Jewels in its stash. Public. */
  stash: Jewels;
  /** Cursed stones it holds. Public. */
  stones: number;
  /** Artifact cards kept face up (immediate ones are played and tucked, never kept). Public. */
  artifacts: number[];
  /** Jewel cards used in earlier rounds, face up. Public. */
  used: number[];
  /** Artifact ids in the deck whose place this seat knows (it tucked them, or saw them played). Its own view only. */
  knows: number[];
}

/** Where a round stands. */
export type AztecStep = 'collect' | 'token' | 'reveal' | 'artifact' | 'curses' | 'endRound' | 'gameOver';

/**
 * Who must decide now, and what. `seats`: every seat that must still decide (several at once in the
 * collect and token steps; empty when the table continues: `tableMove` gives its one move). `secret`: a
 * person deciding must do it behind the hand-over cover, since what they see or choose is theirs alone.
 */
export type AztecDecision =
  | { kind: 'collect'; seats: SeatIndex[]; secret: true }
  | { kind: 'token'; seats: SeatIndex[]; secret: true }
  /** The table reveals the next card: `seat`'s, from the first player clockwise. */
  | { kind: 'reveal'; seats: []; secret: false; seat: SeatIndex }
  /** `seats[0]` gains an Artifact: keep one of `cards` (HIDDEN in other seats' views), tuck the rest. */
  | { kind: 'artifact'; seats: [SeatIndex]; secret: true; cards: number[] }
  | { kind: 'curses'; seats: []; secret: false }
  | { kind: 'endRound'; seats: []; secret: false }
  | { kind: 'gameOver'; seats: []; secret: false };
export type AztecDecisionKind = AztecDecision['kind'];

export interface AztecState {
  /** Format version of this JSON shape. */
  version: 1;
  game: 'aztec';
  seats: AztecSeat[];
  /** 1..rounds (5). */
  round: number;
  /** Reveals this round start from this seat and go clockwise. */
  firstPlayer: SeatIndex;
  step: AztecStep;
  decision: AztecDecision;
  /** Jewels left in the temple. */
  temple: Jewels;
  /** Cursed stones on each colour's Curse card. */
  curses: Jewels;
  /**
   * Cursed stones in the supply. The supply is a bank that never runs out (DEFAULT): it may go below 0,
   * so that stones are always conserved (seats + curses + supply = the rule-set's stone count).
   */
  supply: number;
  /** Artifact deck, top first; tucked cards go to its end. In a view: HIDDEN except the ids the viewer knows. */
  artifactDeck: number[];
  /** Seats still to gain an Artifact from the current reveal, in order (the first one decides). */
  gains: SeatIndex[];
  /** The Artifact cards drawn for `gains[0]`, HIDDEN in other seats' views. */
  drawn: number[];
  rng: RngState;
  /** True in a seat's view: hidden values are HIDDEN/null and the generator is blanked. */
  hidden: boolean;
  /** The viewer of a view (null: a spectator, or the full state). */
  viewer: SeatIndex | null;
  /** The rule-set played (null: the shipped one); a custom one is a checked, frozen document. */
  rules: AztecRuleSet | null;
}

// ---------------------------------------------------------------- moves

export type AztecMove =
  /** Take these jewels from the temple (the card's, or a bluff: any set a Jewel card could show). */
  | { type: 'collect'; seat: SeatIndex; jewels: Jewels }
  /** Put one's token in front of another seat. */
  | { type: 'token'; seat: SeatIndex; target: SeatIndex; believe: boolean }
  /**
   * Keep `keep` of the drawn cards and tuck the others under the deck in the order of `tuck` (the last
   * one ends at the bottom). An immediate Artifact is played at once with its choice (`target` seat,
   * or `color`), then tucked under them.
   */
  | { type: 'artifact'; seat: SeatIndex; keep: number; tuck: number[]; target?: SeatIndex; color?: Color }
  /** The table's moves. */
  | { type: 'reveal' }
  | { type: 'curses' }
  | { type: 'endRound' };
export type AztecMoveType = AztecMove['type'];

/**
 * What everyone may know of a move (`publicMove`, for records shared with spectators): a collect or token
 * move without its content, an artifact move with its tuck order HIDDEN.
 */
export type AztecPublicMove =
  | { type: 'collect'; seat: SeatIndex }
  | { type: 'token'; seat: SeatIndex }
  | { type: 'artifact'; seat: SeatIndex; keep: number; tuck: number[]; target?: SeatIndex; color?: Color }
  | { type: 'reveal' }
  | { type: 'curses' }
  | { type: 'endRound' };

// ---------------------------------------------------------------- events (what happened, for logs and animation)

/** Where cursed stones come from or go: a seat, the supply, or a colour's Curse card. */
export type StonePlace = { seat: SeatIndex } | { supply: true } | { curse: Color };

export type AztecEvent =
  | { type: 'roundStart'; round: number; firstPlayer: SeatIndex }
  /** A seat chose its jewels (what it chose is not said). */
  | { type: 'picked'; seat: SeatIndex }
  /** Every seat chose: what each took from the temple, at once. */
  | { type: 'collected'; taken: Jewels[] }
  /** A seat placed its token (where is not said). */
  | { type: 'tokenPlaced'; seat: SeatIndex }
  /** Every seat placed its token: all are shown at once. */
  | { type: 'tokensShown'; tokens: Token[] }
  /** A card revealed, and which of the rulebook's three cases it is (1 truth, 2 unaccused lie, 3 accused lie). */
  | { type: 'revealed'; seat: SeatIndex; card: number; shows: Jewels; taken: Jewels; case: 1 | 2 | 3; accusers: SeatIndex[]; believers: SeatIndex[] }
  | { type: 'jewels'; seat: SeatIndex; jewels: Jewels; to: 'stash' | 'temple'; from: 'card' | 'temple' }
  | { type: 'stones'; from: StonePlace; to: StonePlace; count: number; why: 'accused' | 'believed' | 'lied' | 'curse' | 'artifact' | 'round' }
  /** A seat is to gain an Artifact (the draw happens when it decides). */
  | { type: 'artifactGain'; seat: SeatIndex; why: 'accusedTruth' | 'unaccusedLie' | 'caughtLiar' }
  /** The deck had no card left to draw: no Artifact. */
  | { type: 'artifactNone'; seat: SeatIndex }
  | { type: 'artifactKept'; seat: SeatIndex; card: number; tucked: number }
  | { type: 'artifactPlayed'; seat: SeatIndex; card: number; target?: SeatIndex; color?: Color }
  /** A colour's curse: `seat` takes its stones, or null when the most is tied (the stones stay). */
  | { type: 'curse'; color: Color; seat: SeatIndex | null; stones: number; tied: SeatIndex[] }
  | { type: 'roundEnd'; round: number }
  | { type: 'gameOver' };

export interface AztecScoreLine {
  seat: SeatIndex;
  name: string;
  character: number;
  /** VP for the Character's duos. */
  duos: number;
  /** VP for blue–yellow–red trios. */
  trios: number;
  /** VP of the kept Artifacts. */
  artifacts: number;
  stones: number;
  /** The cursed-stone track's value (≤ 0). */
  stonePenalty: number;
  total: number;
  /** 1 = best; tied seats share a rank (ties broken by fewer stones first). */
  rank: number;
  winner: boolean;
}
