/**
 * Styles of <quetzal-board>: a warm jungle-and-stone board game look, touch-first, themable. Parts that
 * load later bring their own (game-parts.styles.ts, records.styles.ts…).
 */
import { baseStyles } from './styles/base.js';
import { boardStyles } from './styles/board.js';
import { piecesStyles } from './styles/pieces.js';
import { seatsStyles } from './styles/seats.js';
import { chromeStyles } from './styles/chrome.js';
import { fitStyles } from './styles/fit.js';

export const styles = [baseStyles, boardStyles, piecesStyles, seatsStyles, chromeStyles, fitStyles];
