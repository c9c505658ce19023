/**
 * Computers for the kit's board statechart in Node tests, for any game: each answers at once with the
 * game's easy computer's move, chosen from the view it was given (every input it was asked with is kept).
 */
import { fromCallback, type EventObject } from 'xstate';
import type { ComputerInput } from '../../src/kit/board/board-types.js';

export function instantComputers<S, M>(choose: (view: S, options: { strength: 'easy'; seed: number }) => M, seen: ComputerInput<S>[]) {
  return fromCallback<EventObject, ComputerInput<S>>(({ input, sendBack }) => {
    seen.push(input);
    sendBack({ type: 'COMPUTER_MOVE', seat: input.seat, epoch: input.epoch, move: choose(input.view, { strength: 'easy', seed: input.seat }) });
  });
}
