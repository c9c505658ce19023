/** Styles of <quetzal-board>: a warm jungle-and-stone board game look, touch-first, themable. */
import { css } from 'lit';

export const styles = css`
  :host {
    --quetzal-background: #22352a;
    --quetzal-surface: #f3ead6;
    --quetzal-stone: #d8c8a4;
    --quetzal-ink: #2b2118;
    --quetzal-muted: #6e604c;
    --quetzal-accent: #b8541c;
    --quetzal-highlight: #f2c14e;
    --quetzal-focus: #1c7ed6;
    --quetzal-font: 'Trebuchet MS', 'Segoe UI', system-ui, sans-serif;
    --quetzal-radius: 10px;
    --quetzal-seat-1: #c0392b;
    --quetzal-seat-2: #d9a21b;
    --quetzal-seat-3: #2e8b57;
    --quetzal-seat-4: #2f6fb5;
    --quetzal-seat-5: #8e44ad;
    --quetzal-automaton: #5d5d66;
    --art-pottery: #c4622d;
    --art-weapon: #56646e;
    --art-tablet: #97784a;
    --art-statuette: #2f8f6f;
    --art-mummy: #7a5ca3;
    display: block;
    container: quetzal / inline-size;
    font-family: var(--quetzal-font);
    color: var(--quetzal-ink);
    font-size: 14px;
    line-height: 1.3;
    -webkit-tap-highlight-color: transparent;
  }
  :host([hidden]) { display: none; }
  /* Page rules on the host itself beat :host (e.g. a '* { all: unset }' reset), and inherited text
     styles would then flow in from the page: the board's own are set again inside. */
  .frame {
    color: var(--quetzal-ink); font: 400 14px/1.3 var(--quetzal-font);
    letter-spacing: normal; word-spacing: normal; text-align: start; text-indent: 0; text-transform: none;
    text-shadow: none; white-space: normal;
  }
  * { box-sizing: border-box; }
  h2, h3, p { margin: 0; }
  .sr {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  [data-text]::before { content: attr(data-text); }
  .icon { width: 1.1em; height: 1.1em; flex: none; vertical-align: -0.18em; }
  button { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid var(--quetzal-focus); outline-offset: 2px; }

  /* ------------------------------------------------------------ frame and layout */
  .frame {
    position: relative;
    padding: 8px;
    border-radius: calc(var(--quetzal-radius) + 4px);
    background:
      radial-gradient(circle at 12% 18%, #ffffff10 0 60px, transparent 61px),
      radial-gradient(circle at 85% 70%, #ffffff0c 0 90px, transparent 91px),
      repeating-linear-gradient(135deg, #ffffff06 0 12px, transparent 12px 24px),
      var(--quetzal-background);
  }
  .layout {
    display: grid;
    gap: 8px;
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'prompt' 'main' 'seats' 'log';
  }
  .side, .side-inner { display: contents; }
  .side-inner > .prompt { grid-area: prompt; }
  .side-inner > .seats { grid-area: seats; }
  .side-inner > .log { grid-area: log; }
  .main { grid-area: main; position: relative; min-width: 0; container: board / inline-size; }
  .side-inner > .prompt { position: sticky; top: 0; z-index: 3; max-height: 48vh; overflow: auto; }

  @container quetzal (min-width: 860px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) clamp(300px, 32cqi, 380px);
      grid-template-areas: 'main side';
    }
    .side { display: block; grid-area: side; position: relative; min-height: 0; }
    .side-inner {
      display: flex; flex-direction: column; gap: 8px;
      position: absolute; inset: 0;
    }
    .side-inner > .prompt { position: static; flex: 0 1 auto; max-height: 62%; }
    .side-inner > .seats { flex: 0 1 auto; overflow: auto; min-height: 90px; }
    .side-inner > .log { flex: 1 1 90px; min-height: 70px; }
  }

  /* ------------------------------------------------------------ panels */
  .prompt, .seat, .log, .error {
    background: var(--quetzal-surface);
    border-radius: var(--quetzal-radius);
    box-shadow: 0 2px 0 #0003, inset 0 0 0 1px #0000001a;
  }
  .prompt { padding: 10px 12px; display: flex; flex-direction: column; gap: 8px; }
  .prompt-title { font-size: 1.08rem; line-height: 1.25; }
  .hint { color: var(--quetzal-muted); font-size: 0.92rem; }
  .actions, .exchanges, .color-choice { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
  .exchanges { border-top: 1px dashed #0003; padding-top: 8px; }
  .ex-title { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: var(--quetzal-muted); width: 100%; }
  .color-choice { background: #fff6d6; border-radius: 8px; padding: 6px; }
  .color-choice > span { width: 100%; font-weight: 700; }
  .winner-line { font-size: 1.15rem; font-weight: 800; color: #7f3510; }
  .btn {
    min-height: 44px; min-width: 44px; padding: 8px 14px;
    border-radius: 999px; border: 2px solid #5b4630; background: #fffaf0; cursor: pointer;
    font-weight: 700; display: inline-flex; align-items: center; justify-content: center; gap: 6px;
    box-shadow: 0 2px 0 #5b4630;
  }
  .btn:active:not(:disabled) { transform: translateY(2px); box-shadow: none; }
  .btn.primary { background: var(--quetzal-accent); border-color: #6d2e0c; color: #fff; box-shadow: 0 2px 0 #6d2e0c; }
  .btn.big { min-height: 54px; font-size: 1.1rem; padding: 10px 22px; }
  .btn.small { min-height: 44px; padding: 6px 12px; font-size: .9rem; }
  .btn:disabled { opacity: .45; cursor: not-allowed; box-shadow: none; }
  .dice { font-size: 1.5rem; line-height: 1; }
  .picker { display: flex; flex-wrap: wrap; gap: 6px; }
  .keep-option { display: flex; flex-direction: column; gap: 4px; align-items: center; }
  .preview { display: flex; gap: 14px; align-items: center; font-size: 1.05rem; background: #fff6d6; border-radius: 8px; padding: 6px 10px; }
  .pv { display: inline-flex; align-items: center; gap: 4px; }
  .pv .icon { width: 1.3em; height: 1.3em; }

  /* prepare / game over: a panel over the board */
  .overlay {
    position: absolute; inset: 0; z-index: 5; display: grid; place-items: center; padding: 12px;
    background: #1a2a20cc; border-radius: var(--quetzal-radius);
  }
  .overlay > .prompt { width: min(100%, 720px); max-height: 100%; overflow: auto; }
  @container quetzal (max-width: 859px) {
    .overlay { position: static; padding: 0; background: none; }
  }

  /* ------------------------------------------------------------ tables */
  .table { border-collapse: collapse; width: 100%; font-size: .92rem; background: #fffaf0; border-radius: 8px; overflow: hidden; }
  .table th, .table td { padding: 7px 8px; text-align: center; border-bottom: 1px solid #0000001a; }
  .table thead th { background: #5b4630; color: #fff; font-size: .8rem; font-weight: 700; }
  .table tbody th { text-align: left; white-space: nowrap; }
  .table .dot { display: inline-block; width: .8em; height: .8em; border-radius: 50%; margin-right: 6px; vertical-align: -1px; border: 1px solid #0005; }
  .table tr.winner { background: #fff0c2; }
  .table .total { font-weight: 800; font-size: 1.05rem; }
  .crown { color: #b8860b; }
  @container quetzal (max-width: 520px) {
    .table { font-size: .78rem; }
    .table th, .table td { padding: 5px 3px; }
    .table thead th { font-size: .68rem; }
  }

  /* ------------------------------------------------------------ seats */
  .seats { display: flex; flex-direction: column; gap: 6px; }
  .seat {
    padding: 6px 8px 6px 12px; position: relative; display: grid; gap: 4px;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'head head' 'stats upg' 'pool pool' 'hand hand';
    row-gap: 2px;
    border-left: 6px solid var(--seat);
  }
  .seat.deciding { box-shadow: 0 0 0 3px var(--quetzal-highlight), 0 2px 0 #0003; }
  .seat-head { grid-area: head; display: flex; align-items: center; gap: 5px; min-width: 0; }
  .seat-name { min-width: 2.5em; }
  .swatch { width: 14px; height: 14px; border-radius: 50%; background: var(--seat); flex: none; border: 2px solid #fff; box-shadow: 0 0 0 1px #0005; }
  .seat-name { font-size: 1rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .you { font-weight: 400; color: var(--quetzal-muted); font-size: .85rem; }
  .fp .icon { width: 20px; height: 20px; }
  .to-play { background: var(--quetzal-highlight); color: #3b2a00; border-radius: 999px; padding: 1px 8px; font-size: .75rem; font-weight: 700; white-space: nowrap; }
  .stats { grid-area: stats; display: flex; gap: 8px; margin: 0; align-items: center; }
  .stat { display: flex; align-items: center; gap: 2px; }
  .stat dt, .stat dd { margin: 0; display: inline-flex; align-items: center; }
  .stat dd { font-weight: 800; min-width: 1.1em; }
  .seat .stat .icon { width: 15px; height: 15px; }
  .mini-card { display: inline-block; width: 11px; height: 15px; border-radius: 2px; background: #5b4630; border: 1px solid #2b2118; }
  .discard-mark { color: #b3472c; font-weight: 800; }
  .seat-upgrades { grid-area: upg; display: flex; gap: 4px; align-items: center; flex-wrap: wrap; justify-content: flex-end; }
  .slot-empty { display: block; width: 70px; height: 22px; border: 2px dashed #0000002e; border-radius: 6px; }
  .pool { grid-area: pool; display: flex; flex-wrap: wrap; gap: 0 2px; align-items: center; min-height: 30px; }
  .pool-empty, .hand-empty { color: var(--quetzal-muted); font-size: .8rem; }
  .roll-coins { font-size: .8rem; font-weight: 700; color: #7a5a00; display: inline-flex; gap: 2px; align-items: center; margin-left: 4px; }
  .hand { grid-area: hand; display: flex; flex-wrap: wrap; gap: 3px; padding-top: 4px; border-top: 1px dashed #0002; }

  /* ------------------------------------------------------------ meeples */
  .meeple {
    position: relative; display: inline-flex; flex-direction: column; align-items: center; justify-content: center;
    min-width: 44px; min-height: 52px; padding: 2px 4px; border-radius: 10px;
    background: #fffaf0; border: 2px solid #0000001f;
  }
  button.meeple { cursor: pointer; }
  .meeple .icon { width: 28px; height: 28px; }
  .meeple-face { font-size: .68rem; font-weight: 700; color: var(--quetzal-muted); }
  .meeple.selected { background: #fff0c2; border-color: var(--quetzal-accent); box-shadow: 0 0 0 2px var(--quetzal-highlight); }
  .meeple.selected::after { content: '✓'; position: absolute; top: -6px; right: -6px; background: var(--quetzal-accent); color: #fff; border-radius: 50%; width: 18px; height: 18px; font-size: 12px; display: grid; place-items: center; }
  .meeple:disabled { opacity: .4; }
  .meeple-coin { position: absolute; top: -4px; right: -4px; background: #e9b62f; color: #3b2a00; border-radius: 999px; font-size: .62rem; font-weight: 800; padding: 0 4px; border: 1px solid #8a6310; }
  .seat .meeple { min-width: 26px; min-height: 30px; padding: 1px; border: 0; background: transparent; }
  .seat .meeple .icon { width: 20px; height: 20px; }
  .seat .meeple-face { font-size: .55rem; line-height: 1; }
  .meeple.tumble .icon { animation: tumble .65s cubic-bezier(.3, 1.4, .5, 1) both; }
  .meeple.tumble:nth-child(2n) .icon { animation-delay: .06s; }
  .meeple.tumble:nth-child(3n) .icon { animation-delay: .12s; }
  @keyframes tumble {
    0% { transform: translateY(-18px) rotate(-260deg) scale(.6); opacity: 0; }
    60% { transform: translateY(3px) rotate(15deg) scale(1.05); opacity: 1; }
    100% { transform: none; }
  }
  .stack { display: inline-flex; align-items: center; gap: 1px; font-weight: 800; font-size: .85rem; }
  .stack .icon { width: 22px; height: 22px; }
  .stack-count { color: var(--quetzal-ink); }

  /* ------------------------------------------------------------ cards */
  .card {
    --c: #888;
    position: relative; display: inline-flex; flex-direction: column; align-items: center; justify-content: space-between;
    border-radius: 7px; border: 2px solid var(--c); background: linear-gradient(#fffaf0, #f1e3c4);
    padding: 0 0 3px; overflow: hidden; flex: none; box-shadow: 0 1px 2px #0004;
  }
  .card.size-md { width: 58px; height: 80px; }
  .card.size-sm { width: 44px; height: 60px; }
  .hand .card.size-sm { width: 34px; height: 46px; }
  .hand .card .card-values { font-size: .55rem; }
  .hand .card .card-head .icon.art { width: 20px; height: 20px; }
  .card.art-pottery { --c: var(--art-pottery); }
  .card.art-weapon { --c: var(--art-weapon); }
  .card.art-tablet { --c: var(--art-tablet); }
  .card.art-statuette { --c: var(--art-statuette); }
  .card.art-mummy { --c: var(--art-mummy); }
  .card-head { width: 100%; background: var(--c); color: #fff; display: flex; justify-content: center; align-items: center; padding: 4px 0; position: relative; flex: 1; }
  .card-head .icon.art { width: 30px; height: 30px; }
  .size-sm .card-head .icon.art { width: 24px; height: 24px; }
  .card-bonus { position: absolute; top: 1px; right: 1px; background: #fffaf0; border-radius: 50%; padding: 1px; display: flex; }
  .card-bonus .icon { width: 14px; height: 14px; }
  .card-name { font-size: .5rem; font-weight: 700; color: var(--c); margin-top: 1px; text-transform: uppercase; letter-spacing: .02em; }
  .card-values { font-size: .68rem; font-weight: 800; letter-spacing: .02em; }
  .card.back { background: repeating-linear-gradient(45deg, #5b4630 0 6px, #6b543a 6px 12px); border-color: #3b2a1a; display: grid; place-items: center; }
  .back-mark { color: #f3ead6; font-weight: 800; }
  .card.empty { border: 2px dashed #0000002a; background: #00000008; box-shadow: none; }
  button.card { cursor: pointer; padding: 0 0 3px; font: inherit; }
  button.card.size-md { width: 62px; height: 86px; }
  button.card.selected { outline: 4px solid var(--quetzal-highlight); outline-offset: 1px; transform: translateY(-4px); }
  button.card.selected:focus-visible { outline-color: var(--quetzal-focus); }
  button.card:disabled { opacity: .45; cursor: not-allowed; }
  .icon.art-pottery, .art-pottery > .icon { color: var(--art-pottery); }

  /* ------------------------------------------------------------ upgrade tiles */
  .upg {
    display: inline-flex; flex-direction: column; gap: 2px; padding: 4px 6px; border-radius: 8px;
    background: linear-gradient(#e9f0dc, #cfdcb8); border: 2px solid #5e7a3c; color: #24320f; text-align: left;
    min-width: 0; font-size: .72rem; line-height: 1.15;
  }
  .upg.immediate { background: linear-gradient(#f7e2dc, #e9c4b9); border-color: #a3412a; }
  .upg-top { display: flex; align-items: center; justify-content: space-between; gap: 4px; }
  .upg-code { font-weight: 800; font-size: .7rem; }
  .upg .icon.upg-kind { width: 44px; height: 22px; }
  .upg-effect { flex: 1; }
  .upg-vp { font-weight: 800; align-self: flex-end; font-size: .7rem; }
  .upg-cross { color: #b3472c; }
  .upg.empty { border: 2px dashed #0000002a; background: #00000008; min-height: 60px; }
  .upg.compact { flex-direction: row; align-items: center; padding: 2px 4px; gap: 3px; }
  .upg.compact .icon.upg-kind { width: 30px; height: 15px; }
  .upg.compact .upg-vp { align-self: center; background: #24320f; color: #fff; border-radius: 999px; padding: 0 4px; font-size: .62rem; }
  .seat .stats { gap: 5px; font-size: .9rem; }
  .seat .upg.compact { padding: 1px 3px; }
  .upg.compact .upg-top { gap: 2px; }
  button.upg { cursor: pointer; min-height: 44px; font: inherit; font-size: .8rem; width: 150px; }
  .tile-picker { display: grid; grid-template-columns: repeat(auto-fill, minmax(92px, 1fr)); }
  .tile-picker button.upg { width: auto; min-height: 96px; font-size: .74rem; }

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
  .phase-name { font-weight: 700; font-size: .95rem; letter-spacing: .02em; }
  .fp-marker { display: inline-flex; align-items: center; gap: 4px; margin-left: auto; background: #00000033; border-radius: 999px; padding: 3px 10px 3px 4px; font-size: .85rem; border: 2px solid var(--seat); }
  .fp-marker .icon { width: 22px; height: 22px; }
  .auto-card { display: inline-flex; gap: 6px; align-items: center; background: #f3ead6; color: var(--quetzal-ink); border-radius: 6px; padding: 3px 8px; font-weight: 800; font-size: .85rem; }
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
  .req { display: inline-flex; align-items: center; flex: none; }
  .meta { display: flex; align-items: center; gap: 4px; font-size: .72rem; color: var(--quetzal-muted); min-height: 18px; line-height: 1.1; flex-wrap: wrap; }
  .meta .kind { border-radius: 4px; padding: 0 4px; background: #ffffffb0; border: 1px solid currentColor; }
  .req .icon.rule { width: 16px; height: 16px; }
  .req .icon.rule.wide { width: 32px; height: 16px; }
  .kind { font-size: .6rem; font-weight: 800; text-transform: uppercase; letter-spacing: .03em; }
  .kind-unique { color: #7a2f12; }
  .kind-bidding { color: #1f4f86; }
  .kind-free { color: #2d6a2d; }
  .cost { display: inline-flex; align-items: center; gap: 1px; font-weight: 800; font-size: .75rem; }
  .cost .meeple-svg { --seat: #d8c8a4; width: 14px; height: 14px; }
  .loc-name { font-size: .76rem; font-weight: 800; flex: 1; min-width: 0; line-height: 1.05; letter-spacing: .02em; }
  .order { width: 22px; height: 22px; border-radius: 50%; background: #f3ead6; color: #5b4630; display: grid; place-items: center; font-weight: 800; font-size: .8rem; flex: none; }
  .order .icon { width: 14px; height: 14px; color: #b8541c; }
  .effect { font-size: .68rem; color: var(--quetzal-muted); display: flex; align-items: center; justify-content: center; gap: 3px; width: 100%; line-height: 1.1; }
  .effect .icon { width: 14px; height: 14px; }

  .spot {
    min-height: 44px; border-radius: 7px; border: 2px dashed #0000002a; background: #ffffff55;
    display: flex; align-items: center; justify-content: center; gap: 4px; padding: 2px 4px; flex-wrap: wrap; text-align: center;
  }
  button.spot { cursor: pointer; font: inherit; color: inherit; }
  button.spot:disabled { cursor: not-allowed; opacity: .55; }
  .spot.target.legal {
    border: 3px solid var(--quetzal-accent); background: #fff3c4;
    box-shadow: 0 0 0 3px var(--quetzal-highlight); animation: glow 1.4s ease-in-out infinite;
  }
  @keyframes glow { 50% { box-shadow: 0 0 0 6px color-mix(in srgb, var(--quetzal-highlight) 55%, transparent); } }
  .spot.covered { background: repeating-linear-gradient(45deg, #00000014 0 8px, #00000008 8px 16px); color: var(--quetzal-muted); font-size: .75rem; border-style: solid; }
  .spot.now { border: 3px solid var(--quetzal-highlight); }
  .stacks { display: flex; gap: 6px; flex-wrap: wrap; justify-content: center; }
  .bid { display: inline-flex; align-items: center; gap: 4px; }
  .bid-name { font-weight: 800; font-size: .75rem; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .bid-none { color: var(--quetzal-muted); font-size: .78rem; }
  .beat { font-size: .7rem; font-weight: 800; color: #1f4f86; background: #dbe8f7; border-radius: 999px; padding: 0 6px; }

  .temple-body { display: flex; flex-direction: column; gap: 5px; }
  .temple-display { display: flex; gap: 4px; flex-wrap: wrap; justify-content: center; }
  .temple-spaces { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 4px; }
  .space { display: grid; grid-template-columns: auto auto 1fr; grid-template-areas: 'no cost occ' 'reward reward reward'; justify-items: start; align-items: center; padding: 2px 5px; gap: 0 4px; text-align: left; }
  .space-occ { justify-self: end; }
  .space-occ .icon { width: 20px; height: 20px; }
  .space-no { grid-area: no; width: 20px; height: 20px; border-radius: 50%; background: #5b4630; color: #fff; display: grid; place-items: center; font-weight: 800; font-size: .75rem; }
  .space-cost { grid-area: cost; display: inline-flex; align-items: center; gap: 1px; font-weight: 800; }
  .space-reward { grid-area: reward; font-size: .6rem; color: var(--quetzal-muted); line-height: 1.1; }
  .space-occ { grid-area: occ; min-height: 0; display: flex; }
  .space.taken { border-style: solid; background: #ffffff88; }
  .village-spaces .space { grid-template-areas: 'no cost occ'; }

  .surr-cards { display: flex; gap: 3px; align-items: center; justify-content: center; position: relative; }
  .surr-bonus { margin-left: auto; background: #fffaf0; border-radius: 999px; padding: 0 5px; border: 1px solid #0003; font-weight: 800; display: inline-flex; gap: 2px; align-items: center; white-space: nowrap; color: var(--quetzal-ink); }
  .bidspot { flex: 1; gap: 2px 4px; min-width: 0; }

  .village-body { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 6px; align-items: stretch; }
  .village-spaces { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 4px; }
  .upgrade-display { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 4px; }
  .upgrade-display .upg { width: 100%; height: 100%; font-size: .64rem; }
  .ships { display: grid; grid-template-columns: minmax(0, 1fr); gap: 4px; flex: 1; }
  .ships .spot { min-height: 44px; }
  .ships .spot.covered { min-height: 30px; }
  .loc-harbor .spot, .loc-camp .spot, .loc-stela .spot, .loc-black_market .spot, .loc-quarry .spot, .loc-small_temple .spot, .loc-ruins .spot { flex: 1; flex-direction: column; }

  .score-col {
    position: relative; background: linear-gradient(#f3ead6, #d8c8a4); border-radius: 8px; min-height: 200px;
    box-shadow: inset 0 0 0 1px #00000026;
  }
  .score-scale { position: absolute; inset: 10px 0; }
  .tick { position: absolute; left: 2px; right: 2px; top: calc((1 - var(--pos)) * 100%); transform: translateY(-50%); font-size: .6rem; color: var(--quetzal-muted); border-top: 1px solid #0002; text-align: left; line-height: 1; padding-top: 1px; }
  .score-disc {
    position: absolute; top: calc(10px + (1 - var(--pos)) * (100% - 20px)); left: calc(6px + var(--lane) * 5px);
    transform: translateY(-50%); min-width: 22px; height: 22px; border-radius: 999px; color: #fff; font-size: .66rem; font-weight: 800;
    display: grid; place-items: center; border: 2px solid #fff; box-shadow: 0 1px 2px #0008; padding: 0 3px;
  }
  .score-disc sup { font-size: .5rem; }
  /* White digits on a darkened seat colour: readable (4.5:1) on every seat colour, yellow included. */
  .score-disc > span { background: #00000073; border-radius: 999px; padding: 0 3px; }

  .discovery {
    list-style: none; margin: 0; padding: 4px; display: grid; gap: 3px;
    grid-template-columns: repeat(17, minmax(0, 1fr)); background: #00000026; border-radius: 8px;
  }
  .dspace { background: #cfe3d6; border-radius: 6px; min-height: 46px; display: flex; flex-direction: column; align-items: center; justify-content: flex-start; padding: 2px 0; position: relative; font-size: .66rem; }
  .dspace.start { background: #f3ead6; }
  .dspace.rewarded { background: #f3ead6; box-shadow: inset 0 0 0 2px #2f6f8f66; }
  .dnum { font-weight: 800; color: #1f5f86; }
  .dreward { display: inline-flex; align-items: center; gap: 1px; font-weight: 800; }
  .dreward .icon { width: 13px; height: 13px; }
  .discs { display: flex; flex-wrap: wrap; justify-content: center; gap: 1px; margin-top: auto; }
  .disc { width: 10px; height: 10px; border-radius: 50%; border: 1px solid #fff; box-shadow: 0 0 0 1px #0006; }

  /* wide boards (desktop): bigger cards and text */
  @container board (min-width: 1000px) {
    .board .card.size-md { width: 76px; height: 104px; }
    .board .card.size-sm { width: 58px; height: 80px; }
    .board .card-head .icon.art { width: 40px; height: 40px; }
    .board .card-values { font-size: .8rem; }
    .board .card-name { font-size: .62rem; }
    .loc-name { font-size: .95rem; }
    .upgrade-display .upg { font-size: .78rem; }
    .space-reward { font-size: .72rem; }
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

  /* ------------------------------------------------------------ log */
  .log { padding: 8px 10px; display: flex; flex-direction: column; gap: 4px; min-height: 0; }
  .log-title { font-size: .8rem; text-transform: uppercase; letter-spacing: .08em; color: var(--quetzal-muted); }
  .log-list { list-style: none; margin: 0; padding: 0 2px 0 0; overflow: auto; flex: 1; min-height: 0; font-size: .84rem; max-height: 260px; }
  @container quetzal (min-width: 860px) { .log-list { max-height: none; } }
  .log-entry { padding: 3px 0; border-bottom: 1px solid #0000000f; display: flex; flex-direction: column; }
  .log-line.round-line { font-weight: 800; color: #7f3510; text-align: center; }
  .log-empty { color: var(--quetzal-muted); }

  /* ------------------------------------------------------------ hand-over and errors */
  .handover {
    position: absolute; inset: 0; z-index: 10; display: grid; place-items: center; padding: 16px;
    background:
      repeating-linear-gradient(135deg, #ffffff08 0 14px, transparent 14px 28px),
      radial-gradient(circle at 50% 40%, color-mix(in srgb, var(--seat) 45%, #1a2a20), #101b14);
    border-radius: calc(var(--quetzal-radius) + 4px);
  }
  .handover-card { background: var(--quetzal-surface); border-radius: 16px; padding: 24px 28px; max-width: 420px; text-align: center; display: flex; flex-direction: column; gap: 12px; align-items: center; box-shadow: 0 12px 40px #0009; border-top: 8px solid var(--seat); }
  .handover-card h2 { font-size: 1.4rem; }
  .handover-card p { color: var(--quetzal-muted); }
  .handover-disc { width: 46px; height: 46px; border-radius: 50%; background: var(--seat); border: 4px solid #fff; box-shadow: 0 0 0 2px #0004; }
  .error-frame { min-height: 0; }
  .error { padding: 14px 16px; border-left: 6px solid #b3261e; display: flex; flex-direction: column; gap: 4px; }
  .error strong { color: #8c1d18; font-size: 1.05rem; }

  /* ------------------------------------------------------------ tutorials and diagrams */
  /* (the outline of what the highlights property points at is in highlighter.ts, loaded with it) */
  .guard-hint {
    background: #fde7ef; border-left: 5px solid var(--quetzal-pointer, #e0115f); border-radius: 6px;
    padding: 6px 10px; font-weight: 700; color: #6b0a2e;
  }
  .frame.pending { min-height: var(--quetzal-pending-height, 420px); }

  @media (prefers-reduced-motion: reduce) {
    .meeple.tumble .icon, .spot.target.legal { animation: none; }
    .btn:active:not(:disabled) { transform: none; }
  }
`;
