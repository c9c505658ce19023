/** The game log, the hand-over cover, errors, notices, tutorials and diagrams. */
import { css } from 'lit';

export const chromeStyles = css`
  /* ------------------------------------------------------------ log */
  .log { padding: 8px 10px; display: flex; flex-direction: column; gap: 4px; min-height: 0; }
  .log-title { font-size: var(--_s); text-transform: uppercase; letter-spacing: .08em; color: var(--quetzal-muted); }
  .log-list { list-style: none; margin: 0; padding: 0 2px 0 0; overflow: auto; flex: 1; min-height: 0; font-size: var(--_s); max-height: 260px; }
  @container quetzal (min-width: 860px) { .log-list { max-height: none; } }
  .log-empty { color: var(--quetzal-muted); }

  /* ------------------------------------------------------------ hand-over and errors */
  /* The cover hides nothing public: the board (the roll, the placements) shows through, dimmed; what is private is
     not drawn at all until the next person says who they are. (Wide: its card over the side column, game-parts.styles.ts.) */
  .handover {
    position: absolute; inset: 0; z-index: 10; display: flex; align-items: flex-start; justify-content: center; padding: 10px;
    background: color-mix(in srgb, var(--seat) 12%, #08100b59); border-radius: calc(var(--quetzal-radius) + 4px);
  }
  .handover-card { position: sticky; top: 10px; background: var(--quetzal-surface); border-radius: 16px; padding: 16px 22px; max-width: 420px; text-align: center; display: flex; flex-direction: column; gap: 8px; align-items: center; box-shadow: 0 12px 40px #0009; border-top: 8px solid var(--seat); }
  .handover-card h2 { font-size: var(--_2xl); }
  .handover-card p { color: var(--quetzal-muted); }
  .handover-disc { width: 46px; height: 46px; border-radius: 50%; background: var(--seat); border: 4px solid #fff; box-shadow: 0 0 0 2px #0004; }
  .error-frame { min-height: 0; }
  .error { padding: 14px 16px; border-left: 6px solid #b3261e; display: flex; flex-direction: column; gap: 4px; }
  .error strong { color: #8c1d18; font-size: var(--_l); }

  /* ------------------------------------------------------------ tutorials and diagrams */
  /* (the outline of what the highlights property points at is in highlighter.ts, loaded with it) */
  .guard-hint {
    background: #fde7ef; border-left: 5px solid var(--quetzal-pointer, #e0115f); border-radius: 6px;
    padding: 6px 10px; font-weight: 700; color: #6b0a2e;
  }
  .frame.pending { min-height: var(--quetzal-pending-height, 420px); }

  @media (prefers-reduced-motion: reduce) {
    .spot.target.legal { animation: none; }
    .btn:active:not(:disabled) { transform: none; }
  }
`;
