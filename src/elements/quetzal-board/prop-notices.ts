/**
 * What <quetzal-board> says of its wrong properties: each new problem once — `quetzal-error` (code
 * BAD_ATTRIBUTE, with the property's name) and a notice over a game under way; a board that cannot
 * start says it in its error frame (the statechart's failed state). A property set right again: its
 * notice goes.
 */
import type { PropProblem } from './board-props.js';
import type { BoardActor } from './board-actor.js';
import { emit } from './events.js';

export class PropNotices {
  /** The problems already said (a property's message), so each is said once. */
  private said = new Map<string, string>();

  constructor(private readonly el: HTMLElement, private readonly machine: BoardActor) {}

  /** `running`: a game is under way (or starting without a setup problem). */
  say(problems: PropProblem[], running: boolean): void {
    const now = new Map(problems.map((x) => [x.prop as string, x.message]));
    for (const x of problems) {
      if (this.said.get(x.prop) === x.message) continue;
      // (A setup problem at the start: the statechart's failed state says it.)
      if (running || x.kind !== 'setup') emit(this.el, 'quetzal-error', { code: 'BAD_ATTRIBUTE', message: x.message, property: x.prop });
      if (running) this.machine.send({ type: 'NOTIFY', notice: { id: `prop-${x.prop}`, key: 'message', params: { message: x.message }, kind: 'error', table: 'board' } });
    }
    const notice = this.machine.snap?.context.notice;
    if (notice?.id.startsWith('prop-') && !now.has(notice.id.slice(5))) this.machine.send({ type: 'NOTIFY', notice: null });
    this.said = now;
  }
}
