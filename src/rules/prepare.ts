/** The Phase 4 move as the engine calls it: prepare-rules.ts, reached through phase3.ts. */
import { phase3, type Phase3Rules } from './phase3.js';

export const applyPrepare: Phase3Rules['applyPrepare'] = (...a) => phase3().applyPrepare(...a);
