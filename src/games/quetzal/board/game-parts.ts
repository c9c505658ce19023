/**
 * The later parts of <quetzal-board>, a chunk of its own: what a game under way needs after its first
 * screen — the prompts of the rerolls, of Phase 3 and of the end of a round or game, the exchanges,
 * the round summary and final score tables, the game log and its sentences, notices, the hand-over
 * cover, the records toolbar's row, other seats' known cards — with their strings (English and French)
 * and styles. The board fetches it right after its first render (game-parts-loader.ts); the records chunk (the replay) imports it too.
 */
import { featureTranslator } from '../strings/feature.js';
import { laterStrings } from '../strings/features/game-parts.js';
import type { Lang } from '../strings/index.js';
import type { LaterContext, LaterTr, PartContext } from './parts/common.js';
import type { LaterParts } from './parts/prompt-model.js';
import { laterPromptBody } from './parts/later-prompts.js';
import { exchanges } from './parts/reroll-prompts.js';
import { entrySentences, gameLog } from './parts/game-log.js';
import { scoreTable } from './parts/score-table.js';
import { refusalText } from './parts/refusal-text.js';
import { noticeBody } from './parts/notice-body.js';
import { handOverCover } from './parts/hand-over.js';
import { knownHand } from './parts/known-hand.js';
import { news } from './parts/news.js';
import { recordsBarStandIn } from './parts/records-bar.js';
import { legendPanel, legendStyles } from './parts/legend.js';
import { keyboard } from './parts/keyboard.js';
import { hintPart, markHint } from './parts/hint.js';
import { recordsBarStyles } from './records-bar.styles.js';
import { laterStyles } from './game-parts.styles.js';
import { addStyles } from '../../../kit/ui/add-styles.js';
import { addLocationSprite } from './parts/location-art.js';

const laterText = featureTranslator(laterStrings);
const translators = new Map<Lang, LaterTr>();

/** The later parts' translator in a language: their own table, then the main one. */
function laterTr(lang: Lang): LaterTr {
  let tr = translators.get(lang);
  if (!tr) {
    tr = (key, params) => laterText(lang, key, params);
    translators.set(lang, tr);
  }
  return tr;
}

/** A part context worded with the later parts' table. */
const laterContext = (ctx: PartContext): LaterContext => ({ ...ctx, tr: laterTr(ctx.lang) });

export const laterParts: LaterParts = {
  promptBody: (m, extra) => laterPromptBody({ ...m, ctx: laterContext(m.ctx) }, extra),
  exchanges: (m) => exchanges({ ...m, ctx: laterContext(m.ctx) }),
  log: (ctx, log) => gameLog(laterContext(ctx), log),
  sentences: (ctx, entry) => entrySentences(laterContext(ctx), entry),
  scoreTable: (ctx, scores) => scoreTable(laterContext(ctx), scores),
  refusal: (ctx, why, at) => refusalText(laterContext(ctx), why, at),
  notice: (lang, m) => noticeBody(laterTr(lang), m),
  handOver: (lang, seat, name, onContinue, extra) => handOverCover(laterTr(lang), seat, name, onContinue, extra),
  recordsBar: recordsBarStandIn,
  legend: legendPanel,
  knownHand: (ctx, seat) => knownHand(laterContext(ctx), seat),
  news: (ctx, log, seat) => news(laterContext(ctx), log, seat),
  keyboard: (root) => {
    keyboard(root);
    markHint(root);
  },
  hint: hintPart,
};

/**
 * Adds the later parts' styles to a board's shadow root (once): theirs, and the records toolbar row's;
 * and the locations' pictograms.
 */
export function adoptLaterStyles(root: ShadowRoot): void {
  addLocationSprite(root);
  addStyles(root, recordsBarStyles, 'records-bar');
  addStyles(root, laterStyles, 'later');
  addStyles(root, legendStyles, 'legend');
}
