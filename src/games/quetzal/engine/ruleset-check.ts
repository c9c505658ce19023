/**
 * Checking a rule-set document from outside (a file, a link, a record, the board's `rules`), and its
 * fingerprint. Only games with a custom set need this module: the board loads it on demand.
 *
 * `checkRuleSet(doc)` refuses an incoherent document with RuleError BAD_RULESET and a message naming the
 * JSON path at fault (`artifacts.mummy.values[3]: must be a number ≥ 0`): unknown or missing fields,
 * wrong types, negative values, card counts that do not make the 75-card deck, Upgrade copies that do
 * not make the 24 tiles, an Automaton card naming a space that does not exist…
 */
import {
  ARTIFACT_TYPES, AUTOMATON_CARD_COUNT, CARD_BONUSES, DECK_SIZE, DISCOVERY_TRACK_MAX_END, FACES, SURROUNDINGS,
  TEMPLE_DISPLAY_SIZE, TEMPLE_SPACE_COUNT, UPGRADE_KINDS, UPGRADE_TILE_COUNT, VILLAGE_SPACE_COUNT,
} from './data.js';
import { ruleSetPrint } from '../../../kit/canonical.js';
import { fail } from './errors.js';
import { deepFreeze, isPlain, shapeChecks, type Check } from '../../../kit/json-shape.js';
import { SHIPPED_RULES, type RuleSet } from './ruleset.js';

function bad(path: string, message: string): never {
  fail('BAD_RULESET', path ? `${path}: ${message}` : `the rule-set ${message}`, { path });
}

let checks: ReturnType<typeof shapeChecks> | undefined;
/** The checks, made on first use (see buildShape). */
const shapes = () => (checks ??= shapeChecks(bad));

/**
 * The document's shape, built on first use: nothing runs when the module loads, so a bundle that only
 * re-exports this module (rules/index.ts) drops it.
 */
function buildShape(): Check {
  const { num, weight, oneOf, text, version, bool, obj, each, list, order, dict, own } = shapes();
  const reward: Check = (v, p) => {
    if (v === null) return null;
    if (isPlain(v) && own(v, 'upgrade', p) !== undefined) return obj({ upgrade: oneOf([1]) })(v, p);
    if (isPlain(v) && own(v, 'coins', p) !== undefined) return obj({ coins: num(0) })(v, p);
    if (isPlain(v) && own(v, 'vp', p) !== undefined) return obj({ vp: num(0) })(v, p);
    bad(p, 'must be null, { "vp": n }, { "coins": n } or { "upgrade": 1 }');
  };
  const color = oneOf(['adventurer', 'archaeologist']);
  const automatonCard = obj({
    id: text(8),
    temple: list((v, p) => {
      if (typeof v === 'number' && Number.isInteger(v) && (v < 1 || v > TEMPLE_SPACE_COUNT)) {
        bad(p, `no Temple space ${v}: the spaces are 1–${TEMPLE_SPACE_COUNT}`);
      }
      return num(1, TEMPLE_SPACE_COUNT)(v, p);
    }, 0, TEMPLE_SPACE_COUNT),
    surrounding: obj({ loc: oneOf(SURROUNDINGS), n: num(1, 12), color }),
    third: obj({ loc: oneOf(['black_market', 'ship']), n: num(1, 12), color }),
  });

  return obj({
    format: oneOf(['quetzal-rules']),
    version: version(1),
    name: text(80),
    artifacts: each(ARTIFACT_TYPES, obj({
      count: num(0, DECK_SIZE),
      values: list(num(0, 999), 4),
      bonuses: each(CARD_BONUSES, num(0, DECK_SIZE)),
    })),
    temple: list(obj({ cost: num(0, 99), choose: num(0, TEMPLE_DISPLAY_SIZE), draw: num(0, 9) }), TEMPLE_SPACE_COUNT),
    colors: obj({ temple: oneOf(['ARCH', 'ADV']), village: oneOf(['ARCH', 'ADV']) }),
    surroundingBonus: each(SURROUNDINGS, oneOf(['vp', 'discovery', 'coin'])),
    village: obj({ costs: list(num(0, 99), VILLAGE_SPACE_COUNT), spaces2p: num(1, VILLAGE_SPACE_COUNT) }),
    upgradeDisplay: obj({ size: num(1, 6), size2p: num(1, 6) }),
    harbor: obj({ coinsPerMeeple: num(1, 99), cards: num(1, 20) }),
    shipCards: num(1, 20),
    blackMarketCoins: num(0, 99),
    camp: obj({ coins: num(0, 99), standingCoins: num(0, 99) }),
    stelaDiscovery: num(0, 9),
    startingCoins: list(num(0, 99), 5),
    // At most 7 team meeples: with the Character, a seat's meeple ids fit the engine's 8-slot pools.
    teamMeeples: each(['2', '3', '4', '5'], num(1, 7)),
    roll: obj({ weights: each(FACES, weight), standingCoins: num(0, 99), rerollStandingPays: bool }),
    discoveryTrack: list(reward, 2, DISCOVERY_TRACK_MAX_END + 1),
    upgrades: each(UPGRADE_KINDS, obj({ copies: num(0, UPGRADE_TILE_COUNT), vp: num(0, 99) })),
    effects: obj({
      // legalMoves lists rerolls of 1 or 2 meeples.
      U01: obj({ meeples: num(1, 2) }),
      U03: obj({ coinsPerTablet: num(0, 99) }),
      U04: obj({ discount: num(0, 99) }),
      U05: obj({ vp: num(0, 99) }),
      U06: obj({ extraCards: num(0, 20) }),
      U07: obj({ coins: num(1, 99) }),
      U08: obj({ pottery: num(1, 20), coins: num(0, 99), vp: num(0, 99) }),
      U10: obj({ coins: num(1, 99) }),
      U11: obj({ weapons: num(1, 20), coins: num(0, 99), vp: num(0, 99) }),
      U12: obj({ coins: num(0, 99) }),
      U13: obj({ discovery: num(0, 9) }),
    }),
    permanentSlots: num(1, 4),
    endScoring: obj({ firstPlayerVp: num(0, 99), coinsPerVp: num(1, 99) }),
    automaton: obj({
      meeples: num(1, 12),
      cards: list(automatonCard, AUTOMATON_CARD_COUNT),
      marketTypes: order(ARTIFACT_TYPES),
      marketBonuses: order(CARD_BONUSES),
    }),
    // Texts by JSON path.
    sources: dict(text(500), 500, 'sources'),
  }, ['name', 'sources']);
}

