/**
 * The words of <aztec-board>'s earlier games, of a save it could not read and of a save another tab
 * wrote, in English and French: in
 * the records chunk (records-feature.ts) with the views that say them. The board's translator adds this
 * table once the chunk has come.
 */
import { featureStrings, type Template } from '../../../kit/i18n/template.js';

const earlierStringsEn = {
  earlier_title: 'Earlier games ({count})',
  earlier_help: 'A game replaced by another (a new game, a link, a brought-back game) is kept here: the last {count}.',
  earlier_item: 'round {round}, {moves} moves',
  earlier_over: 'finished',
  earlier_kept: 'put aside {when}',
  earlier_restore: 'Bring back',
  earlier_restore_label: 'Bring back the game of {names}, put aside {when}',
  put_aside: 'Your game was put aside: it is among the earlier games.',
  put_aside_back: 'Bring it back',
  save_damaged: 'Your saved game could not be read ({message}). It is kept aside, untouched, and a new game has started.',
  elsewhere: 'This game was played on in another tab or window. Nothing is saved here until you choose.',
  elsewhere_theirs: 'Load the newer game',
  elsewhere_mine: 'Keep this one',
};

const earlierStringsFr: Record<keyof typeof earlierStringsEn, Template> = {
  earlier_title: 'Parties précédentes ({count})',
  earlier_help: 'Une partie remplacée par une autre (une nouvelle partie, un lien, une partie reprise) est gardée ici : les {count} dernières.',
  earlier_item: 'manche {round}, {moves} coups',
  earlier_over: 'terminée',
  earlier_kept: 'mise de côté {when}',
  earlier_restore: 'Reprendre',
  earlier_restore_label: 'Reprendre la partie de {names}, mise de côté {when}',
  put_aside: 'Votre partie a été mise de côté : elle est parmi les parties précédentes.',
  put_aside_back: 'La reprendre',
  save_damaged: 'Votre partie sauvegardée n’a pas pu être lue ({message}). Elle est gardée de côté, intacte, et une nouvelle partie commence.',
  elsewhere: 'Cette partie a continué dans un autre onglet ou une autre fenêtre. Rien n’est sauvegardé ici tant que vous n’avez pas choisi.',
  elsewhere_theirs: 'Charger la partie la plus récente',
  elsewhere_mine: 'Garder celle-ci',
};

export type EarlierKey = keyof typeof earlierStringsEn;
export const earlierStrings = featureStrings(earlierStringsEn, earlierStringsFr);
