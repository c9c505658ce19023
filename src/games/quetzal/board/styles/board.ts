/** The board: its locations, spaces, tracks and score column. */
import { css } from 'lit';

export const boardStyles = css`
  /* ------------------------------------------------------------ board */
  .board {
    background: linear-gradient(180deg, #3d5a3f, #2c4631);
    border-radius: var(--quetzal-radius); padding: 6px; display: flex; flex-direction: column; gap: 6px;
    box-shadow: inset 0 0 0 2px #00000030;
  }
  .top-strip { display: flex; align-items: center; gap: 10px; flex-wrap: wrap; color: #f3ead6; }
  .turn-track { display: flex; gap: 4px; list-style: none; margin: 0; padding: 0; }
  .turn { width: 30px; height: 30px; border-radius: 50%; display: grid; place-items: center; background: #00000033; border: 2px solid #f3ead655; font-weight: 800; }
  .turn.past { opacity: .5; }
  .turn.current { background: var(--quetzal-highlight); color: #3b2a00; border-color: #fff; }
  .turn .icon { width: 20px; height: 20px; }
  .phase-name { font-weight: 700; font-size: var(--_m); letter-spacing: .02em; }
  .fp-marker { display: inline-flex; align-items: center; gap: 4px; margin-left: auto; background: #00000033; border-radius: 999px; padding: 3px 10px 3px 4px; font-size: var(--_s); border: 2px solid var(--seat); }
  .fp-marker .icon { width: 22px; height: 22px; }
  .auto-card { display: inline-flex; gap: 6px; align-items: center; background: #f3ead6; color: var(--quetzal-ink); border-radius: 6px; padding: 3px 8px; font-weight: 800; font-size: var(--_s); }
  .auto-dot { width: 10px; height: 10px; border-radius: 50%; background: var(--quetzal-automaton); }

  .board-grid {
    display: grid; gap: 6px;
    grid-template-columns: repeat(4, minmax(0, 1fr)) 38px;
    grid-template-areas:
      'camp stela market harbor score'
      'temple temple temple temple score'
      'quarry small ruins ship score'
      'village village village village score';
  }
  .loc-camp { grid-area: camp; }
  .loc-stela { grid-area: stela; }
  .loc-black_market { grid-area: market; }
  .loc-temple { grid-area: temple; }
  .loc-quarry { grid-area: quarry; }
  .loc-small_temple { grid-area: small; }
  .loc-ruins { grid-area: ruins; }
  .loc-village { grid-area: village; }
  .loc-harbor { grid-area: harbor; }
  .loc-ship { grid-area: ship; }
  .score-col { grid-area: score; }

  .loc {
    background: linear-gradient(var(--quetzal-surface), var(--quetzal-stone));
    border-radius: 8px; padding: 0 6px 6px; display: flex; flex-direction: column; gap: 4px; min-width: 0;
    box-shadow: 0 2px 0 #0000004d, inset 0 0 0 1px #00000026;
  }
  .loc.active { box-shadow: 0 0 0 3px var(--quetzal-highlight), 0 2px 0 #0000004d; }
  .banner {
    display: flex; align-items: center; gap: 6px; margin: 0 -6px; padding: 3px 6px;
    background: #5b4630; color: #f8efdc; border-radius: 8px 8px 0 0; min-height: 28px;
  }
  .pict { width: 20px; height: 20px; }
  .req { display: inline-flex; align-items: center; flex: none; }
  .meta { display: flex; align-items: center; gap: 4px; font-size: var(--_xs); color: var(--quetzal-muted); min-height: 18px; line-height: 1.1; flex-wrap: wrap; }
  .meta .kind { border-radius: 4px; padding: 0 4px; background: #ffffffb0; border: 1px solid currentColor; }
  .req .icon.rule { width: 16px; height: 16px; }
  .req .icon.rule.wide { width: 32px; height: 16px; }
  .kind { font-size: var(--_xs); font-weight: 800; text-transform: uppercase; letter-spacing: .03em; }
  .kind-unique { color: #7a2f12; }
  .kind-bidding { color: #1f4f86; }
  .kind-free { color: #2d6a2d; }
  .cost { display: inline-flex; align-items: center; gap: 1px; font-weight: 800; font-size: var(--_xs); }
  .cost .meeple-svg { --seat: #d8c8a4; width: 14px; height: 14px; }
  .loc-name { font-size: var(--_xs); font-weight: 800; flex: 1; min-width: 0; line-height: 1.05; letter-spacing: .02em; }
  .order { width: 22px; height: 22px; border-radius: 50%; background: #f3ead6; color: #5b4630; display: grid; place-items: center; font-weight: 800; font-size: var(--_s); flex: none; }
  .order .icon { width: 14px; height: 14px; color: #b8541c; }
  .effect { font-size: var(--_xs); color: var(--quetzal-muted); display: flex; align-items: center; justify-content: center; gap: 3px; width: 100%; line-height: 1.1; }
  .effect .icon { width: 14px; height: 14px; }

  .spot {
    min-height: 44px; border-radius: 7px; border: 2px dashed #0000002a; background: #ffffff55;
    display: flex; align-items: center; justify-content: center; gap: 4px; padding: 2px 4px; flex-wrap: wrap; text-align: center;
  }
  button.spot { cursor: pointer; font: inherit; color: inherit; }
  button.spot[aria-disabled="true"] { cursor: not-allowed; opacity: .55; position: relative; }
  .spot.target.legal {
    border: 3px solid var(--quetzal-accent); background: #fff3c4;
    box-shadow: 0 0 0 3px var(--quetzal-highlight); animation: glow 1.4s ease-in-out infinite;
  }
  @keyframes glow { 50% { box-shadow: 0 0 0 6px color-mix(in srgb, var(--quetzal-highlight) 55%, transparent); } }
  .spot.covered { background: repeating-linear-gradient(45deg, #00000014 0 8px, #00000008 8px 16px); color: var(--quetzal-muted); font-size: var(--_xs); border-style: solid; }
  .spot.now { border: 3px solid var(--quetzal-highlight); }
  .stacks { display: flex; gap: 6px; flex-wrap: wrap; justify-content: center; }
  .bid { display: inline-flex; align-items: center; gap: 4px; }
  .bid-name { font-weight: 800; font-size: var(--_xs); max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .bid-none { color: var(--quetzal-muted); font-size: var(--_xs); }
  .beat { font-size: var(--_xs); font-weight: 800; color: #1f4f86; background: #dbe8f7; border-radius: 999px; padding: 0 6px; }

  .temple-body { display: flex; flex-direction: column; gap: 5px; }
  .temple-display { display: flex; gap: 4px; flex-wrap: wrap; justify-content: center; }
  .temple-spaces { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 4px; }
  .space { display: grid; grid-template-columns: auto auto 1fr; grid-template-areas: 'no cost occ' 'reward reward reward'; justify-items: start; align-items: center; padding: 2px 5px; gap: 0 4px; text-align: left; }
  .space-occ { justify-self: end; }
  .space-occ .icon { width: 20px; height: 20px; }
  .space-no { grid-area: no; width: 20px; height: 20px; border-radius: 50%; background: #5b4630; color: #fff; display: grid; place-items: center; font-weight: 800; font-size: var(--_xs); }
  .space-cost { grid-area: cost; display: inline-flex; align-items: center; gap: 1px; font-weight: 800; }
  .space-reward { grid-area: reward; font-size: var(--_xs); color: var(--quetzal-muted); line-height: 1.1; }
  .space-occ { grid-area: occ; min-height: 0; display: flex; }
  .space.taken { border-style: solid; background: #ffffff88; }
  .village-spaces .space { grid-template-areas: 'no cost occ'; }

  .surr-cards { display: flex; gap: 3px; align-items: center; justify-content: center; position: relative; }
  .surr-bonus { margin-left: auto; background: #fffaf0; border-radius: 999px; padding: 0 5px; border: 1px solid #0003; font-weight: 800; display: inline-flex; gap: 2px; align-items: center; white-space: nowrap; color: var(--quetzal-ink); }
  .bidspot { flex: 1; gap: 2px 4px; min-width: 0; }

  .village-body { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 6px; align-items: stretch; }
  .village-spaces { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 4px; }
  .upgrade-display { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 4px; }
  .upgrade-display .upg { width: 100%; height: 100%; font-size: var(--_xs); }
  .ships { display: grid; grid-template-columns: minmax(0, 1fr); gap: 4px; flex: 1; }
  .ships .spot { min-height: 44px; }
  .ships .spot.covered { min-height: 30px; }
  .loc-harbor .spot, .loc-camp .spot, .loc-stela .spot, .loc-black_market .spot, .loc-quarry .spot, .loc-small_temple .spot, .loc-ruins .spot { flex: 1; flex-direction: column; }

  .score-col {
    position: relative; background: linear-gradient(#f3ead6, #d8c8a4); border-radius: 8px; min-height: 200px;
    box-shadow: inset 0 0 0 1px #00000026;
  }
  .score-scale { position: absolute; inset: 10px 0; }
  .tick { position: absolute; left: 2px; right: 2px; top: calc((1 - var(--pos)) * 100%); transform: translateY(-50%); font-size: var(--_xs); color: var(--quetzal-muted); border-top: 1px solid #0002; text-align: left; line-height: 1; padding-top: 1px; }
  .score-disc {
    position: absolute; top: calc(10px + (1 - var(--pos)) * (100% - 20px)); left: calc(6px + var(--lane) * 5px);
    transform: translateY(-50%); min-width: 22px; height: 22px; border-radius: 999px; color: #fff; font-size: var(--_xs); font-weight: 800;
    display: grid; place-items: center; border: 2px solid #fff; box-shadow: 0 1px 2px #0008; padding: 0 3px;
  }
  .score-disc sup { font-size: var(--_xs); }
  /* White digits on a darkened seat colour: readable (4.5:1) on every seat colour, yellow included. */
  .score-disc > span { background: #00000073; border-radius: 999px; padding: 0 3px; }

  .discovery {
    list-style: none; margin: 0; padding: 4px; display: grid; gap: 3px;
    grid-template-columns: repeat(17, minmax(0, 1fr)); background: #00000026; border-radius: 8px;
  }
  .dspace { background: #cfe3d6; border-radius: 6px; min-height: 46px; display: flex; flex-direction: column; align-items: center; justify-content: flex-start; padding: 2px 0; position: relative; font-size: var(--_xs); }
  .dspace.start { background: #f3ead6; }
  .dspace.rewarded { background: #f3ead6; box-shadow: inset 0 0 0 2px #2f6f8f66; }
  .dnum { font-weight: 800; color: #1f5f86; }
  .dreward { display: inline-flex; align-items: center; gap: 1px; font-weight: 800; }
  .dreward .icon { width: 13px; height: 13px; }
  .discs { display: flex; flex-wrap: wrap; justify-content: center; gap: 1px; margin-top: auto; }
  .disc { width: 10px; height: 10px; }
  .mark { display: block; width: 100%; height: 100%; fill: var(--seat); stroke: #fff; stroke-width: 1.4; paint-order: stroke; overflow: visible; filter: drop-shadow(0 0 1px #000); }

  /* wide boards (desktop): bigger cards and text */
  @container board (min-width: 1000px) {
    .board .card.size-md { width: 76px; height: 104px; }
    .board .card.size-sm { width: 58px; height: 80px; }
    .board .card-head .icon.art { width: 40px; height: 40px; }
    .board .card-values { font-size: var(--_s); }
    .loc-name { font-size: var(--_m); }
    .upgrade-display .upg { font-size: var(--_s); }
  }

  /* narrow boards (phones, small containers) */
  @container board (max-width: 600px) {
    .board-grid {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      grid-template-areas:
        'camp stela'
        'market harbor'
        'temple temple'
        'quarry small'
        'ruins ship'
        'village village'
        'score score';
    }
    .temple-spaces { grid-template-columns: repeat(3, minmax(0, 1fr)); }
    .village-body { grid-template-columns: minmax(0, 1fr); }
    .discovery { grid-template-columns: repeat(9, minmax(0, 1fr)); }
    .score-col { min-height: 40px; }
    .score-scale { inset: 0 12px; }
    .tick { top: auto; bottom: 2px; left: calc(var(--pos) * 100%); right: auto; border-top: 0; border-left: 1px solid #0002; padding-left: 2px; transform: none; }
    .score-disc { top: calc(6px + var(--lane) * 3px); left: calc(12px + var(--pos) * (100% - 36px)); transform: none; }
    .fp-marker { margin-left: 0; }
  }
  @container board (max-width: 360px) {
    .board-grid { grid-template-columns: minmax(0, 1fr); grid-template-areas: 'camp' 'stela' 'temple' 'quarry' 'small' 'ruins' 'market' 'village' 'harbor' 'ship' 'score'; }
    .temple-spaces { grid-template-columns: repeat(2, minmax(0, 1fr)); }
    .ships { grid-template-columns: minmax(0, 1fr); }
    .discovery { grid-template-columns: repeat(6, minmax(0, 1fr)); }
  }
`;
