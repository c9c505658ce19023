/** Defines <aztec-board> (once, even if this module is loaded twice) and exports its class. */
import { AztecBoard } from './aztec-board.js';

if (!customElements.get('aztec-board')) customElements.define('aztec-board', AztecBoard);

export { AztecBoard };
export type { AztecBoardEventMap, AztecMoveDetail, AztecUndoDetail, AztecGameOverDetail, AztecErrorDetail, AztecShareDetail, AztecSaveErrorDetail, AztecPhaseChangeDetail } from './events.js';
