/**
 * <aztec-board>'s records, a chunk of its own (loaded at the first save, resume or export): the game's
 * record from its history, its save slot in the browser's storage (`aztec-board:<save-key>`), its earlier
 * games (`…:earlier`), its replay and spectator links as a spectator saw it, and a link read back.
 * Nothing a player did is lost: a game replaced by another is put aside among the earlier games, and a
 * save the board cannot read is kept aside, untouched (`…:damaged`), before a new game is saved in its place.
 */
import { storageKey } from './save-key.js';
import { defaultStorage, type StorageIssue } from '../../../kit/records/storage.js';
import { EarlierGames, type EarlierGame } from '../../../kit/records/earlier-games.js';
import { claimSaveKey, releaseSaveKey, SLOT_HELD } from '../../../kit/records/save-claims.js';
import type { GameHistory } from '../../../kit/records/game-history.js';
import {
  aztecHistoryToRecord, aztecSpectatorRecord, createAztecSaveSlot, decodeAnyAztecRecord, encodeAztecSpectatorRecord, parseAztecRecord, readAnyAztecRecord,
  readAztecRecord, readAztecSpectatorRecord, type AztecRecord,
} from '../records/index.js';
import type { AztecOptions } from '../setup.js';
import type { AztecRuleSet } from '../rules.js';
import { ruleSetFingerprint, shippedFingerprint } from '../rules-check.js';
import type { AztecMove, AztecState } from '../types.js';

type History = GameHistory<AztecState, AztecMove, AztecOptions>;

const slot = (key: string) => createAztecSaveSlot(storageKey(key), defaultStorage());

/** The whole game's record (seed and every pick: for keeping or relaying, not for showing). */
export const recordOf = (history: History): AztecRecord => aztecHistoryToRecord(history);

/** What this page last wrote under each key (its text, and which game it is): another tab's write is told from its own by it. */
const written = new Map<string, { text: string; game: string }>();
/** Keys another tab wrote since: nothing more is written there until the person has chosen (takeTheirs, keepMine). */
const held = new Set<string>();

/**
 * Keeps the game under `key` for `host`; never throws. Why it is not kept for good (a full or missing
 * storage, another board of the page saving in this slot), or null. Nothing is written while another
 * tab's save waits for the person's choice.
 */
export function saveGame(key: string, history: History, host: Element): StorageIssue | null {
  if (!claimSaveKey(key, host)) return SLOT_HELD;
  if (held.has(key)) return null;
  const record = aztecHistoryToRecord(history);
  const now = { text: JSON.stringify(record), game: gameOf(record) };
  const s = slot(key);
  // Another game in the slot (one this board never showed, say a link opened instead of it) is put aside
  // first. The same game further on or back is not another game; this page's own last write of this game
  // needs no look.
  const last = written.get(key);
  if (!last || last.game !== now.game || s.loadText() !== last.text) {
    const before = loadSave(key, s).record;
    if (before && gameOf(before) !== now.game) putRecordAside(key, before);
  }
  written.set(key, now);
  return s.save(record).issue;
}

/** Which game a record is (when it was created, with what options), whatever its moves. */
const gameOf = (record: AztecRecord): string => JSON.stringify([record.created, record.options]);

/**
 * Watches the save for another tab's writes (the `storage` event; this tab's own raise none): then
 * nothing more is written here, and `changed` tells the board to ask. Returns the way to stop watching.
 */
export function watchOtherTabs(key: string, changed: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key !== storageKey(key) || e.newValue === null || e.newValue === written.get(key)?.text) return;
    held.add(key);
    changed();
  };
  addEventListener('storage', onStorage);
  return () => removeEventListener('storage', onStorage);
}

/** The person takes the other tab's game: the record it saved (null when it does not read: then it is kept aside as damaged). */
export function takeTheirs(key: string): Saved {
  held.delete(key);
  return loadSave(key);
}

/** The person keeps this tab's game: the other tab's goes to the earlier games, and this one is written over it. */
export function keepMine(key: string, history: History, host: Element): StorageIssue | null {
  held.delete(key);
  const theirs = loadSave(key).record;
  if (theirs) putRecordAside(key, theirs);
  return saveGame(key, history, host);
}

/** The board left the page: its slot is free for another board. */
export const releaseSlot = (key: string, host: Element): void => releaseSaveKey(key, host);

/** What a resume found: the saved game to go on with, or null (a new game), and why a save was not read. */
export interface Saved {
  record: AztecRecord | null;
  /** The save could not be read (the reader's words): kept aside, untouched, under `…:damaged`. */
  damaged: string | null;
}

/** A rule-set's fingerprint (null: the shipped one's). */
const printOf = (rules: AztecRuleSet | null | undefined) => (rules ? ruleSetFingerprint(rules) : shippedFingerprint());

/**
 * The game kept under `key` when it has this many seats, the board's rule-set (null: the shipped one) and
 * reads back whole. One with other seats or rules is put aside among the earlier games, and one that does
 * not read is kept aside as it is, before a new game is saved over it.
 */
export function savedGame(key: string, seatCount: number, rules: AztecRuleSet | null = null): Saved {
  const { record, damaged } = loadSave(key);
  if (!record || (record.options.seats?.length === seatCount && printOf(record.options.rules) === printOf(rules))) return { record, damaged };
  putRecordAside(key, record);
  return { record: null, damaged: null };
}

