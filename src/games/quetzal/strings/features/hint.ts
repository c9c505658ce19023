/**
 * Strings of the Hint (the later-parts chunk): its button, and the one line saying what the medium
 * computer would do in the viewer's seat and what it is worth, in English and French.
 */
import { featureStrings } from '../../../../kit/i18n/template.js';

const plural = (n: number | string | undefined, one: string, other: string) => (Number(n) === 1 ? one : other);
/** French: 0 and 1 are singular. */
const pluriel = (n: number | string | undefined, one: string, other: string) => (Number(n) <= 1 ? one : other);

export const hintStrings = featureStrings({
  hintButton: 'Hint',
  hintButtonLabel: 'Hint: what the medium computer would do',
  hintThinking: 'Looking for a good move…',
  hintFailed: 'No hint could be found.',
  hintPrefix: 'Hint:',
  hint_place: 'place {meeples} {at}',
  hint_worth: '{what}: about {vp} VP',
  hint_deliver: 'deliver {items} {where}: {value}',
  hint_deliverNothing: 'deliver nothing this time',
  hint_at_harbor: 'at the Harbor',
  hint_at_ship: 'on the Ship',
  hint_n_pottery: (p) => `${p.n} pottery`,
  hint_n_weapon: (p) => `${p.n} ${plural(p.n, 'weapon', 'weapons')}`,
  hint_n_tablet: (p) => `${p.n} ${plural(p.n, 'tablet', 'tablets')}`,
  hint_n_statuette: (p) => `${p.n} ${plural(p.n, 'statuette', 'statuettes')}`,
  hint_n_mummy: (p) => `${p.n} ${plural(p.n, 'mummy', 'mummies')}`,
  hint_take: 'take {cards}',
  hint_keep: 'keep {card}',
  hint_sell: 'sell {card} for {coins} coins',
  hint_keepCards: 'keep your cards',
  hint_upgrade: 'take {upgrade}',
  hint_discard: 'discard {upgrade}',
  hint_endRoll: 'keep your roll',
  hint_endExchanges: 'make no more exchanges',
  hint_rerollAll: 'roll all your meeples again (U02)',
  hint_rerollSome: (p) => `roll ${p.n} ${plural(p.n, 'meeple', 'meeples')} again (U01)`,
  hint_campReroll: 'roll a meeple again at the Camp',
  hint_noCampReroll: 'keep your meeples as they are',
  hint_U07: 'pay {coins} coins for 1 VP (U07)',
  hint_U10: 'pay {coins} coins for 1 Discovery (U10)',
  hint_vp: '{n} VP',
  hint_coins: (p) => `${p.n} ${plural(p.n, 'coin', 'coins')}`,
  hint_discovery: '{n} Discovery',
}, {
  hintButton: 'Indice',
  hintButtonLabel: 'Indice\u00a0: ce que ferait l’ordinateur moyen',
  hintThinking: 'Recherche d’un bon coup…',
  hintFailed: 'Aucun indice n’a pu être trouvé.',
  hintPrefix: 'Indice\u00a0:',
  hint_place: 'placer {meeples} {at}',
  hint_worth: '{what}\u00a0: environ {vp} PV',
  hint_deliver: 'livrer {items} {where}\u00a0: {value}',
  hint_deliverNothing: 'ne rien livrer cette fois',
  hint_at_harbor: 'à la Capitainerie',
  hint_at_ship: 'sur le Navire',
  hint_n_pottery: (p) => `${p.n} ${pluriel(p.n, 'poterie', 'poteries')}`,
  hint_n_weapon: (p) => `${p.n} ${pluriel(p.n, 'arme', 'armes')}`,
  hint_n_tablet: (p) => `${p.n} ${pluriel(p.n, 'tablette', 'tablettes')}`,
  hint_n_statuette: (p) => `${p.n} ${pluriel(p.n, 'statuette', 'statuettes')}`,
  hint_n_mummy: (p) => `${p.n} ${pluriel(p.n, 'momie', 'momies')}`,
  hint_take: 'prendre {cards}',
  hint_keep: 'garder {card}',
  hint_sell: 'vendre {card} pour {coins} pièces',
  hint_keepCards: 'garder vos cartes',
  hint_upgrade: 'prendre {upgrade}',
  hint_discard: 'défausser {upgrade}',
  hint_endRoll: 'garder votre lancer',
  hint_endExchanges: 'ne plus faire d’échange',
  hint_rerollAll: 'relancer tous vos meeples (U02)',
  hint_rerollSome: (p) => `relancer ${p.n} ${pluriel(p.n, 'meeple', 'meeples')} (U01)`,
  hint_campReroll: 'relancer un meeple au Campement',
  hint_noCampReroll: 'garder vos meeples tels quels',
  hint_U07: 'payer {coins} pièces pour 1 PV (U07)',
  hint_U10: 'payer {coins} pièces pour 1 Découverte (U10)',
  hint_vp: '{n} PV',
  hint_coins: (p) => `${p.n} ${pluriel(p.n, 'pièce', 'pièces')}`,
  hint_discovery: '{n} Découverte',
});

/** A key of the Hint's own table. */
export type HintKey = keyof typeof hintStrings.en;
