/**
 * Aztec's events in words (src/games/aztec/board/narrate.ts, explain-reveal.ts): exact sentences for each
 * reveal case with 0, 1 and 2 accusers or believers, a stone from the supply when the giver has none,
 * curses taken and tied, Artifacts kept and played, a round's start and the game's end, some in French;
 * a spectator never reads a pick before every seat has chosen; every English key has French; and 30 whole
 * random games read with a line for every event (but the ones the log skips on purpose).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyMoveWithEvents, currentDecision, eventFor, legalMoves, newGame, rulesOf, seedRng, SHIPPED, tableMove,
  type AztecEvent, type AztecState, type Jewels,
} from '../../src/games/aztec/index.js';
import { nextInt } from '../../src/kit/random.js';
import { translator } from '../../src/kit/i18n/translator.js';
import { narrate, narrateAll, narrator, type Line, type NarrateContext } from '../../src/games/aztec/board/narrate.js';
import { explainReveal } from '../../src/games/aztec/board/explain-reveal.js';
import type { NarrateKey } from '../../src/games/aztec/board/narrate-strings.js';
import { narrateStrings } from '../../src/games/aztec/board/narrate-strings-fr.js';
import { artifactIds, THREE_BLUE, YELLOW_RED, TRIO, FLAT, DISCARD, GIVE, TAKE, CURSE, BASE, collectAndTokens, game, LIE, revealedEvent, revealSeat0, shows, TRUTH } from './aztec-helpers.js';

const en = translator<NarrateKey>('en', narrateStrings);
const fr = translator<NarrateKey>('fr', narrateStrings);
const NAMES = ['Ann', 'Bob', 'Cy', 'Dee'];
const ctx: NarrateContext = { names: NAMES, rules: SHIPPED };


/** Events the log leaves out on purpose: a Curse card's stones taken (the `curse` event tells it). */
const SKIPPED = (e: AztecEvent) => e.type === 'stones' && e.why === 'curse';

/** Seat 0's reveal as revealSeat0 plays it, then every Artifact decision (the first legal move) until the reveal is done. */
function wholeReveal(pick: Jewels, tokens: ('accuse' | 'believe' | 'away')[], scenario: object = {}) {
  const r = revealSeat0(pick, tokens, scenario);
  const events = r.events.slice();
  let s = r.after;
  while (currentDecision(s).kind === 'artifact') {
    const moves = legalMoves(s, currentDecision(s).seats[0]!);
    const next = applyMoveWithEvents(s, moves[0]!);
    events.push(...next.events);
    s = next.state;
  }
  const revealed = revealedEvent(events);
  const following = events.slice(events.indexOf(revealed) + 1);
  return { events, revealed, following, state: s };
}

const texts = (lines: Line[]) => lines.map((l) => l.text);
const TOKENS_NONE = '“You lie!”: nobody; “I believe you!”: nobody.';

