/**
 * Fitting the device (fit.ts), for what only comes with the later parts chunk: its prompts' cards,
 * Upgrade tiles, Hint row, deliveries' preview and the end of a round on tablets, buttons kept in sight on phones.
 */
import { css } from 'lit';

export const fitLaterStyles = css`
  /* portrait tablets: the end of a round over the board (as on wide screens); Upgrade tiles in a row */
  @container quetzal (min-width: 600px) and (max-width: 859px) {
    .overlay { position: absolute; padding: 12px; background: #1a2a20cc; }
    .side-inner > .prompt > :is(.preview, .hint-row) { flex: 0 1 auto; }
    .side-inner > .prompt > .tile-picker { display: flex; flex-wrap: wrap; }
    .side-inner > .prompt > .tile-picker button.upg { width: 150px; min-height: 80px; }
    /* a tall prompt (a delivery's cards) leaves the seats and the log no height at all: the log's padding,
       which no box sheds, then reached 9 px below the board and the page grew (issue 26); its content
       keeps that space instead, clipped with it */
    .side-inner > .log { padding-block: 0; overflow: hidden; }
    .side-inner > .log > .log-title { margin-top: 8px; }
    .side-inner > .log > .log-list { margin-bottom: 8px; }
  }
  /* tablets: the prompt's cards smaller (four a row in the side column), their names whole */
  @container quetzal (min-width: 600px) and (max-width: 1199px) {
    .prompt .card.size-md { width: 68px; height: 82px; }
    .prompt .card-head .icon.art { width: 24px; height: 24px; }
    .prompt .card-picker { gap: 4px; }
  }
  /* phones: a long prompt scrolls inside its quarter of the screen; its buttons stay in sight at its bottom */
  @container quetzal (max-width: 599px) {
    .side-inner > .prompt > .actions { position: sticky; bottom: -6px; z-index: 1; margin: 0 -10px -6px; padding: 4px 10px 6px; background: var(--quetzal-surface); box-shadow: 0 -6px 8px -6px #0004; }
  }
`;
