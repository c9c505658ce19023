/** Meeples, Artifact cards and Upgrade tiles, wherever they are shown. */
import { css } from 'lit';

export const piecesStyles = css`
  /* ------------------------------------------------------------ meeples */
  .meeple {
    position: relative; display: inline-flex; flex-direction: column; align-items: center; justify-content: center;
    min-width: 44px; min-height: 52px; padding: 2px 4px; border-radius: 10px;
    background: #fffaf0; border: 2px solid #0000001f;
  }
  button.meeple { cursor: pointer; }
  .meeple .icon { width: 28px; height: 28px; }
  .meeple-face { font-size: var(--_xs); font-weight: 700; color: var(--quetzal-muted); }
  .meeple.selected { background: #fff0c2; border-color: var(--quetzal-accent); box-shadow: 0 0 0 2px var(--quetzal-highlight); }
  .meeple.selected::after { content: '✓'; position: absolute; top: -6px; right: -6px; background: var(--quetzal-accent); color: #fff; border-radius: 50%; width: 18px; height: 18px; font-size: var(--_xs); display: grid; place-items: center; }
  .meeple:disabled { opacity: .4; }
  .meeple-coin { position: absolute; top: -4px; right: -4px; background: #e9b62f; color: #3b2a00; border-radius: 999px; font-size: var(--_xs); font-weight: 800; padding: 0 4px; border: 1px solid #8a6310; }
  .seat .meeple { min-width: 26px; min-height: 30px; padding: 1px; border: 0; background: transparent; }
  .seat .meeple .icon { width: 20px; height: 20px; }
  .seat .meeple-face { font-size: var(--_xs); line-height: 1; }
  /* A rolled meeple's tumble is the motion chunk's (motion/motion.ts), with every other animation of a move. */
  .stack { display: inline-flex; align-items: center; gap: 1px; font-weight: 800; font-size: var(--_s); }
  .stack .icon { width: 22px; height: 22px; }
  .stack-count { color: var(--quetzal-ink); }

  /* ------------------------------------------------------------ cards */
  .card {
    --c: #888;
    position: relative; display: inline-flex; flex-direction: column; align-items: center; justify-content: space-between;
    border-radius: 7px; border: 2px solid var(--c); background: linear-gradient(#fffaf0, #f1e3c4);
    padding: 0 0 3px; overflow: hidden; flex: none; box-shadow: 0 1px 2px #0004;
  }
  .card.size-md { width: 72px; height: 96px; }
  .card.size-sm { width: 50px; height: 66px; }
  :is(.hand, .known-hand) .card.size-sm { width: 48px; height: 56px; }
  :is(.hand, .known-hand) .card .card-head .icon.art { width: 20px; height: 20px; }
  .card.art-pottery { --c: var(--art-pottery); }
  .card.art-weapon { --c: var(--art-weapon); }
  .card.art-tablet { --c: var(--art-tablet); }
  .card.art-statuette { --c: var(--art-statuette); }
  .card.art-mummy { --c: var(--art-mummy); }
  .card-head { --_line: var(--c); width: 100%; background: var(--c); color: #fff; display: flex; justify-content: center; align-items: center; padding: 4px 0; position: relative; flex: 1; }
  .card-head .icon.art { width: 30px; height: 30px; }
  .size-sm .card-head .icon.art { width: 24px; height: 24px; }
  .card-bonus { position: absolute; top: 1px; right: 1px; background: #fffaf0; border-radius: 50%; padding: 1px; display: flex; }
  .card-bonus .icon { width: 14px; height: 14px; }
  .card-name { font-size: var(--_xs); font-weight: 700; color: var(--c); margin-top: 1px; white-space: nowrap; }
  .card-values { font-size: var(--_xs); font-weight: 800; white-space: nowrap; }
  .card.back { background: repeating-linear-gradient(45deg, #5b4630 0 6px, #6b543a 6px 12px); border-color: #3b2a1a; display: grid; place-items: center; }
  .back-mark { color: #f3ead6; font-weight: 800; }
  .card.empty { border: 2px dashed #0000002a; background: #00000008; box-shadow: none; }
  button.card { cursor: pointer; padding: 0 0 3px; font: inherit; }
  button.card.size-md { width: 74px; height: 100px; }
  button.card.selected { outline: 4px solid var(--quetzal-highlight); outline-offset: 1px; transform: translateY(-4px); }
  button.card.selected:focus-visible { outline-color: var(--quetzal-focus); }
  button.card:disabled { opacity: .45; cursor: not-allowed; }

  /* ------------------------------------------------------------ upgrade tiles */
  .upg {
    display: inline-flex; flex-direction: column; gap: 2px; padding: 4px 6px; border-radius: 8px;
    background: linear-gradient(#e9f0dc, #cfdcb8); border: 2px solid #5e7a3c; color: #24320f; text-align: left;
    min-width: 0; font-size: var(--_xs); line-height: 1.15;
  }
  .upg.immediate { background: linear-gradient(#f7e2dc, #e9c4b9); border-color: #a3412a; }
  .upg-top { display: flex; align-items: center; justify-content: space-between; gap: 4px; }
  .upg-code { font-weight: 800; font-size: var(--_xs); }
  .upg .icon.upg-kind { width: 44px; height: 22px; }
  .upg-effect { flex: 1; }
  .upg-vp { font-weight: 800; align-self: flex-end; font-size: var(--_xs); }
  .upg-cross { color: #b3472c; }
  .upg.empty { border: 2px dashed #0000002a; background: #00000008; min-height: 60px; }
  .upg.compact { flex-direction: row; align-items: center; padding: 2px 4px; gap: 3px; }
  .upg.compact .icon.upg-kind { width: 30px; height: 15px; }
  .upg.compact .upg-vp { align-self: center; background: #24320f; color: #fff; border-radius: 999px; padding: 0 4px; font-size: var(--_xs); }
  .seat .stats { gap: 5px; font-size: var(--_m); }
  .seat .upg.compact { padding: 1px 3px; }
  .upg.compact .upg-top { gap: 2px; }
  button.upg { cursor: pointer; min-height: 44px; font: inherit; font-size: var(--_s); width: 150px; }
  .tile-picker { display: grid; grid-template-columns: repeat(auto-fill, minmax(92px, 1fr)); }
  .tile-picker button.upg { width: auto; min-height: 96px; font-size: var(--_xs); }
`;
