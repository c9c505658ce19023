/**
 * Aztec as the kit's board plays it (kit/game-module.ts): its engine and records behind their seams, its
 * phases (a round's steps, the statechart's phase region and diagram) and its pacing — a reveal stays on
 * screen longest, so a newcomer can read who told the truth, who lied and where the stones go.
 */
import type { GameModule } from '../../../kit/game-module.js';
import { aztecEngine } from '../engine-seam.js';
import { aztecBoardRecords } from '../records/board-records.js';
import type { AztecOptions } from '../setup.js';
import type { AztecEvent, AztecMove, AztecPublicMove, AztecState, AztecStep } from '../types.js';

/** A round's steps, in the order they come (the rulebook's five, with the Artifact choices a reveal may bring). */
const AZTEC_PHASES: readonly AztecStep[] = ['collect', 'token', 'reveal', 'artifact', 'curses', 'endRound', 'gameOver'];

/** Table steps' pauses, in units of the board's `tableStepMs`: a reveal is read, the curses and the round's end are glanced at. */
const TABLE_STEPS: Record<string, number> = { reveal: 2.5, curses: 1.5, endRound: 1 };

export const aztecModule: GameModule<AztecState, AztecMove, AztecEvent, AztecOptions, AztecPublicMove> = {
  engine: aztecEngine,
  records: aztecBoardRecords,
  board: {
    phases: { names: AZTEC_PHASES, of: (state) => state.step, round: (state) => state.round },
    pacing: { tableSteps: (_state, move) => TABLE_STEPS[move.type] ?? 1 },
  },
};
