/**
 * The tournament's seat specs (scripts/tournament/seats.ts): what each spec asks of the computer, and a
 * readable refusal for a bad one.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseSeat } from '../../scripts/tournament/seats.js';

describe('tournament seat specs', () => {
  it('reads budgets: playouts, a wall-clock deadline, a CPU-time deadline', () => {
    assert.deepEqual(parseSeat('hard'), { label: 'hard', kind: 'hard', memory: true });
    assert.deepEqual(parseSeat('hard@1000'), { label: 'hard@1000', kind: 'hard', memory: true, iterations: 1000 });
    assert.deepEqual(parseSeat('hard@250ms'), { label: 'hard@250ms', kind: 'hard', memory: true, timeMs: 250 });
    assert.deepEqual(parseSeat('hard@250cpu'), { label: 'hard@250cpu', kind: 'hard', memory: true, timeMs: 250, clock: 'cpu' });
  });

  it('reads the tuning flags', () => {
    assert.deepEqual(parseSeat('hard-forget-halving-k12-t25@2000'), {
      label: 'hard-forget-halving-k12-t25@2000', kind: 'hard', memory: false, search: 'halving', candidates: 12, temperature: 0.25, iterations: 2000,
    });
    assert.deepEqual(parseSeat('hard-k16-r2@250cpu'), {
      label: 'hard-k16-r2@250cpu', kind: 'hard', memory: true, candidates: 16, rounds: 2, timeMs: 250, clock: 'cpu',
    });
    assert.deepEqual(parseSeat('hard-y0@1000'), { label: 'hard-y0@1000', kind: 'hard', memory: true, replies: 0, iterations: 1000 });
    assert.deepEqual(parseSeat('hard-y4@1000').replies, 4);
    assert.deepEqual(parseSeat(' legacy '), { label: 'legacy', kind: 'legacy' });
  });

  it('refuses what it cannot play, saying why', () => {
    assert.throws(() => parseSeat('medium@100'), /only hard takes options and a budget/);
    assert.throws(() => parseSeat('hard@250s'), /unknown seat "hard@250s"/);
    assert.throws(() => parseSeat('hard@0'), /at least 1/);
    assert.throws(() => parseSeat('hard-r0'), /at least 1 round/);
  });
});
