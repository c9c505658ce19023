/**
 * The real bundle (dist/quetzal-board.bundle.js, built as `npm run build` does) leaves the engine's moves
 * after the roll (Phases 2 to 4: rules/phase3.ts, rollup.config.mjs `lazyPhase3`) out of its first file and
 * fetches them with the later parts. Served from a tiny node:http server that holds their chunk back, in
 * Chromium: the board shows a new game and a host plays its roll (which needs none of them); a placement
 * is refused and changes nothing while the chunk is held; once it has come, the game plays on into the
 * next round.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { legalMoves, type GameState, type Move } from '../../src/games/quetzal/engine/index.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, buildBundle, chromiumMissing, serveBuilt } from './real-bundle.js';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Phase 3 later</title>
<quetzal-board players="3" seed="7" no-handover no-save></quetzal-board>
<script type="module" src="/dist/quetzal-board.bundle.js"></script>`;

// The timeout is a hang guard: building the bundle (rollup, terser) takes 15–60 s on a busy 2-core machine.
test('the bundle shows a game and plays its roll without the moves of Phases 2 to 4, waits for them, then plays on', { skip: chromiumMissing(), timeout: 180_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'quetzal-phase3-'));
  let server: Server | undefined;
  const { chromium } = await import('playwright-core');
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    const files = await buildBundle(dir);
    const main = readFileSync(join(dir, 'quetzal-board.bundle.js'), 'utf8');
    // (activation-rules.ts's and placement.ts's own words.)
    assert.doesNotMatch(main, /lists a card twice/, 'the Phase 3 moves are not in the first file');
    assert.doesNotMatch(main, /NO_SUCH_SPACE/, 'the placement rules are not in the first file');
    const held = files.find((f) => /^chunks\/phase3-rules-/.test(f));
    assert.ok(held, `a chunk of their own: ${files.join(', ')}`);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    let origin: string;
    ({ server, origin } = await serveBuilt(PAGE, dir, files, async (file) => {
      if (file !== held) return;
      asked++;
      await released;
    }));

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(origin, { waitUntil: 'load' });
    await page.waitForFunction(() => !!(document.querySelector('quetzal-board') as unknown as { state: unknown } | null)?.state);

    const state = () => page.evaluate(() => (document.querySelector('quetzal-board') as unknown as { state: unknown }).state) as Promise<GameState>;
    const play = (move: Move) => page.evaluate((m) => (document.querySelector('quetzal-board') as unknown as { play(m: unknown): boolean }).play(m), move);

    // The roll, the chunk held back all the while: into Phase 2.
    let game = await state();
    assert.equal(game.decision.kind, 'roll');
    assert.equal(await play({ type: 'roll' }), true);
    game = await state();
    assert.equal(game.phase, 'place');
    assert.ok(asked > 0, 'the chunk was asked for');

    // The prompt says the placement is on its way (not "waiting for" the person at the device), with no meeple to pick.
    await page.waitForFunction(() => !!document.querySelector('quetzal-board')!.shadowRoot!.querySelector('.prompt[data-decision="place"] [data-loading]'));
    const prompt = await page.evaluate(() => document.querySelector('quetzal-board')!.shadowRoot!.querySelector('.prompt')!.textContent ?? '');
    assert.doesNotMatch(prompt, /Waiting for/);
    assert.equal(await page.evaluate(() => document.querySelector('quetzal-board')!.shadowRoot!.querySelectorAll('.pool-picker').length), 0);

    // A placement is refused, nothing changes.
    const answer = legalMoves(game)[0]!;
    assert.equal(answer.type, 'place');
    assert.equal(await play(answer), false);
    assert.deepEqual(await state(), game);

    // The chunk comes: the prompt offers the meeples, the same move is played, and the game goes on into round 2.
    release();
    await page.evaluate(() => (document.querySelector('quetzal-board') as unknown as { updateComplete: Promise<unknown> }).updateComplete);
    await page.waitForFunction(() => document.querySelector('quetzal-board')!.shadowRoot!.querySelectorAll('.prompt .pool-picker button.meeple').length > 0);
    assert.equal(await play(answer), true);
    game = await state();
    for (let i = 0; i < 200 && game.round < 2; i++) {
      assert.equal(await play(legalMoves(game)[0]!), true, `move ${i} (${game.decision.kind})`);
      game = await state();
    }
    assert.equal(game.round, 2);
    assert.equal(game.phase, 'roll');
    assert.deepEqual(pageErrors, []);
  } finally {
    await browser?.close();
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
