/** The shipped lessons, in the order of the rules. */
import type { LessonJson } from '../lesson-format.js';
import { rolling } from './01-rolling.js';
import { unique } from './02-unique.js';
import { bidding } from './03-bidding.js';
import { free } from './04-free.js';
import { temple } from './05-temple.js';
import { delivering } from './06-delivering.js';
import { upgrades } from './07-upgrades.js';
import { endScoring } from './08-end-scoring.js';
import { automaton } from './09-automaton.js';

export const LESSONS: readonly LessonJson[] = [rolling, unique, bidding, free, temple, delivering, upgrades, endScoring, automaton];

export { rolling, unique, bidding, free, temple, delivering, upgrades, endScoring, automaton };
