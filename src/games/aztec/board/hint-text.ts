/**
 * The Hint in words: the medium computer's move for the holder's seat (bots/hint.ts, decided from that
 * seat's view alone) and its reason — how likely the table finds a pick a lie, whom to believe or
 * accuse and how likely they lied, what an Artifact is worth.
 */
import type { Translate } from '../../../kit/i18n/translator.js';
import type { Hint } from '../bots/hint.js';
import type { AztecState } from '../types.js';
import type { BoardKey } from './board-strings.js';
import { jewelsText } from './parts/jewel-art.js';
import type { PartKey } from './parts/parts-strings.js';

const pct = (p: number) => Math.round(p * 100);

export function hintText(value: unknown, view: AztecState, tr: Translate<BoardKey | PartKey>): string {
  const { move, reason } = value as Hint;
  switch (reason.kind) {
    case 'truth':
      return tr('hint_truth', { jewels: move.type === 'collect' ? jewelsText(move.jewels, tr) : '', pct: pct(reason.lie) });
    case 'bluff':
      return tr('hint_bluff', { jewels: move.type === 'collect' ? jewelsText(move.jewels, tr) : '', aim: tr(`aim_${reason.toward}`), pct: pct(reason.lie) });
    case 'believe':
    case 'accuse':
      return tr(reason.kind === 'believe' ? 'hint_believe' : 'hint_accuse', { name: view.seats[reason.target]?.name ?? '', pct: pct(reason.lie) });
    case 'artifact':
      return tr('hint_artifact', { vp: Math.round(reason.vp * 10) / 10 });
    default:
      return tr('hint_table');
  }
}
