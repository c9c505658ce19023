/**
 * How each of Aztec's changes (changes.ts) is played on the kit's motion layer: what the old DOM keeps
 * before the render, and what moves in the new one. Jewels fly as copies of their icons (the temple,
 * the cards and the stashes are panels apart); a seat's marker slides along the cursed-stone track;
 * counters count; a revealed card turns over; a token, a new stone, an Artifact kept grow in. Nothing of
 * the old DOM is copied but jewel and stone icons, the same for every viewer.
 */
import { count, moved, pop, turn } from '../../../../kit/ui/motion/animations.js';
import type { MotionGame, OldDom, Stage } from '../../../../kit/ui/motion/motion-game.js';
import { rulesOf } from '../../rules.js';
import { stonePenalty } from '../../scoring.js';
import type { AztecState, Color, Jewels } from '../../types.js';
import { aztecChanges, COLOR_INDEXES, type AztecChange } from './changes.js';
import {
  artifactDeck, cardJewel, curseCount, curseStones, jewelOf, keptArtifact, numberOf, placedToken, receivedToken, roundCard,
  seatStones, stashCount, stoneCount, stonePenaltyText, templeColor, trackMarker, verdict,
} from './where.js';

/** At most this many copies fly for one colour's jewels (a card holds 2 to 4). */
const MOST_COPIES = 4;
/** Between two jewels of a flight, and between two seats' steps. */
const JEWEL_GAP = 60;
const SEAT_GAP = 90;
/** Stones drawn in a seat's panel (seat-panel.ts: then "+k"). */
const PANEL_STONES = 6;

const templeKey = (c: Color) => `temple:${c}`;
const cardKey = (seat: number, c: Color) => `card:${seat}:${c}`;
const markerKey = (seat: number) => `marker:${seat}`;

/** Before the render: where the jewels, markers, deck and stones the changes move start, in the old DOM. */
function measure(old: OldDom, prev: AztecState, changes: readonly AztecChange[]): void {
  const { root, keep } = old;
  // A marker leaving a space of the track moves the others there (and in the space it comes to): all are kept.
  if (changes.some((c) => c.kind === 'stones')) prev.seats.forEach((_, seat) => keep(markerKey(seat), trackMarker(root, seat)));
  for (const c of changes) {
    if (c.kind === 'serve' || (c.kind === 'gain' && c.from === 'temple')) {
      for (const color of COLOR_INDEXES) keep(templeKey(color), jewelOf(templeColor(root, color)));
    } else if (c.kind === 'back' || c.kind === 'gain') {
      for (const color of COLOR_INDEXES) keep(cardKey(c.seat, color), cardJewel(root, c.seat, color));
    } else if (c.kind === 'artifact') keep('deck', artifactDeck(root));
    else if (c.kind === 'curse' && c.seat !== null) keep(`curse:${c.color}`, curseStones(root, c.color)[0] ?? null, true);
  }
}

/** One colour's jewels flying from `from` to `to` (the icon they land on, whose copies fly). */
function jewels(stage: Stage, n: number, from: DOMRect | undefined, to: Element | null, delay: number): void {
  for (let k = 0; k < Math.min(n, MOST_COPIES); k++) stage.ghost(to ?? undefined, from, delay + k * JEWEL_GAP, null, to);
}

/** Each colour of a set flying, from the rectangle `from` gives it to the icon `to` gives it. */
function jewelSet(stage: Stage, set: Readonly<Jewels>, from: (c: Color) => DOMRect | undefined, to: (c: Color) => Element | null, delay: number): void {
  for (const c of COLOR_INDEXES) if (set[c]) jewels(stage, set[c], from(c), to(c), delay);
}

/** New pieces growing in, one after the other. */
function growIn(stage: Stage, els: readonly (Element | null)[], delay: number): void {
  els.forEach((el, i) => el && stage.write((track) => track(pop(el, delay + i * JEWEL_GAP))));
}

/** At the frame after the render: each change's animations in the new DOM. */
function play(stage: Stage, next: AztecState, changes: readonly AztecChange[]): void {
  const { root, write } = stage;
  const counting = (el: HTMLElement | null, from: number, to: number) => el && write((track) => count(el, from, to, track));
  const penalty = (stones: number) => stonePenalty(rulesOf(next), stones);
  for (const c of changes) {
    // Seat by seat, when several move at once (every pick served, every token shown).
    const delay = 'seat' in c && c.seat !== null ? c.seat * SEAT_GAP : 0;
    switch (c.kind) {
      case 'serve':
        jewelSet(stage, c.jewels, (color) => stage.rect(templeKey(color)), (color) => cardJewel(root, c.seat, color), delay);
        break;
      case 'reveal': {
        const card = roundCard(root, c.seat);
        if (card) write((track) => track(turn(card, 0, 'Y')));
        growIn(stage, [verdict(root, c.seat)], SEAT_GAP);
        break;
      }
      case 'back':
        jewelSet(stage, c.jewels, (color) => stage.rect(cardKey(c.seat, color)), (color) => jewelOf(templeColor(root, color)), 0);
        break;
      case 'gain':
        jewelSet(stage, c.jewels, (color) => stage.rect(c.from === 'card' ? cardKey(c.seat, color) : templeKey(color)),
          (color) => jewelOf(stashCount(root, c.seat, color)), c.from === 'card' ? 0 : SEAT_GAP);
        for (const color of COLOR_INDEXES) if (c.jewels[color]) counting(numberOf(stashCount(root, c.seat, color)), c.was[color], c.was[color] + c.jewels[color]);
        break;
      case 'stones':
        stage.fly(trackMarker(root, c.seat), stage.rect(markerKey(c.seat)), delay);
        counting(stoneCount(root, c.seat), c.from, c.to);
        counting(stonePenaltyText(root, c.seat), penalty(c.from), penalty(c.to));
        growIn(stage, seatStones(root, c.seat).slice(Math.min(c.from, PANEL_STONES), Math.min(c.to, PANEL_STONES)), delay);
        break;
      case 'token':
        growIn(stage, [placedToken(root, c.seat), receivedToken(root, c.seat, c.target)], delay);
        break;
      case 'artifact':
        stage.across(keptArtifact(root, c.seat, c.card), stage.rect('deck'), 0);
        break;
      case 'temple':
        counting(numberOf(templeColor(root, c.color)), c.from, c.to);
        break;
      case 'curse': {
        counting(curseCount(root, c.color), c.from, c.to);
        const stones = curseStones(root, c.color);
        growIn(stage, stones.slice(Math.min(c.from, stones.length)), 0);
        if (c.seat !== null) {
          const key = `curse:${c.color}`;
          for (let k = 0; k < Math.min(c.from, MOST_COPIES); k++) stage.ghost(stage.copy(key), stage.rect(key), k * JEWEL_GAP, null, stoneCount(root, c.seat));
        }
        break;
      }
    }
  }
  // The markers that only made room (in the space one left or came to) slide to their new places.
  const moving = new Set(changes.flatMap((c) => (c.kind === 'stones' ? [c.seat] : [])));
  next.seats.forEach((_, seat) => {
    const el = trackMarker(root, seat);
    const from = stage.rect(markerKey(seat));
    if (!moving.has(seat) && el && from && moved(from, el.getBoundingClientRect())) stage.fly(el, from, 0, false);
  });
}

/** Aztec on the kit's motion layer. */
export const aztecMotion: MotionGame<AztecState, AztecChange> = { changes: aztecChanges, measure, play };
