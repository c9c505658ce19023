/**
 * A React 19 app hosting <quetzal-board> the way React code is written: props inline in the JSX (a new
 * `seats` array, `scenario` object, `highlights` array and `moveGuard` function at every render),
 * `on<event>` props for the board's events, and a state update on every move, so the app renders again
 * and again while the game goes on. In <StrictMode>, with React's development build, as in a
 * developer's page. Bundled for the tests by scripts/framework-apps.mjs; it imports only the board's
 * types (the test page defines the element).
 */
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  Move, QuetzalBoard, QuetzalErrorDetail, QuetzalGameOverDetail, QuetzalMoveDetail, QuetzalPhaseChangeDetail, SeatSpec, Scenario,
} from '../../../src/index.js';
import type { AztecBoard, AztecErrorDetail, AztecMoveDetail } from '../../../src/games/aztec/board/index.js';
import type { BoardTiming } from '../../../src/kit/board/board-types.js';
import { AZTEC_BAD_SEATS, AZTEC_SEATS, type AztecHostLog, type HostLog, type MountedApp } from './host-log.js';

/** <quetzal-board> in TSX: its properties, the attributes written in kebab case, and `on<event>` handlers. */
type QuetzalBoardProps = DetailedHTMLProps<HTMLAttributes<QuetzalBoard>, QuetzalBoard> & {
  seats?: string | readonly SeatSpec[];
  seed?: string;
  scenario?: Scenario;
  highlights?: readonly string[];
  moveGuard?: (move: Move) => string | null;
  'no-save'?: boolean;
  'no-handover'?: boolean;
  'bot-delay'?: string;
  'onquetzal-move'?: (e: CustomEvent<QuetzalMoveDetail>) => void;
  'onquetzal-phase-change'?: (e: CustomEvent<QuetzalPhaseChangeDetail>) => void;
  'onquetzal-game-over'?: (e: CustomEvent<QuetzalGameOverDetail>) => void;
  'onquetzal-error'?: (e: CustomEvent<QuetzalErrorDetail>) => void;
};

/** <aztec-board> in TSX: its attributes (set as properties where the element has them), `timing`, `on<event>` handlers. */
type AztecBoardProps = DetailedHTMLProps<HTMLAttributes<AztecBoard>, AztecBoard> & {
  players?: string;
  seats?: string;
  names?: string;
  seed?: string;
  lang?: string;
  'save-key'?: string;
  timing?: Partial<BoardTiming>;
  'onaztec-move'?: (e: CustomEvent<AztecMoveDetail>) => void;
  'onaztec-error'?: (e: CustomEvent<AztecErrorDetail>) => void;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'quetzal-board': QuetzalBoardProps;
      'aztec-board': AztecBoardProps;
    }
  }
}

/** After each commit: the board, and the `seats` value it holds now (a new array each render). */
function useSeen(log: HostLog) {
  const ref = useRef<QuetzalBoard>(null);
  useEffect(() => {
    log.board = ref.current;
    if (ref.current) log.seatsSeen.add(ref.current.seats);
  });
  return ref;
}

/** Two easy computers playing a whole game; the app counts the moves in its state. */
function ComputersTable({ log }: { log: HostLog }) {
  const [moves, setMoves] = useState(0);
  const [over, setOver] = useState(false);
  const ref = useSeen(log);
  log.renders++;
  return (
    <section>
      <p data-moves={moves}>{moves} moves{over ? ', game over' : ''}</p>
      <quetzal-board
        ref={ref}
        seats={[{ kind: 'bot', strength: 'easy' }, { kind: 'bot', strength: 'easy' }]}
        seed="react-7"
        no-save
        bot-delay="0"
        onquetzal-move={() => {
          log.moves++;
          setMoves((m) => m + 1);
        }}
        onquetzal-phase-change={(e) => log.phases.push(e.detail)}
        onquetzal-game-over={(e) => {
          log.gameOver = e.detail.scores;
          setOver(true);
        }}
        onquetzal-error={(e) => log.errors.push(e.detail)}
      />
    </section>
  );
}

/**
 * Two people at one device. Every render hands the board new but equal `seats` and `scenario`, a new
 * `moveGuard`, and `highlights` pointing at the seat that moved last (a real change now and then).
 */
function PeopleTable({ log }: { log: HostLog }) {
  const [moves, setMoves] = useState(0);
  const [lastSeat, setLastSeat] = useState<number | null>(null);
  const ref = useSeen(log);
  log.renders++;
  return (
    <section>
      <p data-moves={moves}>{moves} moves</p>
      <quetzal-board
        ref={ref}
        seats={[{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bob' }]}
        scenario={{ firstPlayer: 1 }}
        highlights={lastSeat === null ? [] : [`stat:${lastSeat}:score`]}
        moveGuard={() => null}
        seed="react-people"
        no-save
        onquetzal-move={(e) => {
          log.moves++;
          setMoves((m) => m + 1);
          const move = e.detail.move;
          setLastSeat('seat' in move ? move.seat : null);
        }}
        onquetzal-phase-change={(e) => log.phases.push(e.detail)}
        onquetzal-error={(e) => log.errors.push(e.detail)}
      />
    </section>
  );
}

/**
 * Two <aztec-board>s: Ann against two computers (a new `timing` object at every render, the app's count
 * of moves in its state, so it renders again on every move), and one given a bad `seats`.
 */
function AztecTables({ log, saveKey }: { log: AztecHostLog; saveKey: string }) {
  const [moves, setMoves] = useState(0);
  const board = useRef<AztecBoard>(null);
  const broken = useRef<AztecBoard>(null);
  useEffect(() => {
    log.board = board.current;
    log.broken = broken.current;
  });
  log.renders++;
  return (
    <section>
      <p data-moves={moves}>{moves} moves</p>
      <aztec-board
        ref={board}
        seats={AZTEC_SEATS}
        seed="react-aztec"
        lang="en"
        save-key={saveKey}
        timing={{ tableStepMs: 0, botDelayMs: 0, botThinkMs: 20 }}
        onaztec-move={(e) => {
          log.moves.push(e.detail);
          setMoves((m) => m + 1);
        }}
        onaztec-error={(e) => log.errors.push(e.detail)}
      />
      <aztec-board
        ref={broken}
        seats={AZTEC_BAD_SEATS}
        lang="en"
        save-key={`${saveKey}-broken`}
        onaztec-error={(e) => log.brokenErrors.push(e.detail)}
      />
    </section>
  );
}

/** Renders the <aztec-board> app into `container`; its board at play keeps its game under `saveKey`. */
export function mountReactAztecApp(container: HTMLElement, log: AztecHostLog, saveKey: string): MountedApp {
  const root = createRoot(container);
  const render = () => root.render(
    <StrictMode>
      <AztecTables log={log} saveKey={saveKey} />
    </StrictMode>,
  );
  render();
  return { rerender: render, unmount: () => root.unmount() };
}

/** Renders one of the apps into `container`. */
export function mountReactApp(container: HTMLElement, app: 'computers' | 'people', log: HostLog): MountedApp {
  const root = createRoot(container);
  const App = app === 'computers' ? ComputersTable : PeopleTable;
  const render = () => root.render(
    <StrictMode>
      <App log={log} />
    </StrictMode>,
  );
  render();
  return { rerender: render, unmount: () => root.unmount() };
}
