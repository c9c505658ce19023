/**
 * Strings of what the board tells about what changed (the later-parts chunk): the "since your last
 * turn" line, the marks on changed places, the log's "Newest" button and the Automaton card's effect,
 * in English and French.
 */
import { featureStrings, type Params } from '../../../../kit/i18n/template.js';

const plural = (n: number | string | undefined, one: string, other: string) => (Number(n) === 1 ? one : other);
/** French: 0 and 1 are singular. */
const pluriel = (n: number | string | undefined, one: string, other: string) => (Number(n) <= 1 ? one : other);
const list = (p: Params) => String(p.items ?? '');

export const newsStrings = featureStrings({
  sinceTitle: 'Since your last turn:',
  since_bumped: (p) => `${p.name} bumped your ${p.count} ${plural(p.count, 'meeple', 'meeples')} ${p.from}; ${plural(p.count, 'it is', 'they are')} back in your pool.`,
  since_taken: '{name} took {cards} from the Temple before you.',
  since_firstPlayer: '{name} is First Player now.',
  since_firstPlayerYou: 'You are First Player now.',
  newsMark: 'New',
  logNewest: 'Newest',
  autoEffect: (p) => `The Automaton played card ${p.card}: ${list(p)}.`,
  autoTemple: (p) => `1 meeple on Temple space ${p.space}`,
  automatonName: 'Automaton',
}, {
  sinceTitle: 'Depuis votre dernier tour\u00a0:',
  since_bumped: (p) => `${p.name} a chassé ${pluriel(p.count, 'votre meeple', `vos ${p.count} meeples`)} ${p.from}\u202f; ${pluriel(p.count, 'il est revenu', 'ils sont revenus')} dans votre réserve.`,
  since_taken: '{name} a pris {cards} au Temple avant vous.',
  since_firstPlayer: '{name} est maintenant Premier Joueur.',
  since_firstPlayerYou: 'Vous êtes maintenant Premier Joueur.',
  newsMark: 'Nouveau',
  logNewest: 'Derniers coups',
  autoEffect: (p) => `L’Automate a joué la carte ${p.card}\u00a0: ${list(p)}.`,
  autoTemple: (p) => `1 meeple sur la case ${p.space} du Temple`,
  automatonName: 'Automate',
});

export type NewsKey = keyof typeof newsStrings.en;
