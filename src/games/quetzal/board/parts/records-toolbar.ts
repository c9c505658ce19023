/**
 * The records UI, drawn from the RecordsController's state (records chunk): the toolbar (the row of
 * Undo, Redo and the "Game" menu button is parts/records-bar.ts, shared with the stand-in drawn before
 * the chunk loads), the menu, notices (saving off, a game loaded, a bad link), the dialogs (export /
 * import, share link, new-game confirmation) and the "Undo my move" button on the pass-and-play cover.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RecordsController, RecordsMessage } from '../records-controller.js';
import type { UndoStatus } from '../records-undo.js';
import type { MessageKey, RecordsTr } from '../records-text.js';
import { recordsRow, type StepButton } from './records-bar.js';
import { undoIcon } from './records-icons.js';
import { closeIcon } from './replay-icons.js';
import { earlierGamesList } from './earlier-games-list.js';
import type { RecordsDialog } from '../records-menu.js';
import type { Lang } from '../../strings/index.js';

type Tr = RecordsTr;

const say = (tr: Tr, m: RecordsMessage | null): string => (m ? tr(m.key, m.params) : '');

function step(tr: Tr, action: 'undo' | 'redo', status: UndoStatus, name: string, onClick: () => void): StepButton {
  const refused = status.block !== null;
  return {
    refused, why: refused ? say(tr, status.why) : '',
    title: action === 'undo' ? tr('rec_coverUndo', { name }) : tr('rec_redo'), onClick,
  };
}

function menu(tr: Tr, c: RecordsController): TemplateResult {
  const item = (action: string, key: MessageKey, onClick: () => void) =>
    html`<li role="none"><button type="button" role="menuitem" tabindex="-1" data-action=${action} @click=${onClick}>${tr(key)}</button></li>`;
  // A game started from a position (no options, no seed) has no record: only import and a new game.
  const recorded = c.recorded;
  return html`<ul class="rec-menu" id="rec-menu" role="menu" aria-label=${tr('rec_menu')} @keydown=${c.menu.menuKey}>
    ${recorded ? item('replay', 'rec_menuReplay', c.startReplay) : nothing}
    ${item('records', 'rec_menuRecords', () => c.menu.openDialog('records'))}
    ${recorded ? item('share', 'rec_menuShare', () => c.menu.openDialog('share')) : nothing}
    ${c.earlier.list.length > 0 ? item('earlier', 'rec_menuEarlier', () => c.menu.openDialog('earlier')) : nothing}
    ${item('new-game', 'rec_menuNew', () => c.menu.openDialog('confirm'))}
    <li role="none"><button type="button" role="menuitemcheckbox" tabindex="-1" data-action="sound" aria-checked=${c.sound ? 'true' : 'false'}
      @click=${c.toggleSound}>${tr('rec_menuSound')}</button></li>
  </ul>`;
}

/**
 * The toolbar and the storage notice. `buttons: false` (readonly boards): only the notice. `at`: the
 * statechart's version the buttons are drawn on (a double tap on Undo takes back one move).
 */
export function recordsToolbar(tr: Tr, c: RecordsController, { buttons, at }: { buttons: boolean; at: number }): TemplateResult | typeof nothing {
  const storageIssue = c.saves.issue;
  const issue = storageIssue && !c.issueDismissed ? storageIssue : null;
  if (!buttons && !issue) return nothing;
  const undo = c.undoStatus();
  const redo = c.redoStatus();
  const badge = !!storageIssue && c.issueDismissed;
  const row = buttons ? recordsRow(tr, {
    undo: step(tr, 'undo', undo, c.seatName(undo.seat), () => c.undo(at)),
    redo: step(tr, 'redo', redo, c.seatName(redo.seat), () => c.redo(at)),
    badge: badge ? html`<span class="rec-badge" data-not-saved title=${tr(`rec_saveOff_${storageIssue!.code}` as MessageKey)}>${tr('rec_notSaved')}</span>` : nothing,
    menuOpen: c.menu.menuOpen, onMenu: c.menu.toggleMenu, onMenuKey: c.menu.menuButtonKey,
    menu: c.menu.menuOpen ? menu(tr, c) : nothing,
  }) : nothing;
  const dismiss = (onClick: () => void) => html`<button type="button" class="rec-x" data-action="dismiss"
    aria-label=${tr('rec_dismiss')} title=${tr('rec_dismiss')} @click=${onClick}>${closeIcon()}</button>`;
  return html`<div class="records-bar" part="records" data-records>
    ${row}
    ${issue ? html`<div class="rec-notice warn" data-notice="storage"><p>${tr(`rec_saveOff_${issue.code}` as MessageKey)}</p>${dismiss(c.dismissIssue)}</div>` : nothing}
  </div>`;
}

