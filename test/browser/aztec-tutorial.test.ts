/**
 * <aztec-tutorial>, driven by taps as a learner would: on the tutorial's own Back / Next / Restart and on
 * the board's buttons (Take, the steppers, the token buttons, the board's Next). Each shipped lesson is
 * played to its completion; a wrong move is refused with the step's hint and changes nothing; the board's
 * Next is held when the step does not ask for it; Back and Restart rebuild the game; French texts and a
 * language switch mid-lesson; focus on the step's text; and the accessibility audit.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/games/aztec/tutorial/index.js';
import type { AztecTutorial } from '../../src/games/aztec/tutorial/aztec-tutorial.js';
import type { AztecBoard } from '../../src/games/aztec/board/aztec-board.js';
import { aztecLesson, lessonText, type AztecLessonJson, type AztecMovePattern } from '../../src/games/aztec/lessons/index.js';

const lessonOf = (id: string) => aztecLesson(id) as AztecLessonJson;
const $ = (el: AztecTutorial, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const board = (el: AztecTutorial) => el.board as AztecBoard;
const $b = (el: AztecTutorial, sel: string) => board(el).shadowRoot!.querySelector<HTMLElement>(sel);
const $$b = (el: AztecTutorial, sel: string) => [...board(el).shadowRoot!.querySelectorAll<HTMLElement>(sel)];

async function tap(el: AztecTutorial, target: HTMLElement | null, what: string): Promise<void> {
  if (!target) throw new Error(`no ${what} at step ${el.stepIndex} (board at ${board(el)?.state?.decision.kind})`);
  if ((target as HTMLButtonElement).disabled) throw new Error(`${what} is disabled`);
  target.click();
  await el.updateComplete;
}

async function tutorial(lesson: string, lang = 'en'): Promise<AztecTutorial> {
  const el = await fixture<AztecTutorial>(html`<aztec-tutorial lesson=${lesson} lang=${lang}></aztec-tutorial>`);
  await el.updateComplete;
  return el;
}

/** Sets the board's pick to `jewels` with its −/+ steppers (fewer first, so that + is never blocked by the 4-jewel cap). */
async function pickJewels(el: AztecTutorial, jewels: readonly number[]): Promise<void> {
  for (const dir of [0, 1]) {
    for (let c = 0; c < 3; c++) {
      for (;;) {
        const stepper = $$b(el, '.stepper')[c]!;
        const n = Number(stepper.querySelector('b')!.textContent);
        if (dir === 0 ? n <= jewels[c]! : n >= jewels[c]!) break;
        await tap(el, stepper.querySelectorAll<HTMLElement>('button')[dir === 0 ? 0 : 1]!, `the ${dir ? '+' : '−'} of colour ${c}`);
      }
    }
  }
}

/** Makes the step's expected move by taps on the board, as its text says. */
async function makeMove(el: AztecTutorial, expect: AztecMovePattern): Promise<void> {
  switch (expect.type) {
    case 'collect': {
      const mine = $b(el, '.collect .secondary') as HTMLButtonElement | null;
      if (expect.truth && mine && !mine.disabled) await tap(el, mine, 'What my card shows');
      if (expect.jewels) await pickJewels(el, expect.jewels);
      return tap(el, $b(el, '[data-action="take"]'), 'Take');
    }
    case 'token': {
      const side = expect.believe === false ? 'accuse' : 'believe';
      const row = expect.target === undefined ? '' : `.target[data-seat="${expect.target}"] `;
      return tap(el, $b(el, `${row}.token-btn.${side}`), `the ${side} button`);
    }
    case 'artifact':
      return tap(el, $b(el, '.drawn-card .choices button'), 'an Artifact');
    default:
      return tap(el, $b(el, '[data-action="next"]'), 'the board’s Next');
  }
}

/** Plays the lesson from where it is to its completion; `each` is told every step before it is played. */
async function playToEnd(el: AztecTutorial, each: (index: number) => void | Promise<void> = () => {}): Promise<void> {
  const lesson = lessonOf(el.lesson);
  for (let guard = 0; guard < 80 && !el.isComplete; guard++) {
    const index = el.stepIndex;
    await each(index);
    const step = lesson.steps[index]!;
    if (step.expect) await makeMove(el, step.expect);
    else await tap(el, $(el, '[data-action="next"]'), 'the tutorial’s Next');
    expect(el.isComplete || el.stepIndex === index + 1, `step ${index} led on`).to.equal(true);
  }
}

