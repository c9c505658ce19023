/**
 * Undo and redo on the board (records chunk): the records layer's rule (src/games/quetzal/records/undo.ts) applied to
 * the statechart's live game, who may take back what, and why not, in words. The statechart's
 * `undoing` and `redoing` states invoke `undoResult` and `redoResult`; the toolbar shows `undoStatus`
 * and `redoStatus`.
 */
import type { GameState, Move, NewGameOptions } from '../engine/index.js';
import type { LogEntry, Notice, QuetzalContext, Refusal, UndoInput, UndoOutput } from '../statechart/quetzal-machine.js';
import {
  historyFromRecord, play, recordFromLog, redo, redoRefusal, undo, undoRefusal, type History,
} from '../records/index.js';
import { moveSeat } from '../records/barrier.js';
import type { MessageKey } from './records-text.js';

/** Why undo (or redo) is refused now: the records layer's UndoRefusal, plus the board's own cases. */
export type UndoBlock =
  | 'UNAVAILABLE' | 'NOTHING_TO_UNDO' | 'TABLE_MOVE' | 'NOT_YOUR_MOVE' | 'LOCKED' | 'NOTHING_TO_REDO' | 'NOT_YOUR_REDO';

export interface UndoStatus {
  /** The seat whose move it would take back (or play again), or null. */
  seat: number | null;
  /** null: allowed. */
  block: UndoBlock | null;
  /** The explanation when refused. */
  why: { key: MessageKey; params?: Record<string, string | number> } | null;
}

/** What the rule needs of the live game: the statechart's context, or an actor's input. */
type Live = Pick<QuetzalContext, 'log' | 'redo' | 'viewer' | 'handOver'> & { options: NewGameOptions | null; game: GameState | null };

/** The last History built for a game (keyed by its options object), with the log it was built from. */
const histories = new WeakMap<NewGameOptions, { log: readonly LogEntry[]; history: History | null }>();

/** Whether `log` is `before` with entries added at the end (the statechart's log grows by new arrays, sharing its entries). */
function extends_(log: readonly LogEntry[], before: readonly LogEntry[]): boolean {
  return log.length >= before.length && (before.length === 0 || log[before.length - 1] === before[before.length - 1]);
}

function build(options: NewGameOptions, log: readonly LogEntry[], cached: { log: readonly LogEntry[]; history: History | null } | undefined): History | null {
  try {
    // A game goes on one move at a time: play the new moves on the last History, rather than replaying all.
    if (cached?.history && extends_(log, cached.log)) {
      let h = cached.history;
      for (let i = cached.log.length; i < log.length; i++) h = play(h, log[i]!.move);
      return h;
    }
    return historyFromRecord(recordFromLog(options, log));
  } catch {
    return null;
  }
}

/** The live game as a History, or null when it cannot be recorded (a game given as a position). */
export function historyOf(live: Live): History | null {
  const options = live.options;
  if (!options || options.seed === undefined) return null;
  let cached = histories.get(options);
  if (cached?.log !== live.log) {
    cached = { log: live.log, history: build(options, live.log, cached) };
    histories.set(options, cached);
  }
  const h = cached.history;
  if (!h) return null;
  // Moves taken back are the undoing seat's; once another seat has acted (and taken its move back),
  // the moves before stay final: the window rebuilt from the log is only valid for the redo list's seat.
  const redoSeat = live.redo[0] ? moveSeat(live.redo[0]) : null;
  const undo = h.undo && (redoSeat === null || h.undo.seat === redoSeat) ? h.undo : null;
  return { ...h, undo, redo: live.redo };
}

const nameOf = (live: Live, seat: number | null) => (seat === null ? '' : live.game?.seats[seat]?.name ?? '');

/**
 * The seat whose moves undo and redo act on: with hand-over, the person holding the device (behind the
 * "Pass to…" cover still the one who just played); without, the seat of the move concerned.
 */
function actingSeat(live: Live, h: History, which: 'undo' | 'redo'): number | null {
  if (live.handOver) return live.viewer;
  const move = which === 'undo' ? h.moves[h.moves.length - 1] : h.redo[0];
  return move ? moveSeat(move) : null;
}

