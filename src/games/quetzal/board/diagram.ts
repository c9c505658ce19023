/**
 * Diagrams for articles: checking a GameState given as a `position`, and loading a board's `src` JSON.
 * A chunk of its own: <quetzal-board> imports it only when `position` or `src` is set (the lazy start,
 * needed by every readonly board, is in lazy-start.ts).
 */
import {
  AUTOMATON, DECK_SIZE, FACES, MAX_SEATS, MIN_SEATS, SURROUNDINGS, TEMPLE_DISPLAY_SIZE, TEMPLE_SPACE_COUNT,
  UPGRADE_TILES, legalMoves, rulesOf, scoreBreakdown, viewFor, type GameState,
} from '../engine/index.js';
import { checkRuleSet } from '../engine/ruleset-check.js';
import type { Lang } from '../strings/index.js';
import { featureTranslator } from '../strings/feature.js';
import { diagramStrings } from '../strings/features/diagram.js';
import { fetchJson } from './fetch-json.js';

export { fetchJson, type Fetched } from './fetch-json.js';

/** Words a diagram error in the board's language (these strings load with this chunk). */
export const diagramText = featureTranslator(diagramStrings);

const PHASES = ['roll', 'place', 'activate', 'prepare', 'lastExchanges', 'gameOver'];
const DECISIONS = ['roll', 'reroll', 'place', 'campReroll', 'templeCards', 'keepDrawn', 'blackMarket', 'chooseUpgrade',
  'discardUpgrade', 'deliver', 'prepare', 'lastExchanges', 'gameOver'];

class Bad extends Error {}
const bad = (path: string, what: string): never => {
  throw new Bad(`${path} ${what}`);
};
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
function obj(v: unknown, path: string): Record<string, unknown> {
  return isObj(v) ? v : bad(path, 'must be an object');
}
function arr(v: unknown, path: string, len?: number): unknown[] {
  if (!Array.isArray(v)) bad(path, 'must be an array');
  if (len !== undefined && (v as unknown[]).length !== len) bad(path, `must have ${len} entries`);
  return v as unknown[];
}
function int(v: unknown, path: string, min: number, max: number): number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : bad(path, `must be a whole number from ${min} to ${max}`);
}
const card = (v: unknown, path: string) => int(v, path, 0, DECK_SIZE - 1);
const cardOrNull = (v: unknown, path: string) => (v === null ? null : card(v, path));
const tile = (v: unknown, path: string) => int(v, path, 0, UPGRADE_TILES.length - 1);

/**
 * Why `value` cannot be shown as a position (a path and a reason, e.g. `seats[1].coins must be a whole
 * number from 0 to 999`), or null when it is a full engine GameState the board can render.
 */