describe('<aztec-tutorial>', () => {
  for (const id of ['taking', 'tokens', 'curses', 'scoring']) {
    it(`"${id}": played to its completion by taps`, async () => {
      const el = await tutorial(id);
      const lesson = lessonOf(id);
      expect($(el, 'h2')!.textContent).to.equal(lessonText(lesson.title, 'en'));
      const done = oneEvent(el, 'aztec-lesson-complete');
      await playToEnd(el, (i) => {
        expect($(el, '[part~="counter"]')!.textContent).to.equal(`Step ${i + 1} of ${lesson.steps.length}`);
        expect($(el, '[part~="text"]')!.textContent).to.contain(lessonText(lesson.steps[i]!.text, 'en').split('\n')[0]!);
        expect(board(el).highlights, `step ${i} points at its parts`).to.deep.equal(lesson.steps[i]!.highlight ?? []);
      });
      expect((await done).detail).to.deep.equal({ lesson: id });
      expect($(el, '[part~="complete"]')!.textContent).to.contain('Lesson complete!');
      // Booleans, not elements: a failing comparison of two elements is too big for the runner to report.
      expect(el.shadowRoot!.activeElement === $(el, '.complete .text'), 'focus on the completion').to.equal(true);
    });
  }

  it('"tokens": the board explains case 1, case 2 and case 3 at the steps that tell them', async () => {
    const el = await tutorial('tokens');
    const cases: string[] = [];
    await playToEnd(el, (i) => {
      const panel = $b(el, '[part="reveal"][data-case]');
      if (panel) cases.push(`${i}:${panel.dataset.seat}:${panel.dataset.case}`);
    });
    const last = $b(el, '[part="reveal"][data-case]')!;
    cases.push(`end:${last.dataset.seat}:${last.dataset.case}`);
    expect(cases).to.deep.equal(['4:0:1', '5:1:1', '6:2:2', '7:3:3', 'end:3:3']);
    expect(board(el).classList.contains('hold'), 'the board’s Next waits at the curses').to.equal(true);
  });

  it('"curses": red to the learner, yellow to Elisa, blue tied and left', async () => {
    const el = await tutorial('curses');
    await playToEnd(el, (i) => {
      if (i === 4) expect(board(el).state!.curses, 'after the curses').to.deep.equal([2, 0, 0]);
    });
    expect(board(el).state!.curses).to.deep.equal([3, 1, 1]);
  });

  it('"scoring": the score table shows Charly’s 15', async () => {
    const el = await tutorial('scoring');
    await playToEnd(el);
    // The board's scores come with its ending's own chunk, fetched in the last round.
    await waitUntil(() => $b(el, '.scores tbody tr[data-seat="0"]'), 'the score table');
    const row = $b(el, '.scores tbody tr[data-seat="0"]')!;
    expect(row.querySelector('th')!.textContent).to.contain('Charly');
    expect([...row.querySelectorAll('td')].map((td) => td.textContent!.trim())).to.deep.equal(['15', '5', '6', '9', '-5']); // the total first, then duos, trios, Artifacts, stones
  });

  it('refuses a wrong move with the step’s hint, and the board plays nothing', async () => {
    const el = await tutorial('taking');
    await tap(el, $(el, '[data-action="next"]'), 'Next');
    expect($(el, '[part~="hint"]') === null, 'no hint yet').to.equal(true);
    await pickJewels(el, [2, 0, 1]);
    await tap(el, $b(el, '[data-action="take"]'), 'Take');
    const hint = lessonText(lessonOf('taking').steps[1]!.hint, 'en');
    expect($(el, '[part~="hint"]')!.textContent).to.contain(hint);
    expect($b(el, '[data-notice="guard"]')!.textContent, 'the board says it too').to.equal(hint);
    expect(el.stepIndex).to.equal(1);
    expect(board(el).state!.decision.seats, 'Charly still chooses').to.include(0);
    // The truth then goes through.
    await tap(el, $b(el, '.collect .secondary'), 'What my card shows');
    await tap(el, $b(el, '[data-action="take"]'), 'Take');
    expect(el.stepIndex).to.equal(2);
    expect($(el, '[part~="hint"]') === null, 'a new step clears the hint').to.equal(true);
  });

  it('holds the board’s Next and its Undo, Hint and Play again when the step does not ask for them', async () => {
    const el = await tutorial('tokens');
    await playToEnd(el, (i) => {
      if (i === 3) expect(board(el).classList.contains('hold'), 'the reveal is this step’s move').to.equal(false);
    });
    await tap(el, $(el, '[data-action="back"]'), 'Back');
    expect(el.isComplete).to.equal(false);
    // The last step explains Yukio's reveal; the board waits at the curses, its Next held.
    const before = JSON.stringify(board(el).state);
    expect(board(el).classList.contains('hold')).to.equal(true);
    await tap(el, $b(el, '[data-action="next"]'), 'the board’s held Next');
    expect(JSON.stringify(board(el).state), 'the curses were not applied').to.equal(before);
    expect($(el, '[part~="hint"]')!.textContent).to.contain('press Next to go on');

    const scoring = await tutorial('scoring');
    await playToEnd(scoring);
    await waitUntil(() => $b(scoring, '[data-action="play-again"]'), 'the board’s Play again');
    const over = JSON.stringify(board(scoring).state);
    await tap(scoring, $b(scoring, '[data-action="play-again"]'), 'Play again');
    expect(JSON.stringify(board(scoring).state), 'no new game').to.equal(over);
    expect($(scoring, '[part~="hint"]')!.textContent).to.contain('tutorial’s buttons lead the way');
  });

  it('Back rebuilds the step before, Restart the first; the learner plays them again', async () => {
    const el = await tutorial('taking');
    await tap(el, $(el, '[data-action="next"]'), 'Next');
    await makeMove(el, { type: 'collect', truth: true });
    await makeMove(el, { type: 'token' });
    expect(el.stepIndex).to.equal(3);
    expect(board(el).state!.round).to.equal(2);
    await tap(el, $(el, '[data-action="back"]'), 'Back');
    expect(el.stepIndex).to.equal(2);
    expect(board(el).state!.round).to.equal(1);
    expect(board(el).state!.decision.kind, 'the tokens again').to.equal('token');
    expect(board(el).state!.decision.seats, 'Charly places his token again').to.deep.equal([0]);
    expect(el.shadowRoot!.activeElement === $(el, '[part~="text"]'), 'focus on the step’s text').to.equal(true);
    await tap(el, $(el, '[data-action="back"]'), 'Back');
    expect(board(el).state!.decision.kind).to.equal('collect');
    expect(board(el).state!.decision.seats, 'Charly’s pick is taken back').to.deep.equal([0]);
    await makeMove(el, { type: 'collect', truth: true });
    await makeMove(el, { type: 'token', believe: false, target: 2 });
    expect(el.stepIndex).to.equal(3);
    await tap(el, $(el, '[data-action="restart"]'), 'Restart');
    expect(el.stepIndex).to.equal(0);
    expect($(el, '[data-action="back"]')!.hasAttribute('disabled'), 'no step before the first').to.equal(true);
    const state = board(el).state!;
    expect([state.round, state.decision.kind, state.seats.every((s) => s.pick === null && s.stash.every((n) => n === 0))]).to.deep.equal([1, 'collect', true]);
    await playToEnd(el);
    expect(el.isComplete).to.equal(true);
  });

  it('speaks French: the lesson’s texts, the tutorial’s buttons and the board', async () => {
    const el = await tutorial('tokens', 'fr');
    const lesson = lessonOf('tokens');
    expect($(el, 'h2')!.textContent).to.equal(lessonText(lesson.title, 'fr'));
    expect($(el, '[part~="counter"]')!.textContent).to.equal(`Étape 1 sur ${lesson.steps.length}`);
    expect($(el, '[data-action="next"]')!.textContent).to.equal('Suivant');
    await tap(el, $(el, '[data-action="next"]'), 'Suivant');
    expect($(el, '[part~="text"]')!.textContent).to.contain('Votre carte montre 1 bleu et 1 rouge');
    expect($b(el, '.prompt-title')!.textContent).to.contain('Charly, prenez vos joyaux');
    await makeMove(el, { type: 'collect', jewels: [0, 2, 2] });
    expect($(el, '[part~="hint"]')!.textContent).to.contain('Gardez les joyaux de votre carte');
    await playToEnd(el);
    expect($(el, '[part~="complete"]')!.textContent).to.contain('Leçon terminée');
  });

  it('switching the language mid-lesson keeps the step and the game', async () => {
    const el = await tutorial('taking');
    await tap(el, $(el, '[data-action="next"]'), 'Next');
    await makeMove(el, { type: 'collect', truth: true });
    await makeMove(el, { type: 'token' });
    const before = board(el).state!;
    el.lang = 'fr';
    await el.updateComplete;
    expect(el.stepIndex).to.equal(3);
    expect($(el, '[part~="text"]')!.textContent).to.contain('Manche 2');
    const after = board(el).state!;
    expect([after.round, after.decision.kind, after.seats.map((s) => s.stash)]).to.deep.equal([before.round, before.decision.kind, before.seats.map((s) => s.stash)]);
    await makeMove(el, { type: 'collect', jewels: [2, 0, 1] });
    expect(el.stepIndex).to.equal(4);
  });

  it('names an unknown lesson, inline', async () => {
    const el = await tutorial('nope');
    expect($(el, '[part~="error"]')!.textContent).to.contain('taking, tokens, curses, scoring');
    el.lesson = 'curses';
    await el.updateComplete;
    expect($(el, '[part~="error"]') === null, 'no error').to.equal(true);
    expect(board(el).state!.round).to.equal(2);
  });

  it('is accessible, at a step and once complete', async () => {
    const el = await tutorial('taking');
    await tap(el, $(el, '[data-action="next"]'), 'Next');
    await expect(el).to.be.accessible();
    await playToEnd(el);
    await expect(el).to.be.accessible();
  });
});
