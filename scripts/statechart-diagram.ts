/**
 * `npm run diagram` (part of `npm run build`): the boards' statecharts as Mermaid `stateDiagram-v2`s,
 * generated from each machine's own configuration (never drawn by hand) by the same code (`diagramOf`),
 * written into README.md between each target's markers: Quetzal's machine between `statechart:start` /
 * `statechart:end`; the kit's board machine for Aztec (`createBoardMachine(aztecModule)`), with Aztec's
 * phase flow read off seeded games of its engine, between `aztec-statechart:start` / `aztec-statechart:end`.
 * `--check`: exit 1 if a README diagram is not the one the code gives (test/node/statechart-diagram.test.ts
 * runs it).
 *
 * What is drawn: every state (compound states as boxes, parallel regions split by `--`), every
 * transition with a target, labelled with its event — `done: actor` / `error: actor` for an invoked
 * actor's answer, `after delay` for a timeout, `always` for an eventless one — and its guard in [ ];
 * each state's invoked actors in its name. Transitions that only run actions are left out, and so are
 * the routes into a phase's decision states (the engine's current decision picks one).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { quetzalMachine } from '../src/games/quetzal/statechart/quetzal-machine.js';
import { createBoardMachine } from '../src/kit/board/board-machine.js';
import { aztecModule } from '../src/games/aztec/board/aztec-module.js';
import { applyMove, currentDecision, legalMoves, newGame, nextFloat, seedRng, tableMove, type AztecMove } from '../src/games/aztec/index.js';

type Transition = { eventType: string; target?: readonly AnyStateNode[]; guard?: unknown };

/** A Mermaid-safe id for a state (its path; the root's is the one given). */
const idFor = (rootId: string) => (node: AnyStateNode) => (node.path.length ? node.path.join('_') : rootId);

function guardName(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  const g = guard as { type?: string; params?: Record<string, unknown>; guards?: unknown[]; stateValue?: unknown; check?: { name?: string } };
  if (g.type) return g.params ? `${g.type} ${Object.values(g.params).join(' ')}` : g.type;
  // and([...]) / or([...]) / not(...) / stateIn(...): XState's guard functions, with the parts they check.
  const parts = (g.guards ?? []).map(guardName);
  switch (g.check?.name) {
    case 'checkAnd': return parts.join(' & ');
    case 'checkOr': return `(${parts.join(' or ')})`;
    case 'checkNot': return `not ${parts[0]}`;
    case 'checkStateIn': return `in ${String(g.stateValue).split('.').pop()}`;
    default: return 'guard';
  }
}

function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const done = /^xstate\.done\.actor\.\d+\.(.+)$/.exec(eventType);
  if (done) return 'done';
  const error = /^xstate\.error\.actor\.\d+\.(.+)$/.exec(eventType);
  if (error) return 'error';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  return eventType;
}

function transitionsOf(node: AnyStateNode): Transition[] {
  const out: Transition[] = [];
  for (const list of node.transitions.values()) out.push(...(list as Transition[]));
  for (const t of (node.always ?? []) as Transition[]) out.push({ ...t, eventType: '' });
  return out;
}

function stateLines(idOf: (node: AnyStateNode) => string, node: AnyStateNode, indent: string, lines: string[], edges: string[]): void {
  const invokes = node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id)).filter(Boolean);
  const name = `${node.key}${invokes.length ? ` (invokes ${invokes.join(', ')})` : ''}`;
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) {
    lines.push(`${indent}state "${name}" as ${idOf(node)}`);
  } else {
    lines.push(`${indent}state "${name}" as ${idOf(node)} {`);
    if (node.type === 'parallel') {
      children.forEach((child, i) => {
        if (i > 0) lines.push(`${indent}  --`);
        stateLines(idOf, child, `${indent}  `, lines, edges);
      });
    } else {
      const initial = node.initial?.target?.[0];
      if (initial) lines.push(`${indent}  [*] --> ${idOf(initial)}`);
      for (const child of children) stateLines(idOf, child, `${indent}  `, lines, edges);
    }
    lines.push(`${indent}}`);
  }
  for (const t of transitionsOf(node)) {
    // Into a phase's decision: routed by the engine's current decision (drawn as the phase's states).
    if (!t.target?.length || guardName(t.guard).startsWith('decisionIs')) continue;
    const guard = guardName(t.guard);
    const label = `${eventLabel(t.eventType)}${guard ? ` [${guard}]` : ''}`;
    for (const target of t.target) edges.push(`  ${idOf(node)} --> ${idOf(target)} : ${label}`);
  }
}

/** The Mermaid source of any machine's statechart; `rootId` names its root (a transition into it). */
export function diagramOf(machine: AnyStateMachine, rootId: string): string {
  const idOf = idFor(rootId);
  const lines: string[] = ['stateDiagram-v2'];
  const edges: string[] = [];
  const root = machine.root as AnyStateNode;
  const initial = root.initial?.target?.[0];
  if (initial) lines.push(`  [*] --> ${idOf(initial)}`);
  for (const child of Object.values(root.states) as AnyStateNode[]) stateLines(idOf, child, '  ', lines, edges);
  // Transitions defined on the root (START, TIMING…) apply in every state: drawn once, from the root's children.
  for (const t of transitionsOf(root)) {
    if (!t.target?.length) continue;
    for (const target of t.target) edges.push(`  note right of ${idOf(target)} : ${eventLabel(t.eventType)} from any state`);
  }
  return [...lines, ...edges].join('\n');
}

/** The Mermaid source of Quetzal's statechart. */
export function statechartMermaid(): string {
  return diagramOf(quetzalMachine, 'quetzal');
}

/** The Mermaid source of the kit's board statechart, built for Aztec. */
export function aztecStatechartMermaid(): string {
  return diagramOf(createBoardMachine(aztecModule), 'board');
}

