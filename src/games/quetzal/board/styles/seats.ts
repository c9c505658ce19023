/** The seat panels. */
import { css } from 'lit';

export const seatsStyles = css`
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
  .swatch { width: 16px; height: 16px; flex: none; }
  .seat-name { font-size: var(--_l); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .you { font-weight: 400; color: var(--quetzal-muted); font-size: var(--_s); }
  .fp .icon { width: 20px; height: 20px; }
  .to-play { background: var(--quetzal-highlight); color: #3b2a00; border-radius: 999px; padding: 1px 8px; font-size: var(--_xs); font-weight: 700; white-space: nowrap; }
  .stats { grid-area: stats; display: flex; gap: 8px; margin: 0; align-items: center; }
  .stat { display: flex; align-items: center; gap: 2px; }
  .stat dt, .stat dd { margin: 0; display: inline-flex; align-items: center; }
  .stat dd { font-weight: 800; min-width: 1.1em; }
  .seat .stat .icon { width: 15px; height: 15px; }
  .mini-card { display: inline-block; width: 11px; height: 15px; border-radius: 2px; background: #5b4630; border: 1px solid #2b2118; }
  .discard-mark { color: #b3472c; font-weight: 800; }
  .seat-upgrades { grid-area: upg; display: flex; gap: 4px; align-items: center; flex-wrap: wrap; justify-content: flex-end; }
  .slot-empty { display: block; width: 70px; height: 22px; border: 2px dashed #0000002e; border-radius: 6px; }
  .pool { grid-area: pool; display: flex; flex-wrap: wrap; gap: 0 4px; align-items: center; min-height: 30px; }
  .pool-empty, .hand-empty { color: var(--quetzal-muted); font-size: var(--_s); }
  .roll-coins { font-size: var(--_s); font-weight: 700; color: #7a5a00; display: inline-flex; gap: 2px; align-items: center; margin-left: 4px; }
  .hand, .known-hand { grid-area: hand; display: flex; flex-wrap: wrap; gap: 3px; padding-top: 4px; border-top: 1px dashed #0002; }
`;
