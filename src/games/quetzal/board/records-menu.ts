/**
 * RecordsMenu: the Game menu and the records dialogs of one board, as a person moves through them (a Lit
 * ReactiveController in the records chunk): which is open, where the keyboard focus goes, the WAI-ARIA
 * menu-button keys, and a click outside closing the menu. What the dialogs do is RecordsController's.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export type RecordsDialog = 'records' | 'share' | 'confirm' | 'earlier';

export class RecordsMenu implements ReactiveController {
  menuOpen = false;
  dialog: RecordsDialog | null = null;
  /** A CSS selector to focus after the next render (kept until its target is drawn). */
  private focusNext: string | null = null;
  private menuWasOpen = false;

  constructor(
    private readonly host: ReactiveControllerHost & { renderRoot: HTMLElement | DocumentFragment },
    /** A dialog opens (its statuses are reset, the share link made) or closes. */
    private readonly onDialog: (kind: RecordsDialog | null) => void,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    document.removeEventListener('pointerdown', this.onOutside, true);
    this.menuOpen = false;
    this.menuWasOpen = false;
  }

  hostUpdated(): void {
    const root = this.host.renderRoot;
    const dlg = root.querySelector<HTMLDialogElement>('dialog.rec-dialog');
    if (dlg && this.dialog && !dlg.open) {
      try {
        dlg.showModal();
      } catch {
        dlg.setAttribute('open', '');
      }
      const first = dlg.querySelector<HTMLElement>('[autofocus]') ?? dlg.querySelector<HTMLElement>('button, textarea, input');
      first?.focus();
    }
    if (this.menuOpen && !this.menuWasOpen) root.querySelector<HTMLElement>('.rec-menu [role^="menuitem"]')?.focus();
    if (this.menuOpen !== this.menuWasOpen) {
      if (this.menuOpen) document.addEventListener('pointerdown', this.onOutside, true);
      else document.removeEventListener('pointerdown', this.onOutside, true);
    }
    this.menuWasOpen = this.menuOpen;
    // (Kept until its target is drawn: the replay view comes when the statechart has opened the record.)
    const target = this.focusNext ? root.querySelector<HTMLElement>(this.focusNext) : null;
    if (target) {
      target.focus();
      this.focusNext = null;
    }
  }

  /** Focus this selector after the next render. */
  focusAfterRender(selector: string): void {
    this.focusNext = selector;
  }

  private onOutside = (e: Event): void => {
    const wrap = this.host.renderRoot.querySelector('.rec-menu-wrap');
    if (wrap && !e.composedPath().includes(wrap)) this.closeMenu(false);
  };

  toggleMenu = (): void => {
    if (this.menuOpen) this.closeMenu(true);
    else {
      this.menuOpen = true;
      this.host.requestUpdate();
    }
  };

  closeMenu(focusButton: boolean): void {
    if (!this.menuOpen) return;
    this.menuOpen = false;
    if (focusButton) this.focusNext = '[data-action="menu"]';
    this.host.requestUpdate();
  }

  /** Arrow keys, Home, End, Escape and Tab in the menu (the WAI-ARIA menu button pattern). */
  menuKey = (e: KeyboardEvent): void => {
    const items = [...this.host.renderRoot.querySelectorAll<HTMLElement>('.rec-menu [role^="menuitem"]')];
    const i = items.indexOf(e.target as HTMLElement);
    const go = (j: number) => {
      e.preventDefault();
      items[(j + items.length) % items.length]?.focus();
    };
    if (e.key === 'ArrowDown') go(i + 1);
    else if (e.key === 'ArrowUp') go(i - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(items.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      this.closeMenu(true);
    } else if (e.key === 'Tab') this.closeMenu(false);
  };

  menuButtonKey = (e: KeyboardEvent): void => {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && !this.menuOpen) {
      e.preventDefault();
      this.toggleMenu();
    }
  };

  openDialog(kind: RecordsDialog): void {
    this.menuOpen = false;
    this.dialog = kind;
    this.onDialog(kind);
    this.host.requestUpdate();
  }

  /** The dialog closed (a button, Escape): focus goes back to the menu button. */
  dialogClosed = (e?: Event): void => {
    // A `close` event arrives a task later: ignore one from a dialog already gone or reopened.
    const target = e?.target as HTMLDialogElement | undefined;
    if (target && (!target.isConnected || target.open)) return;
    if (!this.dialog) return;
    this.dialog = null;
    this.onDialog(null);
    this.focusNext = '[data-action="menu"]';
    this.host.requestUpdate();
  };

  closeDialog = (): void => {
    this.host.renderRoot.querySelector<HTMLDialogElement>('dialog.rec-dialog')?.close();
    this.dialogClosed();
  };
}
