/** The README's statechart diagrams are the ones the machines and the engine give (scripts/statechart-diagram.ts). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { aztecPhasesMermaid, aztecStatechartMermaid, diagramOf, fenced, statechartMermaid, TARGETS } from '../../scripts/statechart-diagram.js';
import { quetzalMachine } from '../../src/games/quetzal/statechart/quetzal-machine.js';
import { createBoardMachine } from '../../src/kit/board/board-machine.js';
import { aztecModule } from '../../src/games/aztec/board/aztec-module.js';

/** Every state's Mermaid id (its path), below the root. */
function stateIds(root: unknown): string[] {
  const ids: string[] = [];
  const walk = (node: { path: string[]; states: Record<string, unknown> }) => {
    if (node.path.length) ids.push(node.path.join('_'));
    for (const child of Object.values(node.states)) walk(child as typeof node);
  };
  walk(root as never);
  return ids;
}

const readme = () => readFileSync('README.md', 'utf8');

/** What the README holds between a target's markers. */
function between(name: string): string {
  const target = TARGETS.find((t) => t.name === name)!;
  const text = readme();
  const a = text.indexOf(target.start);
  const b = text.indexOf(target.end);
  assert.ok(a >= 0 && b > a, `README.md has the ${name} markers`);
  return text.slice(a + target.start.length + 1, b);
}

describe('statechart diagram', () => {
  it('is in the README as generated from the machine, with every state of it', () => {
    const diagram = statechartMermaid();
    assert.ok(readme().includes(`\`\`\`mermaid\n${diagram}\n\`\`\``), 'README.md is current: run `npm run diagram`');
    assert.equal(between('statechart'), fenced([diagram]), 'only the machine’s diagram between its markers');
    assert.equal(diagram, diagramOf(quetzalMachine, 'quetzal'), 'drawn by the same code as any machine');
    for (const id of stateIds(quetzalMachine.root)) assert.match(diagram, new RegExp(` as ${id}(\\s|$| \\{)`), `state ${id} is drawn`);
    assert.match(diagram, /live_playing_turn_computer_thinking --> live_playing_turn_computer_decidingHere : after botDeadline/);
    assert.match(diagram, /live_playing_input_committing --> live_playing_input_ready : after inputGuard/);
    assert.match(diagram, /starting_resuming --> starting_creating : error/);
  });
});

describe('Aztec board diagrams', () => {
  it('the kit machine for Aztec is in the README, between its markers, with every state of it', () => {
    const diagram = aztecStatechartMermaid();
    assert.equal(between('aztec-statechart'), fenced([diagram, aztecPhasesMermaid()]), 'README.md is current: run `npm run diagram`');
    const machine = createBoardMachine(aztecModule);
    assert.equal(diagram, diagramOf(machine, 'board'));
    for (const id of stateIds(machine.root)) assert.match(diagram, new RegExp(` as ${id}(\\s|$| \\{)`), `state ${id} is drawn`);
    for (const state of ['handOver', 'person', 'passing', 'table', 'watching']) {
      assert.match(diagram, new RegExp(`state "${state}" as live_playing_turn_${state}\\n`), `state ${state} is named`);
    }
    // Quetzal's documented names: live.playing with its regions, live.gameOver, turn.computer's own states.
    assert.match(diagram, /state "playing" as live_playing \{/);
    assert.match(diagram, /state "gameOver" as live_gameOver\n/);
    for (const state of ['thinking', 'decidingHere', 'showing', 'failed']) {
      assert.match(diagram, new RegExp(`state "${state}" as live_playing_turn_computer_${state}\\n`), `computer state ${state} is named`);
    }
    for (const state of ['idle', 'thinking \\(invokes hint\\)', 'shown', 'failed']) {
      assert.match(diagram, new RegExp(`state "${state}" as live_playing_hint_${state.split(' ')[0]}\\n`), `hint state ${state} is named`);
    }
    assert.match(diagram, /live_playing_hint_shown --> live_playing_hint_idle : always \[hintOutdated\]\n/);
    // A tap counts made on the version now and outside the commit pause (the input region).
    assert.match(diagram, /live_playing_turn_handOver --> live_playing_turn_person : CONTINUE \[fresh & notCommitting\]\n/);
    assert.match(diagram, /live_playing_turn_passing --> live_playing_turn_routing : PASS \[fresh & notCommitting\]\n/);
    assert.match(diagram, /live_playing_turn_table --> live_playing_turn_routing : NEXT \[fresh & notCommitting\]\n/);
    assert.match(diagram, /live_playing_input_committing --> live_playing_input_ready : after inputGuard\n/);
    assert.match(diagram, /live_playing_turn_routing --> live_playing_turn_watching : always \[watching\]\n/);
    assert.match(diagram, /live_playing_turn_table --> live_playing_turn_routing : after tablePause \[tablePaced\]\n/);
    assert.match(diagram, /live_playing_turn --> live_playing_turn_routing : UNDO \[fresh & notCommitting & mayUndo\]\n/);
    assert.match(diagram, /live_playing_turn --> live_playing_turn_routing : MOVE \[fresh & notCommitting & personMayMove\]\n/);
    assert.match(diagram, /live_playing_turn_routing --> live_playing_turn_computer : always\n/);
    assert.match(diagram, /live_playing_turn_computer_routing --> live_playing_turn_computer_decidingHere : always \[decidingHere\]\n/);
    assert.match(diagram, /live_playing_hint --> live_playing_hint_thinking : HINT \[fresh & notCommitting & mayAskHint & not in thinking\]\n/);
    assert.match(diagram, /live_playing --> live_gameOver : always \[gameIsOver\]\n/);
    // The phase region: one state per phase of Aztec's module, each entered from the engine's phase.
    for (const phase of aztecModule.board.phases.names) {
      assert.match(diagram, new RegExp(`live_playing_flow_routing --> live_playing_flow_${phase} : always \\[phaseIs ${phase}\\]\n`), `phase ${phase} is routed to`);
      assert.match(diagram, new RegExp(`live_playing_flow_${phase} --> live_playing_flow_routing : always \\[phaseMoved\\]\n`), `phase ${phase} is left`);
    }
    assert.match(diagram, /starting_resuming --> starting_creating : after loadDeadline\n/);
  });

  it('the phase flow is read off the engine: every phase, in the rounds’ order, with who decides', () => {
    const flow = aztecPhasesMermaid();
    const states = [...flow.matchAll(/^ {2}state "[^"]*" as (\w+)$/gm)].map((m) => m[1]);
    assert.deepEqual(states, [...aztecModule.board.phases.names]);
    const edges = [...flow.matchAll(/^ {2}(\w+) --> (\w+)$/gm)].map((m) => `${m[1]}→${m[2]}`);
    assert.deepEqual(edges, [
      'collect→token', 'token→reveal', 'reveal→artifact', 'reveal→curses', 'artifact→reveal', 'artifact→curses',
      'curses→endRound', 'endRound→collect', 'endRound→gameOver',
    ]);
    assert.match(flow, /^ {2}\[\*\] --> collect$/m);
    assert.match(flow, /^ {2}gameOver --> \[\*\]$/m);
    assert.match(flow, /"collect: every seat, secretly"/);
    assert.match(flow, /"artifact: one seat, secretly"/);
    assert.match(flow, /"reveal: the table"/);
    assert.equal(aztecPhasesMermaid(), flow, 'the same games every time');
  });
});
