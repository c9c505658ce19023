/**
 * The computer players of a <quetzal-board> (a chunk of its own, imported only when a seat of `seats`
 * is a computer: a board of people never downloads any bot code; the indicator is in seats.ts).
 *
 * Whenever the current decision is a computer seat's (or, at a table of computers only, the table's:
 * roll, prepare), the driver asks a BotClient for the move — from that seat's view only,
 * `viewFor(game, seat)` — and sends it to the board's actor as a MOVE, like a person's click. The
 * answer is dropped if the game has moved on meanwhile (undo, a new game, an import). The move shows
 * no sooner than the board's minimum delay, so the people at the table can follow.
 *
 * BotClient thinks in a Web Worker (src/bots/bot-worker.ts), so the page stays responsive; where a
 * worker cannot start (no Worker, a CSP or Trusted Types policy that refuses it, a build that did not
 * emit the worker file) it falls back to the main thread by itself, one setTimeout task per move.
 */
import type { Actor } from 'xstate';
import { legalMoves, viewFor, type GameState, type Move } from '../../rules/index.js';
import type { QuetzalMachine } from '../../machine/quetzal-machine.js';
import { BotClient } from '../../bots/bot-client.js';
import type { BotOptions, Strength } from '../../bots/index.js';
import type { QuetzalBoard } from './quetzal-board.js';
import { emit } from './events.js';
import { hardIterations } from './seats.js';

/** What the driver needs from its board. */
export interface BotHost {
  /** The board: its `bot-iterations` and `bot-delay`; re-rendered when who thinks changes; fires `quetzal-error` if a computer fails. */
  board: QuetzalBoard;
  /** The running actor, or null (no game, or the board is not in the page). */
  actor(): Actor<QuetzalMachine> | null;
  /** A computer seat's strength. */
  strength(seat: number): Strength;
}

export class BotDriver {
  /** The computer seat deciding now, or null. */
  thinking: number | null = null;
  /** The client: public for tests and hosts (`usesWorker`). */
  readonly client: BotClient;

  private readonly host: BotHost;
  /** The position being decided (or answered, if its move was refused: never asked twice). */
  private asked: GameState | null = null;
  /** Bumped by every request and by stop(): an answer to an older request is dropped. */
  private token = 0;

  constructor(host: BotHost, client = new BotClient()) {
    this.host = host;
    this.client = client;
  }

  /** Looks at the game: asks for a computer's move if one is due, else makes sure nobody is thinking. */
  drive(): void {
    const actor = this.host.actor();
    const snap = actor?.getSnapshot();
    if (!actor || !snap || snap.status !== 'active') return this.stop();
    const ctx = snap.context;
    const game = ctx.game;
    if (game === this.asked) return;
    const d = game.decision;
    const seat = d.seat;
    const due = d.kind !== 'gameOver' && !snap.matches({ privacy: 'handOver' })
      && (seat === null ? !ctx.humans.includes(true) : ctx.humans[seat] === false);
    if (!due) return this.stop();
    this.asked = game;
    const token = ++this.token;
    this.setThinking(seat);
    const board = this.host.board;
    // The computers' randomness: from the game's seed and the seat, so the same seed replays the same game.
    const seed = `${ctx.options?.seed ?? 'quetzal'}|seat${seat ?? '-'}`;
    const options: BotOptions = { strength: seat === null ? 'easy' : this.host.strength(seat), seed };
    const iterations = hardIterations(board.botIterations);
    if (iterations !== undefined) options.iterations = iterations;
    // The least time before the move shows, so that the people can follow.
    const delay = board.botDelay ?? (matchMedia('(prefers-reduced-motion: reduce)').matches ? 250 : 600);
    // The table's own decisions (roll, prepare) have one move: no need to ask anyone.
    const move: Promise<Move> = seat === null ? Promise.resolve(legalMoves(game)[0]!) : this.client.choose(viewFor(game, seat), options);
    const shown = new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(delay) || 0)));
    Promise.all([move, shown]).then(([m]) => {
      if (token !== this.token) return;
      const now = this.host.actor();
      // The game moved on (undo, import, a new game, the board left the page): drop the answer.
      if (!now || now !== actor || now.getSnapshot().context.game !== game) return;
      this.setThinking(null);
      now.send({ type: 'MOVE', move: m });
      // A refused move (a bug) is reported by the board as the machine's error; `asked` stays, so it is not asked again.
    }, (e: unknown) => {
      if (token !== this.token) return;
      this.setThinking(null);
      emit(board, 'quetzal-error', { code: 'BOT_FAILED', message: String((e as Error)?.message ?? e) });
    });
  }

  /** Forgets the current request (its answer will be dropped) and the indicator. */
  stop(): void {
    this.asked = null;
    this.token++;
    this.setThinking(null);
  }

  /** The board left the page: stop, and end the worker (a later request starts a new one). */
  terminate(): void {
    this.stop();
    this.client.terminate();
  }

  private setThinking(seat: number | null): void {
    if (this.thinking === seat) return;
    this.thinking = seat;
    this.host.board.requestUpdate();
  }
}
