/**
 * The look of Aztec's parts: warm limestone panels, jade and gold, dark basalt stones. Every colour is a
 * custom property with a default (`--az-blue`, `--az-seat-0`…): read as `var(--az-x, default)` where it is
 * used, never declared on :host, so a page's value set on any ancestor wins and the parts look the same
 * in a plain container. Layouts are flexible grids and wrapping rows (nothing wider than 320 px is fixed),
 * so the parts fit from 320 px to 1920 px; the only motion (a seat that is choosing) stops under
 * prefers-reduced-motion. No part writes a style attribute string: per-seat colours and the temple's bars
 * go through the CSP-safe styleMap (kit/ui/style-map.ts), as `--seat` and `--fill`.
 */
import { css, unsafeCSS } from 'lit';

/** The default of each `--az-<name>` colour. */
export const PALETTE = {
  blue: '#2565c7',
  yellow: '#f0b92b',
  red: '#c8303a',
  cursed: '#463c35',
  glow: '#7fd6ae',
  believe: '#2c8a4d',
  accuse: '#c23a2b',
  gold: '#d9a227',
  jade: '#1b6b57',
  stone: '#efe4cc',
  'stone-dark': '#d5c29d',
  card: '#fbf5e7',
  ink: '#2b2118',
  muted: '#5f513d',
} as const;

/** Six seat colours, far apart in hue and lightness (a seat also shows its number: colour is never alone). */
const SEAT_COLORS = ['#c4562f', '#2477a6', '#8a4aa8', '#4d8b2c', '#b8860b', '#b3366f'] as const;

/** A seat's colour, `--az-seat-<seat>` with its default, for `styleMap({ '--seat': seatColor(seat) })`. */
export const seatColor = (seat: number): string => {
  const i = ((seat % SEAT_COLORS.length) + SEAT_COLORS.length) % SEAT_COLORS.length;
  return `var(--az-seat-${i}, ${SEAT_COLORS[i]})`;
};

/** `--_name: var(--az-name, default)` for every colour: the parts read the short private names. */
const aliases = unsafeCSS(Object.entries(PALETTE).map(([name, value]) => `--_${name}: var(--az-${name}, ${value});`).join('\n'));

