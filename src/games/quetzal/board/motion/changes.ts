/**
 * What changed between two positions the board showed, for the motion chunk to animate (and the sound
 * chunk to hear): meeples placed and sent back, cards leaving a display or a hand, counters, the roll,
 * the end. Read from the two GameStates only — never by asking the rules what a move does — so the same
 * answer holds for a live move, a computer's, an undo, or a step of the replay.
 */
import { HIDDEN, type BoardState, type CardId, type GameState } from '../../engine/index.js';

/** A place on the board, as the board map names its spots: `camp`, `temple:2`, `ship:0`… */
export type SpotKey = string;

/** Seat counters shown in the seat panels (their `data-stat`). */
export type Stat = 'coins' | 'score' | 'discovery' | 'hand';

export type Change =
  /** Meeples of `holder` (a seat, or the Automaton) now on `at`; `from`: the spot they left, if any. */
  | { kind: 'place'; holder: number; meeples: number[]; at: SpotKey; from: SpotKey | null }
  /** Meeples of `holder` back in their pool from `from` (outbid, or the end of a round). */
  | { kind: 'return'; holder: number; meeples: number[]; from: SpotKey; bump: boolean }
  /** A face-up card gone from a display (`temple`, `quarry`…) to `seat`'s hand, or elsewhere (null). */
  | { kind: 'take'; card: CardId; seat: number | null }
  /** A card that came onto a display (a refill). */
  | { kind: 'show'; card: CardId }
  /** Cards gone from `seat`'s hand (HIDDEN where the hand is hidden); `scored`: the seat gained VP with it (a delivery). */
  | { kind: 'spend'; seat: number; cards: CardId[]; scored: boolean }
  | { kind: 'count'; seat: number; stat: Stat; from: number; to: number }
  /** Pool meeples that were rolled (their faces turn). */
  | { kind: 'roll'; seat: number; meeples: number[] }
  | { kind: 'end' };

/** More than this many things at once is a jump (a new game, the replay's slider), not a move to follow. */
const MOST_CHANGES = 60;

/** Where each placed meeple is: `holder:meeple` → spot. */
export function meeplePlaces(b: BoardState): Map<string, SpotKey> {
  const at = new Map<string, SpotKey>();
  const put = (holder: number, meeple: number, spot: SpotKey) => at.set(`${holder}:${meeple}`, spot);
  if (b.stela) put(b.stela.holder, b.stela.meeple, 'stela');
  b.templeSpaces.forEach((o, i) => o && put(o.holder, o.meeple, `temple:${i}`));
  b.villageSpaces.forEach((o, i) => o && put(o.holder, o.meeple, `village:${i}`));
  for (const [id, bid] of Object.entries(b.bids)) bid?.meeples.forEach((m) => put(bid.holder, m, id));
  b.ships.forEach((bid, i) => bid?.meeples.forEach((m) => put(bid.holder, m, `ship:${i}`)));
  for (const s of b.camp) put(s.seat, s.meeple, 'camp');
  for (const s of b.harbor) put(s.seat, s.meeple, 'harbor');
  return at;
}

/** The face-up cards of the displays (the Temple and the three Surroundings). */
function displayed(b: BoardState): Set<CardId> {
  const all = [...b.temple, ...Object.values(b.surroundings).flat()];
  return new Set(all.filter((c): c is CardId => c !== null && c !== HIDDEN));
}

/** Groups `holder:meeple → spot` entries by holder and spot. */
function grouped(entries: [string, SpotKey][]): Map<string, { holder: number; meeples: number[]; spot: SpotKey }> {
  const groups = new Map<string, { holder: number; meeples: number[]; spot: SpotKey }>();
  for (const [key, spot] of entries) {
    const [holder, meeple] = key.split(':').map(Number) as [number, number];
    const id = `${holder}@${spot}`;
    const g = groups.get(id) ?? { holder, meeples: [], spot };
    g.meeples.push(meeple);
    groups.set(id, g);
  }
  return groups;
}

/** Whether `next` can follow `prev` in the same game by a move or two (else nothing is animated). */
function sameGame(prev: GameState, next: GameState): boolean {
  return prev.seats.length === next.seats.length && prev.seats.every((s, i) => s.name === next.seats[i]!.name)
    && next.round >= prev.round - 1 && next.round <= prev.round + 1;
}

