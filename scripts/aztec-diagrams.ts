/**
 * `node --import tsx scripts/aztec-diagrams.ts`: the record behind demo/aztec-article.html's diagrams —
 * a seeded 4-seat game of medium computers, as a spectator record (no seed, no card order, nothing hidden),
 * written to demo/aztec-diagrams/game.json; prints the move after which each reveal case first shows, for
 * the article's `at` attributes.
 */
import { writeFileSync } from 'node:fs';
import { applyMoveWithEvents, createAztecRecord, aztecSpectatorRecord, newGame, tableMove, viewFor, type AztecMove } from '../src/games/aztec/index.js';
import { chooseMove } from '../src/games/aztec/bots/index.js';

const options = { seats: ['Ana', 'Bruno', 'Chloé', 'Diego'], seed: 'article' };
let state = newGame(options);
const moves: AztecMove[] = [];
const firstCase = new Map<number, number>();
while (state.decision.kind !== 'gameOver') {
  const seat = state.decision.seats[0];
  const move = seat === undefined ? tableMove(state)! : chooseMove(viewFor(state, seat), { strength: 'medium', seed: moves.length });
  const step = applyMoveWithEvents(state, move);
  state = step.state;
  moves.push(move);
  for (const e of step.events) if (e.type === 'revealed' && !firstCase.has(e.case)) firstCase.set(e.case, moves.length);
}
const record = aztecSpectatorRecord(createAztecRecord(options, moves, { created: '2026-12-01T00:00:00.000Z' }));
writeFileSync('demo/aztec-diagrams/game.json', `${JSON.stringify(record)}\n`);
console.log(`demo/aztec-diagrams/game.json: ${moves.length} moves; first reveal of each case after move`, Object.fromEntries([...firstCase].sort()));
