/**
 * The words of <aztec-board>'s ending — the game-over screen, its chart and score table, the replay — in
 * English and French: in the ending's chunk (ending-views.ts) with the views that say them, not in the
 * board's first file. The board's translator adds this table once the chunk has come.
 */
import { featureStrings, type Template } from '../../../kit/i18n/template.js';

const endingStringsEn = {
  // The game-over screen
  over_winner: '{names} wins!',
  over_winners: '{names} share the victory!',
  scores_title: 'Final scores',
  col_player: 'Player',
  col_duos: 'Duos',
  col_trios: 'Trios',
  col_artifacts: 'Artifacts',
  col_stones: 'Stones',
  col_total: 'VP',
  play_again: 'Play again',
  go_chartTitle: 'Victory points round by round',
  go_chartDesc: 'Each player’s victory points at the start and at the end of each round, as they would score then.',
  go_start: 'Start',
  go_roundShort: 'R{round}',
  go_round: 'Round {round}',
  go_final: 'Final',
  go_player: 'Player',
  replay_title: 'Replay',
  replay_at: 'Move {n} of {total}',
  replay_start: 'To the start',
  replay_back: 'Previous move',
  replay_forward: 'Next move',
  replay_end: 'To the end',
  replay_play: 'Play',
  replay_pause: 'Pause',
  replay_back_to_game: 'Back to the game',
  replay_slider: 'Move shown',
  replay_keys: 'Keys: ← and → step through the moves, Home and End go to the start and the end.',
} satisfies Record<string, Template>;

export type EndingKey = keyof typeof endingStringsEn;

const endingStringsFr: Record<EndingKey, Template> = {
  over_winner: '{names} gagne !',
  over_winners: '{names} se partagent la victoire !',
  scores_title: 'Scores finaux',
  col_player: 'Joueur',
  col_duos: 'Duos',
  col_trios: 'Trios',
  col_artifacts: 'Artefacts',
  col_stones: 'Pierres',
  col_total: 'PV',
  play_again: 'Rejouer',
  go_chartTitle: 'Points de victoire manche par manche',
  go_chartDesc: 'Les points de victoire de chaque joueur au début et à la fin de chaque manche, tels qu’il les compterait alors.',
  go_start: 'Début',
  go_roundShort: 'M{round}',
  go_round: 'Manche {round}',
  go_final: 'Final',
  go_player: 'Joueur',
  replay_title: 'Revoir la partie',
  replay_at: 'Coup {n} sur {total}',
  replay_start: 'Au début',
  replay_back: 'Coup précédent',
  replay_forward: 'Coup suivant',
  replay_end: 'À la fin',
  replay_play: 'Lecture',
  replay_pause: 'Pause',
  replay_back_to_game: 'Retour à la partie',
  replay_slider: 'Coup montré',
  replay_keys: 'Touches : ← et → passent d’un coup à l’autre, Début et Fin vont au début et à la fin.',
};

export const endingStrings = featureStrings(endingStringsEn, endingStringsFr);
