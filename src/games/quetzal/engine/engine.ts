/**
 * The engine's entry points: apply a move, ask whose decision it is. Every move is checked against
 * the rules before anything changes; an illegal one throws RuleError and leaves the state as it was.
 */
import { fail, RuleError } from './errors.js';
import { advance } from './flow.js';
import { applyReroll, rollAll } from './roll.js';
import { rulesOf } from './ruleset.js';
import {
  applyBlackMarket, applyCampReroll, applyChooseCards, applyChooseUpgrade, applyDeliver, applyDiscardUpgrade, applyExchange,
  applyKeepDrawn, applyPlace, applyPrepare,
} from './phase3-calls.js';
import { cloneState, sharedPiles, type Events } from './state.js';
import { draftFor } from './draft.js';
import type { Decision, DecisionKind, GameEvent, GameState, Move, MoveType, SeatState } from './types.js';

/** Which move types answer each decision ("exchange" answers none: its holder makes it at any moment). */
const ANSWERS: Readonly<Record<DecisionKind, readonly MoveType[]>> = {
  roll: ['roll'],
  reroll: ['reroll', 'endRoll'],
  place: ['place'],
  campReroll: ['campReroll'],
  templeCards: ['chooseCards'],
  keepDrawn: ['keepDrawn'],
  blackMarket: ['blackMarket'],
  chooseUpgrade: ['chooseUpgrade'],
  discardUpgrade: ['discardUpgrade'],
  deliver: ['deliver'],
  prepare: ['prepare'],
  lastExchanges: ['endExchanges'],
  gameOver: [],
};

/** Who must decide now, and what. */
export function currentDecision(state: GameState): Decision {
  return state.decision;
}

/**
 * The table's own step, when the decision is the table's (seat null): the roll, or the end of a round.
 * It has exactly one move; null when a seat decides or the game is over.
 */
export function tableMove(state: GameState): Move | null {
  const kind = state.decision.kind;
  return kind === 'roll' ? { type: 'roll' } : kind === 'prepare' ? { type: 'prepare' } : null;
}

/** Whether a move of `type` answers a decision of `kind` (ANSWERS; the full check's, checkAddressed). */
function answers(kind: DecisionKind, type: MoveType): boolean {
  switch (kind) {
    case 'place': return type === 'place';
    case 'campReroll': return type === 'campReroll';
    case 'deliver': return type === 'deliver';
    case 'templeCards': return type === 'chooseCards';
    case 'reroll': return type === 'reroll' || type === 'endRoll';
    default: return ANSWERS[kind].includes(type);
  }
}

/** The move's type, read once; MALFORMED_MOVE when it is not an object with a string "type". */
function moveType(move: Move): MoveType {
  if (typeof move !== 'object' || move === null) fail('MALFORMED_MOVE', 'a move is an object with a "type"');
  const type = (move as { type?: unknown }).type;
  if (typeof type !== 'string') fail('MALFORMED_MOVE', 'a move is an object with a "type"');
  return type as MoveType;
}

/**
 * Checks that the move answers the decision (its type and seat), before its own rules, in full: each
 * refusal in its order. runTyped asks for it only when its short check per move type does not pass.
 */
function checkAddressed(s: GameState, move: Move): void {
  const type = moveType(move);
  const d = s.decision;
  const kind = d.kind;
  if (kind === 'gameOver') fail('GAME_OVER', 'the game is over');
  if (s.hidden) fail('MALFORMED_MOVE', 'moves apply to the full game state, not to a seat view');
  const seat = (move as { seat?: unknown }).seat;
  if (type === 'exchange') {
    // "At any time" [rulebook]: its holder exchanges whoever decides now; the decision stays where it was.
    if (typeof seat !== 'number' || !s.seats[seat]) fail('MALFORMED_MOVE', `an exchange names a seat of the game (0–${s.seats.length - 1}), not ${JSON.stringify(seat)}`);
    return;
  }
  if (!answers(kind, type)) {
    if (!(Object.values(ANSWERS) as MoveType[][]).some((types) => types.includes(type)) ) {
      fail('MALFORMED_MOVE', `unknown move type ${JSON.stringify(type)}`);
    }
    fail('WRONG_MOVE_TYPE', `the game waits for a ${kind} decision, not a ${type} move`);
  }
  const decider = d.seat;
  if (decider === null) return;
  if (seat !== decider) fail('NOT_YOUR_DECISION', `it is ${s.seats[decider]!.name}'s decision (seat ${decider}), not seat ${JSON.stringify(seat)}'s`);
}

