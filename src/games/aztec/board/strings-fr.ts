/** <aztec-board>'s French, one chunk for its three tables (fetched before a French board shows). */
export { boardStringsFr } from './board-strings-fr.js';
export { narrateStringsFr } from './narrate-strings-fr.js';
export { partStringsFr } from './parts/parts-strings-fr.js';
