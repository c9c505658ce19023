/**
 * Strings of the game-over screen (its own chunk, game-over.ts): the VP chart and its table, the
 * direct buttons, in English and French. The title, the winner line and the score table's words are
 * the later parts' (i18n/features/game-parts.ts).
 */
import { featureStrings } from '../../../../kit/i18n/template.js';

export const gameOverStrings = featureStrings({
  go_chartTitle: 'Victory points, round by round',
  go_chartDesc: 'Each player’s VP on the track at the end of each round, then their final total with the end-of-game bonuses.',
  go_start: 'Start',
  go_roundShort: 'R{round}',
  go_round: 'Round {round}',
  go_final: 'Final',
  go_player: 'Player',
  go_replay: 'Replay',
  go_share: 'Share',
  go_actions: 'What next',
}, {
  go_chartTitle: 'Points de victoire, tour par tour',
  go_chartDesc: 'Les PV de chaque joueur sur la piste à la fin de chaque tour, puis son total final avec les bonus de fin de partie.',
  go_start: 'Début',
  go_roundShort: 'T{round}',
  go_round: 'Tour {round}',
  go_final: 'Final',
  go_player: 'Joueur',
  go_replay: 'Revoir',
  go_share: 'Partager',
  go_actions: 'Et maintenant',
});

export type GameOverKey = keyof typeof gameOverStrings.en;
