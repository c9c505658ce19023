/**
 * Aztec's events in words, one sentence each, for a game log a newcomer can follow: what was chosen
 * (never what, while it is secret), what each reveal shows and which of the rulebook's cases it is,
 * every cursed stone with who and why, every Artifact, the curses, the round's end.
 *
 * `narrate` reads one event alone. `narrator` reads a stream in order and remembers the reveal being
 * played, so that a stone taken from the supply "instead" can name who had none to give (the event only
 * says it came from the supply); `narrateAll` is that over a list.
 *
 * Hidden values (HIDDEN = -1, or a card id the rules do not have) are told as "some jewels", "a player",
 * "an Artifact": a line never invents what the viewer may not know.
 */
import type { Translate } from '../../../kit/i18n/translator.js';
import type { AztecRules } from '../rules.js';
import { COLORS, type AztecEvent, type Color, type Jewels, type SeatIndex } from '../types.js';
import type { NarrateKey } from './narrate-strings.js';
import { countsText } from './jewel-words.js';

export type Tone = 'info' | 'truth' | 'lie' | 'caught' | 'stone' | 'artifact' | 'curse' | 'round';
export interface Line {
  text: string;
  tone: Tone;
}
/** Who is who (seat names, in seat order) and the rule-set played (for what an Artifact card does). */
export interface NarrateContext {
  names: string[];
  rules: AztecRules;
}
type Tr = Translate<NarrateKey>;
type Revealed = Extract<AztecEvent, { type: 'revealed' }>;
type Stones = Extract<AztecEvent, { type: 'stones' }>;

/** What earlier events told: the reveal being played, and who had to give a stone that came from the supply. */
interface Known {
  reveal: Revealed | null;
  giver: SeatIndex | null;
}
const NOTHING_KNOWN: Known = { reveal: null, giver: null };

// ---------------------------------------------------------------- small parts

