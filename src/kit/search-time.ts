/**
 * The time a hard computer may think per decision, in ms, unless told otherwise. 250 ms is a pause a
 * person hardly notices; the search answers by then on any device (it measures its own speed,
 * bench/bots.ts), and on the project's machine Quetzal's runs a few thousand playouts in that time.
 */
export const DEFAULT_SEARCH_TIME_MS = 250;
