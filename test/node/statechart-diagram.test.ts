/** The README's statechart diagram is the one the machine gives (scripts/statechart-diagram.ts). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { statechartMermaid } from '../../scripts/statechart-diagram.js';
import { quetzalMachine } from '../../src/machine/quetzal-machine.js';

describe('statechart diagram', () => {
  it('is in the README as generated from the machine, with every state of it', () => {
    const diagram = statechartMermaid();
    assert.ok(readFileSync('README.md', 'utf8').includes(`\`\`\`mermaid\n${diagram}\n\`\`\``), 'README.md is current: run `npm run diagram`');
    const ids: string[] = [];
    const walk = (node: { path: string[]; states: Record<string, unknown> }) => {
      if (node.path.length) ids.push(node.path.join('_'));
      for (const child of Object.values(node.states)) walk(child as typeof node);
    };
    walk(quetzalMachine.root as never);
    for (const id of ids) assert.match(diagram, new RegExp(` as ${id}(\\s|$| \\{)`), `state ${id} is drawn`);
    assert.match(diagram, /live_playing_turn_computer_thinking --> live_playing_turn_computer_decidingHere : after botDeadline/);
    assert.match(diagram, /live_playing_input_committing --> live_playing_input_ready : after inputGuard/);
    assert.match(diagram, /starting_resuming --> starting_creating : error/);
  });
});
