/** The lesson format: every shipped lesson validates and ends with the rulebook's numbers; bad lessons name the field. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  LESSONS, LessonError, matchesPattern, replayLesson, resolvePattern, validateLesson, type LessonJson,
} from '../../src/games/quetzal/lessons/index.js';
import { applyMove, scoreBreakdown, type GameState } from '../../src/games/quetzal/engine/index.js';
import { parseHighlight } from '../../src/games/quetzal/lessons/highlight-keys.js';

const copy = (id: string): LessonJson & Record<string, any> => JSON.parse(JSON.stringify(LESSONS.find((l) => l.id === id)!));

function endOf(id: string): GameState {
  return replayLesson(validateLesson(copy(id))).end;
}

function rejects(spoil: (l: LessonJson & Record<string, any>) => void, message: string, id = 'free-locations'): void {
  const lesson = copy(id);
  spoil(lesson);
  assert.throws(() => validateLesson(lesson), (e: unknown) => {
    assert.ok(e instanceof LessonError, String(e));
    assert.equal((e as Error).message.slice(0, message.length), message);
    return true;
  });
}

describe('shipped lessons', () => {
  it('all validate (as JSON), each text in English and French, each step pointing at valid keys', () => {
    assert.equal(LESSONS.length, 9);
    for (const lesson of LESSONS) {
      const json = JSON.parse(JSON.stringify(lesson));
      assert.doesNotThrow(() => validateLesson(json), lesson.id);
      const texts = [lesson.title, lesson.summary, ...lesson.steps.flatMap((s) => [s.text, s.hint])].filter((t) => t !== undefined);
      for (const t of texts) {
        assert.equal(typeof t, 'object', `${lesson.id}: texts are given per language`);
        assert.deepEqual(Object.keys(t!).sort(), ['en', 'fr'], `${lesson.id}: ${JSON.stringify(t)}`);
      }
      assert.ok(!Array.isArray(lesson.seats) && (lesson.seats as Record<string, string[]>).fr, `${lesson.id}: French names`);
      for (const step of lesson.steps) for (const key of step.highlight ?? []) assert.ok(parseHighlight(key), key);
    }
  });

  it('the French names play the same game', () => {
    for (const lesson of LESSONS) {
      const l = validateLesson(copy(lesson.id));
      const strip = (s: GameState) => JSON.stringify({ ...s, seats: s.seats.map((x) => ({ ...x, name: '' })) });
      assert.equal(strip(replayLesson(l, 'fr').end), strip(replayLesson(l, 'en').end), lesson.id);
    }
  });

  it('end with the rulebook\'s numbers', () => {
    assert.equal(endOf('rolling').seats[0]!.coins, 3); // 4 + 1 standing − 2 for the 4th Temple space
    assert.equal(endOf('unique-locations').seats[1]!.coins, 7 - 4);
    const bid = endOf('bidding');
    assert.deepEqual(bid.board.bids.quarry, { holder: 1, meeples: [0, 1, 2], color: 'adventurer' });
    assert.deepEqual(bid.board.bids.black_market, { holder: 0, meeples: [0, 1], color: 'adventurer' });
    assert.equal(endOf('free-locations').seats[2]!.coins, 0);
    const temple = endOf('temple-activation');
    assert.deepEqual(temple.seats.map((s) => s.hand.length), [2, 2, 1]);
    assert.equal(temple.board.temple.filter((c) => c !== null).length, 4);
    const maria = endOf('delivering').seats[2]!;
    assert.deepEqual([maria.score, maria.discovery], [15, 2]);
    const up = endOf('upgrades');
    assert.deepEqual(up.seats.map((s) => s.upgradeDiscard.length), [1, 1, 1]);
    const jon = scoreBreakdown(endOf('end-scoring'))[0]!;
    assert.deepEqual([jon.track, jon.firstPlayer, jon.coinVp, jon.upgrades, jon.total], [34, 2, 2, 5, 43]);
    const auto = endOf('automaton');
    assert.equal(auto.board.temple.filter((c) => c !== null).length, 7);
    assert.equal(auto.discard.length, 2);
  });
});

describe('invalid lessons name the step and field', () => {
  it('the issue\'s example: steps[3].expect.location', () => {
    rejects((l) => { l.steps[3]!.expect!.location = 'temple2' as never; }, 'steps[3].expect.location: unknown location "temple2"');
  });

  it('format, fields and texts', () => {
    rejects((l) => { l.format = 'lesson' as never; }, 'format: must be "quetzal-lesson", got "lesson"');
    rejects((l) => { l.version = 2 as never; }, 'version: must be 1, got 2');
    rejects((l) => { l.titel = 'x'; }, 'titel: unknown field');
    rejects((l) => { l.id = 'has space'; }, 'id: must be 1–60 letters');
    rejects((l) => { l.title = ''; }, 'title: must be a non-empty text');
    rejects((l) => { l.steps[1]!.text = { en: 'ok', fr: 3 as never }; }, 'steps[1].text.fr: must be a non-empty text');
    rejects((l) => { (l.steps[1] as unknown as Record<string, unknown>).hightlight = ['harbor']; }, 'steps[1].hightlight: unknown field');
    rejects((l) => { l.steps = []; }, 'steps: must be a non-empty array of steps');
    rejects((l) => { l.seats = { en: ['Jon', 'Lucy', 'Maria'], fr: ['Jean', 'Lucie'] }; }, 'seats.fr: has 2 names, another language has 3');
    rejects((l) => { l.seats = ['Jon', 'Lucy, Maria']; }, 'seats[1]: must be a name of 1–40 characters without commas');
  });

  it('highlights and move patterns', () => {
    rejects((l) => { l.steps[0]!.highlight = ['camp', 'temple:5']; }, 'steps[0].highlight[1]: unknown highlight "temple:5"');
    rejects((l) => { l.steps[0]!.highlight = ['seat:3']; }, 'steps[0].highlight[0]: seat 3 does not exist: the lesson has 3 seats');
    rejects((l) => { l.steps[1]!.expect = { type: 'jump' as never }; }, 'steps[1].expect.type: unknown move type "jump"');
    rejects((l) => { l.steps[1]!.expect = { type: 'place', location: 'harbor', cards: [] } as never; }, 'steps[1].expect.cards: not a field of a "place" move');
    rejects((l) => { l.steps[1]!.expect = { type: 'place', location: 'quarry', space: 0 }; }, 'steps[1].expect.space: only the temple, village and ship have spaces, not the quarry');
    rejects((l) => { l.steps[1]!.expect = { type: 'place', location: 'temple', space: 5 }; }, 'steps[1].expect.space: must be a whole number from 0 to 4, got 5');
    rejects((l) => { l.steps[1]!.expect = { type: 'place', seat: 3, location: 'camp' }; }, 'steps[1].expect.seat: must be a whole number from 0 to 2, got 3');
    rejects((l) => { l.steps[2]!.auto![1] = { type: 'deliver', cards: ['statue'] }; }, 'steps[2].auto[1].cards[0]: unknown card "statue"');
    rejects((l) => { l.steps[1]!.expect = { type: 'exchange', tile: 'U04' }; }, 'steps[1].expect.tile: exchange moves use U07 or U10');
  });

  it('highlight keys named like Object.prototype members are refused, not looked up through the prototype', () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'card:constructor', 'stat:0:__proto__', 'upgrade:constructor']) {
      assert.equal(parseHighlight(key), null, key);
      rejects((l) => { l.steps[0]!.highlight = ['camp', key]; }, `steps[0].highlight[1]: unknown highlight ${JSON.stringify(key)}`);
    }
  });

  it('the scenario, checked by the engine', () => {
    rejects((l) => { l.scenario = { round: 9 }; }, 'scenario.round: must be a whole number from 1 to 5, got 9');
    rejects((l) => { l.scenario = { temple: ['mumy'] }; }, 'scenario.temple[0]: unknown card "mumy"');
  });

  it('steps that cannot be played at that point', () => {
    rejects((l) => { l.steps[1]!.expect = { type: 'place', location: 'stela' }; }, 'steps[1].expect: no legal move matches {"type":"place","location":"stela"}: the game waits for place by seat 2');
    rejects((l) => { l.steps[2]!.auto = [{ type: 'prepare' }]; }, 'steps[2].auto[0]: no legal move matches {"type":"prepare"}');
    rejects((l) => { l.steps[0]!.auto = []; }, 'steps[1].expect: no legal move matches');
  });
});

describe('move patterns', () => {
  it('match by kind, count and colour; resolve to legal moves', () => {
    const lesson = validateLesson(copy('delivering'));
    const s = replayLesson(lesson).states[3]!;
    const pattern = lesson.steps[3]!.expect!;
    const move = resolvePattern(pattern, s)!;
    assert.equal(move.type, 'deliver');
    assert.ok(matchesPattern(pattern, move, s));
    // Another plain statuette instead of the second Discovery one: not the move.
    const hand = s.seats[2]!.hand;
    const wrong = { ...move, cards: [...(move as { cards: number[] }).cards.slice(0, 1), ...hand.filter((c) => !(move as { cards: number[] }).cards.includes(c)).slice(0, 1), ...(move as { cards: number[] }).cards.slice(2)] };
    assert.ok(!matchesPattern(pattern, wrong as never, s));
    assert.equal(applyMove(s, move).seats[2]!.score, 15);
  });
});
