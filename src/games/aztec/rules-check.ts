/**
 * Checking an Aztec rule-set document from outside (a file, a host's object), and its fingerprint.
 *
 * `checkRuleSet(doc)` refuses an incoherent document with RuleError BAD_RULESET and a message naming the
 * JSON path at fault (`jewelCards[7]: shows 3 colours; a Jewel card shows at most 2`): unknown fields
 * (`constructor`, `__proto__` and `toString` included), missing fields, wrong types, numbers out of range,
 * and counts that do not make the game's contents (data.ts): 42 Jewel cards of 2–4 jewels in at most 2
 * colours, 42 Artifacts, 40 jewels of each colour, 40 stones, 3–6 players, 6 Characters.
 */
import { ruleSetPrint } from '../../kit/canonical.js';
import { deepFreeze, isPlain, shapeChecks, type Check } from '../../kit/json-shape.js';
import {
  ARTIFACT_COUNT, CARD_MAX_COLORS, CARD_MAX_JEWELS, CARD_MIN_JEWELS, CHARACTER_COUNT, JEWEL_CARD_COUNT, JEWELS_PER_COLOR,
  MAX_PLAYERS, MIN_PLAYERS, STONE_COUNT,
} from './data.js';
import { fail, RuleError } from './errors.js';
import { colorCount, MAX_JEWELS, SHIPPED_RULES, type AztecRuleSet } from './rules.js';
import { COLORS } from './data.js';

function bad(path: string, message: string): never {
  fail('BAD_RULESET', path ? `${path}: ${message}` : `the rule-set ${message}`, { path });
}

let checks: ReturnType<typeof shapeChecks> | undefined;
/** The checks, made on first use (see buildShape). */
const shapes = () => (checks ??= shapeChecks(bad));

const EFFECTS = ['set', 'vp', 'discardStones', 'giveStone', 'takeJewel', 'curseStone'] as const;

/** The document's shape, built on first use: nothing runs when the module loads. */
function buildShape(): Check {
  const { num, oneOf, text, version, obj, list, dict, own } = shapes();
  const color = oneOf(COLORS);
  const count = num(0, ARTIFACT_COUNT);
  const kinds: Record<(typeof EFFECTS)[number], Check> = {
    set: obj({ effect: oneOf(['set']), count, set: list(color, 1, 3 * CARD_MAX_JEWELS), vp: num(0, 99) }),
    vp: obj({ effect: oneOf(['vp']), count, vp: num(0, 99) }),
    discardStones: obj({ effect: oneOf(['discardStones']), count, stones: num(1, STONE_COUNT) }),
    giveStone: obj({ effect: oneOf(['giveStone']), count }),
    takeJewel: obj({ effect: oneOf(['takeJewel']), count }),
    curseStone: obj({ effect: oneOf(['curseStone']), count }),
  };
  // An Artifact kind is told by its effect first, then checked against that effect's fields.
  const artifactKind: Check = (v, p) => {
    if (!isPlain(v)) bad(p, 'must be an object');
    const effect = oneOf(EFFECTS)(own(v, 'effect', p), `${p}.effect`) as (typeof EFFECTS)[number];
    return kinds[effect](v, p);
  };
  return obj({
    format: oneOf(['aztec-rules']),
    version: version(1),
    name: text(80),
    players: obj({ min: num(MIN_PLAYERS, MAX_PLAYERS), max: num(MIN_PLAYERS, MAX_PLAYERS) }),
    jewels: list(num(0, 999), 3),
    stones: num(0, 999),
    setup: obj({ stonesPerSeat: num(0, STONE_COUNT), stonesPerCurse: num(0, STONE_COUNT) }),
    stonesPerRound: num(0, STONE_COUNT),
    artifactDraw: num(1, 5),
    bluff: obj({ minJewels: num(1, MAX_JEWELS), maxJewels: num(1, MAX_JEWELS), maxColors: num(1, 3) }),
    characters: list(obj({ name: text(40), duo: list(color, 2) }), CHARACTER_COUNT),
    jewelCards: list(list(num(0, CARD_MAX_JEWELS), 3), JEWEL_CARD_COUNT),
    artifacts: list(artifactKind, 1, ARTIFACT_COUNT),
    scoring: obj({
      duoVp: num(0, 99),
      trioVp: num(0, 99),
      stonePenalties: list(num(0, 999), 1, STONE_COUNT + 1),
      extraStonePenalty: num(0, 99),
    }),
    sources: dict(text(500), 500, 'sources'),
  }, ['name', 'sources']);
}

let shape: Check | undefined;