describe('the reveal: each of the rulebook cases, read and explained', () => {
  it('case 1 with nobody at the card: told the truth, the jewels to the stash', () => {
    const { events, revealed, following } = wholeReveal(TRUTH, ['away', 'away', 'away']);
    assert.deepEqual(texts(narrateAll(events, ctx, en)), ['Ann’s card shows 3 red: Ann told the truth.', 'Ann adds 3 red to the stash.']);
    assert.equal(narrate(revealed, ctx, en)!.tone, 'truth');
    const x = explainReveal(revealed, following, ctx, en);
    assert.equal(x.caseNo, 1);
    assert.equal(x.title, 'Ann reveals: the card shows 3 red, just what Ann took.');
    assert.equal(x.caseName, 'Case 1: You told the truth.');
    assert.match(x.rule, /^You add the jewels to your stash\. You give one of your cursed stones to each player who accused you of lying\./);
    assert.deepEqual(x.outcomes, [TOKENS_NONE, 'Ann adds 3 red to the stash.']);
  });

  it('case 1 with 1 accuser and 1 believer: a stone to the accuser, the believer discards one', () => {
    const { revealed, following } = wholeReveal(TRUTH, ['accuse', 'believe', 'away']);
    assert.deepEqual(explainReveal(revealed, following, ctx, en), {
      title: 'Ann reveals: the card shows 3 red, just what Ann took.',
      caseNo: 1,
      caseName: 'Case 1: You told the truth.',
      rule: 'You add the jewels to your stash. You give one of your cursed stones to each player who accused you of lying. If at least 2 players accused you of lying, you gain an Artifact. Each player who believed you discards 1 cursed stone to the supply.',
      outcomes: [
        '“You lie!”: Bob; “I believe you!”: Cy.',
        'Ann adds 3 red to the stash.',
        'Ann gives 1 cursed stone to Bob (Bob accused wrongly).',
        'Cy discards 1 cursed stone (Cy believed the truth).',
      ],
    });
  });

  it('case 1 with 2 accusers: an Artifact for the truth-teller, kept (what it does, how many tucked)', () => {
    const { events, revealed, following } = wholeReveal(TRUTH, ['accuse', 'accuse', 'believe']);
    const x = explainReveal(revealed, following, ctx, en);
    assert.equal(x.caseNo, 1);
    assert.deepEqual(x.outcomes, [
      '“You lie!”: Bob and Cy; “I believe you!”: Dee.',
      'Ann adds 3 red to the stash.',
      'Ann gives 1 cursed stone to Bob (Bob accused wrongly).',
      'Ann gives 1 cursed stone to Cy (Cy accused wrongly).',
      'Ann gains an Artifact (told the truth, yet at least 2 players said “You lie!”).',
      'Ann keeps an Artifact (3 VP for each set of 3 blue) and tucks 2 cards under the deck.',
      'Dee discards 1 cursed stone (Dee believed the truth).',
    ]);
    const kept = events.find((e) => e.type === 'artifactKept')!;
    assert.deepEqual(narrate(kept, ctx, en), { text: 'Ann keeps an Artifact (3 VP for each set of 3 blue) and tucks 2 cards under the deck.', tone: 'artifact' });
  });

  it('case 1, the truth-teller without stones: the accuser takes one from the supply instead', () => {
    const seats = BASE.seats.map((s, i) => (i === 0 ? { ...s, stones: 0 } : s));
    const { events, revealed, following } = wholeReveal(TRUTH, ['accuse', 'away', 'away'], { seats });
    const stone = events.find((e) => e.type === 'stones')!;
    assert.deepEqual(stone, { type: 'stones', from: { supply: true }, to: { seat: 1 }, count: 1, why: 'accused' });
    const line = 'Ann has no cursed stone to give: Bob takes 1 cursed stone from the supply instead (Bob accused wrongly).';
    assert.equal(texts(narrateAll(events, ctx, en))[2], line, 'read in order, the giver is named');
    assert.equal(narrate(stone, ctx, en)!.text, 'Bob takes 1 cursed stone from the supply, as the player who told the truth has none to give (Bob accused wrongly).',
      'read alone, the event does not say who had to give');
    assert.deepEqual(explainReveal(revealed, following, ctx, en).outcomes, ['“You lie!”: Bob; “I believe you!”: nobody.', 'Ann adds 3 red to the stash.', line]);
    assert.equal(texts(narrateAll(events, ctx, fr))[2],
      'Ann n’a pas de pierre maudite à donner\u00a0: Bob prend 1 pierre maudite dans la réserve à la place (Bob a accusé à tort).');
  });

  it('case 2 with no believer: a lie nobody accused, the jewels kept, an Artifact', () => {
    const { events, revealed, following } = wholeReveal(LIE, ['away', 'away', 'away']);
    assert.deepEqual(narrate(revealed, ctx, en), {
      text: 'Ann’s card shows 3 red, but Ann took 4 red: a lie nobody accused, so Ann keeps the jewels.', tone: 'lie',
    });
    const x = explainReveal(revealed, following, ctx, en);
    assert.equal(x.caseNo, 2);
    assert.equal(x.title, 'Ann reveals: the card shows 3 red, but Ann took 4 red.');
    assert.equal(x.caseName, 'Case 2: You lied, but no one accused you of lying.');
    assert.equal(x.rule, 'You add the jewels to your stash. You gain an Artifact. Each player who believed you takes a cursed stone from the supply.');
    assert.deepEqual(x.outcomes, [
      TOKENS_NONE,
      'Ann adds 4 red to the stash.',
      'Ann gains an Artifact (lied, and nobody said “You lie!”).',
      'Ann keeps an Artifact (3 VP for each set of 3 blue) and tucks 2 cards under the deck.',
    ]);
    assert.equal(narrateAll(events, ctx, en).length, events.length);
  });

  it('case 2 with 1 and 2 believers: each takes a stone from the supply', () => {
    const one = wholeReveal(LIE, ['believe', 'away', 'away']);
    const outcomes = explainReveal(one.revealed, one.following, ctx, en).outcomes;
    assert.equal(outcomes[0], '“You lie!”: nobody; “I believe you!”: Bob.');
    assert.equal(outcomes[outcomes.length - 1], 'Bob takes 1 cursed stone from the supply (Bob believed a liar).');
    const two = wholeReveal(LIE, ['believe', 'believe', 'away']);
    const x = explainReveal(two.revealed, two.following, ctx, en);
    assert.equal(x.caseNo, 2);
    assert.deepEqual(x.outcomes, [
      '“You lie!”: nobody; “I believe you!”: Bob and Cy.',
      'Ann adds 4 red to the stash.',
      'Ann gains an Artifact (lied, and nobody said “You lie!”).',
      'Ann keeps an Artifact (3 VP for each set of 3 blue) and tucks 2 cards under the deck.',
      'Bob takes 1 cursed stone from the supply (Bob believed a liar).',
      'Cy takes 1 cursed stone from the supply (Cy believed a liar).',
    ]);
  });

  it('case 3 with 1 accuser: caught, the jewels back to the temple, the card’s jewels taken, a stone from the accuser', () => {
    const { events, revealed, following } = wholeReveal(LIE, ['accuse', 'away', 'away']);
    assert.deepEqual(texts(narrateAll(events, ctx, en)), [
      'Ann’s card shows 3 red, but Ann took 4 red: a lie caught by Bob, so the jewels go back to the temple and Ann takes what the card shows.',
      'Ann puts 4 red back in the temple.',
      'Ann takes 3 red from the temple.',
      'Bob gives 1 cursed stone to Ann (Ann lied and was caught).',
    ]);
    assert.equal(narrate(revealed, ctx, en)!.tone, 'caught');
    const x = explainReveal(revealed, following, ctx, en);
    assert.equal(x.caseNo, 3);
    assert.equal(x.caseName, 'Case 3: You lied, and at least 1 player accused you of lying.');
    assert.equal(x.rule, 'You discard the jewels to the temple, and instead take the ones indicated on your card. Each player who accused you of lying gives you one of their cursed stones. If at least 2 players accused you of lying, each of these players gains an Artifact. Each player who believed you takes a cursed stone from the supply.');
    assert.equal(x.outcomes[0], '“You lie!”: Bob; “I believe you!”: nobody.');
  });

  it('case 3 with 2 accusers and a believer: both accusers gain an Artifact, the believer takes a stone', () => {
    const { revealed, following } = wholeReveal(LIE, ['accuse', 'accuse', 'believe']);
    const x = explainReveal(revealed, following, ctx, en);
    assert.equal(x.caseNo, 3);
    assert.deepEqual(x.outcomes, [
      '“You lie!”: Bob and Cy; “I believe you!”: Dee.',
      'Ann puts 4 red back in the temple.',
      'Ann takes 3 red from the temple.',
      'Bob gives 1 cursed stone to Ann (Ann lied and was caught).',
      'Cy gives 1 cursed stone to Ann (Ann lied and was caught).',
      'Bob gains an Artifact (at least 2 players rightly accused Ann, Bob among them).',
      'Cy gains an Artifact (at least 2 players rightly accused Ann, Cy among them).',
      'Bob keeps an Artifact (3 VP for each set of 3 blue) and tucks 2 cards under the deck.',
      'Cy keeps an Artifact (1 VP for each blue–yellow–red trio) and tucks 2 cards under the deck.',
      'Dee takes 1 cursed stone from the supply (Dee believed a liar).',
    ]);
  });

  it('case 3, an accuser without stones: the liar takes one from the supply in that accuser’s place', () => {
    const seats = BASE.seats.map((s, i) => (i === 2 ? { ...s, stones: 0 } : s));
    const { revealed, following } = wholeReveal(LIE, ['accuse', 'accuse', 'away'], { seats });
    const x = explainReveal(revealed, following, ctx, en);
    assert.deepEqual(x.outcomes.slice(3, 5), [
      'Bob gives 1 cursed stone to Ann (Ann lied and was caught).',
      'Cy has no cursed stone to give: Ann takes 1 cursed stone from the supply instead (Ann lied and was caught).',
    ]);
  });

  it('in French', () => {
    const truth = wholeReveal(TRUTH, ['accuse', 'believe', 'away']);
    assert.deepEqual(texts(narrateAll(truth.events, ctx, fr)), [
      'La carte d’Ann montre 3 rouges\u00a0: Ann a dit la vérité.',
      'Ann ajoute 3 rouges à son trésor.',
      'Ann donne 1 pierre maudite à Bob (Bob a accusé à tort).',
      'Cy défausse 1 pierre maudite (Cy a cru la vérité).',
    ]);
    const x = explainReveal(truth.revealed, truth.following, ctx, fr);
    assert.equal(x.title, 'Ann révèle\u00a0: la carte montre 3 rouges, exactement ce qu’Ann a pris.');
    assert.equal(x.caseName, 'Cas 1\u00a0: vous avez dit la vérité.');
    assert.equal(x.outcomes[0], '«\u00a0Tu mens\u00a0!\u00a0»\u00a0: Bob\u00a0; «\u00a0Je te crois\u00a0!\u00a0»\u00a0: Cy.');
    const caught = wholeReveal(LIE, ['accuse', 'accuse', 'believe']);
    const y = explainReveal(caught.revealed, caught.following, ctx, fr);
    assert.equal(y.caseName, 'Cas 3\u00a0: vous avez menti, et au moins 1 joueur vous a accusé de mentir.');
    assert.deepEqual(y.outcomes.slice(1, 6), [
      'Ann remet 4 rouges dans le Temple.',
      'Ann prend 3 rouges dans le Temple.',
      'Bob donne 1 pierre maudite à Ann (Ann a menti et s’est fait prendre).',
      'Cy donne 1 pierre maudite à Ann (Ann a menti et s’est fait prendre).',
      'Bob gagne un Artefact (au moins 2 joueurs ont accusé Ann à raison, dont Bob).',
    ]);
    assert.equal(y.outcomes[y.outcomes.length - 1], 'Dee prend 1 pierre maudite dans la réserve (Dee a cru un menteur).');
    assert.equal(narrate(caught.revealed, ctx, fr)!.text,
      'La carte d’Ann montre 3 rouges, mais Ann a pris 4 rouges\u00a0: un mensonge démasqué par Bob et Cy, les joyaux retournent donc au Temple et Ann prend ceux de la carte.');
  });
});