/** A seat's name; a hidden seat is "a player", a seat without a name "Player 3". */
export function nameOf(seat: SeatIndex | null | undefined, ctx: NarrateContext, tr: Tr): string {
  if (seat === null || seat === undefined || seat < 0) return tr('azn_hiddenPlayer');
  return ctx.names[seat] || tr('azn_player', { n: seat + 1 });
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cy"; "nobody" for none. */
export function listOf(items: readonly string[], tr: Tr): string {
  if (items.length === 0) return tr('azn_nobody');
  if (items.length === 1) return items[0]!;
  return tr('azn_and', { a: items.slice(0, -1).join(tr('azn_listSep')), b: items[items.length - 1]! });
}

/** "2 blue, 1 red" (colours in the rule-set's order); "no jewels" for none; "some jewels" when any count is hidden. */
export function jewelsText(j: Readonly<Jewels>, tr: Tr): string {
  if (j.some((n) => !(n >= 0))) return tr('azn_someJewels');
  return countsText(j, (c, n) => tr(`azn_count_${COLORS[c]}` as const, { n }), tr('azn_noJewels'), tr('azn_listSep'));
}

const isColor = (c: unknown): c is Color => c === 0 || c === 1 || c === 2;
const curseCard = (c: Color, tr: Tr) => tr(`azn_curse_${COLORS[c]}` as const);
const stonesText = (n: number, tr: Tr) => tr('azn_stones', { n });

/** What a kept Artifact scores ("3 VP for each set of 3 blue"); '' for a card the viewer may not see. */
function keptEffect(card: number, ctx: NarrateContext, tr: Tr): string {
  const a = ctx.rules.artifactCards[card];
  if (!a) return '';
  if (a.effect === 'vp') return tr('azn_fx_vp', { vp: a.vp });
  if (a.effect !== 'set' || !a.set) return '';
  const set = a.set;
  const colors = set.filter((n) => n > 0).length;
  // One of each of several colours reads as a pair or trio of colours; anything else as counts.
  const mixed = colors > 1 && set.every((n) => n <= 1);
  const what = mixed
    ? tr('azn_setMixed', { colors: set.flatMap((n, c) => (n > 0 ? [tr(`azn_color_${COLORS[c]!}` as const)] : [])).join('–'), size: colors })
    : tr('azn_setOf', { jewels: jewelsText(set, tr) });
  return tr('azn_fx_set', { vp: a.vp, set: what });
}

// ---------------------------------------------------------------- stones

/** A stones event: who gives or takes, how many, and why (its `why` picks the wording). */
function stonesLine(e: Stones, ctx: NarrateContext, tr: Tr, known: Known): Line | null {
  const name = (seat: SeatIndex) => nameOf(seat, ctx, tr);
  const stones = stonesText(e.count, tr);
  const from = e.from, to = e.to;
  const line = (text: string, tone: Tone = 'stone'): Line => ({ text, tone });
  // The curse event already says who takes a Curse card's stones.
  if (e.why === 'curse') return null;
  if ('curse' in to && 'supply' in from) {
    const key = e.why === 'round' ? 'azn_toCurseRound' : 'azn_toCurseArtifact';
    return line(tr(key, { stones, curse: curseCard(to.curse, tr) }), e.why === 'round' ? 'curse' : 'stone');
  }
  if ('seat' in to && (e.why === 'accused' || e.why === 'lied' || e.why === 'artifact')) {
    const receiver = name(to.seat);
    const why = tr(`azn_why_${e.why}`, { to: receiver });
    if ('seat' in from) return line(tr('azn_give', { giver: name(from.seat), to: receiver, stones, why }));
    // "If you are ever supposed to give someone a cursed stone when you have none, give them one from the supply."
    if (known.giver !== null) return line(tr('azn_giveFromSupply', { giver: name(known.giver), to: receiver, stones, why }));
    return line(tr('azn_giveFromSupplyAnon', { giver: tr(`azn_anon_${e.why}`), to: receiver, stones, why }));
  }
  if (e.why === 'believed' && 'seat' in from && 'supply' in to) return line(tr('azn_discardBelieved', { name: name(from.seat), stones }));
  if (e.why === 'believed' && 'supply' in from && 'seat' in to) return line(tr('azn_takeBelieved', { name: name(to.seat), stones }));
  if (e.why === 'artifact' && 'seat' in from && 'supply' in to) return line(tr('azn_discardArtifact', { name: name(from.seat), stones }));
  // Any other move of stones (none in today's engine): say where from and where to.
  const place = (p: typeof from) => ('seat' in p ? name(p.seat) : 'curse' in p ? curseCard(p.curse, tr) : tr('azn_theSupply'));
  return line(tr('azn_stonesMoved', { stones, from: place(from), to: place(to) }));
}

// ---------------------------------------------------------------- one event

/**
 * A line for one event. The only word a sentence can start with in lower case is the hidden player's
 * ("a player"), so that one is capitalised; names are left as their owners wrote them.
 */
function lineFor(e: AztecEvent, ctx: NarrateContext, tr: Tr, known: Known): Line | null {
  const line = sentence(e, ctx, tr, known);
  const hidden = tr('azn_hiddenPlayer');
  if (line && line.text.startsWith(hidden)) line.text = hidden.charAt(0).toUpperCase() + line.text.slice(1);
  return line;
}

function sentence(e: AztecEvent, ctx: NarrateContext, tr: Tr, known: Known): Line | null {
  const name = (seat: SeatIndex) => nameOf(seat, ctx, tr);
  switch (e.type) {
    case 'roundStart':
      return { text: tr('azn_roundStart', { round: e.round, first: name(e.firstPlayer) }), tone: 'round' };
    case 'picked':
      // Never what: the pick stays secret until every seat has chosen.
      return { text: tr('azn_picked', { name: name(e.seat) }), tone: 'info' };
    case 'collected': {
      const list = e.taken.map((j, seat) => tr('azn_took', { name: name(seat), jewels: jewelsText(j, tr) }));
      return { text: tr('azn_collected', { list: list.join(tr('azn_itemSep')) }), tone: 'info' };
    }
    case 'tokenPlaced':
      return { text: tr('azn_tokenPlaced', { name: name(e.seat) }), tone: 'info' };
    case 'tokensShown': {
      const list = e.tokens.map((t, seat) => {
        if (!t || t.target < 0) return tr('azn_tokenSomewhere', { name: name(seat) });
        return tr(t.believe ? 'azn_believes' : 'azn_accuses', { name: name(seat), target: name(t.target) });
      });
      return { text: tr('azn_tokensShown', { list: list.join(tr('azn_itemSep')) }), tone: 'info' };
    }
    case 'revealed': {
      const p = { name: name(e.seat), shows: jewelsText(e.shows, tr), taken: jewelsText(e.taken, tr), accusers: listOf(e.accusers.map(name), tr) };
      const tone: Tone = e.case === 1 ? 'truth' : e.case === 2 ? 'lie' : 'caught';
      return { text: tr(`azn_reveal${e.case}`, p), tone };
    }
    case 'jewels': {
      const key = e.to === 'temple' ? 'azn_toTemple' : e.from === 'temple' ? 'azn_fromTemple' : 'azn_toStash';
      return { text: tr(key, { name: name(e.seat), jewels: jewelsText(e.jewels, tr) }), tone: 'info' };
    }
    case 'stones':
      return stonesLine(e, ctx, tr, known);
    case 'artifactGain': {
      const liar = known.reveal ? name(known.reveal.seat) : tr('azn_theLiar');
      return { text: tr(`azn_gain_${e.why}`, { name: name(e.seat), liar }), tone: 'artifact' };
    }
    case 'artifactNone':
      return { text: tr('azn_artifactNone', { name: name(e.seat) }), tone: 'artifact' };
    case 'artifactKept': {
      // The tucked count is public; which cards were tucked is never told.
      const cards = e.tucked > 0 ? tr('azn_cards', { n: e.tucked }) : '';
      return { text: tr('azn_kept', { name: name(e.seat), effect: keptEffect(e.card, ctx, tr), cards }), tone: 'artifact' };
    }
    case 'artifactPlayed':
      return { text: playedText(e, ctx, tr), tone: 'artifact' };
    case 'curse': {
      const color = COLORS[e.color]!;
      const p = { most: tr(`azn_most_${color}` as const), curse: curseCard(e.color, tr), theStones: tr('azn_theStones', { n: e.stones }) };
      if (e.seat === null) return { text: tr('azn_curseTied', { ...p, names: listOf(e.tied.map(name), tr) }), tone: 'curse' };
      return { text: tr(e.stones > 0 ? 'azn_curseTaken' : 'azn_curseEmpty', { ...p, name: name(e.seat) }), tone: 'curse' };
    }
    case 'roundEnd':
      return { text: tr('azn_roundEnd', { round: e.round }), tone: 'round' };
    case 'gameOver':
      return { text: tr('azn_gameOver'), tone: 'round' };
  }
}

/** An immediate Artifact played, with its target or colour. */
function playedText(e: Extract<AztecEvent, { type: 'artifactPlayed' }>, ctx: NarrateContext, tr: Tr): string {
  const name = nameOf(e.seat, ctx, tr);
  const a = ctx.rules.artifactCards[e.card];
  switch (a?.effect) {
    case 'discardStones':
      return tr('azn_play_discardStones', { name, stones: stonesText(a.stones, tr) });
    case 'giveStone':
      return tr('azn_play_giveStone', { name, target: nameOf(e.target, ctx, tr) });
    case 'takeJewel':
      return isColor(e.color) ? tr('azn_play_takeJewel', { name, jewel: tr(`azn_jewel_${COLORS[e.color]}` as const) }) : tr('azn_play_takeNothing', { name });
    case 'curseStone':
      if (isColor(e.color)) return tr('azn_play_curseStone', { name, curse: curseCard(e.color, tr) });
      return tr('azn_played', { name });
    default:
      // A card the viewer may not see (or a kept kind, never played): just that it was played.
      return tr('azn_played', { name });
  }
}

// ---------------------------------------------------------------- the entry points

/** One event in one sentence, read alone (null: an event this log leaves out — a Curse card's stones, told by the curse). */
export function narrate(event: AztecEvent, ctx: NarrateContext, tr: Tr): Line | null {
  return lineFor(event, ctx, tr, NOTHING_KNOWN);
}

/**
 * A reader of events in the order they happened: like `narrate`, but it remembers the reveal being played
 * and the Artifact just played, so a stone given "from the supply instead" names who had none, and an
 * Artifact gained for catching a liar names the liar.
 */
export function narrator(ctx: NarrateContext, tr: Tr): (event: AztecEvent) => Line | null {
  let reveal: Revealed | null = null;
  // The accusers give their stones in the order the reveal lists them (reveal.ts): the next one to give.
  let nextAccuser = 0;
  let player: SeatIndex | null = null;
  return (e) => {
    let giver: SeatIndex | null = null;
    if (e.type === 'revealed') {
      reveal = e;
      nextAccuser = 0;
      player = null;
    } else if (e.type === 'artifactPlayed') {
      player = e.seat;
    } else if (e.type === 'stones') {
      if (e.why === 'accused') giver = reveal?.seat ?? null;
      else if (e.why === 'lied') giver = reveal?.accusers[nextAccuser++] ?? null;
      else if (e.why === 'artifact') giver = player;
    } else if (e.type === 'curse' || e.type === 'roundEnd' || e.type === 'roundStart' || e.type === 'gameOver') {
      reveal = null;
      player = null;
    }
    return lineFor(e, ctx, tr, { reveal, giver });
  };
}

/** Every event in order, the ones the log leaves out dropped. */
export function narrateAll(events: readonly AztecEvent[], ctx: NarrateContext, tr: Tr): Line[] {
  const say = narrator(ctx, tr);
  const lines: Line[] = [];
  for (const e of events) {
    const line = say(e);
    if (line) lines.push(line);
  }
  return lines;
}
