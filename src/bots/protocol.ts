/**
 * Messages between BotClient (page) and bot-worker.ts (Web Worker). Plain JSON both ways. A request names
 * its game: none (or `quetzal`) for Quetzal, as ever; another game's id (`aztec`) for that game, whose
 * bots the worker loads at its first request (a chunk of their own, so Quetzal's worker does not carry
 * them). Quetzal's side knows no other game's types: another game's view, options and move are its own.
 */
import type { GameState, Move } from '../rules/types.js';
import type { CommonBotOptions } from '../kit/bot-options.js';
import type { BotOptions } from './index.js';

export interface BotRequest {
  id: number;
  game?: 'quetzal';
  /** The deciding seat's view: viewFor(state, seat). */
  view: GameState;
  options: BotOptions;
}

/** Another game's request (`game: 'aztec'`): its seat's view and its bots' options, as that game defines them. */
export interface GameBotRequest<View = unknown, Options extends CommonBotOptions = CommonBotOptions> {
  id: number;
  game: string;
  view: View;
  options: Options;
}

/** Any game's request. */
export type AnyBotRequest = BotRequest | GameBotRequest;

export type BotResponse = { id: number; move: Move } | { id: number; error: string };
/** Another game's answer: its move, or the error's name and message. */
export type GameBotResponse<M = unknown> = { id: number; move: M } | { id: number; error: string };
