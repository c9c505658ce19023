/**
 * <aztec-board>'s `readonly` and `input-guard`: a board nobody plays shows the game as a spectator sees
 * it and stands still until it is turned back on; a real double tap makes one choice (the kit's commit
 * pause), a script's click is exact; a wrong `input-guard`, `bot-delay`, `bot-think-ms` or `timing` is
 * answered inline and told, and the pauses they set reach the statechart without a new game.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import '../../src/games/aztec/board/index.js';
import type { AztecBoard } from '../../src/games/aztec/board/aztec-board.js';
import { HeldTimers } from './held-timers.js';

const FAST = { tableStepMs: 0, botDelayMs: 0, botThinkMs: 20, botDeadlineMs: 20_000 };
const $ = (el: AztecBoard, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const live = (el: AztecBoard) => $(el, '.frame')?.dataset.live ?? ($(el, '.cover') ? 'cover' : 'none');

async function mount(attrs: Record<string, string>): Promise<{ el: AztecBoard; errors: { code: string; property?: string; message: string }[] }> {
  const el = document.createElement('aztec-board');
  el.timing = FAST;
  el.saveKey = `input-${Math.random()}`;
  const errors: { code: string; property?: string; message: string }[] = [];
  el.addEventListener('aztec-error', (e) => errors.push((e as CustomEvent).detail));
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  host.append(el);
  await el.updateComplete;
  return { el, errors };
}

/** A real tap (the browser's own input, `isTrusted`) at the middle of the board's control. */
async function realTap(el: AztecBoard, sel: string): Promise<void> {
  const button = $(el, sel);
  if (!button) throw new Error(`no ${sel} (at ${live(el)})`);
  button.scrollIntoView({ block: 'center' });
  const r = button.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
  await el.updateComplete;
}

describe('<aztec-board readonly>', () => {
  it('shows the game as a spectator sees it, with nothing to press; turned off, the game goes on; on again, no hand shows', async () => {
    const { el } = await mount({ seats: 'human:Ann, bot-easy, bot-easy', seed: 'readonly', 'no-save': '', readonly: '' });
    await waitUntil(() => el.state !== null, 'a game');
    await el.updateComplete;
    expect(live(el)).to.equal('watching');
    expect($(el, '[part="prompt"]')!.textContent).to.contain('View only: nobody plays on this board.');
    expect($(el, '[part="prompt"] button'), 'nothing to press in the prompt').to.equal(null);
    expect($(el, '.cover'), 'no cover: nobody takes the device').to.equal(null);
    // (Refused before the engine is asked: the move's own shape does not matter.)
    expect(el.play({ type: 'collect', seat: 0, jewels: [0, 0, 0] } as never)).to.equal('nobody plays on this board (readonly)');
    expect(el.state!.decision.seats, 'nobody has chosen').to.deep.equal([0, 1, 2]);
    const moves: number[] = [];
    el.addEventListener('aztec-move', (e) => moves.push((e as CustomEvent).detail.seat));
    el.readonly = false;
    await waitUntil(() => live(el) === 'person' && $(el, '[data-action="take"]') !== null, 'Ann’s prompt, once playable');
    await waitUntil(() => moves.includes(1) && moves.includes(2), 'the computers choose once playable', { timeout: 15_000 });
    el.readonly = true;
    await el.updateComplete;
    expect(live(el)).to.equal('watching');
    expect($(el, '[data-action="take"]'), 'Ann’s prompt is gone').to.equal(null);
    expect(el.hasAttribute('readonly'), 'reflected').to.equal(true);
  });
});