/** A whole round of BASE: every seat truthful, tokens as `away` puts them; the events of each table move after the tokens. */
function wholeRound(scenario: object) {
  let s = game({ ...BASE, ...scenario } as never);
  s = collectAndTokens(s, [0, 1, 2, 3].map((seat) => shows(s, seat)), [[1, true], [2, true], [1, true], [1, true]]);
  const byMove: AztecEvent[][] = [];
  for (let move = tableMove(s); move; move = tableMove(s)) {
    const r = applyMoveWithEvents(s, move);
    byMove.push(r.events);
    s = r.state;
  }
  return { byMove, state: s };
}

describe('curses, the round, the game', () => {
  // After the round: Ann 3 red; Bob 2 blue 1 yellow; Cy 2 yellow; Dee 2 blue 1 red (1 blue before).
  const scenario = { curses: [2, 1, 3], seats: BASE.seats.map((s, i) => (i === 3 ? { ...s, stash: [1, 0, 0] } : s)) };

  it('curses taken and tied; the round’s end and the next round’s start', () => {
    const { byMove } = wholeRound(scenario);
    const curses = byMove[4]!, end = byMove[5]!;
    assert.deepEqual(texts(narrateAll(curses, ctx, en)), [
      'Tied for the most blue (Bob and Dee): the blue Curse card keeps the 2 cursed stones.',
      'Cy has the most yellow: Cy takes the cursed stone on the yellow Curse card.',
      'Ann has the most red: Ann takes the 3 cursed stones on the red Curse card.',
    ]);
    assert.deepEqual(narrateAll(curses, ctx, en).map((l) => l.tone), ['curse', 'curse', 'curse']);
    assert.deepEqual(texts(narrateAll(end, ctx, en)), [
      'Round 1 is over: the Jewel cards used are discarded.',
      'End of round: 1 cursed stone from the supply onto the blue Curse card.',
      'End of round: 1 cursed stone from the supply onto the yellow Curse card.',
      'End of round: 1 cursed stone from the supply onto the red Curse card.',
      'Round 2 begins: Bob reveals first.',
    ]);
    assert.deepEqual(texts(narrateAll(curses, ctx, fr)), [
      'Égalité pour le plus de joyaux bleus (Bob et Dee)\u00a0: la carte Malédiction bleue garde les 2 pierres maudites.',
      'Cy a le plus de joyaux jaunes\u00a0: Cy prend la pierre maudite de la carte Malédiction jaune.',
      'Ann a le plus de joyaux rouges\u00a0: Ann prend les 3 pierres maudites de la carte Malédiction rouge.',
    ]);
    assert.equal(narrate(end[end.length - 1]!, ctx, fr)!.text, 'Le tour 2 commence\u00a0: Bob révèle en premier.');
  });

  it('a curse with no stones, a three-way tie', () => {
    assert.equal(narrate({ type: 'curse', color: 1, seat: 2, stones: 0, tied: [] }, ctx, en)!.text,
      'Cy has the most yellow, but the yellow Curse card holds no cursed stone.');
    assert.equal(narrate({ type: 'curse', color: 0, seat: null, stones: 1, tied: [0, 1, 3] }, ctx, en)!.text,
      'Tied for the most blue (Ann, Bob and Dee): the blue Curse card keeps the cursed stone.');
  });

  it('game over after round 5', () => {
    const { byMove } = wholeRound({ ...scenario, round: 5 });
    const end = byMove[5]!;
    assert.deepEqual(narrateAll(end, ctx, en), [
      { text: 'Round 5 is over: the Jewel cards used are discarded.', tone: 'round' },
      { text: 'Game over: count the victory points.', tone: 'round' },
    ]);
    assert.equal(narrate({ type: 'gameOver' }, ctx, fr)!.text, 'Fin de la partie\u00a0: comptez les points de victoire.');
    assert.deepEqual(narrate({ type: 'roundStart', round: 3, firstPlayer: 2 }, ctx, en), { text: 'Round 3 begins: Cy reveals first.', tone: 'round' });
  });
});

