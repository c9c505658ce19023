/**
 * The entry of dist/quetzal-board.bundle.js, the one file a page loads from a CDN with
 * `<script type="module">`: it defines <quetzal-board> and exports what a page script needs to drive
 * it. The whole engine (legalMoves, scenarios, scoring…) stays in the tree-shakeable modules
 * (`quetzal-board` and `quetzal-board/engine`), so the bundle carries only what the board itself uses.
 */
export * from './games/quetzal/board/index.js';
export { quetzalMachine } from './games/quetzal/statechart/quetzal-machine.js';
export { t, resolveLang, LANGS, type Lang } from './games/quetzal/strings/index.js';
