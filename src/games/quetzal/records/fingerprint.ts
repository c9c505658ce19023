/**
 * A Quetzal state's fingerprint, which a record carries to check its replay. In a file of its own (the
 * kit's canonical JSON and hash only), because the board checks replays from its first file
 * (quetzal-module.ts), while the records' readers load when they are needed.
 */
import type { GameState } from '../engine/index.js';
import { canonical, hash32 } from '../../../kit/canonical.js';

/**
 * A fingerprint of a game state (key order does not matter): 8 hex digits. `known` (public knowledge,
 * added to GameState after records had fingerprints) and `rules` (the record has the rule-set's own
 * fingerprint) are left out, so older records still check.
 */
export function stateFingerprint(state: GameState): string {
  return hash32(canonical({ ...state, known: undefined, rules: undefined }));
}
