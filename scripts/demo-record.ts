/**
 * Writes demo/records/three-player-game.json: a whole 3-player game between medium computer players,
 * as a game record, for the replay demo page. Deterministic: run again to regenerate the same file.
 */
import { writeFileSync } from 'node:fs';
import { applyMove, currentDecision, legalMoves, newGame, viewFor, type Move, type NewGameOptions } from '../src/games/quetzal/engine/index.js';
import { chooseMove } from '../src/games/quetzal/bots/index.js';
import { createRecord } from '../src/games/quetzal/records/index.js';

const options: NewGameOptions = { seats: ['Lucy', 'Jon', 'Maria'], seed: 'replay-demo' };
let game = newGame(options);
const moves: Move[] = [];
while (currentDecision(game).kind !== 'gameOver') {
  const seat = currentDecision(game).seat;
  const move = seat === null ? legalMoves(game)[0]! : chooseMove(viewFor(game, seat), { strength: 'medium', seed: `demo-${seat}` });
  game = applyMove(game, move);
  moves.push(move);
}
const record = createRecord(options, moves, { created: '2026-11-22T00:00:00.000Z' });
writeFileSync('demo/records/three-player-game.json', `${JSON.stringify(record)}\n`);
console.log(`demo/records/three-player-game.json: ${moves.length} moves`);
