/** Shared helpers for Aztec's engine tests: scenario games, a whole collect and token step, a reveal of each case, refusals. */
import assert from 'node:assert/strict';
import { canonical } from '../../src/kit/canonical.js';
import {
  applyMove, applyMoveInPlace, applyMoveWithEvents, cloneState, newGame, rulesOf, SHIPPED, tableMove,
  type AztecEvent, type AztecMove, type AztecOptions, type AztecScenario, type AztecState, type ArtifactEffect, type Jewels,
} from '../../src/games/aztec/index.js';

/** A game from a scenario (an AztecScenario written as a literal: tuples and `as const` welcome), seed fixed. */
export function game(scenario: object, players = 4, more: Partial<AztecOptions> = {}): AztecState {
  return newGame({ players, seed: 'test', scenario: scenario as AztecScenario, ...more });
}

/** Plays moves in order with applyMove. */
export function play(state: AztecState, ...moves: AztecMove[]): AztecState {
  let s = state;
  for (const m of moves) s = applyMove(s, m);
  return s;
}

/** Every seat's pick (seat order), then every seat's token ([target, believe] by seat): steps 1 and 2 whole. */
export function collectAndTokens(state: AztecState, picks: Jewels[], tokens: [number, boolean][]): AztecState {
  let s = state;
  picks.forEach((jewels, seat) => { s = applyMove(s, { type: 'collect', seat, jewels }); });
  tokens.forEach(([target, believe], seat) => { s = applyMove(s, { type: 'token', seat, target, believe }); });
  return s;
}

/** The card each seat holds this round: the jewels it shows (a truthful pick). */
export function shows(state: AztecState, seat: number): Jewels {
  const j = rulesOf(state).jewelCards[state.seats[seat]!.card!]!;
  return [j[0], j[1], j[2]];
}

/** The ids of the shipped Artifacts of an effect (a `set` one by its jewels, e.g. [3, 0, 0]). */
export function artifactIds(effect: ArtifactEffect, set?: Jewels): number[] {
  return SHIPPED.artifactCards
    .filter((c) => c.effect === effect && (!set || (c.set !== null && c.set.every((n, i) => n === set[i]))))
    .map((c) => c.id);
}

/** One shipped Artifact id of each kind the tests play: the first of its kind. */
export const [THREE_BLUE] = artifactIds('set', [3, 0, 0]) as [number];
export const [YELLOW_RED] = artifactIds('set', [0, 1, 1]) as [number];
export const [TRIO] = artifactIds('set', [1, 1, 1]) as [number];
export const [FLAT] = artifactIds('vp') as [number];
export const [DISCARD] = artifactIds('discardStones') as [number];
export const [GIVE] = artifactIds('giveStone') as [number];
export const [TAKE] = artifactIds('takeJewel') as [number];
export const [CURSE] = artifactIds('curseStone') as [number];

/** Asserts that `move` is refused with `code` by applyMove and applyMoveInPlace, and that nothing changed. */
export function assertRefused(state: AztecState, move: unknown, code: string): void {
  const before = canonical(state);
  for (const apply of [applyMove, applyMoveInPlace]) {
    assert.throws(() => apply(state, move as AztecMove), (e: unknown) => {
      assert.equal((e as { name?: string }).name, 'RuleError', String(e));
      assert.equal((e as { code?: string }).code, code, (e as Error).message);
      assert.ok((e as Error).message.length > 10, 'the message explains the rule');
      return true;
    });
    assert.equal(canonical(state), before, 'the state is unchanged');
  }
}

/** Asserts that newGame refuses `options` with `code` and a message containing `text`. */
export function assertBadOptions(options: unknown, code: string, text: string | RegExp): void {
  assert.throws(() => newGame(options as AztecOptions), (e: unknown) => {
    assert.equal((e as { code?: string }).code, code, String(e));
    if (typeof text === 'string') assert.ok((e as Error).message.includes(text), `"${(e as Error).message}" names ${text}`);
    else assert.match((e as Error).message, text);
    return true;
  });
}

/** A copy that tests may edit freely. */
export const copy = cloneState;

/**
 * Four seats; seat 0 holds a card of 3 red, the others cards of other colours; a known Artifact deck top
 * (3 blue, 4 VP, yellow–red, trio, give a stone, take a jewel).
 */
export const BASE = {
  firstPlayer: 0,
  seats: [{ deck: [[0, 0, 3]] }, { deck: [[2, 1, 0]] }, { deck: [[0, 2, 0]] }, { deck: [[1, 0, 1]] }],
  artifactDeck: [
    artifactIds('set', [3, 0, 0])[0]!, artifactIds('vp')[0]!, artifactIds('set', [0, 1, 1])[0]!,
    artifactIds('set', [1, 1, 1])[0]!, artifactIds('giveStone')[0]!, artifactIds('takeJewel')[0]!,
  ],
} as const;

/** Seat 0's truthful pick in BASE, and a lie. */
export const TRUTH: Jewels = [0, 0, 3];
export const LIE: Jewels = [0, 0, 4];

/**
 * Seat 0 picks `pick`; the others pick their card's jewels; seats 1–3 put their tokens as `tokens` says
 * (`accuse`/`believe` seat 0, or `away`: in front of another seat). Then the table reveals seat 0's card.
 */
export function revealSeat0(pick: Jewels, tokens: ('accuse' | 'believe' | 'away')[], scenario: object = {}): { before: AztecState; after: AztecState; events: AztecEvent[] } {
  const s = game({ ...BASE, ...scenario } as never);
  const picks = [pick, shows(s, 1), shows(s, 2), shows(s, 3)];
  const placed: [number, boolean][] = [[1, true], ...tokens.map((t, i): [number, boolean] => (t === 'away' ? [i === 0 ? 2 : 1, true] : [0, t === 'believe']))];
  const before = collectAndTokens(s, picks, placed);
  assert.deepEqual(tableMove(before), { type: 'reveal' });
  const { state: after, events } = applyMoveWithEvents(before, { type: 'reveal' });
  return { before, after, events };
}

/** The `revealed` event among `events`. */
export const revealedEvent = (events: AztecEvent[]) => events.find((e) => e.type === 'revealed') as Extract<AztecEvent, { type: 'revealed' }>;
