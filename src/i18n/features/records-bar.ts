/**
 * UI strings of the records toolbar as it is drawn before the records chunk has loaded (Undo, Redo,
 * the Game menu button), English and French (spread into en.ts and fr.ts: the main tables). The rest of
 * the records feature's strings are in records.ts and load with that chunk.
 */
import { featureStrings } from '../template.js';

export const recordsBarStrings = featureStrings({
  rec_toolbar: 'Game controls',
  rec_undo: 'Undo',
  rec_redo: 'Redo',
  rec_menu: 'Game',
  why_NOTHING_TO_UNDO: 'There is no move to take back yet.',
  why_NOTHING_TO_REDO: 'There is nothing to redo.',
}, {
  rec_toolbar: 'Commandes de la partie',
  rec_undo: 'Annuler',
  rec_redo: 'Rétablir',
  rec_menu: 'Partie',
  why_NOTHING_TO_UNDO: "Il n’y a encore aucun coup à reprendre.",
  why_NOTHING_TO_REDO: "Il n’y a rien à rétablir.",
});
