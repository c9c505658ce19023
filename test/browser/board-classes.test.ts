/**
 * Every class the board draws has a rule in its styles (issue 26, finding 4): a class nothing styles is
 * dead weight, or a hook for tests — and the board has data attributes for those. Looked at where such
 * classes were: a seat panel's counters, the list of earlier games, and the replay of a spectator's record
 * with its way back to the game. (Icons are styled as `.icon`: the names their SVGs carry are left out.)
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { QuetzalBoard } from '../../src/index.js';
import { randomMove } from '../../src/games/quetzal/engine/index.js';
import { spectatorRecord } from '../../src/games/quetzal/records/index.js';
import { $, click, mountBoard, rng } from './helpers.js';

/** The class names the board's style sheets select on (in every rule, @media and @container ones too). */
function styledClasses(root: ShadowRoot): Set<string> {
  const names = new Set<string>();
  const read = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) for (const [, name] of rule.selectorText.matchAll(/\.([\w-]+)/g)) names.add(name!);
      if (rule instanceof CSSGroupingRule) read(rule.cssRules);
    }
  };
  for (const sheet of root.adoptedStyleSheets) read(sheet.cssRules);
  for (const style of root.querySelectorAll('style')) read(style.sheet!.cssRules);
  return names;
}

/** The classes of `where` and what it holds, that no rule styles (SVG icons' names aside). */
function unstyled(el: QuetzalBoard, where: string): string[] {
  const part = $(el, where);
  expect(part, where).to.not.equal(null);
  const styled = styledClasses(el.shadowRoot!);
  const drawn = [part!, ...part!.querySelectorAll('[class]')].filter((n) => !(n instanceof SVGElement));
  return [...new Set(drawn.flatMap((n) => [...n.classList]))].filter((c) => !styled.has(c)).sort();
}

describe('<quetzal-board> classes', () => {
  afterEach(() => {
    document.querySelectorAll('body > quetzal-board').forEach((e) => e.remove());
  });

  it('every class of a seat\'s counters, the earlier games and a spectator\'s replay is styled', async () => {
    const el = mountBoard({ id: `classes-${Math.random().toString(36).slice(2, 8)}`, players: '3', seed: '4', 'no-handover': '' });
    await el.recordsReady;
    const random = rng(3);
    for (let i = 0; i < 12; i++) el.play(randomMove(el.state!, random)!);
    await el.updateComplete;
    expect(unstyled(el, '.seat .stats'), 'a seat panel\'s counters').to.deep.equal([]);
    const played = el.exportRecord();

    // A new game: the one played is among the earlier games.
    el.newGame();
    await el.updateComplete;
    await click(el, $(el, '[data-action="menu"]'));
    await click(el, $(el, '[data-action="earlier"]'));
    expect(unstyled(el, '[data-earlier]'), 'earlier games').to.deep.equal([]);
    await click(el, $(el, 'dialog [data-action="close-dialog"]'));

    // A spectator's record of it: its replay, over the live game.
    el.importRecord(spectatorRecord(played));
    await el.updateComplete;
    expect($(el, '[data-spectator]')).to.not.equal(null);
    expect($(el, '[data-action="rp-exit"]')).to.not.equal(null);
    expect(unstyled(el, '[data-replay]'), 'the replay').to.deep.equal([]);
  });
});
