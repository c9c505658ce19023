/**
 * What a wrong attribute or property of <quetzal-board> says (board-props.ts finds it, synchronously):
 * the words come with their own small chunk (prop-messages.ts), fetched when a value is wrong.
 */
import { featureStrings } from '../../../../kit/i18n/template.js';

export const propErrorStrings = featureStrings({
  err_players: 'players must be a whole number from 2 to 5 (got "{value}").',
  err_names_empty: 'names must be non-empty, separated by commas (got "{value}").',
  err_number: '{prop} must be a whole number from {min} to {max} (got {value}).',
  err_boolean: '{prop} must be true or false (got {value}).',
  err_text: '{prop} must be text (got {value}).',
  err_object: '{prop} must be an object (got {value}).',
  err_scenario: '{prop} must be plain JSON data of at most {max} characters (numbers, text, true, false, null, lists and objects: no functions or missing values), so the game can be saved.',
  err_function: '{prop} must be a function (got {value}).',
  err_nameLong: 'names: {name} is longer than {max} characters, which a saved game cannot keep.',
  err_nameComma: 'names: {name} contains a comma.',
  err_seed: 'seed must be text of 1 to {max} characters or a whole number (got {value}).',
  err_seedLong: 'seed must have at most {max} characters (got {count}), so the game can be saved.',
  err_loading: 'loading must be "lazy" or "eager" (got {value}).',
  err_highlights: 'highlights must be a list of highlight keys (got {value}).',
  err_seats: 'seats must be text such as "human, bot-hard" or a list of seats (got {value}).',
  err_seatsObjectText: 'seats got the text {value}: a list set before <quetzal-board> was defined arrives as text. Import quetzal-board before the page or app renders the board.',
  err_unreadable: '{prop} could not be read: {message}',
}, {
  err_players: 'players doit être un nombre entier de 2 à 5 (reçu «\u00a0{value}\u00a0»).',
  err_names_empty: 'names doit contenir des noms non vides séparés par des virgules (reçu «\u00a0{value}\u00a0»).',
  err_number: '{prop} doit être un nombre entier de {min} à {max} (reçu {value}).',
  err_boolean: '{prop} doit être true ou false (reçu {value}).',
  err_text: '{prop} doit être un texte (reçu {value}).',
  err_object: '{prop} doit être un objet (reçu {value}).',
  err_scenario: '{prop} doit être des données JSON simples d’au plus {max} caractères (nombres, textes, true, false, null, listes et objets\u00a0: ni fonction ni valeur manquante), pour que la partie puisse être enregistrée.',
  err_function: '{prop} doit être une fonction (reçu {value}).',
  err_nameLong: 'names\u00a0: {name} dépasse {max} caractères, ce qu’une partie enregistrée ne peut garder.',
  err_nameComma: 'names\u00a0: {name} contient une virgule.',
  err_seed: 'seed doit être un texte de 1 à {max} caractères ou un nombre entier (reçu {value}).',
  err_seedLong: 'seed doit avoir au plus {max} caractères (reçu {count}), pour que la partie puisse être enregistrée.',
  err_loading: 'loading doit valoir «\u00a0lazy\u00a0» ou «\u00a0eager\u00a0» (reçu {value}).',
  err_highlights: 'highlights doit être une liste de clés de mise en évidence (reçu {value}).',
  err_seats: 'seats doit être un texte comme «\u00a0human, bot-hard\u00a0» ou une liste de places (reçu {value}).',
  err_seatsObjectText: 'seats a reçu le texte {value}\u00a0: une liste donnée avant que <quetzal-board> soit défini arrive sous forme de texte. Importez quetzal-board avant que la page ou l’application affiche le plateau.',
  err_unreadable: '{prop} n’a pas pu être lu\u00a0: {message}',
});

export type PropErrorKey = keyof typeof propErrorStrings.en;
