/**
 * Writes the JSON files behind demo/diagram.html (and the browser tests' fixtures): positions taken
 * from the shipped lessons (engine GameStates, for `<quetzal-board readonly src="…">`) and a short
 * game record. Run again after a change to the engine's state format: `node --import tsx scripts/diagram-positions.ts`.
 */
import { writeFileSync } from 'node:fs';
import { LESSONS, replayLesson, validateLesson } from '../src/games/quetzal/lessons/index.js';
import { createRecord } from '../src/games/quetzal/records/index.js';

function stateAt(id: string, step: number) {
  const lesson = validateLesson(LESSONS.find((l) => l.id === id));
  return replayLesson(lesson).states[step]!;
}

const write = (path: string, json: unknown) => writeFileSync(path, `${JSON.stringify(json)}\n`);

write('demo/diagrams/temple.json', stateAt('temple-activation', 3));
write('demo/diagrams/quarry.json', stateAt('bidding', 4));
write('demo/diagrams/delivery.json', stateAt('delivering', 3));
write('demo/diagrams/automaton.json', stateAt('automaton', 2));

// A short game record: the temple lesson's moves, replayable by the board's `record` (replay view).
const temple = validateLesson(LESSONS.find((l) => l.id === 'temple-activation'));
const { moves } = replayLesson(temple);
const record = createRecord({ seats: ['Jon', 'Lucy', 'Maria'], seed: temple.seed, scenario: temple.scenario! }, moves, { created: null });
write('demo/diagrams/temple-round.json', record);
write('test/browser/fixtures/position-temple.json', stateAt('temple-activation', 3));
write('test/browser/fixtures/record-temple.json', record);
console.log('wrote demo/diagrams/*.json and test/browser/fixtures/{position,record}-temple.json');
