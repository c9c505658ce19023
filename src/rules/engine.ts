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
import type { Decision, DecisionKind, GameEvent, GameState, Move, MoveType } from './types.js';

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

/** Whether a move of `type` answers a decision of `kind` (ANSWERS, as a switch: the check runs on every move). */
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

/**
 * Checks that the move answers the decision (its type and seat), before its own rules. It runs on every
 * move: each field is read once (moves come in many shapes, so every read of one is a slow, generic lookup).
 */
function checkAddressed(s: GameState, move: Move): void {
  if (typeof move !== 'object' || move === null) fail('MALFORMED_MOVE', 'a move is an object with a "type"');
  const type = (move as { type?: unknown }).type;
  if (typeof type !== 'string') fail('MALFORMED_MOVE', 'a move is an object with a "type"');
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
  if (!answers(kind, type as MoveType)) {
    if (!(Object.values(ANSWERS) as MoveType[][]).some((types) => types.includes(type as MoveType)) ) {
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
 * (One function with the try: a call less per move.)
 */
function run(s: GameState, move: Move, ev: Events): void {
  try {
    checkAddressed(s, move);
    runAddressed(s, move, ev);
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
  const d = s.decision;
  // The commonest move first (more than half of a game's moves are placements).
  switch (move.type) {
    case 'place':
      applyPlace(s, move, ev);
      break;
    case 'roll':
      rollAll(s, ev);
      break;
    case 'reroll': {
      if (d.kind !== 'reroll' || !d.tiles.includes(move.tile)) fail('NO_UPGRADE', `no unused ${String(move.tile)} to reroll with`);
      const ids = Array.isArray(move.meeples) ? move.meeples : fail('MALFORMED_MOVE', 'meeples must be an array');
      if (move.tile === 'U01') {
        const st = s.seats[move.seat]!;
        const most = rulesOf(s).effects.U01.meeples;
        if (ids.length < 1 || ids.length > most) fail('MEEPLE_COUNT', `U01 rerolls 1 to ${most} meeples`);
        if (new Set(ids).size !== ids.length || ids.some((id) => typeof id !== 'number' || !st.meeples[id])) {
          fail('UNKNOWN_MEEPLE', `meeples ${JSON.stringify(ids)} are not ${st.name}'s`);
        }
      }
      applyReroll(s, move.seat, move.tile, ids, ev);
      break;
    }
    case 'endRoll':
      s.flow.rerollSeats.shift();
      ev?.push({ type: 'passed', seat: move.seat, what: 'reroll' });
      break;
    case 'campReroll':
      applyCampReroll(s, move.seat, move.meeple, ev);
      break;
    case 'chooseCards':
      applyChooseCards(s, d as Extract<Decision, { kind: 'templeCards' }>, move.cards, ev);
      break;
    case 'keepDrawn':
      applyKeepDrawn(s, move.seat, move.card, ev);
      break;
    case 'blackMarket':
      applyBlackMarket(s, move.seat, move.card, ev);
      break;
    case 'chooseUpgrade':
      applyChooseUpgrade(s, move.seat, move.tile);
      break;
    case 'discardUpgrade':
      applyDiscardUpgrade(s, d as Extract<Decision, { kind: 'discardUpgrade' }>, move.tile, ev);
      break;
    case 'deliver':
      applyDeliver(s, d as Extract<Decision, { kind: 'deliver' }>, move.cards, ev);
      break;
    case 'exchange':
      applyExchange(s, move.seat, move.tile, ev);
      break;
    case 'prepare':
      applyPrepare(s, ev);
      break;
    case 'endExchanges':
      s.flow.rerollSeats.shift();
      ev?.push({ type: 'passed', seat: move.seat, what: 'lastExchanges' });
      break;
  }
  advance(s, ev);
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
