/**
 * What <quetzal-board> says of its wrong properties: each new problem once — `quetzal-error` (code
 * BAD_ATTRIBUTE, with the property's name) and a notice over a game under way; a board that cannot
 * start says it in its error frame (the statechart's failed state). A property set right again: its
 * notice goes. The words come with their chunk (prop-messages.ts): said a moment later, once it has come.
 */
import { t, type Lang } from '../strings/index.js';
import { messagesPart, type PropProblem } from './board-props.js';
import type { BoardActor } from './board-actor.js';
import { emit } from './events.js';

export class PropNotices {
  /** The problems already said (by property: the problem and language), so each is said once. */
  private said = new Map<string, string>();

  constructor(
    private readonly el: HTMLElement,
    private readonly machine: BoardActor,
    /** Work the board's `updateComplete` waits for. */
    private readonly track: (p: Promise<unknown>) => void,
  ) {}

  /** `running`: a game is under way (or starting without a setup problem). */
  say(problems: PropProblem[], running: boolean, lang: Lang): void {
    const idOf = (x: PropProblem) => `${lang}|${x.key}|${JSON.stringify(x.params)}`;
    const now = new Map(problems.map((x) => [x.prop as string, idOf(x)]));
    // (A setup problem at the start: the statechart's failed state says it.)
    const fresh = problems.filter((x) => this.said.get(x.prop) !== idOf(x) && (running || x.kind !== 'setup'));
    if (fresh.length) {
      this.track(messagesPart().then((m) => {
        for (const x of fresh) {
          const message = m.problemMessage(lang, x);
          emit(this.el, 'quetzal-error', { code: 'BAD_ATTRIBUTE', message, property: x.prop });
          // Still wrong (not set right while the words were on their way): its notice.
          if (running && this.said.get(x.prop) === idOf(x)) {
            this.machine.send({ type: 'NOTIFY', notice: { id: `prop-${x.prop}`, key: 'message', params: { message }, kind: 'error', table: 'board' } });
          }
        }
      }, () => {
        // The words could not be fetched: the error is said all the same, and said again at the next change.
        for (const x of fresh) {
          if (this.said.get(x.prop) === idOf(x)) this.said.delete(x.prop);
          emit(this.el, 'quetzal-error', { code: 'BAD_ATTRIBUTE', message: t(lang, 'partFailed'), property: x.prop });
        }
      }));
    }
    const notice = this.machine.snap?.context.notice;
    if (notice?.id.startsWith('prop-') && !now.has(notice.id.slice(5))) this.machine.send({ type: 'NOTIFY', notice: null });
    this.said = now;
  }
}
