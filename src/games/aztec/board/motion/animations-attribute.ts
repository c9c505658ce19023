/**
 * <aztec-board>'s `animations` attribute, checked in its motion chunk (the only reader of it: the first
 * file has no room to spare): `on` (or none) animates, `off` does not; any other value is told once per
 * value as every wrong attribute is, by an `aztec-error` naming it, and changes nothing.
 */
import type { AztecErrorDetail } from '../events.js';

const ANIMATIONS = ['on', 'off'];

const MESSAGES = {
  en: (value: string) => `“animations” must be “on” or “off”, not “${value}”.`,
  fr: (value: string) => `« animations » doit valoir « on » ou « off », pas « ${value} ».`,
};

/** The last wrong value each board was told of (a value is told once, until it changes). */
const told = new WeakMap<HTMLElement, string>();

/** Tells of a wrong `animations` on `host`, once per value. */
export function checkAnimations(host: HTMLElement): void {
  const value = host.getAttribute('animations');
  if (value === null || ANIMATIONS.includes(value)) {
    told.delete(host);
    return;
  }
  if (told.get(host) === value) return;
  told.set(host, value);
  // (The board's language is the element's, as CSS sees it; events.ts's `fire`, written out: the first
  // file exports nothing more for this chunk.)
  const detail: AztecErrorDetail = { code: 'BAD_ATTRIBUTE', message: MESSAGES[host.matches(':lang(fr)') ? 'fr' : 'en'](value), property: 'animations' };
  host.dispatchEvent(new CustomEvent('aztec-error', { detail, bubbles: true, composed: true }));
}
