/**
 * `rules` and `rules-src` on <quetzal-board> and <quetzal-tutorial> (issue #15): the game is played
 * under the given rule-set and the board draws its values; a bad rule-set or a file that cannot be read
 * shows the inline error and fires quetzal-error, and no game starts; saves keep the rule-set.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import '../../src/games/quetzal/tutorial/index.js';
import { SHIPPED_RULES, type RuleSet } from '../../src/games/quetzal/engine/index.js';
import type { QuetzalBoard } from '../../src/index.js';
import type { QuetzalTutorial } from '../../src/games/quetzal/tutorial/index.js';
import { $, $$, appendForError, click, mountBoard } from './helpers.js';

const FIXTURES = '/test/browser/fixtures';

function custom(edit: (r: RuleSet) => void): RuleSet {
  const r = JSON.parse(JSON.stringify(SHIPPED_RULES)) as RuleSet;
  edit(r);
  return r;
}

async function started(el: QuetzalBoard): Promise<void> {
  await waitUntil(() => el.state !== null || $(el, '[role="alert"]') !== null, 'the board did not start', { timeout: 8000 });
  await el.updateComplete;
}

const harborText = (el: QuetzalBoard) => $(el, 'section.loc-harbor')!.textContent!;

describe('<quetzal-board> rules and rules-src', () => {
  afterEach(() => {
    document.querySelectorAll('body > quetzal-board, body > quetzal-tutorial').forEach((e) => e.remove());
    localStorage.clear();
  });

  it('plays under the `rules` object: the game carries it and the board draws its values', async () => {
    const rules = custom((r) => {
      r.harbor.coinsPerMeeple = 5;
      r.village.costs = [4, 3, 2];
      r.discoveryTrack[1] = { vp: 7 };
      r.blackMarketCoins = 9;
      r.harbor.cards = 4;
    });
    const el = mountBoard({ players: '3', seed: 'rules-1', 'no-save': '' }, { rules });
    await started(el);
    expect($(el, '[role="alert"]')).to.equal(null);
    expect(el.state!.rules!.harbor.coinsPerMeeple).to.equal(5);
    expect(harborText(el)).to.contain('5/');
    expect($(el, 'section.loc-village')!.textContent).to.contain('2–4');
    expect($(el, '.discovery > li:nth-child(2)')!.getAttribute('aria-label')).to.match(/7/);
    expect($(el, 'section.loc-black_market')!.textContent).to.contain('Discard 1 card: +9 coins');
    expect(harborText(el)).to.contain('Up to 4 cards per meeple');
    // Back to the shipped values: a new game under them.
    el.rules = undefined;
    await waitUntil(() => el.state?.rules === null, 'a shipped game');
    await el.updateComplete;
    expect(harborText(el)).to.contain('2/');
  });

  it('plays the copy of `rules` made when it was set; an edited object plays once assigned again (itself or a copy), checked then', async () => {
    const rules = custom((r) => { r.harbor.coinsPerMeeple = 5; });
    const el = mountBoard({ players: '3', seed: 'rules-edit', 'no-save': '' }, { rules });
    await started(el);
    const first = el.state!;
    rules.harbor.coinsPerMeeple = 6;
    el.newGame();
    await el.updateComplete;
    expect(el.state, 'a new game').to.not.equal(first);
    expect(el.state!.rules!.harbor.coinsPerMeeple, 'the copy made when set').to.equal(5);
    expect(first.rules!.harbor.coinsPerMeeple, 'a game keeps its own copy').to.equal(5);
    el.rules = rules; // the same object, edited since
    await waitUntil(() => el.state?.rules?.harbor.coinsPerMeeple === 6, 'a game under the edited set');
    await el.updateComplete;
    expect(harborText(el)).to.contain('6/');
    // An edit that makes the set incoherent, assigned: refused and named, as a first one would be.
    const errors: { code: string; message: string }[] = [];
    el.addEventListener('quetzal-error', (e) => errors.push((e as CustomEvent).detail));
    rules.artifacts.mummy.values[3] = -1;
    el.rules = { ...rules }; // a copy
    await waitUntil(() => errors.length > 0, 'quetzal-error');
    await el.updateComplete;
    expect(errors[0]!.code).to.equal('BAD_RULESET');
    expect(errors[0]!.message).to.contain('artifacts.mummy.values[3]: must be a number ≥ 0');
  });

  it('a bad `rules` shows the inline error naming the JSON path and fires quetzal-error BAD_RULESET; no game starts', async () => {
    const el = document.createElement('quetzal-board');
    el.setAttribute('no-save', '');
    el.rules = custom((r) => { r.artifacts.mummy.values[3] = -1; });
    const detail = await appendForError(el);
    expect(detail.code).to.equal('BAD_RULESET');
    expect(detail.property).to.equal('rules');
    expect(detail.message).to.equal('The rule-set (rules) cannot be played: artifacts.mummy.values[3]: must be a number ≥ 0.');
    expect($(el, '[role="alert"]')!.textContent).to.contain('artifacts.mummy.values[3]: must be a number ≥ 0');
    expect(el.state).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('says it in French on a French board', async () => {
    const el = document.createElement('quetzal-board');
    el.setAttribute('lang', 'fr');
    el.setAttribute('no-save', '');
    el.rules = custom((r) => { r.upgrades.U12.copies = 2; });
    const detail = await appendForError(el);
    expect(detail.code).to.equal('BAD_RULESET');
    expect(detail.message).to.equal('Impossible de jouer avec ces règles (rules)\u00a0: upgrades: the copies add up to 25 tiles; the game has 24.');
  });

  it('plays under a `rules-src` file', async () => {
    const el = mountBoard({ players: '2', seed: 'rules-src', 'no-save': '', 'rules-src': `${FIXTURES}/rules-house.json` });
    await started(el);
    expect($(el, '[role="alert"]')).to.equal(null);
    expect(el.state!.rules!.harbor.coinsPerMeeple).to.equal(3);
    expect(el.state!.rules!.blackMarketCoins).to.equal(9);
    expect(harborText(el)).to.contain('3/');
  });

  for (const [name, code, pattern] of [
    ['no-such-rules.json', 'FETCH_FAILED', /Could not load the rule-set ".*no-such-rules\.json": HTTP 404/],
    ['lesson-not-json.json', 'BAD_JSON', /The rule-set ".*lesson-not-json\.json" is not valid JSON/],
    ['position-temple.json', 'BAD_RULESET', /The rule-set \(rules-src\) cannot be played: format: must be one of "quetzal-rules"/],
  ] as const) {
    it(`rules-src: ${code} shows the inline error and fires quetzal-error`, async () => {
      const el = document.createElement('quetzal-board');
      el.setAttribute('no-save', '');
      el.rulesSrc = `${FIXTURES}/${name}`;
      const detail = await appendForError(el);
      expect(detail.code).to.equal(code);
      expect(detail.message).to.match(pattern);
      expect($(el, '[role="alert"]')!.textContent).to.match(pattern);
      expect(el.state).to.equal(null);
    });
  }

  it('a replay draws with its own game\'s rule-set, not the live game\'s; back in the live game, with the live one\'s', async () => {
    const rules = custom((r) => {
      r.blackMarketCoins = 9;
      for (const a of Object.values(r.artifacts)) a.values = [0, 11, 12, 13];
    });
    const src = mountBoard({ players: '2', seed: 'rules-replay', 'no-save': '' }, { rules });
    await started(src);
    await src.recordsReady;
    await click(src, $(src, '[data-action="roll"]'), 'roll');
    const record = src.exportRecord();
    src.remove();
    const live = mountBoard({ players: '2', seed: 'rules-replay', 'no-save': '' });
    await started(live);
    const market = () => $(live, 'section.loc-black_market .effect')!.textContent;
    const templeValues = () => $$(live, '.temple-display .card-values').map((v) => v.dataset.text);
    expect(live.state!.rules).to.equal(null);
    expect(market()).to.equal('Discard 1 card: +7 coins');
    live.record = record;
    await waitUntil(() => $(live, '[data-replay]') !== null, 'the replay');
    await live.updateComplete;
    expect(market(), 'the replay\'s Black Market').to.equal('Discard 1 card: +9 coins');
    expect(templeValues(), 'the replay\'s cards').to.have.length.above(0).and.to.satisfy((vs: string[]) => vs.every((v) => v === '11·12·13'));
    await click(live, $(live, '[data-action="rp-exit"]'), 'exit');
    expect($(live, '[data-replay]')).to.equal(null);
    expect(market(), 'the live Black Market').to.equal('Discard 1 card: +7 coins');
    expect(templeValues(), 'the live cards').to.have.length.above(0).and.to.satisfy((vs: string[]) => vs.every((v) => v !== '11·12·13'));
  });

  it('exports a record that carries the rule-set and its fingerprint', async () => {
    const el = mountBoard({ players: '2', seed: 'rules-record', 'no-save': '' }, { rules: custom((r) => { r.blackMarketCoins = 8; }) });
    await started(el);
    await el.recordsReady;
    const record = el.exportRecord();
    expect(record.options.rules!.blackMarketCoins).to.equal(8);
    expect(record.rules).to.match(/^[0-9a-f]{16}$/);
  });
});

describe('<quetzal-tutorial> rules', () => {
  afterEach(() => document.querySelectorAll('body > quetzal-tutorial').forEach((e) => e.remove()));

  it('a bad rule-set fires quetzal-error BAD_RULESET and shows it', async () => {
    const el = document.createElement('quetzal-tutorial') as QuetzalTutorial;
    el.src = `${FIXTURES}/lesson-free.json`;
    el.rules = custom((r) => { r.automaton.cards[2]!.temple = [6]; });
    const detail = await appendForError(el);
    expect(detail.code).to.equal('BAD_RULESET');
    expect(detail.message).to.contain('automaton.cards[2].temple[0]: no Temple space 6: the spaces are 1–5');
    expect(el.shadowRoot!.textContent).to.contain('automaton.cards[2].temple[0]');
  });

  it('plays its lesson again under its `rules` object edited and assigned again', async () => {
    const rules = custom((r) => { r.harbor.coinsPerMeeple = 3; });
    const el = document.createElement('quetzal-tutorial') as QuetzalTutorial;
    el.src = `${FIXTURES}/lesson-free.json`;
    el.rules = rules;
    document.body.append(el);
    await el.updateComplete;
    expect(el.board!.state!.rules!.harbor.coinsPerMeeple).to.equal(3);
    rules.harbor.coinsPerMeeple = 4;
    el.rules = rules;
    await el.updateComplete;
    expect(el.board!.state!.rules!.harbor.coinsPerMeeple).to.equal(4);
    expect(el.stepIndex).to.equal(0);
  });

  it('plays its lesson under a good rule-set', async () => {
    const el = document.createElement('quetzal-tutorial') as QuetzalTutorial;
    el.src = `${FIXTURES}/lesson-free.json`;
    el.rulesSrc = `${FIXTURES}/rules-house.json`;
    document.body.append(el);
    await waitUntil(() => !!el.board?.state, 'the lesson\'s board', { timeout: 8000 });
    expect(el.board!.state!.rules!.harbor.coinsPerMeeple).to.equal(3);
  });
});