/** The save under `key` read back, or why it does not read (then it is copied, exactly, to `…:damaged`). */
function loadSave(key: string, s = slot(key)): Saved {
  try {
    return { record: s.load(), damaged: null };
  } catch (e) {
    const text = s.loadText();
    try {
      if (text !== null) defaultStorage()?.setItem(`${storageKey(key)}:damaged`, text);
    } catch {
      // no room for a copy: the save stays where it is until the new game's first move
    }
    return { record: null, damaged: (e as Error).message };
  }
}

// ------------------------------------------------------------------ earlier games

const lists = new Map<string, EarlierGames<AztecRecord>>();

/** The board's earlier games (beside its save; in memory for a board that does not save). */
export function earlierGames(key: string, saving: boolean): EarlierGames<AztecRecord> {
  const id = `${saving}:${key}`;
  let list = lists.get(id);
  if (!list) lists.set(id, (list = new EarlierGames(`${storageKey(key)}:earlier`, () => saving, parseAztecRecord)));
  return list;
}

const entryOf = (record: AztecRecord, final: AztecState): Omit<EarlierGame<AztecRecord>, 'keptAt'> => ({
  record, names: final.seats.map((s) => s.name), round: final.round, moves: record.moves.length, over: final.step === 'gameOver',
});

/** A saved game (one with moves) about to be written over goes to the earlier games (of a board that saves: it was in storage). */
function putRecordAside(key: string, record: AztecRecord): void {
  if (record.moves.length > 0) earlierGames(key, true).keep(entryOf(record, readAztecRecord(record).final));
}

/** Puts a game with moves aside before another replaces it: its entry among the earlier games, or null (nothing to keep). */
export function putAside(key: string, saving: boolean, history: History): EarlierGame<AztecRecord> | null {
  return history.moves.length === 0 ? null : earlierGames(key, saving).keep(entryOf(aztecHistoryToRecord(history), history.state));
}

export { earlierList, elsewhereNotice, putAsideNotice } from './earlier-view.js';
export { earlierStrings } from './earlier-strings.js';

/** A replay's public frames and steps, as the statechart's REVIEW takes them. */
export interface Replay {
  frames: AztecState[];
  steps: { move: unknown; events: unknown[] }[];
}

/** The game so far as a spectator saw it: nothing hidden in any frame, move or event (its spectator record's). */
function replayOf(history: History): Replay {
  return spectatorReplay(aztecSpectatorRecord(aztecHistoryToRecord(history)));
}

/** A spectator record read back, as the replay takes it. */
const framesOf = (read: { frames: AztecState[]; record: { steps: { move: unknown; events: unknown[] }[] } }): Replay =>
  ({ frames: read.frames, steps: read.record.steps.map((s) => ({ move: s.move, events: s.events })) });

const spectatorReplay = (record: unknown): Replay => framesOf(readAztecSpectatorRecord(record));

/**
 * A record a host gives (a diagram of an article: a full record, or a spectator record), as a spectator
 * sees it, position by position. Throws RecordError naming the field at fault.
 */
function replayOfRecord(input: unknown): Replay {
  const read = readAnyAztecRecord(input);
  return read.kind === 'spectator' ? framesOf(read) : spectatorReplay(aztecSpectatorRecord(read.record as AztecRecord));
}

/** The game so far as a spectator link's code: no seed, no card order, no choice not yet shown. */
function spectatorLink(history: History): string {
  return encodeAztecSpectatorRecord(aztecSpectatorRecord(aztecHistoryToRecord(history)));
}

/**
 * Share: this page's address with `#aztec=<code>` (the spectator link), copied to the clipboard where the
 * page may (`copied`); else it is only shown, to copy by hand.
 */
export async function shareLink(history: History): Promise<{ url: string; copied: boolean }> {
  const url = `${location.href.split('#')[0]}#aztec=${spectatorLink(history)}`;
  try {
    await navigator.clipboard.writeText(url);
    return { url, copied: true };
  } catch {
    return { url, copied: false }; // no clipboard, or no permission for it
  }
}

/** A diagram's record, given (`record`) or fetched from the address `src`, as its replay. Throws RecordError for a bad one. */
export async function diagramOf(record: unknown, src: string | null): Promise<Replay> {
  return replayOfRecord(record ?? await (await fetch(src!)).text());
}

/** What the board's replay is opened from (the statechart's REVIEW `record`; null: the game so far). */
export type ReplaySource = { diagram: { record: unknown; src: string | null } } | { replay: Replay };

/** The statechart's `openReview`: the replay of the game so far, a link's, or a diagram's (a bad one names its property at fault). */
export async function openReplay(source: ReplaySource | null, history: History | null): Promise<Replay> {
  if (source === null) return replayOf(history!);
  if ('replay' in source) return source.replay;
  try {
    return await diagramOf(source.diagram.record, source.diagram.src);
  } catch (e) {
    throw Object.assign(e as Error, { property: source.diagram.record !== null ? 'record' : 'src' });
  }
}

/**
 * The link in a page address's hash (`#aztec=<code>`) read back: a spectator's replay, or a whole game to
 * go on with. Throws RecordError for a bad or foreign link.
 */
export function openLink(hash: string): { kind: 'spectator'; replay: Replay } | { kind: 'full'; record: AztecRecord } {
  const read = decodeAnyAztecRecord(decodeURIComponent(/[#&]aztec=([^&]*)/.exec(hash)?.[1] ?? ''));
  if (read.kind === 'spectator') return { kind: 'spectator', replay: framesOf(read) };
  return { kind: 'full', record: read.record as AztecRecord };
}
