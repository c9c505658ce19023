/**
 * Quetzal as the kit's board plays it (kit/game-module.ts): its engine as the board plays it (no legal-move
 * lists; scenarios planned by a part loaded first) and, of its records, what playing needs
 * (records/board-records.ts: small files, none of the readers or links) behind their seams,
 * its phases (roll, place, activate, prepare, the last exchanges; the kit's phase region) and its pacing.
 * One seat decides at a time, privately (a hand is its holder's); the table rolls and prepares the rounds.
 * `createBoardMachine(quetzalModule)` plays whole Quetzal games with people behind the cover and
 * computers on their deadline (test/node/kit-board-quetzal.test.ts); <quetzal-board> still runs its own
 * statechart (statechart/quetzal-machine.ts), whose public API the README documents.
 */
import type { GameModule } from '../../kit/game-module.js';
import type { GameEvent, GameState, Move, NewGameOptions, Phase } from './engine/index.js';
import { quetzalBoardEngine } from './engine-seam.js';
import { quetzalBoardRecords } from './records/board-records.js';
import { needsPhase3Rules, needsScenarioSupport, PHASE_DECISIONS } from './statechart/game-steps.js';
import { quetzalInput } from './statechart/quetzal-input.js';
import { decisionsRegion } from '../../kit/board/decisions-region.js';
import { laterRegion } from '../../kit/board/later-region.js';
import { partsRegion } from '../../kit/board/parts-region.js';
import { tapsRegion } from '../../kit/board/taps-region.js';

/** A round's phases in their order, then the last exchanges (U07, U10) and the end. */
const QUETZAL_PHASES: readonly Phase[] = ['roll', 'place', 'activate', 'prepare', 'lastExchanges', 'gameOver'];

export const quetzalModule: GameModule<GameState, Move, GameEvent, NewGameOptions> = {
  engine: quetzalBoardEngine,
  records: quetzalBoardRecords,
  board: {
    phases: { names: QUETZAL_PHASES, of: (state) => state.phase, round: (state) => state.round },
    regions: [
      // A scenario is planned by a part loaded first (the board's loadParts: useScenarioSupport).
      partsRegion<NewGameOptions>((start) => needsScenarioSupport(start.options)),
      // The Phase 3 and 4 moves come with the later parts: a position that needs them waits.
      laterRegion(needsPhase3Rules),
      // Meeples picked, a target tapped, a colour chosen: the draft, and the move it ends in.
      tapsRegion(quetzalInput),
      // Within a phase, the engine's decision (Quetzal's `flow: { activate: 'deliver' }`).
      decisionsRegion<GameState>(PHASE_DECISIONS, (state) => state.decision.kind),
    ],
    // The roll and a new round's preparation are the table's: a person at the table rolls by hand (NEXT,
    // as <quetzal-board>'s Roll button); a table of computers rolls and prepares at their pace, a step each.
    pacing: { tableSteps: (_state, _move, seats) => (seats.includes('person') ? Infinity : 1) },
  },
};
