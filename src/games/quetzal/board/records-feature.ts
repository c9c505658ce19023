/**
 * The records feature of <quetzal-board>, a chunk of its own (records-loader.ts loads it): auto-save
 * and resume (records-storage.ts), undo and redo (records-undo.ts), the Game menu, export / import and
 * share links (records-controller.ts), the replay view, their parts, styles and strings. The statechart
 * decides when each happens (its `resume`, `undoing`, `redoing`, `reviewing` states and `autosave`
 * actor); this chunk does the work.
 */
import type { AnyRecord } from '../records/index.js';
import type { Lang } from '../strings/index.js';
import { recordsText, recordsTranslator, type MessageKey } from './records-text.js';
import type { BoardLink, RecordsFeature } from './records-types.js';
import { RecordsController } from './records-controller.js';
import { BoardSaves } from './records-storage.js';
import { EarlierGames } from './earlier-games.js';
import { redoResult, undoResult } from './records-undo.js';
import { ReplayCache, checkForReview } from './replay-cache.js';
import { coverUndo, recordsDialogs, recordsToolbar } from './parts/records-toolbar.js';
import { replayView } from './parts/replay-view.js';
import { recordsStyles } from './records.styles.js';
import { addStyles } from '../../../kit/ui/add-styles.js';
import { adoptLaterStyles } from './game-parts.js';
import { registerPhase3Rules } from '../engine/phase3-rules.js';
import { checkRuleSet } from '../engine/ruleset-check.js';
import { useRuleSetCheck } from '../engine/setup.js';

// Undo, redo, saves and the replay play games through every phase: the engine's Phase 3 and 4 moves
// (left out of the board's bundle, rules/phase3.ts) come with this chunk too.
registerPhase3Rules();
// A save or a link may hold a game under a custom rule-set: its next game ("Play again") is set up under it.
useRuleSetCheck(checkRuleSet);

/** `track`: work the board's `updateComplete` waits for (a copy to the clipboard under way). */
export function createRecordsFeature(link: BoardLink, track: (p: Promise<unknown>) => void): RecordsFeature {
  addStyles(link.element.renderRoot as ShadowRoot, recordsStyles, 'records');
  // The replay view draws the log and score tables of the later parts (their chunk comes with this one).
  adoptLaterStyles(link.element.renderRoot as ShadowRoot);
  const saves: BoardSaves = new BoardSaves({
    element: link.element,
    saving: link.saving,
    report: (error, key) => controller.fail(error, key),
    issueChanged: () => {
      controller.issueDismissed = false;
      link.element.requestUpdate();
    },
    changedElsewhere: () => controller.savedElsewhere(),
  });
  const earlier = new EarlierGames(`${saves.saveKey}:earlier`, link.saving);
  const controller = new RecordsController(link, saves, earlier, track);
  const replay = new ReplayCache();
  const tr = (lang: Lang) => recordsTranslator(lang);
  /** The statechart's version the buttons are drawn on (a double tap on them acts once). */
  const at = () => link.snapshot()?.context.version ?? 0;
  /** The statechart's snapshot while the replay view is open, else null. */
  const reviewing = () => {
    const snap = link.snapshot();
    return snap?.context.review && (snap.matches({ reviewing: 'paused' }) || snap.matches({ reviewing: 'autoplay' })) ? snap : null;
  };

  return {
    exportRecord: () => controller.exportRecord(),
    importRecord: (input) => controller.importRecord(input),
    undo: (at) => controller.undo(at),
    redo: (at) => controller.redo(at),
    toggleMenu: () => controller.menu.toggleMenu(),
    checkHash: () => controller.checkHash(),
    noticeAction: (id) => controller.noticeAction(id),
    keepEarlier: (game) => controller.keepEarlier(game),
    text: (key, params) => controller.tr(key as MessageKey, params),
    toolbar: (lang, buttons) => recordsToolbar(tr(lang), controller, { buttons, at: at() }),
    dialogs: (lang) => recordsDialogs(tr(lang), lang, controller),
    coverUndo: (lang) => coverUndo(tr(lang), controller, at()),
    replayView(lang) {
      const snap = reviewing();
      const review = snap?.context.review;
      if (!snap || !review) return null;
      const record = review.record as AnyRecord;
      const { view, scores } = replay.frame(record, review.index);
      return replayView(lang, tr(lang), {
        view, scores, spectator: replay.spectator(record), log: replay.log(record), index: review.index, length: review.length,
        playing: snap.matches({ reviewing: 'autoplay' }),
        go: (index) => link.send({ type: 'REVIEW_GO', index }),
        play: () => link.send({ type: 'REVIEW_PLAY' }),
        pause: () => link.send({ type: 'REVIEW_PAUSE' }),
        exit: snap.context.game ? () => {
          link.leaveReview();
          controller.menu.focusAfterRender('[data-action="menu"]');
        } : null,
      });
    },
    shown() {
      const review = reviewing()?.context.review;
      return review ? replay.frame(review.record as AnyRecord, review.index).view : null;
    },
    resume(request) {
      const { resumed, ask, spectator } = saves.resume(request.options ?? null, link.readonly());
      // A spectator's link: the game starts as it would, and the replay opens over it once it is live.
      if (spectator) controller.reviewWhenLive(spectator);
      // A link over a game in progress: the saved game goes on, and its notice offers the link's game.
      return resumed && ask ? { ...resumed, notice: controller.offerShared(ask) } : resumed;
    },
    undoOutput: (input) => undoResult(input, (k) => recordsText(link.lang(), k)),
    redoMove: (input) => redoResult(input),
    openReview: (record) => checkForReview(record),
    save: (event, setup) => saves.save(event, setup),
    flush: () => saves.flush(),
  };
}