export const aztecPartStyles = css`
  .az-part, .az-card, .az-character, .az-jewels, .az-marker, .az-token, .az-icon {
    ${aliases}
  }
  .az-part, .az-part *, .az-card, .az-card * { box-sizing: border-box; }
  .sprite { position: absolute; width: 0; height: 0; overflow: hidden; }
  .az-sr {
    position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }

  /* ------------------------------------------------------------ icons and jewels */
  .az-icon { width: 1.25em; height: 1.25em; flex: none; vertical-align: middle; color: var(--_ink); }
  .az-jewels { display: inline-flex; flex-wrap: wrap; align-items: center; gap: .2em .6em; }
  .az-count { display: inline-flex; align-items: center; gap: .15em; font-weight: 700; font-variant-numeric: tabular-nums; }
  .az-count .az-n { min-width: 1ch; }
  .az-count.zero .az-icon { opacity: .35; }
  .az-count.zero .az-n { color: var(--_muted); font-weight: 400; }
  .az-none { color: var(--_muted); }
  .az-stones { display: inline-flex; flex-wrap: wrap; align-items: center; }
  .az-stones .az-stone + .az-stone { margin-left: -.3em; }
  .az-more { font-weight: 700; margin-left: .2em; }

  /* ------------------------------------------------------------ cards */
  .az-card {
    position: relative; flex: none; border-radius: .55em; color: var(--_ink); background: var(--_card);
    border: 1.5px solid #8a6a35; box-shadow: 0 1px 0 #fff8 inset, 0 2px 5px #3a28143a;
  }
  .az-jewel-card, .az-slot { width: 4.6em; aspect-ratio: 5 / 7; }
  .az-jewel-card.sm, .az-slot.sm { width: 3.3em; }
  .az-jewel-card {
    /* a jade frame inside the card's edge */
    box-shadow: inset 0 0 0 .22em var(--_card), inset 0 0 0 .32em var(--_jade), 0 2px 5px #3a28143a;
  }
  .az-gems { display: flex; flex-wrap: wrap; justify-content: center; align-content: center; gap: .12em; height: 100%; padding: .4em; }
  .az-jewel-card .az-jewel { width: 1.5em; height: 1.5em; }
  .az-jewel-card.sm .az-jewel { width: 1.05em; height: 1.05em; }
  .az-jewel-card.sm .az-gems { padding: .3em .2em; }
  .az-back {
    display: grid; place-items: center; border-color: #0d3d31;
    background: repeating-linear-gradient(45deg, #ffffff12 0 .35em, transparent .35em .7em), var(--_jade);
    box-shadow: inset 0 0 0 .22em var(--_jade), inset 0 0 0 .32em var(--_gold), 0 2px 5px #3a28143a;
  }
  .az-back-art { width: 55%; height: auto; aspect-ratio: 1; color: var(--_gold); }
  .az-slot { background: transparent; border: 2px dashed var(--_stone-dark); box-shadow: none; }

  .az-artifact {
    display: grid; grid-template-rows: auto auto 1fr; gap: .3em; width: 10em; max-width: 100%; padding: .4em .5em .5em;
    background: linear-gradient(#f7e9d0, var(--_card)); border-color: var(--_jade);
  }
  .az-artifact.immediate { border-color: #a06f10; background: linear-gradient(#fbe5b5, var(--_card)); }
  .az-artifact.sm { width: 8.2em; font-size: .8em; padding: .3em .4em .4em; }
  .az-art-head { display: flex; align-items: center; gap: .3em; font-size: .75em; font-weight: 700; letter-spacing: .08em; text-transform: uppercase; color: var(--_muted); }
  .az-art-head .az-icon { width: 1.6em; height: 1.6em; }
  .az-sun { color: var(--_jade); }
  .az-art-pict {
    display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: .15em; min-height: 2.3em; padding: .2em;
    border-radius: .35em; background: #1b6b5714; color: var(--_ink);
  }
  .az-art-pict .az-gems { height: auto; padding: 0; }
  .az-art-pict .az-arrow { width: 1em; color: var(--_muted); }
  .az-any { display: inline-grid; grid-template-columns: auto auto; gap: 0; }
  .az-any .az-icon { width: .85em; height: .85em; }
  .az-vp-medal {
    display: inline-grid; place-items: center; min-width: 2.1em; height: 2.1em; padding: 0 .2em; border-radius: 50%;
    background: var(--_gold); border: 2px solid #8a5d08; font-weight: 800; line-height: .9; color: #2b2118;
  }
  .az-vp-medal small { font-size: .55em; font-weight: 700; }
  .az-art-words { font-size: .86em; line-height: 1.25; overflow-wrap: anywhere; }
  .az-artifact.sm .az-art-name { display: none; }
  .az-artifact.sm .az-art-pict { min-height: 1.9em; }
  .az-artifact.sm .az-art-words { font-size: .95em; }
  .az-artifact.sm .az-art-pict .az-icon { width: 1.05em; height: 1.05em; }
  .az-artifact.sm .az-vp-medal { min-width: 1.8em; height: 1.8em; }

  .az-character {
    display: inline-grid; justify-items: start; gap: .15em; padding: .45em .7em; border-radius: .55em;
    background: var(--_jade); color: #fff; border: 1.5px solid #0d3d31;
    box-shadow: inset 0 0 0 .18em var(--_jade), inset 0 0 0 .26em #e4c46c;
  }
  .az-kicker { font-size: .7em; letter-spacing: .1em; text-transform: uppercase; color: #d7efe5; }
  .az-char-name { font-weight: 800; font-size: 1.1em; }
  .az-duo { display: inline-flex; align-items: center; gap: .15em; padding: .12em .4em; border-radius: 999px; background: var(--_card); color: var(--_ink); }
  .az-plus { font-weight: 700; }
  .az-duo-vp { font-size: .85em; }
  .az-character.sm { grid-template-columns: auto auto; align-items: center; column-gap: .5em; padding: .3em .55em; }
  .az-character.sm .az-kicker { display: none; }
  .az-character.sm .az-duo-vp { grid-column: 1 / -1; }

  /* Head across; the stones and their count side by side; the rule across: short enough to stack three on a phone. */
  .az-curse {
    --_c: var(--_blue);
    display: grid; grid-template-columns: auto 1fr; align-items: center; gap: .3em .5em; padding: .45em .6em .5em; min-width: 0;
    border-top: .45em solid var(--_c);
  }
  .az-curse[data-color="yellow"] { --_c: var(--_yellow); }
  .az-curse[data-color="red"] { --_c: var(--_red); }
  .az-curse-head { grid-column: 1 / -1; display: flex; align-items: center; gap: .35em; font-weight: 800; }
  .az-curse-head .az-jewel { width: 1.5em; height: 1.5em; }
  .az-curse-pile { min-height: 2.1em; min-width: 2.4em; display: flex; align-items: center; padding: .2em .35em; border-radius: .35em; background: #d5c29d80; }
  .az-curse-pile .az-stone { width: 1.6em; height: 1.6em; }
  .az-curse-count { font-weight: 700; }
  .az-curse-rule { grid-column: 1 / -1; font-size: .82em; font-style: italic; color: var(--_muted); }

  /* ------------------------------------------------------------ the table */
  .az-part { color: var(--_ink); }
  .az-title { font-weight: 800; letter-spacing: .04em; }
  .az-temple, .az-track, .az-deck, .az-curses {
    padding: .6em .7em; border-radius: .7em; background: var(--_stone); border: 1px solid var(--_stone-dark);
  }
  .az-temple { display: grid; grid-template-columns: auto 1fr; align-items: center; column-gap: .7em; row-gap: .3em; }
  .az-temple-art { grid-row: span 2; width: 3.2em; height: 3.2em; color: #9b6d22; }
  .az-temple-jewels { display: grid; gap: .25em; min-width: 0; }
  .az-temple-color { display: grid; grid-template-columns: auto 2.2ch 1fr; align-items: center; gap: .4em; }
  .az-temple-color .az-n { font-weight: 800; text-align: end; font-variant-numeric: tabular-nums; }
  .az-bar { height: .5em; border-radius: 999px; background: var(--_stone-dark); overflow: hidden; min-width: 2em; }
  .az-fill { display: block; height: 100%; width: var(--fill, 0%); background: var(--_blue); border-radius: inherit; }
  [data-color="yellow"] > .az-bar .az-fill { background: var(--_yellow); }
  [data-color="red"] > .az-bar .az-fill { background: var(--_red); }

  .az-curses { display: grid; gap: .5em; grid-template-columns: repeat(auto-fit, minmax(min(100%, 13em), 1fr)); }

  /* The track is a container: too narrow for nine spaces in a row, it takes two rows of five. */
  .az-track { display: grid; gap: .4em; container: az-track / inline-size; }
  .az-track .az-title { display: flex; align-items: center; gap: .35em; }
  .az-track-cells {
    list-style: none; margin: 0; padding: 0; display: grid; gap: .2em; max-width: 44em;
    /* nine spaces share any width (the last, with its words, a larger share) */
    grid-template-columns: repeat(8, minmax(0, 1fr)) minmax(0, 1.8fr);
  }
  .az-cell {
    display: grid; grid-template-rows: auto auto 1fr; justify-items: center; gap: .1em; min-width: 0; padding: .25em .1em .3em;
    border-radius: .35em; background: var(--_card); border: 1px solid var(--_stone-dark); text-align: center;
  }
  .az-cell:first-child { background: #e3f1e8; }
  .az-cell-n { font-size: .75em; color: var(--_muted); }
  .az-cell-vp { font-weight: 800; font-size: 1.05em; line-height: 1.1; font-variant-numeric: tabular-nums; }
  .az-beyond { background: #f1ddd2; }
  .az-beyond .az-cell-vp { font-size: .75em; font-weight: 700; }
  .az-markers { display: flex; flex-wrap: wrap; justify-content: center; gap: .12em; min-height: 1.3em; }
  .az-on-track { display: inline-grid; justify-items: center; }
  .az-on-track .az-marker { font-size: .88em; }
  @container az-track (max-width: 24em) {
    .az-track-cells { grid-template-columns: repeat(5, minmax(0, 1fr)); }
    .az-beyond { grid-column: span 2; }
  }
  .az-marker-n { font-size: .7em; font-weight: 700; }

  .az-deck { display: flex; align-items: center; gap: .7em; }
  .az-art-back {
    display: grid; place-items: center; width: 3.4em; aspect-ratio: 5 / 7; border-color: #6b2f17;
    background: repeating-conic-gradient(from 45deg, #ffffff14 0 25%, transparent 0 50%) 0 0 / .8em .8em, #a5462a;
    box-shadow: inset 0 0 0 .2em #a5462a, inset 0 0 0 .28em var(--_gold), .18em .18em 0 -.02em #7a3520, .36em .36em 0 -.04em #5e2917;
  }
  .az-art-back.empty { background: transparent; border: 2px dashed var(--_stone-dark); box-shadow: none; }
  .az-back-sun { width: 70%; height: auto; aspect-ratio: 1; color: var(--_gold); }
  .az-deck-words { display: grid; }
  .az-deck-count { font-size: 1.1em; font-weight: 700; }

  /* ------------------------------------------------------------ markers and tokens */
  .az-marker {
    display: inline-grid; place-items: center; flex: none; width: 1.55em; height: 1.55em; border-radius: 50%;
    font-size: .78em; font-weight: 800; line-height: 1; color: var(--_ink); background: #fff;
    border: .24em solid var(--seat, var(--_muted)); box-shadow: 0 1px 2px #0005;
  }
  .az-token { display: inline-flex; align-items: center; gap: .3em; font-weight: 600; }
  .az-token-icon { width: 1.4em; height: 1.4em; }
  .az-token-list { display: flex; flex-wrap: wrap; gap: .25em .8em; }

  /* ------------------------------------------------------------ a seat's panel */
  .az-seat {
    /* align-content: start — a panel stretched to its row's height keeps its lines together at the top. */
    display: grid; align-content: start; gap: .55em; min-width: 0; padding: .6em .7em .7em; border-radius: .8em;
    background: var(--_stone); border: 1px solid var(--_stone-dark);
    /* the seat's colour as a band, with a step-fret of the same colour under it */
    border-top: .4em solid var(--seat, var(--_jade));
    background-image: repeating-linear-gradient(90deg, var(--seat, var(--_jade)) 0 .5em, transparent .5em 1em);
    background-size: 100% .22em; background-repeat: no-repeat; background-position: 0 0;
    transition: box-shadow .3s ease;
  }
  .az-seat.current { box-shadow: 0 0 0 .2em var(--_gold), 0 3px 10px #3a281440; }
  .az-seat.deciding { animation: az-pulse 1.8s ease-in-out infinite; }
  @keyframes az-pulse {
    0%, 100% { box-shadow: 0 0 0 .12em var(--seat, var(--_gold)); }
    50% { box-shadow: 0 0 0 .3em var(--seat, var(--_gold)); }
  }
  .az-seat-head { display: flex; flex-wrap: wrap; align-items: center; gap: .35em; min-width: 0; padding-top: .15em; }
  .az-seat-head > .az-marker { font-size: .9em; }
  .az-seat-name { font-weight: 800; font-size: 1.12em; min-width: 0; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .az-you { color: var(--_muted); font-size: .9em; }
  .az-chips { display: flex; flex-wrap: wrap; gap: .3em; margin-left: auto; }
  .az-chip { display: inline-flex; align-items: center; gap: .25em; padding: .12em .55em; border-radius: 999px; font-size: .8em; font-weight: 700; }
  .az-chip .az-icon { width: 1.1em; height: 1.1em; color: #8a5d08; }
  .az-first { background: var(--_card); border: 1px solid #b08a3a; }
  .az-chosen { background: var(--_jade); color: #fff; }
  .az-deciding { background: #fff; border: 1.5px dashed var(--_ink); }
  .az-seat-body { display: flex; flex-wrap: wrap; align-items: flex-start; gap: .55em .9em; min-width: 0; }
  .az-block { display: grid; align-content: start; gap: .25em; flex: 1 1 8.5em; min-width: 0; }
  .az-round, .az-kept { flex-basis: 13em; }
  .az-placed, .az-received { flex-basis: 11em; }
  .az-label { font-size: .75em; font-weight: 700; letter-spacing: .08em; text-transform: uppercase; color: var(--_muted); }
  .az-stone-line { display: flex; flex-wrap: wrap; align-items: center; gap: .2em .45em; }
  .az-stone-line .az-stone { width: 1.35em; height: 1.35em; }
  .az-stone-n { font-weight: 700; }
  .az-penalty { padding: 0 .4em; border-radius: .3em; background: #c23a2b1f; font-weight: 700; font-variant-numeric: tabular-nums; }
  .az-round-row { display: flex; align-items: flex-start; gap: .55em; }
  .az-round-info { display: grid; gap: .2em; min-width: 0; justify-items: start; }
  .az-sub { font-size: .8em; color: var(--_muted); }
  .az-note { font-size: .8em; font-style: italic; color: var(--_muted); }
  .az-verdict { font-weight: 800; padding: .05em .45em; border-radius: .3em; }
  .az-verdict.truth { background: #2c8a4d24; color: #1d5e34; }
  .az-verdict.lie { background: #c23a2b24; color: #8c2418; }
  .az-kept-list { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .35em; }
  .az-none-text { color: var(--_muted); font-style: italic; }
  .az-reveals { font-variant-numeric: tabular-nums; }

  @media (prefers-reduced-motion: reduce) {
    .az-seat { transition: none; }
    .az-seat.deciding { animation: none; box-shadow: 0 0 0 .25em var(--seat, var(--_gold)); }
  }
`;
