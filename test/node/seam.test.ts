/**
 * The kit's seam (src/kit/game-engine.ts), held by every game: whole games played through the seam
 * alone — any decider, in any order, or the table — end with standings; every listed move is accepted,
 * every refusal is a RuleError that changes nothing, the input state is never changed, and a view never
 * holds what its seat may not see. The same checks for each game: a third game adds one line here.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { GameEngine } from '../../src/kit/game-engine.js';
import { RuleError } from '../../src/kit/rule-error.js';
import { nextInt, seedRng } from '../../src/kit/random.js';
import { canonical } from '../../src/kit/canonical.js';
import { quetzalEngine } from '../../src/games/quetzal/engine-seam.js';
import { aztecEngine } from '../../src/games/aztec/engine-seam.js';

type AnyEngine = GameEngine<unknown, unknown, unknown, { players: number; seed: string }>;

const GAMES: [AnyEngine, number][] = [
  [quetzalEngine as unknown as AnyEngine, 12],
  [aztecEngine as unknown as AnyEngine, 60],
];

/** Plays one game through the seam: a random decider (not always the first), a random move of it. */
function play(engine: AnyEngine, players: number, seed: string, each: (state: unknown, move: unknown) => void): unknown {
  const rng = seedRng(seed);
  let state = engine.newGame({ players, seed });
  for (let step = 0; !engine.isOver(state); step++) {
    assert.ok(step < 20_000, 'the game ends');
    const deciders = engine.deciders(state);
    const table = engine.tableMove(state);
    assert.equal(deciders.length === 0, table !== null, 'either seats decide or the table moves');
    let move = table;
    if (!move) {
      const seats = deciders.map((d) => d.seat);
      assert.deepEqual(seats, [...seats].sort((a, b) => a - b), 'deciders in seat order');
      const seat = seats[nextInt(rng, seats.length)]!;
      const moves = engine.legalMoves(state, seat);
      assert.ok(moves.length > 0, `seat ${seat} decides and has moves`);
      move = moves[nextInt(rng, moves.length)]!;
      assert.equal(engine.moveSeat(move), seat);
    }
    each(state, move);
    const before = canonical(state);
    assert.equal(engine.checkMove(state, move), null);
    state = engine.applyWithEvents(state, move).state;
    assert.notEqual(canonical(state), before, 'a move changes the game');
  }
  return state;
}

for (const [engine, games] of GAMES) {
  describe(`the kit's seam: ${engine.id}`, () => {
    it(`plays ${games} whole games at every seat count through the seam alone, each ending with standings`, () => {
      for (let g = 0; g < games; g++) {
        const players = engine.seats.min + (g % (engine.seats.max - engine.seats.min + 1));
        const end = play(engine, players, `seam-${engine.id}-${g}`, () => {});
        const standings = engine.standings(end);
        assert.equal(standings.length, players);
        assert.ok(standings.some((s) => s.winner && s.rank === 1));
        assert.deepEqual(engine.deciders(end), []);
        assert.equal(engine.tableMove(end), null);
      }
    });

    it('never changes its input; refuses any value as a move with a RuleError that changes nothing', () => {
      const garbage: unknown[] = [null, 7, 'move', {}, { type: 'nope' }, { type: 'collect', seat: 99 }, []];
      play(engine, engine.seats.max, `seam-${engine.id}-input`, (state, move) => {
        const before = canonical(state);
        engine.applyWithEvents(state, move);
        assert.equal(canonical(state), before, 'applyWithEvents leaves its input as it was');
        for (const bad of garbage) {
          const refusal = engine.checkMove(state, bad);
          assert.ok(refusal instanceof RuleError, `${JSON.stringify(bad)} is refused with a RuleError`);
          assert.throws(() => engine.applyWithEvents(state, bad), (e: unknown) => e instanceof RuleError && e.code === refusal.code);
          assert.equal(canonical(state), before);
        }
      });
    });

    it("a seat's view is marked hidden and holds no generator", () => {
      const a = engine.newGame({ players: engine.seats.min, seed: 'view-a' });
      const view = engine.viewFor(a, 0) as { rng?: { s: number[] }; hidden?: boolean };
      assert.equal(view.hidden, true);
      assert.ok(!view.rng || view.rng.s.every((x) => x === 0), 'no generator in a view');
    });
  });
}