/** The seeded games the phase flow is read from: every seat count, moves drawn from a seeded generator. */
const PHASE_GAMES = [3, 4, 5, 6, 3, 4].map((players, i) => ({ players, seed: `phases-${i}` }));

/**
 * Aztec's phase flow, read off its engine: seeded games played to their end (each move a seeded choice
 * among the legal moves of a seat that decides, or the table's move), recording which phase
 * (`aztecModule.board.phases.of`) follows which. The phases are `aztecModule.board.phases.names`, in
 * their order, each with who decides in it; a phase that stays itself (the next seat's pick, the next
 * reveal) is not drawn.
 */
export function aztecPhasesMermaid(): string {
  const { names, of } = aztecModule.board.phases;
  const known = (phase: string) => {
    if (!names.includes(phase)) throw new Error(`phase ${phase} is not one of aztecModule.board.phases.names`);
    return phase;
  };
  const firsts = new Set<string>();
  const follows = new Set<string>();
  /** Per phase: the most seats seen deciding at once (of how many), whether secretly, and whether the table moved in it. */
  const who = new Map<string, { most: number; of: number; secret: boolean; table: boolean }>();
  for (const { players, seed } of PHASE_GAMES) {
    let state = newGame({ seats: Array.from({ length: players }, (_, i) => `P${i + 1}`), seed });
    const rng = seedRng(`${seed}|moves`);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(nextFloat(rng) * list.length)]!;
    firsts.add(known(of(state)));
    for (let steps = 0; ; steps++) {
      if (steps > 10_000) throw new Error(`game ${seed} did not end`);
      const from = known(of(state));
      const d = currentDecision(state);
      const move: AztecMove | null = d.seats.length ? pick(legalMoves(state, pick(d.seats))) : tableMove(state);
      const w = who.get(from) ?? { most: 0, of: players, secret: false, table: false };
      who.set(from, {
        most: Math.max(w.most, d.seats.length), of: d.seats.length > w.most ? players : w.of,
        secret: w.secret || (d.seats.length > 0 && d.secret), table: w.table || (d.seats.length === 0 && move !== null),
      });
      if (!move) break;
      state = applyMove(state, move);
      const to = known(of(state));
      if (to !== from) follows.add(`${from} --> ${to}`);
    }
  }
  const edges = [...follows].map((e) => e.split(' --> ') as [string, string])
    .sort((a, b) => names.indexOf(a[0]) - names.indexOf(b[0]) || names.indexOf(a[1]) - names.indexOf(b[1]));
  const reached = new Set([...firsts, ...edges.flat()]);
  const missing = names.filter((n) => !reached.has(n));
  if (missing.length) throw new Error(`the seeded games never reached ${missing.join(', ')}`);
  const label = (phase: string) => {
    const w = who.get(phase)!;
    if (w.most > 0) return `${phase}: ${w.most === w.of ? 'every seat' : w.most === 1 ? 'one seat' : 'some seats'}${w.secret ? ', secretly' : ''}`;
    return w.table ? `${phase}: the table` : phase;
  };
  const ends = names.filter((n) => !edges.some(([from]) => from === n));
  return [
    'stateDiagram-v2',
    ...[...firsts].map((n) => `  [*] --> ${n}`),
    ...names.map((n) => `  state "${label(n)}" as ${n}`),
    ...edges.map(([from, to]) => `  ${from} --> ${to}`),
    ...ends.map((n) => `  ${n} --> [*]`),
  ].join('\n');
}

/** What `npm run diagram` writes: each target's diagrams between its markers. */
export const TARGETS = [
  {
    name: 'statechart',
    start: '<!-- statechart:start (generated by `npm run diagram` from src/games/quetzal/statechart/quetzal-machine.ts: do not edit) -->',
    end: '<!-- statechart:end -->',
    diagrams: () => [statechartMermaid()],
  },
  {
    name: 'aztec-statechart',
    start: '<!-- aztec-statechart:start (generated by `npm run diagram` from src/kit/board/board-machine.ts with src/games/aztec/board/aztec-module.ts: do not edit) -->',
    end: '<!-- aztec-statechart:end -->',
    diagrams: () => [aztecStatechartMermaid(), aztecPhasesMermaid()],
  },
] as const;

/** The fenced Mermaid blocks of one target, as written between its markers. */
export const fenced = (diagrams: readonly string[]) => diagrams.map((d) => `\`\`\`mermaid\n${d}\n\`\`\`\n`).join('\n');

function readmeWith(readme: string, target: (typeof TARGETS)[number]): string {
  const a = readme.indexOf(target.start);
  const b = readme.indexOf(target.end);
  if (a < 0 || b < a) throw new Error(`README.md has no ${target.name} markers`);
  return `${readme.slice(0, a)}${target.start}\n${fenced(target.diagrams())}${readme.slice(b)}`;
}

const isMain = process.argv[1]?.endsWith('statechart-diagram.ts');
if (isMain) {
  const readme = readFileSync('README.md', 'utf8');
  let next = readme;
  const stale: string[] = [];
  for (const target of TARGETS) {
    const before = next;
    next = readmeWith(next, target);
    if (next !== before) stale.push(target.name);
  }
  if (process.argv.includes('--check')) {
    if (stale.length) {
      console.error(`README.md: the ${stale.join(', ')} diagram is not the machine's: run \`npm run diagram\`.`);
      process.exit(1);
    }
    console.log('statechart diagram: README.md is current.');
  } else if (stale.length) {
    writeFileSync('README.md', next);
    console.log(`statechart diagram: wrote README.md (${stale.join(', ')}).`);
  } else {
    console.log('statechart diagram: README.md already current.');
  }
}