describe('Artifacts kept and played', () => {
  const say = (e: AztecEvent, tr = en) => narrate(e, ctx, tr)!.text;

  it('kept: what it scores, how many cards were tucked (never which)', () => {
    assert.equal(say({ type: 'artifactKept', seat: 1, card: YELLOW_RED, tucked: 2 }), 'Bob keeps an Artifact (1 VP for each yellow–red pair) and tucks 2 cards under the deck.');
    assert.equal(say({ type: 'artifactKept', seat: 1, card: TRIO, tucked: 1 }), 'Bob keeps an Artifact (1 VP for each blue–yellow–red trio) and tucks 1 card under the deck.');
    assert.equal(say({ type: 'artifactKept', seat: 1, card: FLAT, tucked: 0 }), 'Bob keeps an Artifact (4 VP).');
    assert.equal(say({ type: 'artifactKept', seat: 1, card: THREE_BLUE, tucked: 2 }, fr), 'Bob garde un Artefact (3 PV pour chaque lot de 3 bleus) et glisse 2 cartes sous la pioche.');
    assert.equal(say({ type: 'artifactKept', seat: 1, card: -1, tucked: 2 }), 'Bob keeps an Artifact and tucks 2 cards under the deck.', 'a hidden card is not described');
  });

  it('played: with its target or colour', () => {
    assert.equal(say({ type: 'artifactPlayed', seat: 0, card: DISCARD }), 'Ann plays an Artifact to discard up to 2 cursed stones.');
    assert.equal(say({ type: 'artifactPlayed', seat: 0, card: GIVE, target: 3 }), 'Ann plays an Artifact to give 1 cursed stone to Dee.');
    assert.equal(say({ type: 'artifactPlayed', seat: 0, card: TAKE, color: 2 }), 'Ann plays an Artifact to take 1 red jewel from the temple.');
    assert.equal(say({ type: 'artifactPlayed', seat: 0, card: TAKE }), 'Ann plays an Artifact to take 1 jewel from the temple, but the temple is empty.');
    assert.equal(say({ type: 'artifactPlayed', seat: 0, card: CURSE, color: 1 }), 'Ann plays an Artifact to put 1 cursed stone from the supply on the yellow Curse card.');
    assert.equal(say({ type: 'artifactPlayed', seat: 0, card: GIVE, target: 3 }, fr), 'Ann joue un Artefact pour donner 1 pierre maudite à Dee.');
    assert.equal(say({ type: 'artifactPlayed', seat: 0, card: TAKE, color: 0 }, fr), 'Ann joue un Artefact pour prendre 1 joyau bleu dans le Temple.');
    assert.equal(narrate({ type: 'artifactPlayed', seat: 0, card: CURSE, color: 1 }, ctx, en)!.tone, 'artifact');
  });

  it('played in order: a stone given from the supply names the Artifact’s player', () => {
    const lines = narrateAll([
      { type: 'artifactPlayed', seat: 2, card: GIVE, target: 0 },
      { type: 'stones', from: { supply: true }, to: { seat: 0 }, count: 1, why: 'artifact' },
      { type: 'artifactPlayed', seat: 1, card: DISCARD },
      { type: 'stones', from: { seat: 1 }, to: { supply: true }, count: 2, why: 'artifact' },
    ], ctx, en);
    assert.deepEqual(texts(lines).slice(1), [
      'Cy has no cursed stone to give: Ann takes 1 cursed stone from the supply instead (Artifact).',
      'Bob plays an Artifact to discard up to 2 cursed stones.',
      'Bob discards 2 cursed stones to the supply (Artifact).',
    ]);
  });

  it('an empty Artifact deck', () => {
    assert.equal(say({ type: 'artifactNone', seat: 3 }), 'The Artifact deck is empty: Dee gains no Artifact.');
  });
});

