/**
 * Gaining an Artifact [rulebook]: draw the top 3 cards of the deck, keep 1, tuck the others under the deck
 * in the order one likes; an immediate Artifact is played at once, then tucked under them (DEFAULT: so
 * every seat knows where it lies). A deck with fewer than 3 cards gives what it has; an empty one, nothing.
 *
 * Knowledge of the deck (`knows`): a seat knows the place of the cards it tucked, and every seat knows the
 * place of an immediate Artifact played face up; a card drawn leaves everyone's knowledge with the deck.
 */
import { fail } from './errors.js';
import { rulesOf, type ArtifactCard } from './rules.js';
import { giveStone, discardStones, stonesToCurse, type Events } from './state.js';
import type { AztecEvent, AztecState, Color, SeatIndex } from './types.js';

/**
 * Draws for the first seat of `gains` and opens its decision; a seat that finds the deck empty gains
 * nothing (`artifactNone`) and the next one draws. Returns whether a decision is open.
 */
export function drawForGain(s: AztecState, ev: Events): boolean {
  const gains = s.gains;
  const deck = s.artifactDeck;
  while (gains.length > 0) {
    const seat = gains[0]!;
    const draw = Math.min(rulesOf(s).artifactDraw, deck.length);
    if (draw === 0) {
      ev?.push({ type: 'artifactNone', seat });
      gains.shift();
      continue;
    }
    const drawn = deck.splice(0, draw);
    forget(s, drawn);
    s.drawn = drawn;
    s.step = 'artifact';
    s.decision = { kind: 'artifact', seats: [seat], secret: true, cards: drawn.slice() };
    return true;
  }
  return false;
}

/**
 * Cards drawn leave the deck, so no seat knows a place for them any more. A seat's `knows` is in deck order
 * (cards join it as they go under the deck, and the deck is drawn from the top), so the cards it knows
 * among those drawn from the top are the first of its list.
 */
function forget(s: AztecState, drawn: readonly number[]): void {
  for (let i = 0; i < s.seats.length; i++) {
    const knows = s.seats[i]!.knows;
    let known = 0;
    while (known < knows.length && drawn.includes(knows[known]!)) known++;
    if (known > 0) knows.splice(0, known);
  }
}

/**
 * How many choices an Artifact kept from the drawn cards offers when played: another seat for
 * `giveStone`, a colour the temple still has for `takeJewel` (none left: 1, no colour), a Curse card for
 * `curseStone`; 1 otherwise (a kept Artifact, or "discard up to 2": always as many as one has).
 */
export function choiceCount(s: AztecState, card: ArtifactCard): number {
  switch (card.effect) {
    case 'giveStone': return s.seats.length - 1;
    case 'takeJewel': {
      const t = s.temple;
      const n = (t[0] > 0 ? 1 : 0) + (t[1] > 0 ? 1 : 0) + (t[2] > 0 ? 1 : 0);
      return n > 0 ? n : 1;
    }
    case 'curseStone': return 3;
    default: return 1;
  }
}

/** The `i`-th choice of `choiceCount` for `seat`: a target seat or a colour, -1 for none. */
export function choiceAt(s: AztecState, seat: SeatIndex, card: ArtifactCard, i: number): number {
  switch (card.effect) {
    case 'giveStone': return i < seat ? i : i + 1;
    case 'takeJewel': {
      const t = s.temple;
      for (let c = 0; c < 3; c++) if (t[c]! > 0 && i-- === 0) return c;
      return -1;
    }
    case 'curseStone': return i;
    default: return -1;
  }
}

/**
 * Checks an artifact move's choice for the card kept, read once: the seat (`target`) or colour (`color`)
 * it names, or -1 when it takes none. BAD_TARGET / BAD_JEWELS when the card cannot take it.
 */
