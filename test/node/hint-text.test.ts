/**
 * The Hint's words and marks (src/games/quetzal/board/parts/hint-text.ts): the medium computer's move
 * from the seat's view, said with the engine's numbers, in English and French.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CARDS, applyMove, deliveryValue, newGame, viewFor, type GameState, type Move } from '../../src/games/quetzal/engine/index.js';
import { registerStrings } from '../../src/games/quetzal/strings/index.js';
import { fr } from '../../src/games/quetzal/strings/fr.js';
import { featureTranslator } from '../../src/games/quetzal/strings/feature.js';
import { hintStrings } from '../../src/games/quetzal/strings/features/hint.js';
import { chooseMove } from '../../src/games/quetzal/bots/index.js';
import { scoredMoves } from '../../src/games/quetzal/bots/heuristic.js';
import { hintFor, hintMarks, hintSentence, type HintTr } from '../../src/games/quetzal/board/parts/hint-text.js';

registerStrings('fr', fr);
const text = featureTranslator(hintStrings);
const en: HintTr = (key, params) => text('en', key, params);
const frTr: HintTr = (key, params) => text('fr', key, params);
const bots = { chooseMove, scoredMoves };

/** A seat's view at a delivery at the Harbor, holding `cards`. */
function deliveryView(cards: number[]): GameState {
  const view = structuredClone(viewFor(newGame({ players: 3, seed: 'hint' }), 0));
  view.seats[0]!.hand = cards;
  view.decision = { kind: 'deliver', seat: 0, limit: 3, where: 'harbor' };
  return view;
}

describe('Hint words', () => {
  it('a delivery: what and where, valued by the engine (deliveryValue), in English and French', () => {
    const statuettes = CARDS.map((c, id) => ({ c, id })).filter((x) => x.c.type === 'statuette').slice(0, 3).map((x) => x.id);
    const view = deliveryView(statuettes);
    const move: Move = { type: 'deliver', seat: 0, cards: statuettes };
    const v = deliveryValue(statuettes, []);
    const extra = [v.coins ? `, ${v.coins} coin${v.coins === 1 ? '' : 's'}` : '', v.discovery ? `, ${v.discovery} Discovery` : ''].join('');
    assert.equal(hintSentence(en, view, { move, score: null }), `Hint: Deliver 3 statuettes at the Harbor: ${v.vp} VP${extra}`);
    assert.match(hintSentence(frTr, view, { move, score: null }), new RegExp(`^Indice\u00a0: Livrer 3 statuettes à la Capitainerie\u00a0: ${v.vp} PV`));
    assert.equal(hintSentence(en, view, { move: { type: 'deliver', seat: 0, cards: [] }, score: null }), 'Hint: Deliver nothing this time');
  });

  it('the hint is the medium computer\'s move for the view, with its marks', () => {
    let game = newGame({ players: 3, seed: 'hint-2' });
    game = applyMove(game, { type: 'roll' });
    const seat = game.decision.seat!;
    const view = viewFor(game, seat);
    const hint = hintFor(bots, view);
    assert.deepEqual(hint.move, chooseMove(view, { strength: 'medium' }));
    assert.equal(hint.move.type, 'place');
    const m = hint.move as Extract<Move, { type: 'place' }>;
    const key = m.space === undefined ? m.location : `${m.location}:${m.space}`;
    const marks = hintMarks(hint.move);
    assert.ok(marks.includes(`[data-target="${key}"]`));
    for (const id of m.meeples) assert.ok(marks.includes(`.prompt [data-meeple="${id}"]`));
    assert.match(hintSentence(en, view, hint), /^Hint: Place \d meeples? /);
  });

  it('refuses the full state: the hint can only come from a seat\'s view', () => {
    let game = newGame({ players: 3, seed: 'hint-3' });
    game = applyMove(game, { type: 'roll' });
    assert.throws(() => hintFor(bots, game), TypeError);
  });
});