/** Every change from `prev` to `next`, in the order they are best shown. Empty for a jump. */
export function changesBetween(prev: GameState, next: GameState): Change[] {
  if (prev === next || !sameGame(prev, next)) return [];
  const out: Change[] = [];
  // Meeples: placed, moved, sent back.
  const was = meeplePlaces(prev.board);
  const now = meeplePlaces(next.board);
  const gone = [...was].filter(([k]) => !now.has(k));
  const came = [...now].filter(([k, spot]) => was.get(k) !== spot);
  const bump = next.phase === 'place';
  for (const g of grouped(gone).values()) out.push({ kind: 'return', holder: g.holder, meeples: g.meeples, from: g.spot, bump });
  for (const g of grouped(came).values()) {
    const from = was.get(`${g.holder}:${g.meeples[0]}`) ?? null;
    out.push({ kind: 'place', holder: g.holder, meeples: g.meeples, at: g.spot, from });
  }
  // The roll: every pool meeple when the round's roll happens, else those whose face changed (a reroll).
  const rolledNow = prev.phase === 'roll' && !prev.flow.rolled && (next.flow.rolled || next.phase !== 'roll');
  next.seats.forEach((s, seat) => {
    const before = prev.seats[seat]!.meeples;
    const rolled = s.meeples.filter((m, i) => !m.placed && !before[i]?.placed
      && (rolledNow || before[i]!.face !== m.face || before[i]!.character !== m.character)).map((m) => m.id);
    if (rolled.length) out.push({ kind: 'roll', seat, meeples: rolled });
  });
  // Cards: taken from a display, shown on one, spent from a hand.
  const shownBefore = displayed(prev.board);
  const shownNow = displayed(next.board);
  const grew = next.seats.map((s, i) => s.hand.length - prev.seats[i]!.hand.length);
  for (const card of shownBefore) {
    if (shownNow.has(card)) continue;
    let seat = next.seats.findIndex((s) => s.hand.includes(card));
    if (seat < 0 && grew.filter((n) => n > 0).length === 1) seat = grew.findIndex((n) => n > 0);
    out.push({ kind: 'take', card, seat: seat < 0 ? null : seat });
  }
  for (const card of shownNow) if (!shownBefore.has(card)) out.push({ kind: 'show', card });
  next.seats.forEach((s, seat) => {
    const p = prev.seats[seat]!;
    const kept = new Set(s.hand);
    const seen = p.hand.filter((c) => c !== HIDDEN && !kept.has(c));
    // A hidden hand: only its size says how many cards left it.
    const unseen = p.hand.includes(HIDDEN) ? Math.max(0, p.hand.length - s.hand.length - seen.length) : 0;
    const cards = [...seen, ...Array<CardId>(unseen).fill(HIDDEN)];
    if (cards.length) out.push({ kind: 'spend', seat, cards, scored: s.score > p.score });
    const stats: [Stat, number, number][] = [
      ['coins', p.coins, s.coins], ['score', p.score, s.score], ['discovery', p.discovery, s.discovery], ['hand', p.hand.length, s.hand.length],
    ];
    for (const [stat, from, to] of stats) if (from !== to) out.push({ kind: 'count', seat, stat, from, to });
  });
  if (next.phase === 'gameOver' && prev.phase !== 'gameOver') out.push({ kind: 'end' });
  return out.length > MOST_CHANGES ? [] : out;
}

/** A sound cue (sound.ts): a meeple placed, meeples bumped, a roll, a delivery, the end of the game. */
export type Cue = 'place' | 'bump' | 'roll' | 'deliver' | 'end';

const CUE_ORDER: readonly Cue[] = ['place', 'bump', 'roll', 'deliver', 'end'];

/** The cues a set of changes calls for, each once: a placement before the bump it caused. */
export function cuesOf(changes: readonly Change[]): Cue[] {
  const cues = new Set<Cue>();
  for (const c of changes) {
    if (c.kind === 'roll') cues.add('roll');
    else if (c.kind === 'place') cues.add('place');
    else if (c.kind === 'return' && c.bump) cues.add('bump');
    else if (c.kind === 'spend' && c.scored) cues.add('deliver');
    else if (c.kind === 'end') cues.add('end');
  }
  return CUE_ORDER.filter((c) => cues.has(c));
}
