/** Messages between BotClient (page) and bot-worker.ts (Web Worker). Plain JSON both ways. */
import type { GameState, Move } from '../rules/types.js';
import type { BotOptions } from './index.js';

export interface BotRequest {
  id: number;
  /** The deciding seat's view: viewFor(state, seat). */
  view: GameState;
  options: BotOptions;
}

export type BotResponse = { id: number; move: Move } | { id: number; error: string };
