/** Helpers shared by the shipped lessons (plain data: each lesson is the JSON its object serialises to). */
import type { Face } from '../../engine/index.js';

/** `n` roll outcomes of one face, for scenario roll queues. */
export function faces(n: number, face: Face): Face[] {
  return Array.from({ length: n }, () => face);
}

/** The rulebook's players: Jon (red), Lucy (yellow), Maria (green); Jean, Lucie, Marie in French. */
export const JON_LUCY_MARIA = { en: ['Jon', 'Lucy', 'Maria'], fr: ['Jean', 'Lucie', 'Marie'] };
