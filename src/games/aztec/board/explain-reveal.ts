/**
 * One reveal explained, for the board's reveal panel: what the card shows beside what was taken, which of
 * the rulebook's three cases it is (stated as the rulebook states it), that case's rule in the
 * rulebook's words, then who said what and every consequence as it happened — the jewels to the stash or
 * back to the temple, each stone given, taken or discarded with who and why, each Artifact gained.
 */
import type { Translate } from '../../../kit/i18n/translator.js';
import type { AztecEvent } from '../types.js';
import { jewelsText, listOf, nameOf, narrator, type NarrateContext } from './narrate.js';
import type { NarrateKey } from './narrate-strings.js';

export interface RevealExplanation {
  title: string;
  caseNo: 1 | 2 | 3;
  /** The case as the rulebook names it ("Case 1: You told the truth."). */
  caseName: string;
  /** The case's rule, in the rulebook's words. */
  rule: string;
  /** Who said "You lie!" and "I believe you!", then one line per consequence, in the order they happened. */
  outcomes: string[];
}

/** The events a reveal brings about: its jewels and stones, and the Artifacts gained (and kept or played) through it. */
const PART_OF_A_REVEAL: ReadonlySet<AztecEvent['type']> = new Set(['jewels', 'stones', 'artifactGain', 'artifactNone', 'artifactKept', 'artifactPlayed']);

/**
 * `revealed` explained with the events that followed it (`following` may run on past this reveal: it is
 * read up to the next reveal or step). With a following list cut short (an Artifact still to choose, the
 * believers' stones not yet moved) the outcomes are what happened so far.
 */
export function explainReveal(
  revealed: Extract<AztecEvent, { type: 'revealed' }>,
  following: readonly AztecEvent[],
  ctx: NarrateContext,
  tr: Translate<NarrateKey>,
): RevealExplanation {
  const name = nameOf(revealed.seat, ctx, tr);
  const shows = jewelsText(revealed.shows, tr);
  const taken = jewelsText(revealed.taken, tr);
  const named = (seats: readonly number[]) => listOf(seats.map((s) => nameOf(s, ctx, tr)), tr);
  const outcomes = [tr('azn_tokensAt', { accusers: named(revealed.accusers), believers: named(revealed.believers) })];
  // The narrator, primed with the reveal, names who had no stone to give and the liar the accusers caught.
  const say = narrator(ctx, tr);
  say(revealed);
  for (const e of following) {
    if (!PART_OF_A_REVEAL.has(e.type)) break;
    const line = say(e);
    if (line) outcomes.push(line.text);
  }
  return {
    title: tr(revealed.case === 1 ? 'azn_titleTruth' : 'azn_titleLie', { name, shows, taken }),
    caseNo: revealed.case,
    caseName: tr(`azn_case${revealed.case}`),
    rule: tr(`azn_rule${revealed.case}`),
    outcomes,
  };
}
