/**
 * Fitting the device. A board given a height (a full-screen page: `quetzal-board { height: 100dvh }`)
 * fills it: the board keeps its size, the panels around it share the rest and scroll inside
 * themselves, so a tablet (1024×768, 768×1024) plays a whole round without the page scrolling.
 * Without a height the board flows as tall as its content. Mid-width boards (tablets) are packed tighter.
 * What only the later prompts need is in fit-game-parts.ts (the later parts chunk).
 */
import { css } from 'lit';

export const fitStyles = css`
  .frame { height: 100%; }
  /* the prompt's "?" (the legend, parts/legend.ts) in its top right corner */
  .prompt { position: relative; }
  .prompt > .prompt-title { padding-right: 46px; }
  /* The hint after the title keeps clear of it too: under a one-line title where the prompt is narrow (a
     phone, the side column), beside the title on a portrait tablet (there it runs into the corner). */
  .prompt > .prompt-title + .hint { padding-right: 46px; }
  .legend-open { position: absolute; top: 4px; right: 4px; width: 44px; padding: 0; font-size: var(--_xl); }
  .layout { height: 100%; }
  .pool-picker > .btn { align-self: center; }
  /* one column (portrait tablets): the seats and the log side by side under the board, in what is left —
     on a screen tall enough to hold the board (not a phone held sideways: below) */
  @container quetzal (min-width: 600px) and (max-width: 859px) {
    @media (height >= 600px) {
      .frame > .layout, .frame > .layout.has-records {
        grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
        grid-template-rows: auto auto auto minmax(0, 1fr);
        grid-template-areas: 'tools tools' 'prompt prompt' 'main main' 'seats log';
      }
      .side-inner > .seats { overflow: auto; min-height: 0; }
      .side-inner > .log { min-height: 0; }
      .log-list { max-height: none; }
      .side-inner > .prompt { position: relative; max-height: none; flex-flow: row wrap; align-items: center; gap: 6px 12px; }
      /* the prompt's pieces and buttons share rows: the title beside its hint, the buttons beside the pieces */
      .side-inner > .prompt > * { flex: 1 1 100%; }
      .side-inner > .prompt > :is(.prompt-title, .picker, .actions) { flex: 0 1 auto; }
      .side-inner > .prompt > .hint { flex: 1 1 260px; }
      /* the hint beside the title keeps clear of the "?" (above), so the title, not in the corner, need not */
      .side-inner > .prompt > .prompt-title:has(+ .hint) { padding-right: 0; }
    }
  }
  /* a short screen (a phone held sideways: 844×390, 932×430): the board cannot fit its height, so the page
     scrolls as on a phone, never a grid squeezed to fit the screen (a 30 px strip of prompt); in one column
     the prompt stays on top (sticky, at most about half the height: styles/base.ts), beside the board the
     side column does (below) */
  @media (height < 600px) {
    .frame { height: auto; min-height: 100%; }
    .layout { height: auto; }
  }
  @container quetzal (min-width: 860px) {
    .layout { grid-template-columns: minmax(0, 1fr) clamp(310px, 30cqi, 380px); }
    .to-hand { display: none; }
    /* the prompt takes what it needs (the seats give way first, down to 90 px), the log what is left */
    .side-inner > .prompt { position: relative; flex: 0 .01 auto; max-height: none; min-height: 0; }
    .side-inner > .seats { flex: 0 1 auto; min-height: 90px; }
    .side-inner > .log { flex: 1 1 0; min-height: 70px; }
    /* a short wide screen (a large phone held sideways, 932×430): the board is taller than the screen and
       the page scrolls, so the side column stays in view beside it (sticky, the screen's height), its
       prompt, seats and log sharing that height as on a tablet */
    @media (height < 600px) {
      .layout > .side { position: sticky; top: 0; align-self: start; height: 100vh; height: 100dvh; }
    }
  }
  /* phones: the prompt stays small (a quarter of the screen, but 210 px on a small phone: a 320×568 quarter, 142 px, cut
     the meeples to pick), its hand one tap away */
  @container quetzal (max-width: 599px) {
    .frame { height: auto; min-height: 100%; }
    .layout { height: auto; }
    .side-inner > .prompt { max-height: max(25vh, 210px); max-height: max(25dvh, 210px); padding: 6px 10px; gap: 4px; }
    .prompt-title { font-size: var(--_l); }
  }
  /* narrower phones (320–389 px: 360×640, 375×667, 320×568): the placement's meeples and Unselect all take
     two rows, Your hand and Hint a third (236 px in all); the prompt grows to hold them (up to 240 px, at
     most 45 % of the screen) rather than hiding those two buttons under an inner scroll — on screens under
     840 px tall, where the 210 px floor is already more than a quarter; a taller one keeps the quarter */
  @container quetzal (max-width: 389px) {
    @media (height < 840px) {
      .side-inner > .prompt { max-height: max(25vh, min(240px, 45vh)); max-height: max(25dvh, min(240px, 45dvh)); }
    }
  }
  /* tablets: a board 600–999 px wide packed so that it fits 768 px of height */
  @container board (min-width: 601px) and (max-width: 999px) {
    .board, .board-grid { gap: 4px; }
    .board { padding: 3px 4px; }
    .top-strip .turn-track { margin: -2px 0; }
    .loc { gap: 3px; padding-bottom: 4px; }
    .banner { min-height: 24px; padding: 2px 6px; }
    .turn { width: 26px; height: 26px; }
    .board .card.size-md { width: 68px; height: 78px; }
    .space { padding: 2px; }
    .board .card-head .icon.art { width: 24px; height: 24px; }
    .dspace { min-height: 36px; }
    .meta { flex-wrap: nowrap; gap: 3px; }
    .meta .kind { letter-spacing: 0; padding: 0 3px; }
    .req .icon.rule.wide { width: 28px; height: 14px; }
    .surr-bonus { padding: 0 3px; }
    .board-grid { grid-template-columns: repeat(4, minmax(0, 1fr)) 32px; }
    .stacks { gap: 2px 4px; }
    .stack .icon { width: 20px; height: 20px; }
    /* a bid and what beats it on one line */
    .loc .spot { flex-flow: row wrap; align-content: center; column-gap: 6px; row-gap: 0; }
  }
`;
