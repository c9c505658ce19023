/**
 * The entry of dist/boards.bundle.js: both boards in one file, for a page that holds a <quetzal-board>
 * and an <aztec-board>. Lit, XState and the kit come once; the two boards' own bundles would each
 * carry a copy of them. (With the ESM modules, `quetzal-board/quetzal-board` and
 * `quetzal-board/aztec-board`, the page's module map shares them anyway.)
 */
export * from '../bundle.js';
export * from '../games/aztec/board/index.js';