export function checkChoice(s: AztecState, seat: SeatIndex, card: ArtifactCard, target: unknown, color: unknown): number {
  const n = s.seats.length;
  const isColor = (c: unknown): c is Color => c === 0 || c === 1 || c === 2;
  if (card.effect === 'giveStone') {
    if (color !== undefined) fail('BAD_TARGET', 'this Artifact gives a stone to a player: it takes a target, no colour');
    if (typeof target !== 'number' || !Number.isInteger(target) || target < 0 || target >= n || target === seat) {
      fail('BAD_TARGET', `this Artifact gives a stone to another player: target must be a seat 0–${n - 1} other than ${seat}, not ${JSON.stringify(target)}`);
    }
    return target;
  }
  if (target !== undefined) fail('BAD_TARGET', `this Artifact (${card.effect}) takes no target seat`);
  if (card.effect === 'takeJewel') {
    const t = s.temple;
    if (t[0] + t[1] + t[2] === 0) {
      if (color !== undefined) fail('BAD_JEWELS', 'the temple is empty: this Artifact takes no colour');
      return -1;
    }
    if (!isColor(color)) fail('BAD_TARGET', `this Artifact takes 1 jewel from the temple: color must be 0 (blue), 1 (yellow) or 2 (red), not ${JSON.stringify(color)}`);
    if (t[color] === 0) fail('BAD_JEWELS', `the temple has no jewel of colour ${color} left`, { color });
    return color;
  }
  if (card.effect === 'curseStone') {
    if (!isColor(color)) fail('BAD_TARGET', `this Artifact puts a stone on a Curse card: color must be 0 (blue), 1 (yellow) or 2 (red), not ${JSON.stringify(color)}`);
    return color;
  }
  if (color !== undefined) fail('BAD_TARGET', `this Artifact (${card.effect}) takes no colour`);
  return -1;
}

/**
 * Checks the kept card and the tuck order of an artifact move: `keep` one of the drawn cards, `tuck` every
 * other drawn card once. Returns the tuck order, copied (the move is never kept or changed).
 */
export function checkKeepTuck(s: AztecState, keep: unknown, tuck: unknown): number[] {
  const drawn = s.drawn;
  if (typeof keep !== 'number' || !drawn.includes(keep)) fail('UNKNOWN_CARD', `keep must be one of the drawn cards ${JSON.stringify(drawn)}, not ${JSON.stringify(keep)}`);
  if (!Array.isArray(tuck)) fail('MALFORMED_MOVE', 'tuck must be an array of the other drawn cards, in the order they go under the deck');
  const order: number[] = [];
  for (let i = 0; i < tuck.length; i++) order.push(tuck[i] as number);
  const others = drawn.filter((id) => id !== keep);
  const ok = order.length === others.length && others.every((id) => order.includes(id));
  if (!ok) fail('UNKNOWN_CARD', `tuck must list the other drawn cards ${JSON.stringify(others)} each once, in any order, not ${JSON.stringify(order)}`);
  return order;
}

/**
 * Keeps `keep` (or plays it, when immediate, with `choice`), tucks `tuck` under the deck in that order, the
 * played card last; the seat's gain is done.
 */
export function commitArtifact(s: AztecState, seat: SeatIndex, keep: number, tuck: readonly number[], choice: number, ev: Events): void {
  const card = rulesOf(s).artifactCards[keep]!;
  const deck = s.artifactDeck;
  const st = s.seats[seat]!;
  for (let i = 0; i < tuck.length; i++) {
    deck.push(tuck[i]!);
    st.knows.push(tuck[i]!);
  }
  if (card.immediate) {
    if (ev) {
      const played: Extract<AztecEvent, { type: 'artifactPlayed' }> = { type: 'artifactPlayed', seat, card: keep };
      if (card.effect === 'giveStone') played.target = choice;
      else if (choice >= 0) played.color = choice as Color;
      ev.push(played);
    }
    play(s, seat, card, choice, ev);
    deck.push(keep);
    for (let i = 0; i < s.seats.length; i++) s.seats[i]!.knows.push(keep);
  } else {
    // Kept face up in front of its owner (DEFAULT).
    st.artifacts.push(keep);
    ev?.push({ type: 'artifactKept', seat, card: keep, tucked: tuck.length });
  }
  s.drawn = [];
  s.gains.shift();
}

/** An immediate Artifact's effect. */
function play(s: AztecState, seat: SeatIndex, card: ArtifactCard, choice: number, ev: Events): void {
  switch (card.effect) {
    case 'discardStones':
      // "Discard up to 2": as many as the seat has, up to 2 — stones only ever cost VP (DEFAULT).
      discardStones(s, seat, card.stones, 'artifact', ev);
      break;
    case 'giveStone':
      giveStone(s, seat, choice, 'artifact', ev);
      break;
    case 'takeJewel':
      if (choice >= 0) {
        s.temple[choice]--;
        s.seats[seat]!.stash[choice]++;
        if (ev) {
          const jewels: [number, number, number] = [0, 0, 0];
          jewels[choice] = 1;
          ev.push({ type: 'jewels', seat, jewels, to: 'stash', from: 'temple' });
        }
      }
      break;
    case 'curseStone':
      stonesToCurse(s, choice as Color, 1, 'artifact', ev);
      break;
  }
}