/** "Undo Lucy's move" on the pass-and-play cover, while the person who just played may take it back. */
export function coverUndo(tr: Tr, c: RecordsController, at: number): TemplateResult | undefined {
  const status = c.undoStatus();
  if (status.block !== null || status.seat === null) return undefined;
  return html`<button type="button" class="btn rec-cover-undo" data-action="cover-undo" @click=${() => c.undo(at)}>
    ${undoIcon()}<span>${tr('rec_coverUndo', { name: c.seatName(status.seat) })}</span></button>`;
}

function recordsBody(tr: Tr, c: RecordsController): TemplateResult {
  const problem = c.importProblem;
  const chooseFile = (e: Event) => {
    const input = (e.currentTarget as HTMLElement).parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
    input?.click();
  };
  const fileChosen = (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    void c.importFile(file).finally(() => {
      input.value = '';
    });
  };
  const sh = c.sharing;
  return html`${!c.recorded ? nothing : html`<section class="rec-section" aria-labelledby="rec-export-h">
      <h3 id="rec-export-h">${tr('rec_exportTitle')}</h3>
      <p class="hint" data-export-kind=${sh.spectator ? 'spectator' : 'full'}>${tr(sh.spectator ? 'rec_exportSpectatorHint' : 'rec_exportHint')}</p>
      ${sh.full ? html`<p class="rec-warn" role="alert" data-full-warning>${tr('rec_fullWarning')}</p>` : nothing}
      <div class="actions">
        <button type="button" class="btn" data-action="download" @click=${() => sh.download()}>${tr(sh.full ? 'rec_downloadFull' : 'rec_download')}</button>
        <button type="button" class="btn" data-action="copy-record" @click=${() => void sh.copyRecord()}>${tr(sh.full ? 'rec_copyFull' : 'rec_copy')}</button>
        ${sh.spectator ? continueButton(tr, () => sh.continueElsewhere(false)) : nothing}
      </div>
      <p class="rec-status" role="status" data-export-status>${say(tr, sh.exportStatus)}</p>
    </section>`}
    <section class="rec-section" aria-labelledby="rec-import-h">
      <h3 id="rec-import-h">${tr('rec_importTitle')}</h3>
      <p class="hint" id="rec-import-hint">${tr('rec_importHint')}</p>
      <div class="actions">
        <button type="button" class="btn" data-action="choose-file" @click=${chooseFile}>${tr('rec_chooseFile')}</button>
        <input type="file" hidden accept=".json,application/json,text/plain" data-file @change=${fileChosen}>
      </div>
      <label class="rec-label" for="rec-paste">${tr('rec_pasteLabel')}</label>
      <textarea id="rec-paste" class="rec-paste" rows="4" spellcheck="false" autocomplete="off" data-paste
        aria-describedby=${problem ? 'rec-import-hint rec-import-error' : 'rec-import-hint'} aria-invalid=${problem ? 'true' : 'false'}
        .value=${c.pasteText} @input=${(e: Event) => c.setPaste((e.currentTarget as HTMLTextAreaElement).value)}></textarea>
      <div class="actions">
        <button type="button" class="btn primary" data-action="load" ?disabled=${c.pasteText.trim() === ''}
          @click=${() => c.importRecord(c.pasteText)}>${tr('rec_load')}</button>
      </div>
      ${problem ? html`<div class="rec-error" id="rec-import-error" role="alert" data-import-error=${problem.code}>
        <strong>${tr('rec_errorTitle')}</strong>
        <p>${tr(`rec_err_${problem.code}` as MessageKey)}</p>
        ${problem.path ? html`<p>${tr('rec_where', { path: problem.path })}</p>` : nothing}
        <p class="rec-msg">${tr('rec_details', { message: problem.message })}</p>
      </div>` : nothing}
    </section>`;
}

