/**
 * Computer players on <quetzal-board> (`seats`): a whole game with one person (clicks through the
 * shadow DOM) and three computers, a table of computers only, the page staying responsive while a
 * computer thinks (in a Web Worker), the worker ending with the board and starting again when it comes
 * back, bad `seats` values, accessibility while a computer thinks, and a board of people never
 * downloading any bot code.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/index.js';
import type { Move, QuetzalBoard, QuetzalErrorDetail, SeatSpec } from '../../src/index.js';
import { $, $$, click, decisionOf, rng, uiStep } from './helpers.js';

// Every module fetched is a resource entry: room for all of them (the dev server serves each file).
performance.setResourceTimingBufferSize(100_000);

// Counts the workers started on this page (the bots' client looks `Worker` up when it needs one), and
// can hold their answers: while `holding`, what a worker sends waits in `held` (its first listener keeps
// it from the bots' client) until the test delivers it.
let workersStarted = 0;
let holding = false;
const held: { worker: Worker; data: unknown }[] = [];
const NativeWorker = window.Worker;
window.Worker = class extends NativeWorker {
  constructor(url: string | URL, options?: WorkerOptions) {
    super(url, options);
    workersStarted++;
    this.addEventListener('message', (e) => {
      if (!holding) return;
      e.stopImmediatePropagation();
      held.push({ worker: this, data: e.data });
    });
  }
};

/** Hands the held answers to the bots' client, as if they came now. */
function deliverHeld(): void {
  holding = false;
  for (const { worker, data } of held.splice(0)) worker.dispatchEvent(new MessageEvent('message', { data }));
}

/** The seat whose panel says "Thinking", or null. */
const thinkingSeat = (el: QuetzalBoard): number | null => {
  const seat = $(el, '.seat [data-thinking]')?.closest<HTMLElement>('.seat')?.dataset.seat;
  return seat === undefined ? null : Number(seat);
};
const botResources = () => performance.getEntriesByType('resource').map((e) => e.name)
  .filter((n) => /\/bots\/|bot-driver|bot-worker|bot-client/.test(n));

