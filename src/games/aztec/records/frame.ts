/**
 * The check of an Aztec spectator record's frame: a position exactly as `viewFor(state, null)` gives it.
 * First its shape — every field of an AztecState, of the right type and range, no unknown field, seats
 * consistent — then its privacy: the frame must be its own spectator view, so it holds nothing a
 * spectator may not see (a Jewel deck face up, a card not yet revealed, a pick before every seat chose, a
 * token before every token is placed, the Artifact deck's order, the cards a seat drew, the generator).
 * A frame that fails is refused with RecordError BAD_FIELD naming the place inside it.
 */
import { canonical } from '../../../kit/canonical.js';
import { isPlain, type Check } from '../../../kit/json-shape.js';
import { recordFail, show } from '../../../kit/records/errors.js';
import { LIMITS } from '../../../kit/records/limits.js';
import { ARTIFACT_COUNT, CHARACTER_COUNT, JEWEL_CARD_COUNT, JEWELS_PER_COLOR, MAX_PLAYERS, MIN_PLAYERS, ROUNDS } from '../data.js';
import { HIDDEN, type AztecState } from '../types.js';
import { viewFor } from '../view.js';
import { readRuleSet, seatIndex, shapes } from './schema.js';

const { num, oneOf, bool, obj, list, text } = shapes;

const orNull = (check: Check): Check => (v, p) => (v === null ? null : check(v, p));
const jewels = list(num(0, JEWELS_PER_COLOR), 3);
const cardSeen = num(HIDDEN, JEWEL_CARD_COUNT - 1);
const artifactSeen = num(HIDDEN, ARTIFACT_COUNT - 1);
const artifactId = num(0, ARTIFACT_COUNT - 1);
const many = 999;

const SEAT = obj({
  name: text(LIMITS.nameChars),
  character: num(0, CHARACTER_COUNT - 1),
  deck: list(oneOf([HIDDEN]), 0, ROUNDS),
  card: orNull(cardSeen),
  pick: orNull(jewels),
  taken: orNull(jewels),
  token: orNull(obj({ target: seatIndex, believe: bool })),
  revealed: bool,
  reveals: obj({ truths: num(0, ROUNDS), lies: num(0, ROUNDS) }),
  stash: jewels,
  stones: num(0, many),
  artifacts: list(artifactId, 0, ARTIFACT_COUNT),
  used: list(num(0, JEWEL_CARD_COUNT - 1), 0, ROUNDS),
  knows: list(artifactId, 0, ARTIFACT_COUNT),
});

const noSeats = list(seatIndex, 0, 0);
const DECISIONS: Record<string, Check> = {
  collect: obj({ kind: oneOf(['collect']), seats: list(seatIndex, 0, MAX_PLAYERS), secret: oneOf([true]) }),
  token: obj({ kind: oneOf(['token']), seats: list(seatIndex, 0, MAX_PLAYERS), secret: oneOf([true]) }),
  reveal: obj({ kind: oneOf(['reveal']), seats: noSeats, secret: oneOf([false]), seat: seatIndex }),
  artifact: obj({ kind: oneOf(['artifact']), seats: list(seatIndex, 1, 1), secret: oneOf([true]), cards: list(artifactSeen, 1, 5) }),
  curses: obj({ kind: oneOf(['curses']), seats: noSeats, secret: oneOf([false]) }),
  endRound: obj({ kind: oneOf(['endRound']), seats: noSeats, secret: oneOf([false]) }),
  gameOver: obj({ kind: oneOf(['gameOver']), seats: noSeats, secret: oneOf([false]) }),
};
const decision: Check = (v, p) => {
  const kind = isPlain(v) ? v.kind : undefined;
  if (typeof kind !== 'string' || !Object.prototype.hasOwnProperty.call(DECISIONS, kind)) {
    recordFail('BAD_FIELD', `must be a decision (kind ${Object.keys(DECISIONS).join(', ')}), got ${show(kind)}`, `${p}.kind`);
  }
  return DECISIONS[kind]!(v, p);
};

const FRAME = obj({
  version: oneOf([1]),
  game: oneOf(['aztec']),
  seats: list(SEAT, MIN_PLAYERS, MAX_PLAYERS),
  round: num(1, ROUNDS),
  firstPlayer: seatIndex,
  step: oneOf(Object.keys(DECISIONS)),
  decision,
  temple: jewels,
  curses: list(num(0, many), 3),
  supply: num(-many, many),
  artifactDeck: list(artifactSeen, 0, ARTIFACT_COUNT),
  gains: list(seatIndex, 0, MAX_PLAYERS),
  drawn: list(artifactSeen, 0, 5),
  rng: obj({ s: list(oneOf([0]), 4) }),
  hidden: oneOf([true]),
  viewer: oneOf([null]),
  rules: (v, p) => {
    if (v === null) return null;
    const rules = readRuleSet(v, p);
    if (rules === null) recordFail('BAD_FIELD', 'is the shipped rule-set: a position under it has null here', p);
    return rules;
  },
});

/** The first place where `a` and `b` (plain JSON) differ, as a path under `path`; null when they are equal. */
function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return canonical(a) === canonical(b) ? null : path;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  for (const k of keys) {
    const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], Array.isArray(a) ? `${path}[${k}]` : `${path}.${k}`);
    if (d !== null) return d;
  }
  return null;
}

/** Checks a spectator record's frame at `path`; returns a canonical copy. Throws RecordError BAD_FIELD. */
export function readAztecFrame(raw: unknown, path: string): AztecState {
  const frame = FRAME(raw, path) as AztecState;
  const n = frame.seats.length;
  const seatOf = (seat: number, where: string) => {
    if (seat >= n) recordFail('BAD_FIELD', `is seat ${seat}, but the position has ${n} seats`, where);
  };
  seatOf(frame.firstPlayer, `${path}.firstPlayer`);
  frame.decision.seats.forEach((seat, i) => seatOf(seat, `${path}.decision.seats[${i}]`));
  if (frame.decision.kind === 'reveal') seatOf(frame.decision.seat, `${path}.decision.seat`);
  frame.gains.forEach((seat, i) => seatOf(seat, `${path}.gains[${i}]`));
  frame.seats.forEach((st, i) => {
    if (st.token) seatOf(st.token.target, `${path}.seats[${i}].token.target`);
  });
  if (frame.step !== frame.decision.kind) recordFail('BAD_FIELD', `is ${show(frame.step)} but the decision is ${show(frame.decision.kind)}`, `${path}.step`);
  const seen = firstDifference(frame, viewFor(frame, null), path);
  if (seen !== null) recordFail('BAD_FIELD', `the position is not a spectator's view: ${seen} holds what a spectator may not see`, seen);
  return frame;
}
