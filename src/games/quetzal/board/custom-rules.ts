/**
 * A board's or a tutorial's custom rule-set (`rules`, `rules-src`): its check (the engine's
 * ruleset-check.ts, which a board with the shipped values never loads), the fetching of `rules-src`,
 * and the words of what goes wrong. A chunk of its own, loaded only when one of them is set.
 */
import { checkRuleSet, RuleError, useRuleSetCheck, type RuleSet } from '../engine/index.js';
import type { Lang } from '../strings/index.js';
import { featureTranslator } from '../strings/feature.js';
import { rulesetStrings, type RulesetKey } from '../strings/features/ruleset.js';
import { fetchJson } from './fetch-json.js';
import { StartProblem } from './start-problem.js';

// The board's engine sets up games under a custom rule-set once this chunk is here.
useRuleSetCheck(checkRuleSet);

const text = featureTranslator(rulesetStrings);
/** What `fetchRuleSet` gives for a file it could not read: ruleSetProblem words it. */
const unread = Symbol('unread');

/** A problem with the rule-set: a stable code (BAD_RULESET, FETCH_FAILED, BAD_JSON), its words, whether trying again can help. */
export interface RulesProblem {
  code: 'BAD_RULESET' | 'FETCH_FAILED' | 'BAD_JSON';
  message: string;
  retryable: boolean;
}

/**
 * Why `doc` cannot be played (worded in `lang`), or null when it can. `prop`: the attribute it came from
 * (default `rules`). A file fetchRuleSet could not read is said here too.
 */
export function ruleSetProblem(doc: unknown, lang: Lang, prop = 'rules'): RulesProblem | null {
  if (typeof doc === 'object' && doc !== null && unread in doc) return (doc as { [unread]: RulesProblem })[unread];
  try {
    checkRuleSet(doc);
    return null;
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return { code: 'BAD_RULESET', message: text(lang, 'ruleset_bad', { prop, message: e.message }), retryable: false };
  }
}

/** The rule-set a board's setup gives, checked; a StartProblem (BAD_RULESET, or why a file could not be read) otherwise. */
export function checkedRules(doc: unknown, lang: Lang, prop = 'rules'): RuleSet {
  const problem = ruleSetProblem(doc, lang, prop);
  if (problem) throw new StartProblem(problem.code, problem.message, problem.retryable, prop === 'rules' ? 'rules' : 'rulesSrc');
  return doc as RuleSet;
}

/**
 * Fetches a `rules-src` file: the document, checked afterwards as `rules` is (ruleSetProblem), which also
 * says why a file could not be read (FETCH_FAILED, retryable; BAD_JSON).
 */
export async function fetchRuleSet(url: string, lang: Lang): Promise<object> {
  const got = await fetchJson(url);
  if (got.ok) return got.json as object;
  const key: RulesetKey = got.code === 'BAD_JSON' ? 'ruleset_badJson' : 'ruleset_fetchFailed';
  return { [unread]: { code: got.code, message: text(lang, key, { url, reason: got.reason }), retryable: got.code === 'FETCH_FAILED' } };
}