/**
 * Runs one move on `s` in place. Validation happens before any change, so a RuleError leaves `s`
 * intact. Anything else thrown (a garbage move reaching a field access) becomes MALFORMED_MOVE.
 * (One function with the try: a call less per move.) The address check is runTyped's, per move type.
 */
function run(s: GameState, move: Move, ev: Events): void {
  try {
    runTyped(s, move, moveType(move), true, ev);
  } catch (e) {
    if (e instanceof RuleError) throw e;
    throw new RuleError('MALFORMED_MOVE', `malformed move: ${(e as Error).message}`);
  }
}

/**
 * Runs a move already known to answer the decision (its type and seat): the checks of each move's
 * own rules still run. randomMove's moves are (applyRandomMoveInPlace).
 */
export function runAddressed(s: GameState, move: Move, ev: Events): void {
  runTyped(s, move, move.type, false, ev);
}

type MoveOf<T extends MoveType> = Extract<Move, { type: T }>;

/**
 * Runs a move of `type` (read once by the caller); with `check`, first checks that it answers the decision.
 * The rare moves (a few per game) take the full check, checkAddressed. The common ones check in short, in
 * their case: the decision kind the type answers, a full state (not a seat view) and the deciding seat;
 * when any differs, checkAddressed runs in full and throws the refusal (or finds the move addressed after
 * all). Written out in each case rather than in a helper: each case's reads of the decision and of the move
 * then see one decision shape and one move type, where a shared read sees them all and is a slow, generic
 * lookup on every move.
 */
function runTyped(s: GameState, move: Move, type: MoveType, check: boolean, ev: Events): void {
  const d = s.decision;
  // The commonest move first (more than half of a game's moves are placements).
  switch (type) {
    case 'place': {
      const m = move as MoveOf<'place'>;
      if (check && (d.kind !== 'place' || s.hidden || m.seat !== d.seat)) checkAddressed(s, move);
      applyPlace(s, m, ev);
      break;
    }
    case 'roll':
      if (check && (d.kind !== 'roll' || s.hidden || d.seat !== null)) checkAddressed(s, move);
      rollAll(s, ev);
      break;
    case 'reroll': {
      const m = move as MoveOf<'reroll'>;
      if (check && (d.kind !== 'reroll' || s.hidden || m.seat !== d.seat)) checkAddressed(s, move);
      if (d.kind !== 'reroll' || !d.tiles.includes(m.tile)) fail('NO_UPGRADE', `no unused ${String(m.tile)} to reroll with`);
      const ids = Array.isArray(m.meeples) ? m.meeples : fail('MALFORMED_MOVE', 'meeples must be an array');
      if (m.tile === 'U01') {
        const st = s.seats[m.seat]!;
        const most = rulesOf(s).effects.U01.meeples;
        if (ids.length < 1 || ids.length > most) fail('MEEPLE_COUNT', `U01 rerolls 1 to ${most} meeples`);
        if (!ownDistinct(ids, st.meeples)) fail('UNKNOWN_MEEPLE', `meeples ${JSON.stringify(ids)} are not ${st.name}'s`);
      }
      applyReroll(s, m.seat, m.tile, ids, ev);
      break;
    }
    case 'endRoll': {
      const m = move as MoveOf<'endRoll'>;
      if (check) checkAddressed(s, move);
      s.flow.rerollSeats.shift();
      ev?.push({ type: 'passed', seat: m.seat, what: 'reroll' });
      break;
    }
    case 'campReroll': {
      const m = move as MoveOf<'campReroll'>;
      if (check && (d.kind !== 'campReroll' || s.hidden || m.seat !== d.seat)) checkAddressed(s, move);
      applyCampReroll(s, m.seat, m.meeple, ev);
      break;
    }
    case 'chooseCards': {
      const m = move as MoveOf<'chooseCards'>;
      if (check && (d.kind !== 'templeCards' || s.hidden || m.seat !== d.seat)) checkAddressed(s, move);
      applyChooseCards(s, d as Extract<Decision, { kind: 'templeCards' }>, m.cards, ev);
      break;
    }
    case 'keepDrawn': {
      const m = move as MoveOf<'keepDrawn'>;
      if (check) checkAddressed(s, move);
      applyKeepDrawn(s, m.seat, m.card, ev);
      break;
    }
    case 'blackMarket': {
      const m = move as MoveOf<'blackMarket'>;
      if (check) checkAddressed(s, move);
      applyBlackMarket(s, m.seat, m.card, ev);
      break;
    }
    case 'chooseUpgrade': {
      const m = move as MoveOf<'chooseUpgrade'>;
      if (check && (d.kind !== 'chooseUpgrade' || s.hidden || m.seat !== d.seat)) checkAddressed(s, move);
      applyChooseUpgrade(s, m.seat, m.tile);
      break;
    }
    case 'discardUpgrade': {
      const m = move as MoveOf<'discardUpgrade'>;
      if (check) checkAddressed(s, move);
      applyDiscardUpgrade(s, d as Extract<Decision, { kind: 'discardUpgrade' }>, m.tile, ev);
      break;
    }
    case 'deliver': {
      const m = move as MoveOf<'deliver'>;
      if (check && (d.kind !== 'deliver' || s.hidden || m.seat !== d.seat)) checkAddressed(s, move);
      applyDeliver(s, d as Extract<Decision, { kind: 'deliver' }>, m.cards, ev);
      break;
    }
    case 'exchange': {
      if (check) checkAddressed(s, move);
      const m = move as MoveOf<'exchange'>;
      applyExchange(s, m.seat, m.tile, ev);
      break;
    }
    case 'prepare':
      if (check && (d.kind !== 'prepare' || s.hidden || d.seat !== null)) checkAddressed(s, move);
      applyPrepare(s, ev);
      break;
    case 'endExchanges': {
      const m = move as MoveOf<'endExchanges'>;
      if (check) checkAddressed(s, move);
      s.flow.rerollSeats.shift();
      ev?.push({ type: 'passed', seat: m.seat, what: 'lastExchanges' });
      break;
    }
    default:
      // Not a move type: the full check refuses it (MALFORMED_MOVE, or first GAME_OVER or a seat view's refusal).
      if (check) checkAddressed(s, move);
  }
  advance(s, ev);
}

