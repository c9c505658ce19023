/**
 * The game-over screen of <quetzal-board>, a chunk of its own: never on the first screen, fetched
 * by the later parts when the last round starts (or when a finished game shows). Its chart, its
 * celebration, its strings (English and French) and its styles.
 */
export { gameOverScreen } from './parts/game-over-screen.js';
