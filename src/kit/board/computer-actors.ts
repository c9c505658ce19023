/**
 * The board statechart's computer and Hint actors for one game, on the kit's bots clients (given when
 * first needed: they may come in a chunk): a computer decides in the bots' worker from its seat's view, or
 * on the page when the statechart says so (`here`: the worker missed its deadline or failed); it answers
 * with COMPUTER_MOVE or COMPUTER_FAILED. A stopped
 * actor's late answer is dropped. The Hint asks the game's computers on the page (a chunk loaded once).
 */
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { ComputersClient } from '../bots/bot-client.js';
import type { ComputerInput, HintInput } from './board-types.js';

export function computerActor<View>(game: string, clients: () => Promise<{ worker: ComputersClient; page: ComputersClient }>, thinkMs: () => number) {
  return fromCallback<EventObject, ComputerInput<View>>(({ input, sendBack }) => {
    let live = true;
    // (The clients may be a chunk on its way: a failure to fetch it is this decision's failure, as any other.)
    clients().then((c) => (input.here ? c.page : c.worker).choose(game, input.view, { strength: input.strength, seed: `${input.seat}:${input.epoch}`, timeMs: thinkMs() })).then(
      (move) => { if (live) sendBack({ type: 'COMPUTER_MOVE', seat: input.seat, epoch: input.epoch, move }); },
      (error: unknown) => { if (live) sendBack({ type: 'COMPUTER_FAILED', seat: input.seat, epoch: input.epoch, message: String((error as Error)?.message ?? error) }); },
    );
    return () => { live = false; };
  });
}

/** The Hint, invoked by the statechart's `hint` region (a stopped one, the position gone, is ignored). */
export function hintActor<View>(hint: (view: View, seat: number) => Promise<unknown>) {
  return fromPromise<unknown, HintInput<View>>(({ input }) => hint(input.view, input.seat));
}
