/**
 * Fitting the device (fit.ts), for what only comes with the later parts chunk: its prompts' cards,
 * Upgrade tiles, Hint row, deliveries' preview and the end of a round on tablets.
 */
import { css } from 'lit';

export const fitLaterStyles = css`
  /* portrait tablets: the end of a round over the board (as on wide screens); Upgrade tiles in a row */
  @container quetzal (min-width: 600px) and (max-width: 859px) {
    .overlay { position: absolute; padding: 12px; background: #1a2a20cc; }
    .side-inner > .prompt > :is(.preview, .hint-row) { flex: 0 1 auto; }
    .side-inner > .prompt > .tile-picker { display: flex; flex-wrap: wrap; }
    .side-inner > .prompt > .tile-picker button.upg { width: 150px; min-height: 80px; }
  }
  /* tablets: the prompt's cards smaller (four a row in the side column), their names whole */
  @container quetzal (min-width: 600px) and (max-width: 1199px) {
    .prompt .card.size-md { width: 68px; height: 82px; }
    .prompt .card-head .icon.art { width: 24px; height: 24px; }
    .prompt .card-picker { gap: 4px; }
  }
`;
