/**
 * Aztec's lessons (src/games/aztec/lessons/): each shipped lesson validates, has every text in English
 * and French, and plays to its end through the engine alone — every auto move and expected move legal at
 * its step; lesson 2 meets the rulebook's three reveal cases, lesson 3 the three ends of a curse, and
 * lesson 4 ends the game with Charly's 15 points of the rulebook's example. A bad lesson is refused with
 * the path of the field at fault.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  AZTEC_LESSONS, aztecLesson, LessonError, resolvePattern, validateAztecLesson, type AztecLesson, type AztecLessonJson, type LessonText,
} from '../../src/games/aztec/lessons/index.js';
import {
  applyMoveWithEvents, legalMoves, newGame, scoreBreakdown, tableMove, type AztecEvent, type AztecMove, type AztecState,
} from '../../src/games/aztec/index.js';

/** Plays a lesson with the engine: its game, then each step's auto moves and its expected move, checking each is legal. */
function play(lesson: AztecLesson): { game: AztecState; events: AztecEvent[][] } {
  const names = Array.isArray(lesson.seats) ? lesson.seats : lesson.seats.en!;
  let game = newGame({ seats: names, seed: lesson.seed, scenario: lesson.scenario });
  const events: AztecEvent[][] = [];
  lesson.steps.forEach((step, i) => {
    const here: AztecEvent[] = [];
    for (const [k, p] of [...(step.auto ?? []).map((p, k) => [`auto[${k}]`, p] as const), ...(step.expect ? [['expect', step.expect] as const] : [])]) {
      const move = resolvePattern(p, game);
      assert.ok(move, `steps[${i}].${k}: a move matches`);
      const legal: AztecMove[] = 'seat' in move ? legalMoves(game, move.seat) : [tableMove(game)!];
      assert.ok(legal.some((m) => JSON.stringify(m) === JSON.stringify(move)), `steps[${i}].${k}: ${JSON.stringify(move)} is legal`);
      const r = applyMoveWithEvents(game, move);
      game = r.state;
      here.push(...r.events);
    }
    events.push(here);
  });
  return { game, events };
}

const texts = (l: AztecLessonJson): [string, LessonText][] => [
  ['title', l.title], ['summary', l.summary],
  ...l.steps.flatMap((s, i) => [[`steps[${i}].text`, s.text], ...(s.hint ? [[`steps[${i}].hint`, s.hint]] : [])] as [string, LessonText][]),
];

describe('Aztec lessons', () => {
  it('ships four lessons with distinct ids, in order', () => {
    assert.deepEqual(AZTEC_LESSONS.map((l) => l.id), ['taking', 'tokens', 'curses', 'scoring']);
    assert.equal(aztecLesson('curses'), AZTEC_LESSONS[2]);
    assert.equal(aztecLesson('nope'), null);
  });

  for (const json of AZTEC_LESSONS) {
    describe(json.id, () => {
      it('validates, and stays plain JSON', () => {
        const lesson = validateAztecLesson(json);
        assert.deepEqual(JSON.parse(JSON.stringify(lesson)), lesson);
        assert.ok(lesson.steps.length >= 4);
      });

      it('has every text in English and French, short', () => {
        for (const [path, text] of texts(json)) {
          assert.equal(typeof text, 'object', `${path} has languages`);
          const t = text as Record<string, string>;
          assert.ok(t.en && t.fr, `${path} has en and fr`);
          for (const lang of ['en', 'fr']) assert.ok(t[lang]!.length <= 500, `${path}.${lang} is short (${t[lang]!.length})`);
        }
      });

      it('plays to its end through the engine alone', () => {
        const { game } = play(validateAztecLesson(json));
        assert.notEqual(game, null);
      });

      it('gives every step that waits for the learner a hint', () => {
        json.steps.forEach((s, i) => assert.ok(!s.expect || s.hint, `steps[${i}] has a hint`));
      });
    });
  }

  it('taking: the truth in round 1, then the rulebook’s bluff (2 blue 1 yellow shown, 2 blue 1 red taken)', () => {
    const lesson = validateAztecLesson(aztecLesson('taking'));
    const { game } = play(lesson);
    const charly = game.seats[0]!;
    assert.equal(game.round, 2);
    assert.deepEqual(charly.taken, [2, 0, 1]);
    assert.deepEqual(charly.stash, [1, 0, 2], 'round 1’s honest pick is in the stash');
  });

  it('tokens: the reveals meet cases 1, 2 and 3, the learner accusing the case-3 liar', () => {
    const { events } = play(validateAztecLesson(aztecLesson('tokens')));
    const reveals = events.flat().filter((e): e is Extract<AztecEvent, { type: 'revealed' }> => e.type === 'revealed');
    assert.deepEqual(reveals.map((r) => [r.seat, r.case]), [[0, 1], [1, 1], [2, 2], [3, 3]]);
    assert.deepEqual(reveals[1]!.accusers, [2], 'case 1: Elisa accused Daryl');
    assert.deepEqual(reveals[1]!.believers, [3], 'case 1: Yukio believed him');
    assert.deepEqual(reveals[2]!.accusers, [], 'case 2: nobody accused Elisa');
    assert.deepEqual(reveals[3]!.accusers, [0], 'case 3: the learner accused Yukio');
    // Each reveal is one step: the step after it explains it.
    const stepOf = (seat: number) => events.findIndex((e) => e.some((x) => x.type === 'revealed' && x.seat === seat));
    assert.deepEqual([0, 1, 2, 3].map(stepOf), [3, 4, 5, 6]);
  });

  it('curses: red to the learner (most), yellow to Elisa, blue tied and left; a stone added to each card', () => {
    const { game, events } = play(validateAztecLesson(aztecLesson('curses')));
    const curses = events.flat().filter((e): e is Extract<AztecEvent, { type: 'curse' }> => e.type === 'curse');
    assert.deepEqual(curses.map((c) => [c.color, c.seat, c.stones]), [[0, null, 2], [1, 2, 2], [2, 0, 2]]);
    assert.deepEqual(curses[0]!.tied, [1, 2]);
    assert.deepEqual(game.curses, [3, 1, 1]);
    assert.equal(game.round, 3);
  });

  it('scoring: the game ends with Charly’s 15 (5 duos + 6 trios + 6 + 3 artifacts − 5 stones)', () => {
    const { game } = play(validateAztecLesson(aztecLesson('scoring')));
    assert.equal(game.decision.kind, 'gameOver');
    const charly = scoreBreakdown(game)[0]!;
    assert.deepEqual(game.seats[0]!.stash, [6, 3, 5]);
    assert.deepEqual({ duos: charly.duos, trios: charly.trios, artifacts: charly.artifacts, stones: charly.stones, penalty: charly.stonePenalty, total: charly.total },
      { duos: 5, trios: 6, artifacts: 9, stones: 4, penalty: -5, total: 15 });
    assert.equal(charly.winner, true);
  });
});

