/**
 * A game's history rebuilt from a record: its first state, each move replayed with the move at fault
 * named, the fingerprint checked. Apart from game-history.ts because a board's first file plays without
 * it: the board's statechart replays a record through its `replay` actor, which loads this file when a
 * record is first adopted or restored (by then the records' chunk, which reads records, has it anyway).
 */
import type { GameRecord, Seeded } from '../game-records.js';
import { RuleError } from '../rule-error.js';
import { guarded, RecordError, recordFail } from './errors.js';
import { historyAt, playGameMove, type GameHistory, type HistoryGame } from './game-history.js';

/** A record's first state: `newGame(options)`, its refusal a RecordError BAD_FIELD naming the option at fault. */
export function startState<S, O>(game: HistoryGame<S, unknown, unknown, O>, options: Seeded<O>, path = 'options'): S {
  try {
    return game.engine.newGame(options);
  } catch (e) {
    if (e instanceof RuleError) {
      // A refusal that names its field first (`scenario.seats[1].deck[2]: …`, `characters[0]: …`) names it under the options.
      const m = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\])*): ([\s\S]*)$/.exec(e.message);
      if (m) recordFail('BAD_FIELD', m[2]!, `${path}.${m[1]}`);
      recordFail('BAD_FIELD', e.message, path);
    }
    recordFail('BAD_FIELD', `the game cannot be set up with these options (${e instanceof Error ? e.message : String(e)})`, path);
  }
}

/** `play()`, with the engine's refusal of move `index` (played on `state`) as RecordError ILLEGAL_MOVE at `moves[index]`. */
export function recorded<S, M, T>(game: HistoryGame<S, M>, state: S, move: M, index: number, play: () => T): T {
  try {
    return play();
  } catch (e) {
    if (e instanceof RuleError) {
      const where = game.records.describeMove?.(state, move);
      throw new RecordError('ILLEGAL_MOVE', where ? `${e.message} (${where})` : e.message, `moves[${index}]`, e.code);
    }
    throw e;
  }
}

/** A history from a record (read with readGameRecord first): replayed, with what can be undone recomputed. Throws RecordError. */
export function gameHistoryFromRecord<S, M, O>(game: HistoryGame<S, M, unknown, O>, record: GameRecord<M, O>): GameHistory<S, M, O> {
  return guarded(() => {
    let h = historyAt<S, M, O>(game, JSON.parse(JSON.stringify(record.options)) as Seeded<O>, startState(game, record.options), record.created);
    record.moves.forEach((move, i) => {
      h = recorded(game, h.state, move, i, () => playGameMove(game, h, move).history);
    });
    if (record.check !== undefined && game.records.fingerprint(h.state) !== record.check) {
      recordFail('MISMATCH', 'the replayed game differs from the recorded one', 'check');
    }
    return h;
  });
}

