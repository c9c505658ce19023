/**
 * The records feature of <quetzal-board>, a chunk of its own (records-loader.ts loads it): the
 * RecordsController (history, auto-save, undo / redo, export / import, share links), the
 * ReplayController, their parts (toolbar, menu, notices, dialogs, replay view), their styles, and the
 * records strings in both languages. Everything else it uses (Lit, the engine, the board's parts) is
 * in the main chunk already.
 */
import { adoptStyles, nothing, supportsAdoptingStyleSheets, type CSSResult, type TemplateResult } from 'lit';
import type { GameRecord } from '../../records/index.js';
import type { Lang } from '../../i18n/index.js';
import { recordsText, recordsTranslator } from './records-text.js';
import type { RecordsHost, RecordsHostDeps } from './records-loader.js';
import { RecordsController } from './records-controller.js';
import { ReplayController } from './replay-controller.js';
import { coverUndo, recordsDialogs, recordsToolbar } from './parts/records-toolbar.js';
import { replayView } from './parts/replay-view.js';
import { recordsStyles } from './records.styles.js';

export interface RecordsFeature {
  readonly controller: RecordsController;
  readonly replay: ReplayController;
  /** The toolbar and notices (`buttons: false`: only the notices). */
  toolbar(lang: Lang, buttons: boolean): TemplateResult | typeof nothing;
  dialogs(lang: Lang): TemplateResult | typeof nothing;
  coverUndo(lang: Lang): TemplateResult | undefined;
  /** The replay view when one is open, else null. */
  replayView(lang: Lang): TemplateResult | null;
  /** `record` changed: shows it in the replay view (checked first), or leaves the replay it was showing. */
  showRecord(record: GameRecord | null | undefined): void;
}

/** Adds the feature's styles to the board's shadow root (after the board's own, as before the split). */
function addStyles(root: HTMLElement | DocumentFragment, sheet: CSSResult): void {
  const shadow = root as ShadowRoot;
  if (supportsAdoptingStyleSheets && sheet.styleSheet) {
    if (!shadow.adoptedStyleSheets.includes(sheet.styleSheet)) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet.styleSheet];
  } else if (!shadow.querySelector?.('style[data-records]')) {
    // No constructable stylesheets: Lit's own fallback (a <style>, with Lit's nonce); put first, out of Lit's render range.
    const scratch = document.createDocumentFragment();
    adoptStyles(scratch as unknown as ShadowRoot, [sheet]);
    const style = scratch.firstElementChild;
    if (style) {
      style.setAttribute('data-records', '');
      shadow.insertBefore(style, shadow.firstChild);
    }
  }
}

export function createRecordsFeature(host: RecordsHost, deps: RecordsHostDeps): RecordsFeature {
  addStyles(host.renderRoot, recordsStyles);
  const replay = new ReplayController(host);
  const controller: RecordsController = new RecordsController(host, {
    ...deps,
    start: (input) => {
      if (replay.source === 'live') replay.close();
      deps.start(input);
    },
    replay: (record) => {
      replay.open(record, 'live', record.moves.length);
      controller.focusAfterRender('[data-action="rp-back"]');
    },
  });

  /** Leaves the replay view for the live game. */
  const leaveReplay = (): void => {
    if (replay.source === 'property') deps.clearRecord();
    else replay.close();
    controller.focusAfterRender('[data-action="menu"]');
  };

  return {
    controller,
    replay,
    toolbar: (lang, buttons) => recordsToolbar(recordsTranslator(lang), controller, { buttons }),
    dialogs: (lang) => recordsDialogs(recordsTranslator(lang), controller),
    coverUndo: (lang) => coverUndo(recordsTranslator(lang), controller),
    replayView: (lang) => (replay.active
      ? replayView(lang, recordsTranslator(lang), replay, { exit: deps.readonly() && replay.source === 'property' ? null : leaveReplay })
      : null),
    showRecord(record) {
      if (record === null || record === undefined) {
        if (replay.source === 'property') replay.close();
        return;
      }
      try {
        replay.open(record, 'property');
      } catch (e) {
        if (replay.source === 'property') replay.close();
        const code = (e as { code?: string }).code ?? 'INTERNAL';
        const message = recordsText(deps.lang(), 'rp_bad', { message: (e as Error).message });
        if (deps.readonly()) deps.fail(code, message);
        else controller.showError(code, message);
      }
    },
  };
}
