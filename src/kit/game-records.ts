/**
 * The records part of the seam between the kit and a game, beside its rules engine's (game-engine.ts):
 * what the kit's records layer (kit/records/) must know of a game to save it, check it, replay it, share
 * it, show it to a spectator and undo its moves, and nothing more. A game module supplies one
 * `GameRecords` (Quetzal's: games/quetzal/records-seam.ts, Aztec's: games/aztec/records/index.ts); the
 * kit never imports a game.
 *
 * The kit does, once, what every game needs around its records: the JSON reader with its diagnostics
 * and limits (records/json-read.ts, records/limits.ts), the fields every record has (format, version,
 * engine, created, check, rules: records/fields.ts), the replay that names the move at fault
 * (records/game-records.ts), spectator records as public frames (records/frames.ts), undo and redo
 * (records/history.ts), save slots (records/storage.ts), and share links with their checksum
 * (records/link.ts, records/lz.ts, records/game-links.ts). A game says what is its own: its format id and
 * versions, the shape of its options and moves, its fingerprints, where undo stops, and what a
 * spectator may see.
 *
 * A game record, for every game: `{ format, version, engine, created, options, moves, check?, rules? }` —
 * the options that set the game up (the seed included: every shuffle and roll comes from it) and every
 * move since, in order; `check` fingerprints the state after the last move, `rules` the rule-set played.
 */
import type { GameEngine } from './game-engine.js';
import type { SpectatorStep } from './records/frames.js';

/** A game's options as a record stores them: with the seed, which a replay needs. */
export type Seeded<Options> = Options & { seed: string | number };

/** A full game record: plain JSON, replayed exactly by the game's engine. */
export interface GameRecord<Move = unknown, Options = unknown> {
  /** The game's record format id (`quetzal-record`, `aztec-record`). */
  format: string;
  version: number;
  /** The rules semantics it was played under: `<game>-rules/MAJOR.MINOR`. */
  engine: string;
  /** When the game started (`Date#toISOString()`), or null when unknown. */
  created: string | null;
  options: Seeded<Options>;
  moves: Move[];
  /** The fingerprint of the state after the last move (`fingerprint`): 8 hex digits. */
  check?: string;
  /** The fingerprint of the rule-set played (the options', else the shipped one): 16 hex digits. */
  rules?: string;
}

/**
 * A spectator record: a game as a spectator saw it, up to a position — the public position at the start
 * and, for each move, the move and its events as a spectator saw them and how the position changed. No
 * seed, no hidden card, no choice not yet shown: it replays, it cannot be played on.
 */
export interface SpectatorRecord<State = unknown, PublicMove = unknown, Event = unknown> {
  format: string;
  version: number;
  kind: 'spectator';
  engine: string;
  created: string | null;
  /** The public position at the start: the engine's `viewFor(state, null)`. */
  start: State;
  steps: SpectatorStep<PublicMove, Event>[];
}

/** The records of one game, as the kit sees them. */
export interface GameRecords<State, Move, Event, Options, PublicMove = Move> {
  /** The record format id, in every record's `format`: `"<game>-record"`. */
  readonly format: string;
  /** The version of the full records this game writes. Older ones the game reads are its own affair. */
  readonly version: number;
  /** The version of its spectator records (with `kind: "spectator"`); the newest version read is the larger. */
  readonly spectatorVersion: number;
  /**
   * The rules semantics of this engine, `"<game>-rules/MAJOR.MINOR"`: MAJOR changes whenever the same seed
   * and moves could give another game (shuffles, setup order, legality, the order of `legalMoves`, which
   * the kit's links write moves by). Records of another MAJOR are refused rather than replayed wrongly.
   */
  readonly engineVersion: string;
  /** The game's name for people, in messages ("not an Aztec game record"). */
  readonly title: string;
  /** The first byte of its share links: its full links and its spectator links (0–255, told apart from every other game's). */
  readonly links: { readonly full: number; readonly spectator: number };

  /**
   * A record's options checked (types, ranges, names and seed within the kit's LIMITS; the seed required)
   * and copied canonically: known fields only, in a fixed order. RecordError BAD_FIELD (TOO_LARGE for a
   * name, seed or scenario too long) naming the field under `path`. What the engine alone can judge (a
   * scenario's content) is left to its `newGame`.
   */
  readOptions(raw: unknown, path: string): Seeded<Options>;
  /**
   * A move as a record writes it, checked for its shape (type, fields, ranges) and copied canonically:
   * how a move is written in a record and read back. Legality is the engine's, at replay (ILLEGAL_MOVE).
   */
  readMove(raw: unknown, path: string): Move;
  /** The fingerprint of the rule-set the options include, or null when they include none (the shipped set). */
  rulesPrint(options: Options): string | null;
  /** The fingerprint of the shipped rule-set. */
  shippedRulesPrint(): string;
  /** A state's fingerprint, 8 hex digits: a record's `check`. Equal states, equal prints, whatever the key order. */
  fingerprint(state: State): string;
  /** The number of seats of a state (or of a view of it). */
  seatCount(state: State): number;
  /**
   * Where undo stops: why a move is final, or null when its seat may take it back (while no other seat has
   * acted since). From the move, its events and the states before and after it: a table move, anything
   * random (a card drawn, a roll), anything shown that was hidden (a reveal, secret picks shown). The
   * kit's history applies the rest of the rule (records/history.ts).
   */
  barrier(before: State, after: State, move: Move, events: readonly Event[]): string | null;
  /**
   * A move as a spectator may see it: what is secret when it is made (a secret pick, a card drawn into a
   * hand) left out or HIDDEN. Its seat stays where the engine's `moveSeat` finds it.
   */
  publicMove(move: Move): PublicMove;
  /** A spectator's move checked (nothing secret in it) and copied. */
  readPublicMove(raw: unknown, path: string): PublicMove;
  /** A spectator's event checked (`eventFor(event, null)`: nothing hidden in it) and copied. */
  readEvent(raw: unknown, path: string): Event;
  /**
   * A spectator record's frame checked and copied: a position exactly as `viewFor(state, null)` gives it,
   * every field of the right type and range, and nothing hidden in it.
   */
  readFrame(raw: unknown, path: string): State;
  /** Whether a seat that does not decide now may make this move (Quetzal's exchanges "at any time"). */
  outOfTurn?(frame: State, move: PublicMove): boolean;
  /** Where a refused move was, for the message (`round 3, a collect move`). */
  describeMove?(state: State, move: Move): string;
  /**
   * The game's own reader of full records (JSON text or an object), for a game whose records predate the
   * kit (Quetzal's: version 0 migrated, games of an older engine completed): the kit's readers defer to it,
   * so every record the game reads, the kit reads. It must check as much as the kit's would. Without it, the kit's.
   */
  read?(input: unknown): { record: GameRecord<Move, Options>; final: State };
  /**
   * The game's own share links, for a game whose links predate the kit (Quetzal's bit-packed moves): the
   * kit then writes and reads its full links with these. Without them, the kit's links (game-links.ts).
   */
  readonly share?: {
    encode(record: GameRecord<Move, Options>): string;
    decode(text: string): GameRecord<Move, Options>;
  };
}

/** A game as the kit's records layer takes it: its engine and its records. */
export interface RecordsGame<State, Move, Event, Options, PublicMove = Move> {
  readonly engine: GameEngine<State, Move, Event, Options>;
  readonly records: GameRecords<State, Move, Event, Options, PublicMove>;
}