/** "Continue on another device…": the full record, behind the warning it then shows. */
function continueButton(tr: Tr, onClick: () => void): TemplateResult {
  return html`<button type="button" class="btn" data-action="continue-elsewhere" @click=${onClick}>${tr('rec_continueElsewhere')}</button>`;
}

/**
 * The share link: a game in progress is shared as a spectator's link (no hidden card; it replays, it
 * cannot be played on), with "Continue on another device…" for the full one behind a warning; a
 * finished game, in full.
 */
function shareBody(tr: Tr, c: RecordsController): TemplateResult {
  const sh = c.sharing;
  const select = (e: Event) => (e.currentTarget as HTMLInputElement).select();
  const kind = sh.spectator ? 'spectator' : 'full';
  return html`<p data-share-kind=${kind}>${tr(sh.spectator ? 'rec_shareSpectatorHint' : sh.full ? 'rec_shareFullHint' : 'rec_shareHint')}</p>
    ${sh.full ? html`<p class="rec-warn" role="alert" data-full-warning>${tr('rec_shareWarning')}</p>` : nothing}
    ${sh.shareLink ? html`<label class="rec-label" for="rec-link">${tr(sh.spectator ? 'rec_spectatorLinkLabel' : sh.full ? 'rec_fullLinkLabel' : 'rec_linkLabel')}</label>
      <input id="rec-link" class="rec-link" type="text" readonly .value=${sh.shareLink} @focus=${select} data-link=${kind}>
      <div class="actions"><button type="button" class="btn primary" data-action="copy-link" autofocus
        @click=${() => void sh.copyShareLink()}>${tr('rec_copyLink')}</button>
        ${sh.spectator ? continueButton(tr, () => sh.continueElsewhere(true)) : nothing}</div>` : nothing}
    <p class="rec-status" role="status" data-share-status>${say(tr, sh.shareStatus)}</p>`;
}

function confirmBody(tr: Tr, c: RecordsController): TemplateResult {
  return html`<p id="rec-confirm-text">${tr('rec_confirmText')}</p>
    <div class="actions rec-confirm-actions">
      <button type="button" class="btn" data-action="cancel" autofocus @click=${c.menu.closeDialog}>${tr('rec_cancel')}</button>
      <button type="button" class="btn primary" data-action="confirm-new" @click=${c.confirmNewGame}>${tr('rec_confirmYes')}</button>
    </div>`;
}

/** The open dialog, if any (a modal <dialog>: focus stays inside, Escape closes it). */
const TITLES: Record<RecordsDialog, MessageKey> = {
  records: 'rec_dlgRecords', share: 'rec_dlgShare', confirm: 'rec_confirmTitle', earlier: 'rec_dlgEarlier',
};

export function recordsDialogs(tr: Tr, lang: Lang, c: RecordsController): TemplateResult | typeof nothing {
  const kind = c.menu.dialog;
  if (!kind) return nothing;
  const title = tr(TITLES[kind]);
  const body = kind === 'records' ? recordsBody(tr, c) : kind === 'share' ? shareBody(tr, c)
    : kind === 'earlier' ? earlierGamesList(tr, lang, c.earlier.list, (i) => c.restoreEarlier(i)) : confirmBody(tr, c);
  return html`<dialog class="rec-dialog" data-dialog=${kind} aria-labelledby="rec-dlg-title"
    role=${kind === 'confirm' ? 'alertdialog' : 'dialog'} aria-describedby=${kind === 'confirm' ? 'rec-confirm-text' : nothing}
    @close=${c.menu.dialogClosed}>
    <div class="rec-dlg-head">
      <h2 id="rec-dlg-title">${title}</h2>
      <button type="button" class="rec-x" data-action="close-dialog" aria-label=${tr('rec_close')} title=${tr('rec_close')}
        @click=${c.menu.closeDialog}>${closeIcon()}</button>
    </div>
    <div class="rec-dlg-body">${body}</div>
  </dialog>`;
}