/**
 * Whether the ids are distinct meeples of `meeples` (holes skipped, a hole counting as undefined among
 * the values: what `new Set(ids).size === ids.length && !ids.some(…)` says, with no Set and no closure).
 */
function ownDistinct(ids: readonly unknown[], meeples: SeatState['meeples']): boolean {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    if ((typeof id !== 'number' || !meeples[id]) && i in ids) return false;
    // Set's equality (SameValueZero): NaN equals NaN.
    for (let j = 0; j < i; j++) if (ids[j] === id || (ids[j] !== ids[j] && id !== id)) return false;
  }
  return true;
}

/**
 * The next state after `move`. The input is never changed; an illegal move throws RuleError. The new
 * state shares the parts the move did not change with the input (see draft.ts): treat states as
 * values, and take a cloneState before changing one in place (applyMoveInPlace).
 */
export function applyMove(state: GameState, move: Move): GameState {
  const next = draftFor(state, move);
  try {
    run(next, move, null);
  } finally {
    sharedPiles.deck = sharedPiles.discard = null;
  }
  return next;
}

/** Like applyMove, also returning what happened (for logs and animations). */
export function applyMoveWithEvents(state: GameState, move: Move): { state: GameState; events: GameEvent[] } {
  const next = cloneState(state);
  const events: GameEvent[] = [];
  run(next, move, events);
  return { state: next, events };
}

/**
 * Applies a move to `state` itself, with no copy: the fast path for simulations and bot rollouts that
 * own their state. Atomic like applyMove: a RuleError is thrown before anything changes.
 */
export function applyMoveInPlace(state: GameState, move: Move, events: GameEvent[] | null = null): GameState {
  run(state, move, events);
  return state;
}

/** The RuleError a move would raise, or null when it is legal. Never changes the state. */
export function checkMove(state: GameState, move: Move): RuleError | null {
  try {
    run(cloneState(state), move, null);
    return null;
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
}

export function isLegal(state: GameState, move: Move): boolean {
  return checkMove(state, move) === null;
}