/** What the shape alone cannot say: the numbers must make the game's contents. */
function checkCoherence(d: AztecRuleSet): void {
  if (d.players.min > d.players.max) bad('players', `min ${d.players.min} is more than max ${d.players.max}`);
  d.jewels.forEach((n, c) => {
    if (n !== JEWELS_PER_COLOR) bad(`jewels[${c}]`, `the temple holds ${JEWELS_PER_COLOR} ${COLORS[c]} jewels (${3 * JEWELS_PER_COLOR} in all), not ${n}`);
  });
  if (d.stones !== STONE_COUNT) bad('stones', `the game has ${STONE_COUNT} cursed stones, not ${d.stones}`);
  if (d.bluff.minJewels > d.bluff.maxJewels) bad('bluff', `minJewels ${d.bluff.minJewels} is more than maxJewels ${d.bluff.maxJewels}`);
  const names: string[] = [];
  d.characters.forEach((c, i) => {
    if (names.includes(c.name)) bad(`characters[${i}].name`, `${JSON.stringify(c.name)} is used twice`);
    names.push(c.name);
  });
  d.jewelCards.forEach((card, i) => {
    const total = card[0] + card[1] + card[2];
    if (total < CARD_MIN_JEWELS || total > CARD_MAX_JEWELS) bad(`jewelCards[${i}]`, `shows ${total} jewels; a Jewel card shows ${CARD_MIN_JEWELS} to ${CARD_MAX_JEWELS}`);
    if (colorCount(card) > CARD_MAX_COLORS) bad(`jewelCards[${i}]`, `shows ${colorCount(card)} colours; a Jewel card shows at most ${CARD_MAX_COLORS}`);
  });
  const cards = d.artifacts.reduce((sum, k) => sum + k.count, 0);
  if (cards !== ARTIFACT_COUNT) bad('artifacts', `the counts add up to ${cards} cards; the deck has ${ARTIFACT_COUNT}`);
  d.artifacts.forEach((k, i) => {
    if (k.effect === 'set' && k.set.length > MAX_JEWELS) bad(`artifacts[${i}].set`, `at most ${MAX_JEWELS} jewels`);
  });
  const p = d.scoring.stonePenalties;
  if (p[0] !== 0) bad('scoring.stonePenalties[0]', 'must be 0 (no stone costs nothing)');
  p.forEach((v, i) => {
    if (i > 0 && v < p[i - 1]!) bad(`scoring.stonePenalties[${i}]`, `${v} is less than the ${p[i - 1]} before it: more stones never cost less`);
  });
  // Every seat starts with its stones and each Curse card with its own, from the box.
  const setupStones = d.players.max * d.setup.stonesPerSeat + 3 * d.setup.stonesPerCurse;
  if (setupStones > d.stones) bad('setup', `${d.players.max} players and 3 Curse cards take ${setupStones} stones; the box has ${d.stones}`);
}

/** The fingerprint of an Aztec rule-set: a hash of its canonical JSON, `name` and `sources` left out (16 hex digits). */
export function ruleSetFingerprint(doc: AztecRuleSet): string {
  return ruleSetPrint(doc);
}

let shippedPrint: string | undefined;

/** The shipped rule-set's fingerprint. */
export function shippedFingerprint(): string {
  return (shippedPrint ??= ruleSetFingerprint(SHIPPED_RULES));
}

/** The checked copy of a document; anything it throws while it is read (a revoked Proxy) is BAD_RULESET too. */
function readDocument(doc: unknown): AztecRuleSet {
  try {
    // Another kind of file (a Quetzal rule-set, a record) is told by its format first, not by its first unknown field.
    if (isPlain(doc)) shapes().oneOf(['aztec-rules'])(shapes().own(doc, 'format', ''), 'format');
    return (shape ??= buildShape())(doc, '') as AztecRuleSet;
  } catch (e) {
    if (e instanceof RuleError) throw e;
    return bad('', `could not be read (${e instanceof Error ? e.message : String(e)})`);
  }
}

/**
 * Checks a rule-set document as it is now: a frozen copy the game keeps (fields in the documented order),
 * or null when its values are the shipped set's (then the game is an ordinary one). RuleError BAD_RULESET
 * naming the JSON path otherwise. The document is read afresh at every call (no cache by identity), so a
 * host that edits its object between two games gets its edits checked and played; a game keeps its own
 * copy, so an edit never reaches a game already started.
 */
export function checkRuleSet(doc: unknown): AztecRuleSet | null {
  const copy = readDocument(doc);
  checkCoherence(copy);
  if (ruleSetFingerprint(copy) === shippedFingerprint()) return null;
  return deepFreeze(copy);
}
