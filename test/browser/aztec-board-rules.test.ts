/**
 * <aztec-board rules>: a host corrects the printed game without code. The board plays and shows the
 * rule-set it is given (and keeps it in the game's record); one the checker refuses is shown inline and
 * told, and changes nothing; a save made under other rules is not resumed, but put aside.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/games/aztec/board/index.js';
import type { AztecBoard } from '../../src/games/aztec/board/aztec-board.js';
import { SHIPPED_RULES } from '../../src/games/aztec/rules.js';
import { legalMoves, type AztecState } from '../../src/games/aztec/index.js';

const $ = (el: AztecBoard, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const $$ = (el: AztecBoard, sel: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(sel)];
const FAST = { tableStepMs: 600_000, botDelayMs: 0, inputGuardMs: 0 };
/** The shipped rule-set with three cursed stones for each seat at setup (a house rule). */
const threeStones = () => ({ ...structuredClone(SHIPPED_RULES), name: 'Three stones', setup: { ...SHIPPED_RULES.setup, stonesPerSeat: 3 } });

let keys: string[] = [];
afterEach(() => {
  for (const k of keys) for (const suffix of ['', ':earlier']) localStorage.removeItem(`aztec-board:${k}${suffix}`);
  keys = [];
});

async function mount(key: string, rules: unknown): Promise<{ el: AztecBoard; errors: { code: string; property?: string }[] }> {
  keys.push(key);
  const errors: { code: string; property?: string }[] = [];
  const el = await fixture<AztecBoard>(html`<aztec-board players="3" seed="rules" save-key=${key} no-handover .timing=${FAST} .rules=${rules}
    @aztec-error=${(e: CustomEvent) => errors.push(e.detail)}></aztec-board>`);
  await el.updateComplete;
  return { el, errors };
}

describe('<aztec-board rules>', () => {
  it('plays and shows the rule-set it is given, and keeps it in the record', async () => {
    const { el } = await mount(`rules-${Math.random()}`, threeStones());
    await waitUntil(() => el.state !== null, 'a game');
    await el.updateComplete;
    expect(el.state!.seats.map((s) => s.stones)).to.deep.equal([3, 3, 3]);
    expect($(el, '[part="seats"]')!.textContent).to.contain('3 cursed stones');
    expect((await el.exportRecord())!.options.rules?.setup.stonesPerSeat).to.equal(3);
  });

  it('a rule-set the checker refuses is shown inline and told, and starts nothing; set right, the game starts', async () => {
    const bad = { ...threeStones(), setup: { stonesPerSeat: 9, stonesPerCurse: 1 } };
    const { el, errors } = await mount(`rules-${Math.random()}`, bad);
    expect(el.state).to.equal(null);
    expect($(el, '[part="error"]')!.textContent).to.contain('“rules” is not a rule-set this board can play:');
    expect($(el, '[part="error"]')!.textContent).to.contain('take 57 stones; the box has 40');
    expect(errors.map((e) => [e.code, e.property])).to.deep.equal([['BAD_RULESET', 'rules']]);
    el.rules = threeStones();
    await waitUntil(() => el.state !== null, 'the game, once the rule-set checks');
    expect($(el, '[part="error"]')).to.equal(null);
  });

  it('a save made under other rules is not resumed: it goes to the earlier games', async () => {
    const key = `rules-${Math.random()}`;
    const { el: shipped } = await mount(key, null);
    await waitUntil(() => shipped.state !== null, 'a game');
    const full = (shipped as unknown as { board: { snapshot: { context: { history: { state: AztecState } } } } }).board.snapshot.context.history.state;
    expect(shipped.play(legalMoves(full, 0)[0]!)).to.equal(null);
    const kept = await shipped.exportRecord();
    await waitUntil(() => localStorage.getItem(`aztec-board:${key}`)?.includes('"moves":[{'), 'saved');
    shipped.remove();
    const { el } = await mount(key, threeStones());
    await waitUntil(() => el.state !== null && $(el, '[part="earlier"]') !== null, 'a new game, the old one put aside');
    expect(el.state!.seats[0]!.stones).to.equal(3);
    expect((await el.exportRecord())!.moves.length).to.equal(0);
    expect(JSON.parse(localStorage.getItem(`aztec-board:${key}:earlier`)!)[0].record).to.deep.equal(kept);
  });
});
