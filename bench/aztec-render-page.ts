/**
 * <aztec-board>'s render run, in the page: bench/phone.ts bundles this module (esbuild, production Lit) and
 * calls `window.__aztecBench.run(seed)` (AZTEC_RENDER), as it runs Quetzal's in the page.
 *  - first render: from appending <aztec-board players="4" no-handover> to the render that shows a board
 *    that accepts a tap (seat 0's enabled `[data-action="take"]`): actor start, the (empty) resume, the new
 *    game, its first render and that frame painted (Quetzal's updateComplete waits for its first paint
 *    too, and for its whole-board render after it: Aztec's board has no such second render);
 *  - per move: a random legal move of the seat holding the device, computed from a copy of the game kept
 *    with src's engine (the same seats and seed give the same deal), played through `el.play(move)`, timed
 *    to `el.updateComplete`; the table's steps (reveals, curses, round's end) then play on the board's own
 *    timers (tableStepMs 0), untimed, until the board asks a person again and its spectator view equals the
 *    copy's (else the run fails). The median over a whole 4-seat game.
 */
import '../src/games/aztec/board/index.js';
import type { AztecBoard } from '../src/games/aztec/board/aztec-board.js';
import { applyMove, legalMoves, newGame, nextFloat, seedRng, tableMove, viewFor, type AztecState } from '../src/games/aztec/index.js';

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee'];
const TIMING = { tableStepMs: 0, botDelayMs: 0, botThinkMs: 20 };

/** Resolves once `cond()` holds, checked at each change of the board's shadow DOM (and every 50 ms). */
function until(el: AztecBoard, cond: () => boolean, what: string, timeoutMs = 120_000): Promise<void> {
  if (cond()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!cond()) return;
      observer.disconnect();
      clearInterval(timer);
      clearTimeout(expiry);
      resolve();
    };
    const observer = new MutationObserver(check);
    observer.observe(el.shadowRoot!, { subtree: true, childList: true, attributes: true, characterData: true });
    const timer = setInterval(check, 50);
    const expiry = setTimeout(() => {
      observer.disconnect();
      clearInterval(timer);
      reject(new Error(`<aztec-board>: timed out waiting for ${what}`));
    }, timeoutMs);
  });
}

/** Removes a save (the bench's page, about:blank as Quetzal's, has no localStorage: the board keeps it in memory then). */
function forget(key: string): void {
  try {
    localStorage.removeItem(`aztec-board:${key}`);
  } catch {
    // no localStorage on this page
  }
}

const live = (el: AztecBoard) => el.shadowRoot?.querySelector<HTMLElement>('.frame')?.dataset.live;

export async function run(seed: number): Promise<{ firstRender: number; moveMedian: number; done: boolean }> {
  const key = `bench-${seed}`;
  forget(key);
  // A text seed: the board passes it to newGame as it is (a number-like one would become a number).
  const seedText = `bench-${seed}`;
  let game: AztecState = newGame({ seats: NAMES, seed: seedText });

  const t0 = performance.now();
  const el = document.createElement('aztec-board');
  el.timing = TIMING;
  el.setAttribute('players', '4');
  el.setAttribute('names', NAMES.join(','));
  el.setAttribute('seed', seedText);
  el.setAttribute('save-key', key);
  el.setAttribute('no-handover', '');
  document.body.append(el);
  await until(el, () => !!el.shadowRoot?.querySelector('[data-action="take"]:not([disabled])'), 'the first screen');
  await el.updateComplete;
  // And that screen painted, as Quetzal's updateComplete waits for its first paint (a task queued from the
  // next animation frame runs after its paint): what a person sees, not only the DOM built.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  const firstRender = performance.now() - t0;
  if (JSON.stringify(el.state) !== JSON.stringify(viewFor(game, null))) throw new Error('<aztec-board>: not the deal of its seed');

  const rng = seedRng(seed * 7919 + 1);
  const times: number[] = [];
  for (let i = 0; i < 5000 && game.decision.kind !== 'gameOver'; i++) {
    const seat = game.decision.seats[0]!;
    const moves = legalMoves(game, seat);
    const move = moves[Math.floor(nextFloat(rng) * moves.length)]!;
    const t = performance.now();
    const refused = el.play(structuredClone(move));
    await el.updateComplete;
    times.push(performance.now() - t);
    if (refused !== null) throw new Error(`<aztec-board> refused ${JSON.stringify(move)}: ${refused}`);
    game = applyMove(game, move);
    while (game.decision.kind !== 'gameOver' && game.decision.seats.length === 0) game = applyMove(game, tableMove(game)!);
    const want = JSON.stringify(viewFor(game, null));
    await until(el, () => (live(el) === 'person' || live(el) === 'over') && JSON.stringify(el.state) === want, `move ${i + 1}'s position`);
  }
  const done = game.decision.kind === 'gameOver' && el.state?.decision.kind === 'gameOver';
  el.remove();
  forget(key);
  times.sort((a, b) => a - b);
  return { firstRender, moveMedian: times[Math.floor(times.length / 2)]!, done };
}

(window as unknown as { __aztecBench: unknown }).__aztecBench = { run };
