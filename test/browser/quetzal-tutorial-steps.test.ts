/** Refused moves, Back, invalid lessons (src and property), src loading, accessibility of the tutorial. */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/games/quetzal/tutorial/index.js';
import { LESSONS, type LessonJson, type QuetzalTutorial } from '../../src/games/quetzal/tutorial/index.js';
import { boardOf, bq, bqa, learnerStep, mountLesson, playLesson, settle, shown, tq } from './tutorial-helpers.js';

const byId = (id: string): LessonJson => JSON.parse(JSON.stringify(LESSONS.find((l) => l.id === id)!));
const snapshot = (tut: QuetzalTutorial) => JSON.parse(JSON.stringify(boardOf(tut).state));

async function mountSrc(src: string): Promise<{ tut: QuetzalTutorial; error: CustomEvent<{ code: string; message: string }> }> {
  const tut = document.createElement('quetzal-tutorial');
  const error = oneEvent(tut, 'quetzal-error');
  tut.src = src;
  document.body.append(tut);
  const e = await error;
  await settle(tut);
  return { tut, error: e };
}

describe('<quetzal-tutorial> steps and errors', () => {
  afterEach(() => {
    document.querySelectorAll('body > quetzal-tutorial').forEach((e) => e.remove());
    localStorage.clear();
  });

  it('refuses a wrong move with the step\'s hint, and nothing changes', async () => {
    const tut = await mountLesson(byId('unique-locations'));
    await learnerStep(tut); // Next: to "put Lucy on the 2nd Temple space"
    expect(tut.stepIndex).to.equal(1);
    const before = snapshot(tut);
    // A legal move, but not this step's: the 1st Temple space.
    bq(tut, '.prompt .pool-picker button.meeple')!.click();
    await settle(tut);
    const wrong = bq<HTMLButtonElement>(tut, 'button.spot.target.legal[data-target="temple:0"]')!;
    expect(wrong.disabled).to.equal(false);
    wrong.click();
    await settle(tut);
    expect(snapshot(tut)).to.deep.equal(before);
    expect(tut.stepIndex).to.equal(1);
    const alert = bq(tut, '.prompt .guard-hint[role="alert"]')!;
    expect(alert.textContent).to.contain('2nd space of the Temple');
    expect(tq(tut, '.hint')!.textContent).to.contain('2nd space of the Temple');
    expect(shown(tut, 1, 'coins')).to.equal(7);
    // The expected move goes through.
    bq(tut, 'button.spot.target.legal[data-target="temple:1"]')!.click();
    await settle(tut);
    expect(tut.stepIndex).to.equal(2);
    expect(shown(tut, 1, 'coins')).to.equal(3);
    expect(bq(tut, '.guard-hint')).to.equal(null);
  });

  it('on a Next step the board shows no controls the lesson would refuse; a step waiting for a move shows them', async () => {
    const tut = await mountLesson(byId('rolling'));
    const before = snapshot(tut);
    expect(tut.stepIndex).to.equal(0);
    // Between moves the board reads as a picture: no roll, no buttons at all, and a tap changes nothing.
    expect(boardOf(tut).readonly).to.equal(true);
    expect(bq(tut, '[data-action="roll"]')).to.equal(null);
    expect(bqa(tut, '.board button, .prompt button:not([data-action="legend"])').map((b) => b.outerHTML.slice(0, 80))).to.deep.equal([]);
    for (const el of bqa(tut, '.board *')) el.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await settle(tut);
    expect(snapshot(tut)).to.deep.equal(before);
    // Its chrome stays (the layout does not jump between steps): the log and the prompt's frame.
    expect(bq(tut, '[part="log"]')).to.not.equal(null);
    // The step that waits for the roll shows the Roll button, and the roll goes through.
    while (!bq(tut, '[data-action="roll"]')) {
      tq(tut, '[data-action="next"]')!.click();
      await settle(tut);
    }
    expect(boardOf(tut).readonly).to.equal(false);
    bq(tut, '[data-action="roll"]')!.click();
    await settle(tut);
    expect(boardOf(tut).state!.flow.rolled).to.equal(true);
  });

  it('scrolls the step\'s target into view (at once under reduced motion)', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const tut = await mountLesson(byId('unique-locations'));
      await learnerStep(tut); // Next: to "put Lucy on the 2nd Temple space"
      // A lesson gives no Hint (the board has no-hint), even on a step waiting for a placement.
      expect(boardOf(tut).noHint).to.equal(true);
      expect(bq(tut, '.prompt[data-decision="place"]')).to.not.equal(null);
      expect(bq(tut, '[data-action="hint"]')).to.equal(null);
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      tut.before(spacer);
      window.scrollTo(0, 0);
      const target = () => bq(tut, '[data-spot="temple:1"], [data-target="temple:1"]')!;
      expect(target().getBoundingClientRect().top).to.be.greaterThan(window.innerHeight);
      await learnerStep(tut); // Lucy on the 2nd Temple space: the next step points at it
      expect(tut.stepIndex).to.equal(2);
      const r = bq(tut, '[data-highlight]')!.getBoundingClientRect();
      expect(r.top).to.be.at.least(0);
      expect(r.bottom).to.be.at.most(window.innerHeight + 1);
      spacer.remove();
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('Back rebuilds the earlier step by replaying the lesson from its scenario', async () => {
    const tut = await mountLesson(byId('bidding'));
    const states: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      states.push(snapshot(tut));
      await learnerStep(tut);
    }
    expect(tut.stepIndex).to.equal(5);
    tq(tut, '[data-action="back"]')!.click();
    await settle(tut);
    expect(tut.stepIndex).to.equal(4);
    expect(snapshot(tut)).to.deep.equal(states[4]);
    tq(tut, '[data-action="back"]')!.click();
    await settle(tut);
    tq(tut, '[data-action="back"]')!.click();
    await settle(tut);
    expect(tut.stepIndex).to.equal(2);
    expect(snapshot(tut)).to.deep.equal(states[2]);
    expect(tq(tut, '.count')!.textContent).to.equal('Step 3 of 7');
    expect(tq(tut, '[role="progressbar"]')!.getAttribute('aria-valuenow')).to.equal('3');
    // And forward again to the end, with the same numbers.
    await playLesson(tut);
    expect(boardOf(tut).state!.board.bids.quarry).to.deep.include({ holder: 1 });
    // Back from the completion panel, then Start again.
    tq(tut, '[data-action="back"]')!.click();
    await settle(tut);
    expect(tut.isComplete).to.equal(false);
    tq(tut, '[data-action="next"]')!.click();
    await settle(tut);
    tq(tut, '[data-action="restart"]')!.click();
    await settle(tut);
    expect(tut.stepIndex).to.equal(0);
    expect(snapshot(tut)).to.deep.equal(states[0]);
  });

  it('gets back in step when the board\'s own controls change the game behind the lesson', async () => {
    const tut = await mountLesson(byId('unique-locations'));
    await learnerStep(tut);
    await learnerStep(tut); // Lucy on the 2nd Temple space
    expect(tut.stepIndex).to.equal(2);
    const expected = snapshot(tut);
    // The records feature's Undo (when the board has it) takes Lucy's move back behind the lesson's back.
    const undo = bq<HTMLButtonElement>(tut, '[data-action="undo"]');
    if (undo) {
      expect(undo.getAttribute('aria-disabled')).to.equal('false');
      undo.click();
      await settle(tut);
    }
    expect(tut.stepIndex).to.equal(2);
    expect(snapshot(tut)).to.deep.equal(expected);
    expect(shown(tut, 1, 'coins')).to.equal(3);
  });

  it('switching the language mid-lesson keeps the step and the game, with the French names', async () => {
    const tut = await mountLesson(byId('temple-activation'));
    for (let i = 0; i < 4; i++) await learnerStep(tut);
    expect(tut.stepIndex).to.equal(4);
    const strip = (s: any) => JSON.stringify({ ...s, seats: s.seats.map((x: any) => ({ ...x, name: '' })) });
    const before = strip(boardOf(tut).state);
    tut.lang = 'fr';
    await settle(tut);
    expect(tut.stepIndex).to.equal(4);
    expect(strip(boardOf(tut).state)).to.equal(before);
    expect(boardOf(tut).state!.seats.map((s) => s.name)).to.deep.equal(['Jean', 'Lucie', 'Marie']);
    expect(tq(tut, '.count')!.textContent).to.equal('Étape 5 sur 7');
    await playLesson(tut);
    expect(shown(tut, 0, 'hand')).to.equal(2);
  });

  it('loads a lesson from src', async () => {
    const tut = await fixture<QuetzalTutorial>(html`<quetzal-tutorial src="/test/browser/fixtures/lesson-free.json"></quetzal-tutorial>`);
    await settle(tut); // the fetch is work the tutorial's updateComplete waits for
    expect(tut.currentLesson!.id).to.equal('free-locations');
    await playLesson(tut);
    expect(shown(tut, 2, 'coins')).to.equal(0);
  });

  it('an invalid lesson file shows the error naming the step and field, and fires quetzal-error', async () => {
    const { tut, error } = await mountSrc('/test/browser/fixtures/lesson-bad-location.json');
    expect(error.detail.code).to.equal('BAD_LESSON');
    expect(error.detail.message).to.contain('steps[3].expect.location: unknown location "temple2"');
    const alert = tq(tut, '[role="alert"]')!;
    expect(alert.textContent).to.contain('steps[3].expect.location: unknown location "temple2"');
    expect(tut.board).to.equal(null);
    await expect(tut).to.be.accessible();
  });

  it('a lesson file that is not JSON, or missing, gives a clear error', async () => {
    const bad = await mountSrc('/test/browser/fixtures/lesson-not-json.json');
    expect(bad.error.detail.code).to.equal('BAD_JSON');
    expect(tq(bad.tut, '[role="alert"]')!.textContent).to.match(/lesson-not-json\.json" is not valid JSON/);
    const missing = await mountSrc('/test/browser/fixtures/no-such-lesson.json');
    expect(missing.error.detail.code).to.equal('FETCH_FAILED');
    expect(tq(missing.tut, '[role="alert"]')!.textContent).to.contain('404');
  });

  it('a bad lesson property gives the error naming the step and field', async () => {
    const cases: [(l: LessonJson & Record<string, any>) => void, string][] = [
      [(l) => { l.steps[1]!.highlight = ['harbor', 'tempel:1']; }, 'steps[1].highlight[1]: unknown highlight "tempel:1"'],
      [(l) => { l.steps[3]!.expect = { type: 'place', location: 'harbor', count: 9 }; }, 'steps[3].expect.count: must be a whole number from 1 to 7, got 9'],
      [(l) => { l.scenario!.seats = [{}, {}, { hand: ['statue'] }]; }, 'scenario.seats[2].hand[0]: unknown card "statue"'],
      [(l) => { l.steps[1]!.expect = { type: 'place', location: 'stela' }; }, 'steps[1].expect: no legal move matches'],
      [(l) => { delete (l.steps[2] as any).text; }, 'steps[2].text: must be a text'],
    ];
    for (const [spoil, message] of cases) {
      const lesson = byId('free-locations') as LessonJson & Record<string, any>;
      spoil(lesson);
      const tut = document.createElement('quetzal-tutorial');
      const error = oneEvent(tut, 'quetzal-error');
      tut.lesson = lesson;
      document.body.append(tut);
      const e = await error;
      await settle(tut);
      expect(e.detail.code).to.equal('BAD_LESSON');
      expect(tq(tut, '[role="alert"]')!.textContent, message).to.contain(message);
      tut.remove();
    }
  });

  it('is accessible on several steps, with a refused move, and when complete', async () => {
    const tut = await mountLesson(byId('delivering'));
    await expect(tut).to.be.accessible();
    await learnerStep(tut);
    // Waiting for a move, with the pieces pointed at and a hint shown.
    const meeples = bqa(tut, '.prompt .pool-picker button.meeple');
    meeples[0]!.click();
    await settle(tut);
    bq(tut, 'button.spot.target.legal[data-target="harbor"]')!.click();
    await settle(tut);
    expect(tq(tut, '.hint')).to.not.equal(null);
    await expect(tut).to.be.accessible();
    bq(tut, '[data-action="clear"]')!.click();
    await settle(tut);
    await learnerStep(tut);
    await learnerStep(tut);
    await expect(tut).to.be.accessible();
    await playLesson(tut);
    await expect(tut).to.be.accessible();
  });
});