describe('what a spectator reads of the collect and token steps', () => {
  it('a pick is never told before every seat has chosen; then all at once', () => {
    let s = game(BASE);
    const picks: Jewels[] = [[0, 0, 4], [4, 0, 0], [0, 4, 0], [2, 0, 2]];
    const events: AztecEvent[] = [];
    for (const seat of [2, 0, 3, 1]) {
      const r = applyMoveWithEvents(s, { type: 'collect', seat, jewels: picks[seat]! });
      events.push(...r.events.map((e) => eventFor(e, null)));
      s = r.state;
    }
    const collected = events.findIndex((e) => e.type === 'collected');
    assert.equal(collected, events.length - 1);
    for (const tr of [en, fr]) {
      const before = events.slice(0, collected).map((e) => narrate(e, ctx, tr)!.text);
      assert.equal(before.length, 4);
      for (const text of before) assert.doesNotMatch(text, /blue|yellow|red|bleu|jaune|rouge|\d/, text);
    }
    assert.deepEqual(events.slice(0, collected).map((e) => narrate(e, ctx, en)!.text),
      ['Cy has chosen which jewels to take.', 'Ann has chosen which jewels to take.', 'Dee has chosen which jewels to take.', 'Bob has chosen which jewels to take.']);
    assert.equal(narrate(events[collected]!, ctx, en)!.text, 'Everyone has chosen: Ann took 4 red; Bob took 4 blue; Cy took 4 yellow; Dee took 2 blue, 2 red.');
    assert.equal(narrate(events[collected]!, ctx, fr)!.text,
      'Tout le monde a choisi\u00a0: Ann a pris 4 rouges\u00a0; Bob a pris 4 bleus\u00a0; Cy a pris 4 jaunes\u00a0; Dee a pris 2 bleus, 2 rouges.');

    // Tokens: each placed unseen, then all shown.
    const tokens: AztecEvent[] = [];
    for (const [seat, target, believe] of [[0, 1, true], [1, 0, false], [2, 0, false], [3, 2, true]] as const) {
      const r = applyMoveWithEvents(s, { type: 'token', seat, target, believe });
      tokens.push(...r.events.map((e) => eventFor(e, null)));
      s = r.state;
    }
    assert.deepEqual(texts(narrateAll(tokens, ctx, en)), [
      'Ann has placed a token.', 'Bob has placed a token.', 'Cy has placed a token.', 'Dee has placed a token.',
      'Tokens: Ann believes Bob; Bob says Ann lies; Cy says Ann lies; Dee believes Cy.',
    ]);
    assert.equal(narrate(tokens[4]!, ctx, fr)!.text, 'Jetons\u00a0: Ann croit Bob\u00a0; Bob dit qu’Ann ment\u00a0; Cy dit qu’Ann ment\u00a0; Dee croit Cy.');
  });

  it('hidden values read as hidden, never invented', () => {
    const hidden: AztecEvent = { type: 'collected', taken: [[-1, -1, -1], [0, 0, 0], [1, 0, 2], [-1, 0, 0]] };
    assert.equal(narrate(hidden, ctx, en)!.text, 'Everyone has chosen: Ann took some jewels; Bob took no jewels; Cy took 1 blue, 2 red; Dee took some jewels.');
    assert.equal(narrate({ type: 'tokensShown', tokens: [{ target: -1, believe: true }, { target: 0, believe: false }] }, ctx, en)!.text,
      'Tokens: Ann placed a token; Bob says Ann lies.');
    assert.equal(narrate({ type: 'artifactPlayed', seat: 1, card: -1 }, ctx, en)!.text, 'Bob plays an Artifact.');
    assert.equal(narrate({ type: 'picked', seat: -1 }, ctx, en)!.text, 'A player has chosen which jewels to take.');
  });
});

