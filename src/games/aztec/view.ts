/**
 * What a seat may see (`viewFor`), of an event (`eventFor`) and of a move (`publicMove`).
 *
 * Hidden from a seat: every Jewel deck's order and contents (its own too: face down); another seat's card
 * until it is revealed; another seat's pick until every seat has chosen, its token until every token is
 * placed; the Artifact deck but for the cards whose place the seat knows (it tucked them, or saw them
 * played); the cards another seat drew; the generator. A spectator (`null`) sees what every seat sees.
 * Shown to all: each seat's record of past reveals (`reveals`), which counts only cards the table saw.
 */
import { fail } from './errors.js';
import { cloneState } from './state.js';
import { HIDDEN, type AztecEvent, type AztecMove, type AztecPublicMove, type AztecState, type SeatIndex } from './types.js';

/** The Artifact ids every seat knows the place of (the immediate Artifacts played face up): public knowledge. */
function publicKnows(s: AztecState): number[] {
  const [first, ...others] = s.seats;
  return first!.knows.filter((id) => others.every((st) => st.knows.includes(id)));
}

/** The game as `seat` may see it (null: a spectator). A view is marked `hidden`, with its `viewer`; moves do not apply to it. */
export function viewFor(state: AztecState, seat: SeatIndex | null): AztecState {
  if (seat !== null && (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= state.seats.length)) {
    fail('BAD_OPTIONS', `no seat ${JSON.stringify(seat)} in a ${state.seats.length}-seat game`);
  }
  const v = cloneState(state);
  const shared = publicKnows(state);
  // Picks are served, and shown, once every seat has chosen; tokens once every token is placed.
  const picksShown = state.step !== 'collect';
  const tokensShown = picksShown && state.step !== 'token';
  v.seats.forEach((st, i) => {
    st.deck.fill(HIDDEN);
    if (i === seat) return;
    if (st.card !== null && !st.revealed) st.card = HIDDEN;
    if (!picksShown) st.pick = null;
    if (!tokensShown) st.token = null;
    st.knows = st.knows.filter((id) => shared.includes(id));
  });
  const known = seat === null ? shared : state.seats[seat]!.knows;
  v.artifactDeck = v.artifactDeck.map((id) => (known.includes(id) ? id : HIDDEN));
  const d = v.decision;
  if (d.kind === 'artifact' && d.seats[0] !== seat) {
    d.cards.fill(HIDDEN);
    v.drawn.fill(HIDDEN);
  }
  v.rng = { s: [0, 0, 0, 0] };
  v.hidden = true;
  v.viewer = seat;
  return v;
}

/**
 * An event as `seat` may see it (null: a spectator). Every Aztec event is told when its content becomes
 * public (a pick or a token is told without its content; all picks and all tokens at once when every
 * seat has chosen; a kept Artifact lies face up; the cards drawn and tucked are never in an event), so
 * each seat sees every event whole: this is the event itself.
 */
export function eventFor(event: AztecEvent, seat: SeatIndex | null): AztecEvent {
  void seat;
  return event;
}

/**
 * What everyone may know of a move, for a record shared with spectators: a collect or token move without
 * its content (secret until the picks, then the tokens, are shown: the `collected` and `tokensShown`
 * events tell it), an artifact move with its tuck order HIDDEN (secret forever; the card kept or played
 * is face up). The table's moves are public.
 */
export function publicMove(move: AztecMove): AztecPublicMove {
  switch (move.type) {
    case 'collect':
    case 'token':
      return { type: move.type, seat: move.seat };
    case 'artifact': {
      const out: AztecPublicMove = { type: 'artifact', seat: move.seat, keep: move.keep, tuck: move.tuck.map(() => HIDDEN) };
      if (move.target !== undefined) out.target = move.target;
      if (move.color !== undefined) out.color = move.color;
      return out;
    }
    default:
      return { type: move.type };
  }
}
