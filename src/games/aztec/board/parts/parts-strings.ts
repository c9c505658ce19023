/**
 * Every word the Aztec board's parts show (jewels, cards, the table, a seat's panel), in English and
 * French. Keys start with `ap_` so this table can sit beside the board's own in one translator without
 * clashing. Counts that take a plural are functions of `n`; French follows its own rules (0 and 1 are
 * singular) and typography (a no-break space before « : », a narrow one before « ! » and inside « »).
 */
import type { Params, Template } from '../../../../kit/i18n/template.js';

export const num = (p: Params, name = 'n') => Number(p[name]);
/** English plural: "1 stone", "0 stones". */
const en = (word: string, plural = `${word}s`) => (p: Params) => `${p.n} ${num(p) === 1 ? word : plural}`;

/** English, in the board's first file; French is a chunk of its own (parts-strings-fr.ts). */
export const partStringsEn = {
  // Jewels, by colour (index order of COLORS: blue, yellow, red).
  ap_blue: 'blue',
  ap_yellow: 'yellow',
  ap_red: 'red',
  ap_nBlue: (p: Params) => `${p.n} blue`,
  ap_nYellow: (p: Params) => `${p.n} yellow`,
  ap_nRed: (p: Params) => `${p.n} red`,
  ap_noJewels: 'no jewels',
  // Cards.
  ap_jewelCard: 'Jewel card: {jewels}',
  ap_hiddenCard: 'Hidden card',
  ap_noCard: 'No card',
  ap_artifact: 'Artifact',
  ap_setEffect: '{set}: {vp} VP for each set',
  ap_vpEffect: '{vp} VP',
  ap_vp: 'VP',
  ap_discardEffect: (p: Params) => `Play at once: discard up to ${en('cursed stone')(p)}`,
  ap_giveEffect: 'Play at once: give 1 cursed stone to a player of your choice',
  ap_takeEffect: 'Play at once: take 1 jewel of your choice from the Temple',
  ap_curseEffect: 'Play at once: put 1 stone from the supply on a Curse card',
  ap_character: 'Character',
  ap_duoOf: '{a}–{b} duo',
  ap_duoVp: '{vp} VP per duo',
  ap_curseBlue: 'Blue Curse',
  ap_curseYellow: 'Yellow Curse',
  ap_curseRed: 'Red Curse',
  ap_curseRuleBlue: 'Most blue takes the stones',
  ap_curseRuleYellow: 'Most yellow takes the stones',
  ap_curseRuleRed: 'Most red takes the stones',
  ap_stones: en('cursed stone'),
  // The table.
  ap_temple: 'Temple',
  ap_templeLeft: 'Jewels left: {jewels}',
  ap_curses: 'Curse cards',
  ap_track: 'Cursed-stone track',
  ap_trackCell: (p: Params) => `${en('stone')(p)}: ${p.vp} VP`,
  ap_trackBeyond: '{vp} each beyond',
  ap_trackBeyondCell: (p: Params) => `More than ${p.n} stones: ${p.vp} VP for each stone beyond`,
  ap_trackSeat: (p: Params) => `${p.name}, ${en('stone')(p)}`,
  ap_deck: 'Artifact deck',
  ap_cards: en('card'),
  // A seat's panel.
  ap_seatLabel: '{name}, seat {n}',
  ap_you: 'you',
  ap_firstPlayer: 'First player',
  ap_stash: 'Stash',
  ap_stonesLabel: 'Cursed stones',
  ap_penalty: '{vp} VP',
  ap_artifacts: 'Artifacts',
  ap_noArtifacts: 'None yet',
  ap_round: 'This round',
  ap_onlyYou: 'Only you see it',
  ap_onCard: 'On the card',
  ap_yourPick: 'You took',
  ap_took: 'Took',
  ap_truth: 'Told the truth',
  ap_lie: 'Lied',
  ap_believe: 'I believe you!',
  ap_accuse: 'You lie!',
  ap_tokenTo: '“{says}” to {name}',
  ap_tokenFrom: '{name}: “{says}”',
  ap_token: 'Token',
  ap_tokensIn: 'Tokens in front',
  ap_noTokens: 'None',
  ap_hasChosen: 'Has chosen',
  ap_deciding: 'Choosing…',
  ap_reveals: (p: Params) => `${en('truth')({ n: p.truths! })}, ${en('lie')({ n: p.lies! })}`,
  ap_revealsLabel: 'Past reveals',
} satisfies Record<string, Template>;

export type PartKey = keyof typeof partStringsEn;

/** The keys that differ by jewel colour, in COLORS order, so a part never spells a colour twice. */
export const COLOR_KEYS = {
  name: ['ap_blue', 'ap_yellow', 'ap_red'],
  count: ['ap_nBlue', 'ap_nYellow', 'ap_nRed'],
  curse: ['ap_curseBlue', 'ap_curseYellow', 'ap_curseRed'],
  curseRule: ['ap_curseRuleBlue', 'ap_curseRuleYellow', 'ap_curseRuleRed'],
} as const satisfies Record<string, readonly [PartKey, PartKey, PartKey]>;

/** A VP value as printed: a true minus sign for a loss ("−5"), "0" for none. */
export const vpText = (vp: number): string => (vp < 0 ? `\u2212${-vp}` : String(vp));