let shape: Check | undefined;


const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** What the shape alone cannot say: the numbers must make the game's pieces. */
function checkCoherence(d: RuleSet): void {
  for (const type of ARTIFACT_TYPES) {
    const a = d.artifacts[type];
    if (a.values[0] !== 0) bad(`artifacts.${type}.values[0]`, 'must be 0 (delivering no card scores nothing)');
    const cards = sum(CARD_BONUSES.map((b) => a.bonuses[b]));
    if (cards !== a.count) bad(`artifacts.${type}.bonuses`, `the bonuses add up to ${cards} cards, but count is ${a.count}`);
  }
  const deck = sum(ARTIFACT_TYPES.map((t) => d.artifacts[t].count));
  if (deck !== DECK_SIZE) bad('artifacts', `the counts add up to ${deck} cards; the deck has ${DECK_SIZE}`);
  const tiles = sum(UPGRADE_KINDS.map((k) => d.upgrades[k].copies));
  if (tiles !== UPGRADE_TILE_COUNT) bad('upgrades', `the copies add up to ${tiles} tiles; the game has ${UPGRADE_TILE_COUNT}`);
  const w = d.roll.weights;
  const total = sum(FACES.map((f) => w[f]));
  if (Math.abs(total - 1) > 1e-9) bad('roll.weights', `must add up to 1 (they add up to ${+total.toFixed(6)})`);
  if (d.discoveryTrack[0] !== null) bad('discoveryTrack[0]', 'must be null (the start space has no reward)');
  const ids: string[] = [];
  d.automaton.cards.forEach((card, i) => {
    const p = `automaton.cards[${i}]`;
    if (ids.includes(card.id)) bad(`${p}.id`, `${JSON.stringify(card.id)} is used twice`);
    ids.push(card.id);
    card.temple.forEach((space, j) => {
      if (card.temple.indexOf(space) !== j) bad(`${p}.temple[${j}]`, `Temple space ${space} is listed twice`);
    });
    if (card.third.loc === 'black_market' && card.third.color !== 'adventurer') bad(`${p}.third.color`, 'the Black Market takes only adventurers');
    const placed = card.temple.length + card.surrounding.n + card.third.n;
    if (placed !== d.automaton.meeples) bad(p, `places ${placed} meeples; the Automaton has ${d.automaton.meeples}`);
  });
}

/** The fingerprint of a rule-set: a hash of its canonical JSON, `name` and `sources` left out (16 hex digits). */
export function ruleSetFingerprint(doc: RuleSet): string {
  return ruleSetPrint(doc);
}

let shippedPrint: string | undefined;

/** The shipped rule-set's fingerprint. */
export function shippedFingerprint(): string {
  return (shippedPrint ??= ruleSetFingerprint(SHIPPED_RULES));
}

/** The frozen copies this module made: they cannot have changed since, so checking one again is free. */
let made: WeakSet<object> | undefined;

/**
 * Checks a rule-set document as it is now: a frozen copy the game keeps (fields in the documented order),
 * or null when its values are the shipped set's (then the game is an ordinary one). RuleError BAD_RULESET
 * naming the JSON path otherwise. The caller's object is read again at every call, so a host that edits
 * its document between two games gets its edits checked and played; the game keeps its own copy, so an
 * edit never reaches a game already started.
 */
export function checkRuleSet(doc: unknown): RuleSet | null {
  made ??= new WeakSet();
  if (typeof doc === 'object' && doc !== null && made.has(doc)) return doc as RuleSet;
  // Another kind of file (a record, a lesson) is told by its format first, not by its first unknown field.
  if (isPlain(doc)) shapes().oneOf(['quetzal-rules'])(shapes().own(doc, 'format', ''), 'format');
  const copy = (shape ??= buildShape())(doc, '') as RuleSet;
  checkCoherence(copy);
  if (ruleSetFingerprint(copy) === shippedFingerprint()) return null;
  made.add(deepFreeze(copy));
  return copy;
}
