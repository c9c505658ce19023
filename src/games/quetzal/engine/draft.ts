/**
 * The copy applyMove works on: a new state that shares with its input every part the move cannot
 * change (structural sharing), so the input is never changed and most moves copy little.
 *
 * Four moves in five are a placement or a Camp reroll, and they touch few parts:
 *  - a placement that does not end Phase 2: the deciding seat (its meeples and coins), the board's
 *    spaces, bids, Camp and Harbor, the flow and the decision; and the meeples of the seat whose bid
 *    it beats (they go back to its pool);
 *  - a Camp reroll: the deciding seat, the generator (or the scenario's roll queue), the flow and the
 *    decision (it never ends Phase 2: the seat still has the meeple it rerolled).
 * Those get a draft that copies exactly these parts. So do the roll and the Phase-1 rerolls (rollDraft:
 * meeples, coins, the flow and the generator). The moves of Phase 3 copy all but the meeples and the
 * locations' occupants (activationDraft), and share the deck and the discard pile until they change
 * them (state.ts, sharedPiles). The rest — the end of a round, the last placement of a round (it sets
 * off the activations; their draft plus the placement's parts measured 10 % slower than this copy),
 * a move the engine will refuse — get a full copy (cloneState). Parts
 * shared between states (hands, the deck, the display, Occupant and Bid objects…) are never changed in
 * place by a draft's move; the property tests check that applyMove leaves its input as it was.
 */
import { cloneState, hasPool, mapped, poolSize, sharedPiles } from './state.js';
import type { BoardState, FlowState, GameState, Move, SeatIndex, SeatState } from './types.js';

// Shallow copies written as literals in the field order of newGame and cloneState: objects built by
// `{ ...x }` get other hidden classes in V8, and every engine function reading them would slow down.
function shallowState(s: GameState): GameState {
  return {
    version: s.version, seats: s.seats.slice(), firstPlayer: s.firstPlayer, round: s.round, phase: s.phase, decision: s.decision,
    flow: shallowFlow(s.flow), gains: s.gains, board: s.board, deck: s.deck, discard: s.discard, known: s.known ?? [], upgradePile: s.upgradePile,
    automaton: s.automaton, rollQueue: s.rollQueue, rng: s.rng, hidden: s.hidden, rules: s.rules ?? null,
  };
}

function shallowFlow(f: FlowState): FlowState {
  return { rolled: f.rolled, rerollSeats: f.rerollSeats, turn: f.turn, campRerolls: f.campRerolls, step: f.step, harborQueue: f.harborQueue, drawn: f.drawn };
}

function shallowBoard(b: BoardState): BoardState {
  return {
    temple: b.temple, surroundings: b.surroundings, upgradeDisplay: b.upgradeDisplay, stela: b.stela, templeSpaces: b.templeSpaces,
    villageSpaces: b.villageSpaces, bids: b.bids, ships: b.ships, camp: b.camp, harbor: b.harbor,
  };
}

/** Replaces seat `seat` in `seats` (already a copy) by a copy with fresh objects for the meeples `ids`. */
function touchMeeples(seats: SeatState[], seat: number, ids: readonly unknown[]): void {
  const st = seats[seat]!;
  const meeples = st.meeples.slice();
  for (const id of ids) {
    const m = typeof id === 'number' ? meeples[id] : undefined;
    if (m) meeples[id as number] = { id: m.id, character: m.character, face: m.face, placed: m.placed };
  }
  seats[seat] = {
    name: st.name, coins: st.coins, score: st.score, discovery: st.discovery, hand: st.hand, meeples, upgrades: st.upgrades,
    upgradeDiscard: st.upgradeDiscard, rerollsUsed: st.rerollsUsed,
  };
}

/**
 * The copy for a move during the activations (Phase 3): they change cards, coins, VP, the Discovery
 * track, Upgrades, the deck and the generator, but no meeple and nothing on the locations, so the
 * meeples and the board's spaces, bids, Camp and Harbor are shared; the deck and the discard pile are
 * shared until the move first changes them (state.ts, sharedPiles: applyMove ends the sharing after the
 * move); everything else is copied.
 */
function activationDraft(s: GameState): GameState {
  const b = s.board;
  const f = s.flow;
  return {
    version: s.version,
    seats: mapped(s.seats, (p) => ({
      name: p.name, coins: p.coins, score: p.score, discovery: p.discovery, hand: p.hand.slice(), meeples: p.meeples,
      upgrades: p.upgrades.slice(), upgradeDiscard: p.upgradeDiscard.slice(), rerollsUsed: p.rerollsUsed,
    })),
    firstPlayer: s.firstPlayer,
    round: s.round,
    phase: s.phase,
    decision: s.decision,
    flow: { rolled: f.rolled, rerollSeats: f.rerollSeats, turn: f.turn, campRerolls: f.campRerolls, step: f.step, harborQueue: f.harborQueue.slice(), drawn: f.drawn.slice() },
    gains: s.gains.slice(),
    board: {
      temple: b.temple.slice(),
      surroundings: { quarry: b.surroundings.quarry.slice(), small_temple: b.surroundings.small_temple.slice(), ruins: b.surroundings.ruins.slice() },
      upgradeDisplay: b.upgradeDisplay.slice(), stela: b.stela, templeSpaces: b.templeSpaces, villageSpaces: b.villageSpaces,
      bids: b.bids, ships: b.ships, camp: b.camp, harbor: b.harbor,
    },
    // Shared until their first change (ownDeck, ownDiscard: most moves draw no card and discard none).
    deck: (sharedPiles.deck = s.deck),
    discard: (sharedPiles.discard = s.discard),
    known: s.known ? s.known.slice() : [],
    upgradePile: s.upgradePile.slice(),
    automaton: s.automaton && { deck: s.automaton.deck.slice(), card: s.automaton.card },
    rollQueue: s.rollQueue.slice(),
    rng: { s: [s.rng.s[0], s.rng.s[1], s.rng.s[2], s.rng.s[3]] },
    hidden: s.hidden,
    rules: s.rules ?? null,
  };
}

