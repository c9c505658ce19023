/** The records toolbar's strings in French (records-bar.ts; spread into fr.ts, which comes as a chunk of its own). */
import type { Template } from '../../../../kit/i18n/template.js';
import type { recordsBarEn } from './records-bar.js';

export const recordsBarFr: Record<keyof typeof recordsBarEn, Template> = {
  rec_toolbar: 'Commandes de la partie',
  rec_undo: 'Annuler',
  rec_redo: 'Rétablir',
  rec_menu: 'Partie',
  why_NOTHING_TO_UNDO: "Il n’y a encore aucun coup à reprendre.",
  why_NOTHING_TO_REDO: "Il n’y a rien à rétablir.",
};
