/**
 * Highlight keys: what a tutorial step (or an article's diagram) points at on a <quetzal-board>. Pure
 * (no DOM): the lesson validator checks keys with `parseHighlight` in Node, and the board's highlighter
 * (src/games/quetzal/board/highlights.ts) marks what they point at.
 *
 * | key | points at |
 * |---|---|
 * | `camp`, `stela`, `temple`, `quarry`, `small_temple`, `ruins`, `black_market`, `village`, `harbor`, `ship` | a whole location |
 * | `temple:0`–`temple:4`, `village:0`–`village:2`, `ship:0`–`ship:1` | one space, **0-based** from the top (`temple:1` is the 2nd Temple space), as in engine moves |
 * | `card:12` | the Artifact card with that id, wherever it is shown (board, hand, prompt) |
 * | `card:mummy`, `card:statuette:discovery`, `card:statuette:none` | every shown card of that type (any bonus), of that type and bonus, or of that type without bonus |
 * | `upgrade:7`, `upgrade:U04` | an Upgrade tile by id, or every shown tile of that kind |
 * | `seat:1` | seat 1's panel (and its row in score tables) |
 * | `meeple:1:0` | meeple 0 of seat 1, in its panel and in the prompt when seat 1 decides |
 * | `stat:1:coins` | one number of a seat panel: `coins`, `score`, `discovery`, `hand`, `discard` |
 * | `discovery:2` | a space of the Discovery track (0 = start, 1–16) |
 * | `action:roll` | a prompt button by its action: `roll`, `keep-roll`, `reroll-all`, `reroll-selected`, `take-cards`, `keep`, `sell`, `keep-cards`, `deliver`, `deliver-nothing`, `no-reroll`, `prepare`, `color-adventurer`, `color-archaeologist`, `exchange-U07`, `exchange-U10`, `end-exchanges`… |
 * | `turn-track`, `discovery-track`, `score-track`, `first-player`, `automaton-card`, `prompt`, `seats`, `log` | parts of the table |
 */
import {
  ARTIFACT_TYPES, CARD_BONUSES, DECK_SIZE, DISCOVERY_TRACK_MAX_END, LOCATION_IDS, MAX_SEATS, TEMPLE_SPACE_COUNT,
  UPGRADE_KINDS, UPGRADE_TILES, VILLAGE_SPACE_COUNT,
} from '../engine/index.js';

export type Highlight =
  | { kind: 'location'; id: string }
  | { kind: 'space'; key: string }
  | { kind: 'card'; id?: number; type?: string; bonus?: string }
  | { kind: 'upgrade'; id?: number; upgrade?: string }
  | { kind: 'seat'; seat: number }
  | { kind: 'meeple'; seat: number; meeple: number }
  | { kind: 'stat'; seat: number; stat: string }
  | { kind: 'discovery'; space: number }
  | { kind: 'action'; action: string }
  | { kind: 'part'; selector: string };

const PARTS: Readonly<Record<string, string>> = {
  'turn-track': '.turn-track',
  'discovery-track': '.discovery',
  'score-track': '.score-col',
  'first-player': '.fp-marker',
  'automaton-card': '.auto-card',
  prompt: '.prompt',
  seats: '.seats',
  log: '.log',
};
const HIGHLIGHT_STATS = ['coins', 'score', 'discovery', 'hand', 'discard'] as const;
const SPACES: Readonly<Record<string, number>> = { temple: TEMPLE_SPACE_COUNT, village: VILLAGE_SPACE_COUNT, ship: 2 };
const SEAT = /^[0-9]$/;

/** The meaning of a highlight key, or null when the key is not one of the documented forms. */
export function parseHighlight(key: unknown): Highlight | null {
  if (typeof key !== 'string') return null;
  if ((LOCATION_IDS as readonly string[]).includes(key)) return { kind: 'location', id: key };
  // Own keys only: "constructor" or "__proto__" are not parts of the table.
  if (Object.hasOwn(PARTS, key)) return { kind: 'part', selector: PARTS[key]! };
  const [head, ...rest] = key.split(':');
  const int = (s: string | undefined, max: number): number | null =>
    s !== undefined && /^\d+$/.test(s) && Number(s) < max ? Number(s) : null;
  switch (head) {
    case 'temple': case 'village': case 'ship':
      return rest.length === 1 && int(rest[0], SPACES[head]!) !== null ? { kind: 'space', key } : null;
    case 'card': {
      if (rest.length === 1 && /^\d+$/.test(rest[0]!)) return int(rest[0], DECK_SIZE) === null ? null : { kind: 'card', id: Number(rest[0]) };
      const [type, bonus] = rest;
      if (!(ARTIFACT_TYPES as readonly string[]).includes(type ?? '') || rest.length > 2) return null;
      if (bonus !== undefined && !(CARD_BONUSES as readonly string[]).includes(bonus)) return null;
      return bonus === undefined ? { kind: 'card', type } : { kind: 'card', type, bonus };
    }
    case 'upgrade':
      if (rest.length !== 1) return null;
      if (/^\d+$/.test(rest[0]!)) return int(rest[0], UPGRADE_TILES.length) === null ? null : { kind: 'upgrade', id: Number(rest[0]) };
      return (UPGRADE_KINDS as readonly string[]).includes(rest[0]!) ? { kind: 'upgrade', upgrade: rest[0] } : null;
    case 'seat':
      return rest.length === 1 && SEAT.test(rest[0]!) && Number(rest[0]) < MAX_SEATS ? { kind: 'seat', seat: Number(rest[0]) } : null;
    case 'meeple': {
      if (rest.length !== 2 || !SEAT.test(rest[0]!) || Number(rest[0]) >= MAX_SEATS) return null;
      const meeple = int(rest[1], 7);
      return meeple === null ? null : { kind: 'meeple', seat: Number(rest[0]), meeple };
    }
    case 'stat':
      if (rest.length !== 2 || !SEAT.test(rest[0]!) || Number(rest[0]) >= MAX_SEATS) return null;
      return (HIGHLIGHT_STATS as readonly string[]).includes(rest[1]!) ? { kind: 'stat', seat: Number(rest[0]), stat: rest[1]! } : null;
    case 'discovery': {
      const space = rest.length === 1 ? int(rest[0], DISCOVERY_TRACK_MAX_END + 1) : null;
      return space === null ? null : { kind: 'discovery', space };
    }
    case 'action':
      return rest.length === 1 && /^[A-Za-z0-9-]+$/.test(rest[0]!) ? { kind: 'action', action: rest[0]! } : null;
    default:
      return null;
  }
}

