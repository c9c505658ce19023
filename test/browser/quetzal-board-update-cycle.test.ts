/**
 * One update per change: the board never asks for a new update from its own `updated()` (Lit's
 * "change-in-update": a second render of every such change). A record given as a property is opened
 * before the render that receives it, and "Back to the game" leaves it the same way; a spectator's share
 * link opens its replay in the update where the game became live.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { QuetzalBoard } from '../../src/index.js';
import { QuetzalBoard as BoardClass } from '../../src/games/quetzal/board/quetzal-board.js';
import { encodeSpectatorRecord, spectatorRecord } from '../../src/games/quetzal/records/index.js';
import { $, click } from './helpers.js';

/** Counts the updates the board asked for while it was finishing one (Lit's `_$didUpdate`). */
function watchChangeInUpdate(): { count: () => number; stop: () => void } {
  const proto = BoardClass.prototype as unknown as { _$didUpdate(c: unknown): void; requestUpdate(...a: unknown[]): void };
  const didUpdate = proto._$didUpdate;
  const requestUpdate = proto.requestUpdate;
  let finishing = false;
  let count = 0;
  proto._$didUpdate = function (this: unknown, changed: unknown) {
    finishing = true;
    try {
      didUpdate.call(this, changed);
    } finally {
      finishing = false;
    }
  };
  proto.requestUpdate = function (this: unknown, ...args: unknown[]) {
    if (finishing) count++;
    return requestUpdate.apply(this, args);
  };
  return {
    count: () => count,
    stop: () => {
      proto._$didUpdate = didUpdate;
      proto.requestUpdate = requestUpdate;
    },
  };
}

/** A 2-seat board in the page, started, with its records part loaded (for exportRecord). */
async function startedBoard(seed: string): Promise<QuetzalBoard> {
  const el = document.createElement('quetzal-board') as QuetzalBoard;
  el.setAttribute('players', '2');
  el.setAttribute('seed', seed);
  document.body.append(el);
  await el.updateComplete;
  await el.recordsReady;
  return el;
}

describe('the board\'s update cycle', () => {
  it('opens a record set as a property, and leaves it, without a second update', async () => {
    const el = await startedBoard('cycle');
    const record = el.exportRecord();
    const watch = watchChangeInUpdate();
    try {
      el.record = record;
      await el.updateComplete;
      expect($(el, '[data-replay]'), 'the replay is drawn').to.not.equal(null);
      await click(el, $(el, '[data-action="rp-exit"]'), 'exit');
      expect(el.record).to.equal(null);
      expect($(el, '[data-replay]')).to.equal(null);
      expect(watch.count(), 'updates asked for from updated()').to.equal(0);
    } finally {
      watch.stop();
      el.remove();
    }
  });

  it('opens a spectator\'s share link over a new board without a second update', async () => {
    const source = await startedBoard('cycle-link');
    const code = encodeSpectatorRecord(spectatorRecord(source.exportRecord()));
    source.remove();
    const watch = watchChangeInUpdate();
    const viewer = document.createElement('quetzal-board') as QuetzalBoard;
    viewer.id = 'cycle-viewer';
    history.replaceState(null, '', `${location.pathname}${location.search}#quetzal-${viewer.id}=${code}`);
    try {
      document.body.append(viewer);
      await viewer.updateComplete;
      await viewer.recordsReady;
      for (let i = 0; i < 5 && !$(viewer, '[data-replay]'); i++) await viewer.updateComplete;
      expect($(viewer, '[data-replay]'), 'the replay is drawn').to.not.equal(null);
      expect(watch.count(), 'updates asked for from updated()').to.equal(0);
    } finally {
      watch.stop();
      viewer.remove();
      history.replaceState(null, '', location.pathname + location.search);
    }
  });
});