describe('Aztec lesson validation', () => {
  const base = () => structuredClone(aztecLesson('taking')) as unknown as Record<string, unknown> & { steps: Record<string, unknown>[] };
  const refused = (edit: (l: ReturnType<typeof base>) => void, path: string, words: RegExp) => {
    const l = base();
    edit(l);
    assert.throws(() => validateAztecLesson(l), (e: unknown) => {
      assert.ok(e instanceof LessonError, String(e));
      assert.equal(e.path, path);
      assert.match(e.message, words);
      assert.ok(e.message.startsWith(path), e.message);
      return true;
    });
  };

  it('names the field at fault', () => {
    refused((l) => { l.format = 'quetzal-lesson'; }, 'format', /aztec-lesson/);
    refused((l) => { l.id = 'a b'; }, 'id', /letters/);
    refused((l) => { l.title = { fr: 'Titre' }; }, 'title.en', /English/);
    refused((l) => { l.seats = ['A', 'B']; }, 'seats', /3 to 6/);
    refused((l) => { l.seats = ['A', 'B,C', 'D']; }, 'seats[1]', /comma/);
    refused((l) => { l.extra = 1; }, 'extra', /unknown field/);
    refused((l) => { l.steps = []; }, 'steps', /non-empty/);
    refused((l) => { l.steps[1]!.expect = { type: 'token', target: 5 }; }, 'steps[1].expect.target', /seat of the lesson/);
    refused((l) => { l.steps[1]!.expect = { type: 'collect', seat: 1 }; }, 'steps[1].expect.seat', /learner/);
    refused((l) => { l.steps[1]!.auto = [{ type: 'collect', truth: true }]; }, 'steps[1].auto[0].seat', /required/);
    refused((l) => { l.steps[1]!.auto = [{ type: 'dance' }]; }, 'steps[1].auto[0].type', /unknown move type/);
    refused((l) => { l.steps[1]!.auto = [{ type: 'reveal', seat: 1 }]; }, 'steps[1].auto[0].seat', /unknown field/);
    refused((l) => { l.steps[0]!.highlight = ['seat:7']; }, 'steps[0].highlight[0]', /unknown highlight/);
    refused((l) => { l.steps[0]!.hint = ''; }, 'steps[0].hint', /non-empty/);
  });

  it('plays the lesson: a move that cannot be played there, or a scenario the engine refuses, is named', () => {
    refused((l) => { l.steps[1]!.expect = { type: 'token' }; }, 'steps[1].expect', /no legal move.*collect by seat 0/);
    refused((l) => { l.steps[2]!.auto = [{ type: 'reveal' }]; }, 'steps[2].auto[0]', /no legal move/);
    refused((l) => { (l.scenario as { seats: { deck: number[] }[] }).seats[1]!.deck = [99]; }, 'scenario.seats[1].deck[0]', /does not exist/);
  });
});
