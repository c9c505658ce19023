/** Defines <quetzal-board> (once, even if this module is loaded twice) and re-exports its types. */
import { QuetzalBoard } from './quetzal-board.js';

if (!customElements.get('quetzal-board')) customElements.define('quetzal-board', QuetzalBoard);

export { QuetzalBoard };
export { emit } from './events.js';
export type { SeatSpec } from './seats.js';
export type {
  QuetzalBoardEventMap, QuetzalMoveDetail, QuetzalUndoDetail, QuetzalPhaseChangeDetail, QuetzalGameOverDetail, QuetzalErrorDetail, QuetzalSaveErrorDetail,
} from './events.js';
