/**
 * The kit's TutorialWork (src/kit/tutorial/tutorial-work.ts), which both tutorial elements' `updateComplete`
 * is: it resolves only once the element's own render, the work it queued and its board's render are all
 * done, again after each round; and a failed piece of work is reported to the page, never rejected.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TutorialWork } from '../../src/kit/tutorial/tutorial-work.js';

/** A promise and its resolver. */
function later<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
}

describe('kit TutorialWork', () => {
  it('waits for the queued work, the board’s render, and the render the work asked for', async () => {
    const log: string[] = [];
    const host = { isUpdatePending: false };
    const boardRender = later();
    let board: { updateComplete: Promise<unknown> } | null = null;
    // (A render clears the request for one, as Lit's does.)
    const work = new TutorialWork(host, async () => { log.push('own'); host.isUpdatePending = false; return true; }, () => board);
    const fetched = later();
    work.track(fetched.promise.then(() => {
      log.push('fetched');
      host.isUpdatePending = true; // the fetched lesson asks for a render, and a board to play on
      board = { updateComplete: boardRender.promise.then(() => { log.push('board'); }) };
    }));
    let done = false;
    const settled = work.updateComplete().then((r) => { done = true; return r; });
    await new Promise((r) => setImmediate(r));
    assert.equal(done, false, 'not before the queued work');
    fetched.resolve();
    await new Promise((r) => setImmediate(r));
    assert.equal(done, false, 'not before the board has rendered');
    boardRender.resolve();
    assert.equal(await settled, true);
    assert.deepEqual(log.slice(0, 2), ['own', 'fetched']);
    assert.equal(log.at(-1), 'board', `the board's render last: ${log.join(', ')}`);
    assert.ok(log.filter((x) => x === 'own').length >= 2, 'the element rendered again after the work');
  });

  it('reports a failed piece of work to the page and still resolves', async () => {
    const reported: unknown[] = [];
    const before = (globalThis as { reportError?: unknown }).reportError;
    (globalThis as { reportError?: (e: unknown) => void }).reportError = (e) => reported.push(e);
    try {
      const work = new TutorialWork({ isUpdatePending: false }, async () => true, () => null);
      work.track(Promise.reject(new Error('a lesson chunk failed')));
      assert.equal(await work.updateComplete(), true);
      assert.deepEqual(reported.map((e) => (e as Error).message), ['a lesson chunk failed']);
    } finally {
      (globalThis as { reportError?: unknown }).reportError = before;
    }
  });
});
