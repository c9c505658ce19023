/**
 * A host's `timing` object (a board's pauses and deadlines, BoardTiming) checked before a board takes it:
 * every field one of BoardTiming's, a number of milliseconds, 0 or more (whole or not; `tableStepMs` may
 * be Infinity: the table waits for NEXT). Anything else is named, so the board can say which field is
 * wrong, and takes nothing from it.
 */
import { DEFAULT_BOARD_TIMING, type BoardTiming } from './board-types.js';

export function checkTiming(value: unknown): { timing: Partial<BoardTiming> } | { field: string; value: string } {
  if (value === null || value === undefined) return { timing: {} };
  if (typeof value !== 'object' || Array.isArray(value)) return { field: 'timing', value: typeof value };
  const timing: Partial<BoardTiming> = {};
  let fields: string[];
  try {
    fields = Object.keys(value);
  } catch {
    return { field: 'timing', value: 'unreadable' };
  }
  for (const field of fields) {
    let v: unknown;
    try {
      v = (value as Record<string, unknown>)[field];
    } catch {
      return { field, value: 'unreadable' };
    }
    const known = Object.prototype.hasOwnProperty.call(DEFAULT_BOARD_TIMING, field);
    if (!known || typeof v !== 'number' || !(v >= 0) || (v === Infinity && field !== 'tableStepMs')) {
      return { field, value: typeof v === 'number' ? String(v) : typeof v };
    }
    timing[field as keyof BoardTiming] = v;
  }
  return { timing };
}