/** Words for what made the last move final (from its events; the rule itself is undoRefusal's). */
function lockReason(live: Live, h: History, seat: number): MessageKey {
  // Another seat played and took its move back: the moves before it stay final.
  const redoSeat = h.redo[0] ? moveSeat(h.redo[0]) : null;
  if (redoSeat !== null && redoSeat !== seat) return 'lock_acted';
  const events = live.log.at(-1)?.events ?? [];
  const types = new Set(events.map((e) => e.type));
  return types.has('rolled') || types.has('rerolled') ? 'lock_roll'
    : types.has('roundStart') ? 'lock_round'
      : types.has('automatonCard') ? 'lock_automaton'
        : events.some((e) => e.type === 'cardsTaken' && e.from === 'deck') || types.has('deckReshuffled') ? 'lock_draw'
          : 'lock_other';
}

export function undoStatus(live: Live, tr: (key: MessageKey) => string): UndoStatus {
  const h = historyOf(live);
  if (!h || !live.game) return { seat: null, block: 'UNAVAILABLE', why: { key: 'why_UNAVAILABLE' } };
  const seat = actingSeat(live, h, 'undo');
  const last = h.moves[h.moves.length - 1];
  if (!last) return { seat, block: 'NOTHING_TO_UNDO', why: { key: 'why_NOTHING_TO_UNDO' } };
  const lastSeat = moveSeat(last);
  if (lastSeat === null) return { seat, block: 'TABLE_MOVE', why: { key: 'why_TABLE_MOVE' } };
  if (seat === null) return { seat, block: 'NOT_YOUR_MOVE', why: { key: 'why_NOT_YOUR_MOVE', params: { name: nameOf(live, lastSeat) } } };
  const refusal = undoRefusal(h, seat);
  if (refusal === null) return { seat, block: null, why: null };
  if (refusal === 'LOCKED') {
    return { seat, block: 'LOCKED', why: { key: 'why_LOCKED', params: { name: nameOf(live, seat), reason: tr(lockReason(live, h, seat)) } } };
  }
  if (refusal === 'NOT_YOUR_MOVE') return { seat, block: refusal, why: { key: 'why_NOT_YOUR_MOVE', params: { name: nameOf(live, lastSeat) } } };
  return { seat, block: refusal as UndoBlock, why: { key: `why_${refusal}` as MessageKey } };
}

export function redoStatus(live: Live): UndoStatus {
  const h = historyOf(live);
  if (!h || !live.game) return { seat: null, block: 'UNAVAILABLE', why: { key: 'why_UNAVAILABLE' } };
  const seat = actingSeat(live, h, 'redo');
  const next = h.redo[0];
  if (!next) return { seat, block: 'NOTHING_TO_REDO', why: { key: 'why_NOTHING_TO_REDO' } };
  if (seat === null || redoRefusal(h, seat) !== null) {
    return { seat, block: 'NOT_YOUR_REDO', why: { key: 'why_NOT_YOUR_REDO', params: { name: nameOf(live, moveSeat(next)) } } };
  }
  return { seat, block: null, why: null };
}

/** A refused undo or redo, as the statechart's actors report it. */
function refused(status: UndoStatus): Refusal {
  const notice: Notice = { id: 'undo-refused', key: status.why?.key ?? 'why_UNAVAILABLE', params: status.why?.params, kind: 'info', table: 'records' };
  return { notice };
}

/** The `undo` actor's work: the acting seat's last move taken back, or a Refusal. */
export function undoResult(input: UndoInput, tr: (key: MessageKey) => string): UndoOutput {
  const status = undoStatus(input, tr);
  const h = historyOf(input);
  if (status.block || status.seat === null || !h) throw refused(status);
  const next = undo(h, status.seat);
  // The History was built from this very log: its first moves are the log's first entries.
  return { game: next.state, log: input.log.slice(0, next.moves.length), redo: next.redo, moves: h.moves.slice(next.moves.length), seat: status.seat };
}

/** The `redo` actor's work: the move to play again, or a Refusal. */
export function redoResult(input: UndoInput): Move {
  const status = redoStatus(input);
  const h = historyOf(input);
  if (status.block || status.seat === null || !h) throw refused(status);
  return redo(h, status.seat).moves.at(-1)!;
}
