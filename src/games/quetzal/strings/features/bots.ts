/**
 * UI strings of the computer players on <quetzal-board> (`seats`: bad values, the computers' default
 * names, the "thinking" indicator), English and French. Not spread into en.ts and fr.ts: they load with
 * the seats chunk (src/games/quetzal/board/seats.ts, `featureTranslator`).
 */
import { featureStrings } from '../../../../kit/i18n/template.js';

export const botsStrings = featureStrings({
  bot_name: 'Computer ({level})',
  bot_nameN: 'Computer {n} ({level})',
  bot_easy: 'easy',
  bot_medium: 'medium',
  bot_hard: 'hard',
  bot_thinking: '{name} is thinking…',
  bot_thinkingShort: 'Thinking',
  err_seats_count: 'seats must list 2 to 5 seats, separated by commas (got {count}).',
  err_seat: 'seats: "{value}" is not a seat. Write human, human:Name, bot-easy, bot-medium or bot-hard (or bot-hard:Name).',
  err_botIterations: 'bot-iterations must be a whole number from 1 to 1000000 (got "{value}").',
}, {
  bot_name: 'Ordinateur ({level})',
  bot_nameN: 'Ordinateur {n} ({level})',
  bot_easy: 'facile',
  bot_medium: 'moyen',
  bot_hard: 'difficile',
  bot_thinking: '{name} réfléchit…',
  bot_thinkingShort: 'Réfléchit',
  err_seats_count: 'seats doit lister de 2 à 5 places, séparées par des virgules (reçu {count}).',
  err_seat: 'seats\u00a0: «\u00a0{value}\u00a0» n’est pas une place. Écrivez human, human:Nom, bot-easy, bot-medium ou bot-hard (ou bot-hard:Nom).',
  err_botIterations: 'bot-iterations doit être un nombre entier de 1 à 1000000 (reçu «\u00a0{value}\u00a0»).',
});

/** A key of the bots feature's own table. */
export type BotsKey = keyof typeof botsStrings.en;