export function checkPosition(value: unknown): string | null {
  try {
    const s = obj(value, 'the position');
    if (s.version !== 1) bad('version', 'must be 1 (an engine GameState)');
    if (s.hidden === true) bad('hidden', 'is true: this is one seat\'s view; give the full state');
    const seats = arr(s.seats, 'seats');
    if (seats.length < MIN_SEATS || seats.length > MAX_SEATS) bad('seats', `must list ${MIN_SEATS}–${MAX_SEATS} seats`);
    const n = seats.length;
    const seat = (v: unknown, path: string) => (v === AUTOMATON ? v : int(v, path, 0, n - 1));
    // A position played under a custom rule-set carries it (GameState.rules): checked like any other.
    if (s.rules !== undefined && s.rules !== null) {
      try {
        checkRuleSet(s.rules);
      } catch (e) {
        bad('rules', (e as Error).message);
      }
    }
    const trackEnd = rulesOf(s as { rules?: GameState['rules'] }).trackEnd;
    seats.forEach((raw, i) => {
      const p = `seats[${i}]`;
      const st = obj(raw, p);
      if (typeof st.name !== 'string' || !st.name) bad(`${p}.name`, 'must be a name');
      int(st.coins, `${p}.coins`, 0, 999);
      int(st.score, `${p}.score`, 0, 999);
      int(st.discovery, `${p}.discovery`, 0, trackEnd);
      arr(st.hand, `${p}.hand`).forEach((c, k) => card(c, `${p}.hand[${k}]`));
      arr(st.meeples, `${p}.meeples`).forEach((m, k) => {
        const mp = obj(m, `${p}.meeples[${k}]`);
        if (mp.id !== k) bad(`${p}.meeples[${k}].id`, `must be ${k}`);
        if (!FACES.includes(mp.face as never)) bad(`${p}.meeples[${k}].face`, `must be one of ${FACES.join(', ')}`);
        if (typeof mp.placed !== 'boolean' || typeof mp.character !== 'boolean') bad(`${p}.meeples[${k}]`, 'needs boolean placed and character');
      });
      arr(st.upgrades, `${p}.upgrades`).forEach((t, k) => tile(t, `${p}.upgrades[${k}]`));
      arr(st.upgradeDiscard, `${p}.upgradeDiscard`).forEach((t, k) => tile(t, `${p}.upgradeDiscard[${k}]`));
      arr(st.rerollsUsed, `${p}.rerollsUsed`);
    });
    seat(s.firstPlayer, 'firstPlayer');
    int(s.round, 'round', 1, 5);
    if (!PHASES.includes(s.phase as string)) bad('phase', `must be one of ${PHASES.join(', ')}`);
    const d = obj(s.decision, 'decision');
    if (!DECISIONS.includes(d.kind as string)) bad('decision.kind', 'is not a decision');
    if (d.seat !== null) seat(d.seat, 'decision.seat');
    obj(s.flow, 'flow');
    arr(s.gains, 'gains');
    const b = obj(s.board, 'board');
    arr(b.temple, 'board.temple', TEMPLE_DISPLAY_SIZE).forEach((c, k) => cardOrNull(c, `board.temple[${k}]`));
    const sur = obj(b.surroundings, 'board.surroundings');
    for (const id of SURROUNDINGS) arr(sur[id], `board.surroundings.${id}`).forEach((c, k) => cardOrNull(c, `board.surroundings.${id}[${k}]`));
    arr(b.upgradeDisplay, 'board.upgradeDisplay').forEach((t, k) => t === null || tile(t, `board.upgradeDisplay[${k}]`));
    arr(b.templeSpaces, 'board.templeSpaces', TEMPLE_SPACE_COUNT);
    arr(b.villageSpaces, 'board.villageSpaces');
    const bids = obj(b.bids, 'board.bids');
    for (const id of [...SURROUNDINGS, 'black_market']) if (bids[id] !== null) obj(bids[id], `board.bids.${id}`);
    arr(b.ships, 'board.ships');
    arr(b.camp, 'board.camp');
    arr(b.harbor, 'board.harbor');
    arr(s.deck, 'deck');
    arr(s.discard, 'discard');
    arr(s.upgradePile, 'upgradePile');
    if (s.automaton !== null) obj(s.automaton, 'automaton');
    arr(s.rollQueue, 'rollQueue');
    arr(obj(s.rng, 'rng').s, 'rng.s', 4);
    // The pieces are in place: the engine must be able to read it too.
    const game = value as GameState;
    viewFor(game, null);
    legalMoves(game);
    scoreBreakdown(game);
    return null;
  } catch (e) {
    if (e instanceof Bad) return e.message;
    return `the engine cannot read it (${(e as Error)?.message ?? e})`;
  }
}

/** A game record (to replay) rather than a position. */
function isGameRecord(json: unknown): boolean {
  return isObj(json) && json.format === 'quetzal-record';
}

/**
 * A board's `src`: fetched and parsed, then told apart — a game record (to replay) or a position —, or
 * the error to show (worded in the board's language when the fetch is over).
 */
export async function readSrc(url: string, lang: () => Lang): Promise<{ kind: 'record' | 'position'; json: unknown } | { code: string; message: string }> {
  const got = await fetchJson(url);
  if (!got.ok) return { code: got.code, message: diagramText(lang(), got.code === 'BAD_JSON' ? 'diagram_badJson' : 'diagram_fetchFailed', { url, reason: got.reason }) };
  return { kind: isGameRecord(got.json) ? 'record' : 'position', json: got.json };
}
