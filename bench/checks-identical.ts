/**
 * Speed work on the move checks must not change a single refusal. This script plays seeded random
 * 2–5-seat games and, at every state, offers two source trees' engines the same moves — the legal ones
 * (legalMoves, randomMove's) and many illegal ones made from them: every field changed to wrong values
 * (seat, type, location, meeples, space, colour, cards, tile, meeple, card), non-objects, unknown types,
 * on the full state, on a seat's view and after the game's end — through checkMove and applyMoveInPlace.
 * Each answer (null, or the RuleError's code, message and params; and the state after applyMoveInPlace,
 * which must be the input itself after a refusal) must be the same in both trees:
 *   node --import tsx bench/checks-identical.ts <dir> [games per seat count]
 * <dir> holds the other tree's src/ (e.g. main's: `git archive main src | tar -x -C <dir>`). Prints the
 * number of moves compared and exits 1 at the first difference.
 */
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GameState, Move } from '../src/games/quetzal/engine/index.js';

interface Lib {
  newGame(o: { players: number; seed: string }): GameState;
  legalMoves(s: GameState): Move[];
  checkMove(s: GameState, m: Move): { code: string; message: string; params: object } | null;
  applyMoveInPlace(s: GameState, m: Move): GameState;
  randomMove(s: GameState, random: () => number): Move;
  viewFor(s: GameState, seat: number | null): GameState;
  seedRng(seed: string): { s: number[] };
  nextFloat(rng: { s: number[] }): number;
}

async function load(root: string, name: string): Promise<Lib> {
  mkdirSync('bench/.cache', { recursive: true });
  const outfile = resolve(`bench/.cache/${name}-${process.pid}.mjs`);
  await build({
    stdin: {
      contents: "export { applyMoveInPlace, checkMove, legalMoves, newGame, nextFloat, randomMove, seedRng, viewFor } from './src/games/quetzal/engine/index.ts';\n",
      resolveDir: resolve(root), loader: 'ts',
    },
    bundle: true, format: 'esm', platform: 'node', target: 'node20', outfile, logLevel: 'error', conditions: ['production'],
  });
  return (await import(pathToFileURL(outfile).href)) as Lib;
}

const [dirArg, gamesArg] = process.argv.slice(2);
if (!dirArg) throw new Error('usage: checks-identical.ts <dir> [games per seat count]');
const base = await load(dirArg, 'checks-identical-base');
const current = await load('.', 'checks-identical-current');
const games = Number(gamesArg ?? 40);

const WRONG: Record<string, unknown[]> = {
  seat: [undefined, null, -1, 0, 1, 2, 3, 4, 5, 1.5, '0'],
  type: [undefined, null, 7, 'bogus', 'roll', 'reroll', 'endRoll', 'place', 'campReroll', 'chooseCards', 'keepDrawn', 'blackMarket', 'chooseUpgrade', 'discardUpgrade', 'deliver', 'exchange', 'prepare', 'endExchanges', 'toString'],
  location: [undefined, 'nowhere', 'camp', 'stela', 'temple', 'quarry', 'small_temple', 'ruins', 'black_market', 'village', 'harbor', 'ship', 'toString'],
  meeples: [undefined, [], 'x', [99], [-1], [0, 0], [0], [1], [0, 1], [0, 1, 2], [1, 2, 3, 4], [0.5], ['0'], [null], [Number.NaN, Number.NaN]],
  space: [undefined, null, -1, 0, 1, 2, 3, 4, 5, 1.5, '1'],
  color: [undefined, null, 'adventurer', 'archaeologist', 'purple'],
  cards: [undefined, [], 'x', [999], [0, 0], ['1'], [null]],
  tile: [undefined, null, 'U01', 'U02', 'U07', 'U10', 999, 0],
  meeple: [undefined, null, -1, 0, 1, 99, '0'],
  card: [undefined, null, -1, 0, 999, '0'],
};

/** The move, and copies of it with one field changed (or removed) each; plus a few non-moves. */
function probes(move: Move, s: GameState): unknown[] {
  const out: unknown[] = [move, null, 42, 'place', {}, { seat: 0 }];
  const m = move as unknown as Record<string, unknown>;
  for (const [field, values] of Object.entries(WRONG)) {
    for (const v of values) {
      const copy = { ...m };
      if (v === undefined) delete copy[field];
      else copy[field] = v;
      out.push(copy);
    }
  }
  // Cards really in a hand or on display, in wrong numbers; another seat's placement.
  const d = s.decision;
  if (d.seat !== null) {
    const hand = s.seats[d.seat]!.hand;
    out.push({ ...m, cards: hand.slice(0, 1) }, { ...m, cards: hand.slice(0, 2) }, { ...m, cards: hand.slice(0, 4) }, { ...m, card: hand[0] });
    const temple = s.board.temple.filter((c) => c !== null);
    out.push({ ...m, cards: temple.slice(0, 1) }, { ...m, cards: temple.slice(0, 2) }, { ...m, cards: [temple[0], temple[0]] });
    const tile = s.board.upgradeDisplay.find((t) => t !== null);
    if (tile !== undefined) out.push({ ...m, tile });
    out.push({ ...m, seat: (d.seat + 1) % s.seats.length });
  }
  return out;
}

function answer(lib: Lib, s: GameState, move: unknown): string {
  const e = lib.checkMove(s, move as Move);
  const checked = e === null ? 'null' : `${e.code}|${e.message}|${JSON.stringify(e.params)}`;
  const own = structuredClone(s);
  const before = JSON.stringify(own);
  let applied: string;
  try {
    lib.applyMoveInPlace(own, structuredClone(move) as Move);
    applied = `ok ${JSON.stringify(own)}`;
  } catch (err) {
    const x = err as { code?: string; message: string };
    if (JSON.stringify(own) !== before) throw new Error(`a refused move changed the state: ${JSON.stringify(move)}`);
    applied = `${x.code}|${x.message}`;
  }
  return `${checked}\n${applied}`;
}

let compared = 0;
function compare(s: GameState, move: unknown, where: string): void {
  const a = answer(base, s, move), b = answer(current, s, move);
  compared++;
  if (a !== b) {
    console.error(`DIFFERENT (${where}) for move ${JSON.stringify(move)}:\n base:    ${a.slice(0, 400)}\n current: ${b.slice(0, 400)}`);
    process.exit(1);
  }
}

for (let players = 2; players <= 5; players++) {
  for (let g = 0; g < games; g++) {
    const rng = base.seedRng(`checks-${players}-${g}`);
    const random = () => base.nextFloat(rng);
    const s = base.newGame({ players, seed: `checks-${players}-${g}` });
    let step = 0;
    while (s.decision.kind !== 'gameOver') {
      const move = base.randomMove(s, random);
      // Every state's drawn move with its variants; every 5th state, every legal move, and the view's refusals.
      for (const p of probes(move, s)) compare(s, p, `${players} seats, game ${g}, step ${step}`);
      if (step % 5 === 0) {
        for (const legal of base.legalMoves(s)) compare(s, legal, `${players} seats, game ${g}, step ${step}, legal`);
        const view = base.viewFor(s, 0);
        compare(view, move, `${players} seats, game ${g}, step ${step}, seat view`);
      }
      base.applyMoveInPlace(s, move);
      step++;
    }
    compare(s, { type: 'roll' }, 'game over');
    compare(s, { type: 'place', seat: 0, location: 'camp', meeples: [0] }, 'game over');
  }
}
console.log(`checks-identical: ${compared} moves, the same answers in both trees`);
