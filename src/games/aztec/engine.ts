/**
 * The engine's entry points: who decides, the table's move, applying a move. Every move is checked in full
 * before anything changes, so a refused one (RuleError) leaves the state as it was; anything else a
 * garbage move throws while it is read (a getter, a Proxy) becomes MALFORMED_MOVE.
 */
import { checkChoice, checkKeepTuck } from './artifacts.js';
import { checkPick, commitPick } from './collect.js';
import { fail, RuleError } from './errors.js';
import { keepArtifact } from './reveal.js';
import { rulesOf } from './rules.js';
import { playTable } from './table.js';
import { cloneState, type Events } from './state.js';
import { checkToken, commitToken } from './tokens.js';
import type { AztecDecision, AztecEvent, AztecMove, AztecState, SeatIndex } from './types.js';

/** Who must decide now, and what (several seats at once in the collect and token steps). */
export function currentDecision(state: AztecState): AztecDecision {
  return state.decision;
}

/** The one move of a table step (`reveal`, `curses`, `endRound`); null when seats decide or the game is over. */
export function tableMove(state: AztecState): AztecMove | null {
  const kind = state.decision.kind;
  return kind === 'reveal' || kind === 'curses' || kind === 'endRound' ? { type: kind } : null;
}

/** Which decision each move type answers. */
const ANSWERS: Readonly<Record<AztecMove['type'], AztecDecision['kind']>> = {
  collect: 'collect', token: 'token', artifact: 'artifact', reveal: 'reveal', curses: 'curses', endRound: 'endRound',
};

/** The move's seat: a seat of the game (MALFORMED_MOVE otherwise). */
function seatOf(s: AztecState, seat: unknown): SeatIndex {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= s.seats.length) {
    fail('MALFORMED_MOVE', `seat must be a seat of the game (0–${s.seats.length - 1}), not ${JSON.stringify(seat)}`);
  }
  return seat;
}

/** Checks `move` against the state and the rules, then plays it on `s` in place. */
function runChecked(s: AztecState, move: unknown, ev: Events): void {
  if (typeof move !== 'object' || move === null) fail('MALFORMED_MOVE', 'a move is an object with a "type"');
  const m = move as Record<string, unknown>;
  const type = m.type;
  if (typeof type !== 'string') fail('MALFORMED_MOVE', 'a move is an object with a "type"');
  const d = s.decision;
  if (d.kind === 'gameOver') fail('GAME_OVER', 'the game is over');
  if (s.hidden) fail('MALFORMED_MOVE', 'moves apply to the full game state, not to a seat view');
  if (!Object.prototype.hasOwnProperty.call(ANSWERS, type)) fail('MALFORMED_MOVE', `unknown move type ${JSON.stringify(type)}`);
  if (ANSWERS[type as AztecMove['type']] !== d.kind) fail('WRONG_MOVE_TYPE', `the game waits for a ${d.kind} decision, not a ${type} move`);
  switch (type) {
    case 'collect': {
      const seat = seatOf(s, m.seat);
      if (s.seats[seat]!.pick !== null) fail('ALREADY_CHOSEN', `${s.seats[seat]!.name} (seat ${seat}) has already chosen its jewels this round`);
      const j = checkPick(s, seat, m.jewels);
      commitPick(s, seat, j[0], j[1], j[2], ev);
      break;
    }
    case 'token': {
      const seat = seatOf(s, m.seat);
      if (s.seats[seat]!.token !== null) fail('ALREADY_CHOSEN', `${s.seats[seat]!.name} (seat ${seat}) has already placed its token this round`);
      const target = m.target, believe = m.believe;
      checkToken(s, seat, target, believe);
      commitToken(s, seat, target as SeatIndex, believe as boolean, ev);
      break;
    }
    case 'artifact': {
      const seat = seatOf(s, m.seat);
      const gainer = (d as Extract<AztecDecision, { kind: 'artifact' }>).seats[0];
      if (seat !== gainer) fail('NOT_YOUR_DECISION', `it is ${s.seats[gainer]!.name}'s Artifact to choose (seat ${gainer}), not seat ${seat}'s`);
      const keep = m.keep;
      const tuck = checkKeepTuck(s, keep, m.tuck);
      const card = rulesOf(s).artifactCards[keep as number]!;
      const choice = checkChoice(s, seat, card, m.target, m.color);
      keepArtifact(s, seat, keep as number, tuck, choice, ev);
      break;
    }
    default:
      // reveal, curses, endRound: the decision is the table's (checked above).
      playTable(s, type as 'reveal' | 'curses' | 'endRound', ev);
  }
}

/** runChecked, with anything but a RuleError (a garbage move read) turned into MALFORMED_MOVE. */
function run(s: AztecState, move: unknown, ev: Events): void {
  try {
    runChecked(s, move, ev);
  } catch (e) {
    if (e instanceof RuleError) throw e;
    throw new RuleError('MALFORMED_MOVE', `malformed move: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** `move` played on a copy of `state` (which never changes). */
function onCopy(state: AztecState, move: unknown, ev: Events): AztecState {
  const next = cloneState(state);
  run(next, move, ev);
  return next;
}

/** The next state after `move`; `state` is never changed. An illegal move throws RuleError. */
export function applyMove(state: AztecState, move: AztecMove): AztecState {
  return onCopy(state, move, null);
}

/** applyMove, with what happened (for logs and animations). */
export function applyMoveWithEvents(state: AztecState, move: AztecMove): { state: AztecState; events: AztecEvent[] } {
  const events: AztecEvent[] = [];
  return { state: onCopy(state, move, events), events };
}

/**
 * Plays `move` on `state` itself (no copy: the fastest checked path, for simulations and bots that own
 * their state), pushing what happened onto `events` when given. An illegal move throws RuleError and
 * leaves `state` as it was. Returns `state`.
 */
export function applyMoveInPlace(state: AztecState, move: AztecMove, events: AztecEvent[] | null = null): AztecState {
  run(state, move, events);
  return state;
}

/** The RuleError `move` would raise now, or null when it is legal. */
export function checkMove(state: AztecState, move: AztecMove): RuleError | null {
  try {
    onCopy(state, move, null);
    return null;
  } catch (e) {
    return e as RuleError;
  }
}