async function until(cond: () => boolean, what: string, timeout = 30_000): Promise<void> {
  const deadline = performance.now() + timeout;
  while (!cond()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A board appended to the page, with a listener for quetzal-error from the start. */
function board(attrs: Record<string, string>, props: Partial<QuetzalBoard> = {}): { el: QuetzalBoard; errors: QuetzalErrorDetail[] } {
  const el = document.createElement('quetzal-board');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  Object.assign(el, props);
  const errors: QuetzalErrorDetail[] = [];
  el.addEventListener('quetzal-error', (e) => errors.push(e.detail));
  document.body.append(el);
  return { el, errors };
}

/** A hard computer with a large budget (seconds in its worker), to play first: seat 1 of 2. */
async function hardThinker(iterations = 400_000, errors: QuetzalErrorDetail[] = []): Promise<QuetzalBoard> {
  const { el } = board({ seats: 'human:Ann, bot-hard', 'bot-iterations': String(iterations), 'bot-delay': '0', seed: '5', 'no-save': '' },
    { scenario: { firstPlayer: 1 } });
  el.addEventListener('quetzal-error', (e) => errors.push(e.detail));
  await el.updateComplete;
  await click(el, $(el, '[data-action="roll"]'), 'roll');
  await until(() => thinkingSeat(el) === 1, 'the computer to think');
  await el.updateComplete;
  return el;
}

describe('<quetzal-board> computer players', () => {
  afterEach(() => {
    holding = false;
    held.length = 0;
    document.querySelectorAll('body > quetzal-board').forEach((e) => e.remove());
  });

  // First: nothing in this page has asked for bot code yet.
  it('a board of people never downloads bot code nor starts a worker', async () => {
    const { el } = board({ seats: 'human:Ann, human:Bob', seed: '2', 'no-save': '' });
    const other = await fixture<QuetzalBoard>(html`<quetzal-board players="3" no-save></quetzal-board>`);
    await el.updateComplete;
    const answered: string[] = [];
    for (let i = 0; i < 6; i++) answered.push(await uiStep(el, { random: rng(i) }));
    await uiStep(other, { random: rng(1) });
    await Promise.all([el.recordsReady, other.recordsReady]);
    // Nothing more to come: the boards have fetched what they asked for (updateComplete waits for their
    // parts), and the page has been idle (what they leave for idle time has been asked for), twice.
    for (let i = 0; i < 2; i++) {
      await Promise.all([el.updateComplete, other.updateComplete]);
      await new Promise((idle) => requestIdleCallback(idle));
    }
    expect(el.state!.seats.map((s) => s.name)).to.deep.equal(['Ann', 'Bob']);
    expect(botResources(), 'bot modules fetched').to.deep.equal([]);
    expect(workersStarted).to.equal(0);
    // With two people, the hand-over cover came as it does on any board of people.
    expect(answered, 'the decisions answered').to.include('handover');
  });

  it('one person and three computers play a whole game: only the person\'s hand ever shows, no hand-over cover', async () => {
    const { el } = board({ seats: 'human:Ann, bot-easy, bot-medium, bot-hard', 'bot-iterations': '20', 'bot-delay': '0', seed: '7', 'no-save': '' });
    await el.updateComplete;
    expect(el.state!.seats.map((s) => s.name)).to.deep.equal(['Ann', 'Computer (easy)', 'Computer (medium)', 'Computer (hard)']);
    const leaks: string[] = [];
    const watch = () => {
      if ($(el, '.handover')) leaks.push('a hand-over cover');
      for (const hand of $$(el, '.hand')) {
        const seat = hand.closest<HTMLElement>('.seat')?.dataset.seat;
        if (seat !== '0') leaks.push(`the hand of seat ${seat}`);
      }
    };
    const observer = new MutationObserver(watch);
    observer.observe(el.shadowRoot!, { childList: true, subtree: true });
    const botMoves: Move[] = [];
    el.addEventListener('quetzal-move', (e) => {
      const m = e.detail.move;
      if ('seat' in m && m.seat !== 0) botMoves.push(m);
    });
    const over = oneEvent(el, 'quetzal-game-over');
    const policy = { random: rng(11) };
    const seen = new Set<string>();
    let sawHand = false;
    for (let steps = 0; ; steps++) {
      expect(steps, 'UI steps').to.be.below(2000);
      await until(() => {
        const d = el.state!.decision;
        return d.kind === 'gameOver' || d.seat === 0 || d.seat === null;
      }, 'the person\'s turn');
      await el.updateComplete;
      if (el.state!.decision.kind === 'gameOver') break;
      sawHand ||= !!$(el, '.seat[data-seat="0"] .hand');
      // Moves by people are impossible while a computer decides: the prompt has nothing to press.
      seen.add(await uiStep(el, policy));
    }
    await over;
    await el.updateComplete;
    observer.disconnect();
    watch();
    expect(leaks).to.deep.equal([]);
    expect(sawHand, 'the person\'s hand is shown').to.equal(true);
    expect($$(el, 'table[data-scores] tbody tr').length).to.equal(4);
    for (const kind of ['roll', 'place', 'prepare']) expect([...seen]).to.include(kind);
    for (const seat of [1, 2, 3]) expect(botMoves.some((m) => 'seat' in m && m.seat === seat), `seat ${seat} played`).to.equal(true);
    const log = $(el, '.log')!.textContent!;
    for (const name of ['Computer (easy)', 'Computer (medium)', 'Computer (hard)']) expect(log).to.contain(name);
    expect(workersStarted, 'the computers thought in a worker').to.be.at.least(1);
  });

  it('a table of computers plays a whole game by itself (the same seed, the same game)', async () => {
    const boards = await Promise.all([1, 2].map(() =>
      fixture<QuetzalBoard>(html`<quetzal-board seats="bot-easy, bot-medium" seed="3" bot-delay="0" no-save></quetzal-board>`)));
    expect(boards[0]!.state!.seats.map((s) => s.name)).to.deep.equal(['Computer (easy)', 'Computer (medium)']);
    // Nobody at the table: no Roll button for a spectator, the computers roll.
    expect($(boards[0]!, '[data-action="roll"]')).to.equal(null);
    await Promise.all(boards.map((b) => oneEvent(b, 'quetzal-game-over')));
    for (const el of boards) {
      await el.updateComplete;
      expect(decisionOf(el)).to.equal('gameOver');
      expect($$(el, 'table[data-scores] tbody tr').length).to.equal(2);
      expect($$(el, '.hand').length, 'no hand is shown').to.equal(0);
      // The rulebook's Automaton plays at two, as ever.
      expect($(el, '.log')!.textContent).to.contain('Automaton');
    }
    expect(JSON.stringify(boards[0]!.state)).to.equal(JSON.stringify(boards[1]!.state));
  });

  it('the page stays usable while a hard computer thinks in its worker: the menu opens', async () => {
    const el = await hardThinker();
    const seatPanel = $(el, '.seat[data-seat="1"]')!;
    expect(seatPanel.querySelector('[data-thinking]')!.textContent).to.equal('Thinking');
    const line = $(el, '.prompt .thinking-line')!;
    expect(line.getAttribute('role')).to.equal('status');
    expect(line.textContent!.trim()).to.equal('Computer (hard) is thinking…');
    // The search takes seconds in the worker; meanwhile the page answers (how fast: npm run bench).
    const started = workersStarted;
    await click(el, $(el, '[data-action="menu"]'), 'menu');
    expect($(el, '[data-action="menu"]')!.getAttribute('aria-expanded')).to.equal('true');
    expect($(el, '.rec-menu')).to.not.equal(null);
    expect(thinkingSeat(el), 'still thinking').to.equal(1);
    expect(started, 'in a worker').to.be.at.least(1);
    // Nothing for the person to press meanwhile.
    expect($$(el, '.prompt button.meeple').length).to.equal(0);
  });

  it('a board taken out of the page ends its worker; put back, its computer thinks again', async () => {
    const el = await hardThinker();
    const terminate = NativeWorker.prototype.terminate;
    let terminated = 0;
    NativeWorker.prototype.terminate = function (this: Worker) {
      terminated++;
      return terminate.call(this);
    };
    try {
      const started = workersStarted;
      const position = JSON.stringify(el.state);
      el.remove();
      expect(terminated).to.equal(1);
      expect(el.state, 'no game runs out of the page').to.equal(null);
      document.body.append(el);
      await until(() => thinkingSeat(el) === 1, 'the computer to think again');
      expect(workersStarted).to.equal(started + 1);
      expect(el.state!.decision.seat).to.equal(1);
      expect(JSON.stringify(el.state)).to.equal(position);
      el.remove();
      expect(terminated).to.equal(2);
    } finally {
      NativeWorker.prototype.terminate = terminate;
    }
  });

  /**
   * A page of its own under `policy` (a CSP meta tag enforcing Trusted Types), with two computers
   * playing: the Worker constructions and the CSP violations reported there, once a round is played.
   */
  async function underTrustedTypes(policy: string): Promise<{ workers: number; violations: string[] }> {
    const iframe = document.createElement('iframe');
    iframe.srcdoc = `<!doctype html><html><head>
      <meta http-equiv="Content-Security-Policy" content="require-trusted-types-for 'script'; ${policy}">
      <script>
        window.violations = [];
        document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective + ' ' + e.sample));
        window.workers = 0;
        const NativeWorker = Worker;
        window.Worker = class extends NativeWorker { constructor(...args) { super(...args); window.workers++; } };
      </script>
      <script type="module">import '/src/index.js';</script></head>
      <body><quetzal-board seats="bot-easy, bot-medium" seed="4" bot-delay="0" no-save></quetzal-board></body></html>`;
    const loaded = new Promise((r) => iframe.addEventListener('load', r, { once: true }));
    document.body.append(iframe);
    try {
      await loaded;
      const win = iframe.contentWindow as Window & typeof globalThis & { violations: string[]; workers: number };
      await until(() => !!win.customElements.get('quetzal-board'), 'the element in the frame');
      const el = win.document.querySelector('quetzal-board') as QuetzalBoard;
      await until(() => (el.state?.round ?? 0) >= 2, 'the computers to play a round');
      // Trusted Types really are enforced there.
      let refused = false;
      try {
        new win.Worker('data:text/javascript,');
      } catch {
        refused = true;
      }
      expect(refused, 'a plain worker URL is refused').to.equal(true);
      return { workers: win.workers, violations: win.violations.filter((v) => !v.includes('data:text/javascript')) };
    } finally {
      iframe.remove();
    }
  }

  it('under Trusted Types that allow the policy "quetzal-board", the computers think in their worker, with no violation', async () => {
    const { workers, violations } = await underTrustedTypes('trusted-types lit-html quetzal-board');
    expect(violations).to.deep.equal([]);
    expect(workers, 'the computers\' worker started').to.equal(1);
  });

  it('under Trusted Types that do not allow it, the computers think on the main thread, and no violation at all is reported', async () => {
    for (const policy of ['trusted-types lit-html', "trusted-types lit-html 'allow-duplicates'", 'TRUSTED-TYPES lit-html Quetzal-Board']) {
      const { workers, violations } = await underTrustedTypes(policy);
      expect(workers, policy).to.equal(0);
      // Neither the refused policy name nor a string at the Worker constructor: the name is never tried.
      expect(violations, policy).to.deep.equal([]);
    }
  });

  it('under Trusted Types that allow any name (*), the computers think in their worker, with no violation', async () => {
    const { workers, violations } = await underTrustedTypes('trusted-types lit-html *');
    expect(violations).to.deep.equal([]);
    expect(workers).to.equal(1);
  });

  it('reads a CSP\'s trusted-types directives as the browser does', async () => {
    // Imported here: the first tests check that a board of people never loads bot code.
    const { cspAllowsPolicy } = await import('../../src/kit/bots/worker-url.js');
    expect(cspAllowsPolicy("default-src 'self'", 'quetzal-board'), 'no directive: any name').to.equal(true);
    expect(cspAllowsPolicy("require-trusted-types-for 'script'", 'quetzal-board')).to.equal(true);
    expect(cspAllowsPolicy('trusted-types lit-html quetzal-board', 'quetzal-board')).to.equal(true);
    expect(cspAllowsPolicy("script-src 'self';\ttrusted-types\tlit-html\n*", 'quetzal-board')).to.equal(true);
    expect(cspAllowsPolicy('trusted-types lit-html', 'quetzal-board')).to.equal(false);
    expect(cspAllowsPolicy('trusted-types', 'quetzal-board'), 'an empty list: no name').to.equal(false);
    expect(cspAllowsPolicy("trusted-types 'none'", 'quetzal-board')).to.equal(false);
    expect(cspAllowsPolicy('trusted-types Quetzal-Board', 'quetzal-board'), 'names are case-sensitive').to.equal(false);
    expect(cspAllowsPolicy('Trusted-Types quetzal-board', 'quetzal-board'), 'directive names are not').to.equal(true);
    expect(cspAllowsPolicy('trusted-types quetzal-board; trusted-types lit-html', 'quetzal-board'), 'every directive must allow it').to.equal(false);
  });

  it('is accessible while a computer thinks', async () => {
    const el = await hardThinker();
    expect(thinkingSeat(el)).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('a stale answer is dropped: a new game while a computer thinks', async () => {
    const errors: QuetzalErrorDetail[] = [];
    // The computer's answer is held as it arrives: the new game surely starts before the board gets it.
    holding = true;
    const el = await hardThinker(1500, errors);
    await until(() => held.length > 0, 'the computer\'s answer');
    const before = el.state;
    el.newGame();
    await el.updateComplete;
    expect(el.state).to.not.equal(before);
    expect(thinkingSeat(el)).to.equal(null);
    // The old question's answer (a placement) comes now: it must not reach the new game.
    const moves: { move: Move; by: string }[] = [];
    el.addEventListener('quetzal-move', (e) => moves.push(e.detail));
    deliverHeld();
    await el.updateComplete;
    expect(el.state!.decision.kind).to.equal('roll');
    // The new game goes on as usual: the person rolls, the computer places. Its answer to the new
    // question marks the end: nothing of the old one came before it.
    await click(el, $(el, '[data-action="roll"]'), 'roll');
    await until(() => el.state!.seats[1]!.meeples.some((m) => m.placed), 'the computer to place', 10_000);
    expect(moves.map((m) => `${m.by} ${m.move.type}`)).to.deep.equal(['person roll', 'computer place']);
    expect(errors).to.deep.equal([]);
  });

  it('names: the computers\' defaults in English and French, `seats` over `players` / `names`, the array form', async () => {
    const { el } = board({ lang: 'fr', players: '5', names: 'A,B,C,D,E', seats: 'Human, BOT-HARD, bot-easy:Maya, bot-easy, bot-easy', 'no-save': '', 'bot-delay': '0', 'bot-iterations': '5' });
    await el.updateComplete;
    expect(el.state!.seats.map((s) => s.name)).to.deep.equal(['Joueur 1', 'Ordinateur (difficile)', 'Maya', 'Ordinateur 1 (facile)', 'Ordinateur 2 (facile)']);
    el.remove();
    const seats: SeatSpec[] = [{ kind: 'bot', strength: 'medium' }, { kind: 'human', name: 'Ann' }, { kind: 'bot', strength: 'hard', name: 'Deep' }];
    const second = board({ 'no-save': '', 'bot-delay': '0', 'bot-iterations': '5' }, { seats }).el;
    await second.updateComplete;
    expect(second.state!.seats.map((s) => s.name)).to.deep.equal(['Computer (medium)', 'Ann', 'Deep']);
  });

  it('two people and a computer: hand-over covers for the people only', async () => {
    const { el } = board({ seats: 'human:Ann, bot-medium, human:Bob', seed: '9', 'bot-delay': '0', 'no-save': '' });
    await el.updateComplete;
    const covers = new Set<string>();
    for (let steps = 0; el.state!.round < 2; steps++) {
      expect(steps).to.be.below(400);
      await until(() => el.state!.decision.seat !== 1, 'a person\'s turn');
      await el.updateComplete;
      if (decisionOf(el) === 'handover') covers.add($(el, '.handover')!.dataset.handover!);
      await uiStep(el, { random: rng(steps) });
    }
    expect([...covers].sort()).to.deep.equal(['0', '2']);
  });

  it('bad `seats` (and `bot-iterations`) values: the inline error and quetzal-error', async () => {
    const cases: [Record<string, string>, Partial<QuetzalBoard>, RegExp][] = [
      [{ seats: 'human, robot' }, {}, /"robot" is not a seat/],
      [{ seats: 'human' }, {}, /2 to 5 seats.*got 1/],
      [{ seats: 'human, bot-easy, bot-easy, bot-easy, bot-easy, bot-easy' }, {}, /got 6/],
      [{ seats: 'human:, bot-easy' }, {}, /"human:" is not a seat/],
      [{ seats: 'bot-insane, human' }, {}, /"bot-insane"/],
      [{ seats: '' }, {}, /is not a seat/],
      [{}, { seats: [{ kind: 'human' }, { kind: 'bot', strength: 'insane' }] as unknown as SeatSpec[] }, /"strength":"insane"/],
      [{ seats: 'human, bot-hard', lang: 'fr' }, { seats: 'humain, bot-hard' }, /«\u00a0humain\u00a0» n’est pas une place/],
    ];
    for (const [attrs, props, message] of cases) {
      const { el, errors } = board({ 'no-save': '', ...attrs }, props);
      await el.updateComplete;
      const shown = $(el, '[part~="error"]');
      expect(shown, JSON.stringify(attrs)).to.not.equal(null);
      expect(shown!.textContent).to.match(message);
      expect(errors.map((e) => e.code)).to.deep.equal(['BAD_ATTRIBUTE']);
      expect(errors[0]!.message).to.match(message);
      el.remove();
    }
    // A wrong timing: the game plays on with the default, and a notice says what was wrong.
    const { el, errors } = board({ 'no-save': '', seats: 'human, bot-hard', 'bot-iterations': 'lots' });
    await el.updateComplete;
    expect(el.state, 'the game started').to.not.equal(null);
    expect($(el, '[data-notice="prop-botIterations"]')!.textContent).to.match(/bot-iterations must be a whole number from 1 to 1000000 \(got "lots"\)/);
    expect(errors.map((e) => [e.code, e.property])).to.deep.equal([['BAD_ATTRIBUTE', 'botIterations']]);
  });
});