type PlaceMove = Extract<Move, { type: 'place' }>;

/** Whether the placement may be the last of Phase 2 (then the activations follow at once); true for a malformed one. */
function mayEndPhase(s: GameState, seat: SeatIndex, m: PlaceMove): boolean {
  if (!Array.isArray(m.meeples)) return true;
  if (m.meeples.length < poolSize(s.seats[seat]!)) return false;
  for (let i = 0; i < s.seats.length; i++) if (i !== seat && hasPool(s.seats[i]!)) return false;
  return true;
}

/** Replaces seat `seat` in `seats` (already a copy) by a copy with fresh objects for all its meeples. */
function touchAllMeeples(seats: SeatState[], seat: number, rerollsUsed: boolean): void {
  const st = seats[seat]!;
  const meeples = mapped(st.meeples, (m) => ({ id: m.id, character: m.character, face: m.face, placed: m.placed }));
  seats[seat] = {
    name: st.name, coins: st.coins, score: st.score, discovery: st.discovery, hand: st.hand, meeples, upgrades: st.upgrades,
    upgradeDiscard: st.upgradeDiscard, rerollsUsed: rerollsUsed ? st.rerollsUsed.slice() : st.rerollsUsed,
  };
}

/**
 * Whether a Phase-1 move can be drafted: every seat has its meeples in its pool and no Upgrade gain is
 * pending, so the move and the start of the placements touch only meeples, coins, the flow and the
 * generator (a scenario's odd state gets a full copy).
 */
function plainRoll(s: GameState): boolean {
  if (s.gains.length || s.hidden) return false;
  for (let i = 0; i < s.seats.length; i++) if (!hasPool(s.seats[i]!)) return false;
  return true;
}

/**
 * The copy for the roll (every seat's meeples, coins, the generator and the flow) and for a reroll
 * decision (the deciding seat's meeples, coins and used rerolls, the generator and the flow): the
 * board, the cards and the Upgrades are shared.
 */
function rollDraft(s: GameState, seat: SeatIndex | null): GameState {
  const draft = shallowState(s);
  const seats = draft.seats;
  if (seat === null) for (let i = 0; i < seats.length; i++) touchAllMeeples(seats, i, false);
  else touchAllMeeples(seats, seat, true);
  draft.flow.rerollSeats = s.flow.rerollSeats.slice();
  draft.rng = { s: [s.rng.s[0], s.rng.s[1], s.rng.s[2], s.rng.s[3]] };
  draft.rollQueue = s.rollQueue.slice();
  return draft;
}

export function draftFor(s: GameState, move: Move): GameState {
  const d = s.decision;
  if (s.phase === 'roll' && move && ((d.kind === 'roll' && move.type === 'roll')
    || (d.kind === 'reroll' && (move.type === 'reroll' || move.type === 'endRoll') && move.seat === d.seat)) && plainRoll(s)) {
    return rollDraft(s, d.seat);
  }
  if (d.seat === null || !move || (move as { seat?: unknown }).seat !== d.seat || s.hidden) return cloneState(s);
  const seat = d.seat;
  if (s.phase === 'activate') return activationDraft(s);
  const isPlace = move.type === 'place' && d.kind === 'place';
  if (isPlace ? mayEndPhase(s, seat, move) : move.type !== 'campReroll' || d.kind !== 'campReroll') return cloneState(s);
  const draft = shallowState(s);
  const seats = draft.seats;
  if (!isPlace) {
    touchMeeples(seats, seat, [(move as Extract<Move, { type: 'campReroll' }>).meeple]);
    draft.rng = { s: [s.rng.s[0], s.rng.s[1], s.rng.s[2], s.rng.s[3]] };
    draft.rollQueue = s.rollQueue.slice();
    return draft;
  }
  const m = move as PlaceMove;
  touchMeeples(seats, seat, m.meeples);
  const b = s.board;
  const board = (draft.board = shallowBoard(b));
  switch (m.location) {
    case 'stela':
      break;
    case 'temple':
      board.templeSpaces = b.templeSpaces.slice();
      break;
    case 'village':
      board.villageSpaces = b.villageSpaces.slice();
      break;
    case 'camp':
      board.camp = b.camp.slice();
      break;
    case 'harbor':
      board.harbor = b.harbor.slice();
      break;
    default: {
      // A bidding location (or a move the engine will refuse): the bids, and the meeples they send back.
      const bids = b.bids;
      board.bids = { quarry: bids.quarry, small_temple: bids.small_temple, ruins: bids.ruins, black_market: bids.black_market };
      board.ships = b.ships.slice();
      const bid = m.location === 'ship' ? b.ships[typeof m.space === 'number' ? m.space : 0] : b.bids[m.location as keyof typeof b.bids];
      if (bid && bid.holder >= 0 && bid.holder !== seat) touchMeeples(seats, bid.holder, bid.meeples);
    }
  }
  return draft;
}