describe('the string table', () => {
  it('every English key has French (the type too), and no template is empty', () => {
    const frTable: Record<NarrateKey, unknown> = narrateStrings.fr;
    assert.deepEqual(Object.keys(frTable).sort(), Object.keys(narrateStrings.en).sort());
    for (const key of Object.keys(narrateStrings.en) as NarrateKey[]) {
      for (const tr of [en, fr]) assert.ok(tr(key, { n: 2, name: 'Ann', size: 2 }).trim().length > 0, key);
    }
  });
});

/** A whole seeded random game: every move from legalMoves (a random deciding seat) or tableMove, with its events. */
function randomGame(players: number, seed: number): { state: AztecState; events: AztecEvent[] } {
  const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'].slice(0, players);
  let s = newGame({ seats: names, seed });
  const rng = seedRng(`narrate-${seed}`);
  const events: AztecEvent[] = [];
  while (currentDecision(s).kind !== 'gameOver') {
    const d = currentDecision(s);
    let move = tableMove(s);
    if (!move) {
      const moves = legalMoves(s, d.seats[nextInt(rng, d.seats.length)]!);
      move = moves[nextInt(rng, moves.length)]!;
    }
    const r = applyMoveWithEvents(s, move);
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}

const BAD = /undefined|NaN|\{|\}/;
const TONES = new Set(['info', 'truth', 'lie', 'caught', 'stone', 'artifact', 'curse', 'round']);

describe('30 whole random games, 4 and 6 seats, read in both languages', () => {
  it('every event gets a clear line (but the ones skipped on purpose); every reveal is explained', () => {
    const cases = new Set<number>();
    for (let g = 0; g < 30; g++) {
      const { state, events } = randomGame(g % 2 === 0 ? 4 : 6, g + 1);
      const gameCtx: NarrateContext = { names: state.seats.map((st) => st.name), rules: rulesOf(state) };
      for (const tr of [en, fr]) {
        const say = narrator(gameCtx, tr);
        for (const e of events) {
          const seen = eventFor(e, null);
          const line = say(seen);
          if (SKIPPED(e)) {
            assert.equal(line, null, JSON.stringify(e));
            continue;
          }
          assert.ok(line && line.text.trim().length > 0, `a line for ${JSON.stringify(e)}`);
          assert.doesNotMatch(line.text, BAD, line.text);
          assert.ok(TONES.has(line.tone), line.tone);
          const alone = narrate(seen, gameCtx, tr);
          assert.ok(alone && !BAD.test(alone.text), `${JSON.stringify(e)} read alone`);
        }
        assert.equal(narrateAll(events, gameCtx, tr).length, events.filter((e) => !SKIPPED(e)).length);
        events.forEach((e, i) => {
          if (e.type !== 'revealed') return;
          cases.add(e.case);
          const x = explainReveal(e, events.slice(i + 1), gameCtx, tr);
          assert.equal(x.caseNo, e.case);
          assert.ok(x.outcomes.length >= 2, 'who said what, then at least the jewels');
          for (const text of [x.title, x.caseName, x.rule, ...x.outcomes]) assert.doesNotMatch(text, BAD, text);
        });
      }
      assert.equal(events[events.length - 1]!.type, 'gameOver');
    }
    assert.deepEqual([...cases].sort(), [1, 2, 3], 'the random games reveal every case');
  });
});
