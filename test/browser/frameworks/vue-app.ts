/**
 * A Vue 3 app hosting <quetzal-board> as Vue's guide shows for custom elements: a template compiled in
 * the page, `compilerOptions.isCustomElement` for `quetzal-` tags, `:prop` bindings written inline (a new
 * `seats` array at every render: Vue sets it as a property, since the element has one), `.prop` to force
 * a property, `@quetzal-move` listeners, and a reactive count shown in the template so the component
 * renders again on every move. Bundled for the tests by scripts/framework-apps.mjs, with Vue's
 * development build; it imports only the board's types (the test page defines the element).
 */
import { createApp, ref } from 'vue';
import type { QuetzalErrorDetail, QuetzalGameOverDetail, QuetzalPhaseChangeDetail } from '../../../src/index.js';
import type { QuetzalBoard } from '../../../src/index.js';
import type { AztecBoard, AztecErrorDetail, AztecMoveDetail } from '../../../src/games/aztec/board/index.js';
import { AZTEC_BAD_SEATS, AZTEC_SEATS, type AztecHostLog, type HostLog, type MountedApp } from './host-log.js';

const template = `
  <section>
    <p :data-moves="moves">{{ moves }} moves{{ over ? ', game over' : '' }}</p>
    <quetzal-board
      ref="board"
      :seats="[{ kind: 'bot', strength: 'easy' }, { kind: 'bot', strength: 'easy' }]"
      :highlights.prop="[]"
      seed="vue-7"
      no-save
      bot-delay="0"
      @quetzal-move="onMove"
      @quetzal-phase-change="onPhase"
      @quetzal-game-over="onGameOver"
      @quetzal-error="onError"
    ></quetzal-board>
  </section>`;

/** Two easy computers playing a whole game; the app counts the moves in its reactive state. */
export function mountVueApp(container: HTMLElement, log: HostLog): MountedApp {
  const app = createApp({
    template,
    setup() {
      const moves = ref(0);
      const over = ref(false);
      return {
        moves,
        over,
        onMove: () => {
          log.moves++;
          moves.value++;
        },
        onPhase: (e: CustomEvent<QuetzalPhaseChangeDetail>) => log.phases.push(e.detail),
        onGameOver: (e: CustomEvent<QuetzalGameOverDetail>) => {
          log.gameOver = e.detail.scores;
          over.value = true;
        },
        onError: (e: CustomEvent<QuetzalErrorDetail>) => log.errors.push(e.detail),
      };
    },
    beforeUpdate() {
      log.renders++;
    },
    mounted() {
      this.seen();
    },
    updated() {
      this.seen();
    },
    methods: {
      /** After each render: the board, and the `seats` value it holds now. */
      seen() {
        const board = (this.$refs as { board?: QuetzalBoard }).board ?? null;
        log.board = board;
        if (board) log.seatsSeen.add(board.seats);
      },
    },
  });
  app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('quetzal-');
  const root = app.mount(container);
  return { rerender: () => root.$forceUpdate(), unmount: () => app.unmount() };
}

const aztecTemplate = `
  <section>
    <p :data-moves="moves">{{ moves }} moves</p>
    <aztec-board
      ref="board"
      :seats="seats"
      seed="vue-aztec"
      lang="en"
      :save-key="saveKey"
      :timing="{ tableStepMs: 0, botDelayMs: 0, botThinkMs: 20 }"
      @aztec-move="onMove"
      @aztec-error="onError"
    ></aztec-board>
    <aztec-board
      ref="broken"
      :seats="badSeats"
      lang="en"
      :save-key="saveKey + '-broken'"
      @aztec-error="onBrokenError"
    ></aztec-board>
  </section>`;

/**
 * Two <aztec-board>s: Ann against two computers (`:timing` written inline, a new object at every render;
 * the count of moves in reactive state, so the component renders again on every move), and one given a
 * bad `seats`.
 */
export function mountVueAztecApp(container: HTMLElement, log: AztecHostLog, saveKey: string): MountedApp {
  const app = createApp({
    template: aztecTemplate,
    setup() {
      const moves = ref(0);
      return {
        moves,
        saveKey,
        seats: AZTEC_SEATS,
        badSeats: AZTEC_BAD_SEATS,
        onMove: (e: CustomEvent<AztecMoveDetail>) => {
          log.moves.push(e.detail);
          moves.value++;
        },
        onError: (e: CustomEvent<AztecErrorDetail>) => log.errors.push(e.detail),
        onBrokenError: (e: CustomEvent<AztecErrorDetail>) => log.brokenErrors.push(e.detail),
      };
    },
    beforeUpdate() {
      log.renders++;
    },
    mounted() {
      this.seen();
    },
    updated() {
      this.seen();
    },
    methods: {
      seen() {
        const refs = this.$refs as { board?: AztecBoard; broken?: AztecBoard };
        log.board = refs.board ?? null;
        log.broken = refs.broken ?? null;
      },
    },
  });
  app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('aztec-');
  const root = app.mount(container);
  return { rerender: () => root.$forceUpdate(), unmount: () => app.unmount() };
}