describe('<aztec-board input-guard>', () => {
  let pause: HeldTimers | null = null;
  afterEach(() => {
    pause?.release();
    pause = null;
  });

  it('a real double tap makes one choice: the rest of it is held back, a tap after the pause counts', async () => {
    // The pause (its own length, 321 ms) ends when the test says: the second tap surely falls in it.
    pause = new HeldTimers(321);
    const { el } = await mount({ players: '3', names: 'Ann,Bob,Cy', seed: 'double-tap', 'no-save': '', 'input-guard': '321' });
    await waitUntil(() => live(el) === 'cover', 'the cover');
    await realTap(el, '[data-action="continue"]');
    expect(live(el)).to.equal('person');
    expect(pause.pending, 'the pause after the cover’s button').to.equal(1);
    await realTap(el, '[data-action="take"]');
    expect(live(el), 'the tap during the pause took nothing').to.equal('person');
    expect(el.state!.decision.seats).to.deep.equal([0, 1, 2]);
    pause.run();
    await realTap(el, '[data-action="take"]');
    expect(live(el), 'a deliberate tap takes').to.equal('passing');
    await realTap(el, '[data-action="pass"]');
    expect(live(el), 'the hand-over button, under the same finger, held back').to.equal('passing');
    pause.run();
    await realTap(el, '[data-action="pass"]');
    expect(live(el)).to.equal('cover');
    expect($(el, '.cover h3')!.textContent).to.contain('Bob');
  });

  it('a script’s click is exact: never held back', async () => {
    const { el } = await mount({ players: '3', names: 'Ann,Bob,Cy', seed: 'script', 'no-save': '', 'input-guard': '5000' });
    await waitUntil(() => live(el) === 'cover', 'the cover');
    $(el, '[data-action="continue"]')!.click();
    await el.updateComplete;
    $(el, '[data-action="take"]')!.click();
    await el.updateComplete;
    expect(live(el)).to.equal('passing');
  });

  it('a wrong value is shown inline and told, and holds the start back; set right, the board starts', async () => {
    const { el, errors } = await mount({ players: '3', seed: 'bad-guard', 'no-save': '', 'input-guard': 'soon' });
    expect($(el, '[part="error"]')!.textContent).to.contain('“input-guard” must be a whole number of milliseconds from 0 to 5000, not “soon”.');
    expect(errors.map((e) => [e.code, e.property])).to.deep.equal([['BAD_ATTRIBUTE', 'input-guard']]);
    expect(el.state).to.equal(null);
    el.inputGuard = 6000;
    await el.updateComplete;
    expect($(el, '[part="error"]')!.textContent).to.contain('not “6000”');
    el.inputGuard = { toString: () => { throw new Error('hostile'); } } as never;
    await el.updateComplete;
    expect($(el, '[part="error"]')!.textContent).to.contain('not “(object)”');
    el.setAttribute('input-guard', '0');
    await waitUntil(() => live(el) === 'cover', 'the game starts');
    expect($(el, '[part="error"]')).to.equal(null);
  });
});

describe('<aztec-board> pauses from attributes and the timing property', () => {
  it('bot-delay and bot-think-ms set the computers’ pauses mid-game, without a new game; the attributes win over timing', async () => {
    const { el } = await mount({ seats: 'human:Ann, bot-easy, bot-easy', seed: 'pauses', 'no-save': '', 'bot-delay': '1200', 'bot-think-ms': '30' });
    await waitUntil(() => el.state !== null, 'a game');
    const timing = () => (el as unknown as { board: { snapshot: { context: { timing: Record<string, number> } } } }).board.snapshot.context.timing;
    expect([timing().botDelayMs, timing().botThinkMs, timing().inputGuardMs]).to.deep.equal([1200, 30, 250]);
    const record = JSON.stringify(await el.exportRecord());
    el.setAttribute('bot-delay', '0');
    el.timing = { ...FAST, botThinkMs: 99, reviewStepMs: 700 };
    await el.updateComplete;
    expect([timing().botDelayMs, timing().botThinkMs, timing().reviewStepMs]).to.deep.equal([0, 30, 700]);
    expect(JSON.stringify(await el.exportRecord()), 'the same game').to.equal(record);
  });

  for (const [attrs, text] of [
    [{ 'bot-delay': '-5' }, '“bot-delay” must be a whole number of milliseconds from 0 to 60000, not “-5”.'],
    [{ 'bot-think-ms': '5' }, '“bot-think-ms” must be a whole number of milliseconds from 10 to 60000, not “5”.'],
  ] as const) {
    it(`a wrong ${Object.keys(attrs)[0]} is shown inline and told`, async () => {
      const { el, errors } = await mount({ players: '3', 'no-save': '', ...attrs });
      expect($(el, '[part="error"]')!.textContent).to.contain(text);
      expect(errors.map((e) => [e.code, e.property])).to.deep.equal([['BAD_ATTRIBUTE', Object.keys(attrs)[0]]]);
      expect(el.state).to.equal(null);
    });
  }

  it('a wrong timing field is shown inline and told; a game under way goes on as it was', async () => {
    const { el, errors } = await mount({ players: '3', 'no-save': '', 'no-handover': '' });
    await waitUntil(() => el.state !== null, 'a game');
    el.timing = { botDelayMs: -1 } as never;
    await el.updateComplete;
    expect($(el, '[part="error"]')!.textContent).to.contain('“timing”: botDelayMs must be a number of milliseconds (0 or more), not -1.');
    expect(errors.at(-1)).to.deep.include({ code: 'BAD_ATTRIBUTE', property: 'timing' });
    el.timing = 'fast' as never;
    await el.updateComplete;
    expect($(el, '[part="error"]')!.textContent).to.contain('“timing” must be an object of pauses in milliseconds (botDelayMs, inputGuardMs…), not string.');
    expect($(el, '[part="error"]')!.textContent).to.contain('not string.');
    el.timing = FAST;
    await el.updateComplete;
    expect($(el, '[part="error"]')).to.equal(null);
    expect(el.state!.decision.kind, 'the game under way, shown again').to.equal('collect');
  });
});
