/**
 * The French strings, beyond what the types check (src/games/quetzal/strings/en.ts `Strings`, `featureStrings`):
 * every key has a non-empty French string, the `{param}`s match English, and the game's terms are the
 * French rulebook's. Every table is checked: the main one (en.ts / fr.ts, with the feature tables
 * spread into it) and each feature table of src/games/quetzal/strings/features/, including those that load with their
 * own chunk (records, diagrams, the tutorial) and are not in the main table.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { en, t, type FeatureTable, type Params, type StringKey, type Template } from '../../src/games/quetzal/strings/index.js';
import { fr } from '../../src/games/quetzal/strings/all.js';
import { featureTranslator } from '../../src/games/quetzal/strings/feature.js';
import { fill } from '../../src/kit/i18n/template.js';
import { LESSONS } from '../../src/games/quetzal/lessons/lessons/index.js';

type Table = { name: string; en: Record<string, Template>; fr: Record<string, Template> };

/**
 * Every `featureStrings` table exported by src/games/quetzal/strings/features/*.ts, and every table split in two files (the
 * English `<name>En` of <file>.ts, the French `<name>Fr` of <file>-fr.ts: records-bar.ts, whose French must
 * not be in the main chunk).
 */
const features: Table[] = [];
const load = async (file: string) => (await import(pathToFileURL(`src/games/quetzal/strings/features/${file}`).href)) as Record<string, unknown>;
const files = readdirSync('src/games/quetzal/strings/features').filter((f) => f.endsWith('.ts')).sort();
for (const file of files) {
  const mod = await load(file);
  const french = files.includes(file.replace(/\.ts$/, '-fr.ts')) ? await load(file.replace(/\.ts$/, '-fr.ts')) : {};
  for (const [name, value] of Object.entries(mod)) {
    const v = value as Partial<Table> | null;
    if (v && typeof v === 'object' && v.en && v.fr) features.push({ name: `${file}:${name}`, en: v.en, fr: v.fr });
    const fr = /En$/.test(name) ? french[name.replace(/En$/, 'Fr')] : undefined;
    if (fr) features.push({ name: `${file}:${name}`, en: value as Table['en'], fr: fr as Table['fr'] });
  }
}
const tables: Table[] = [{ name: 'main (en.ts / fr.ts)', en, fr }, ...features];

/** The parameters a template reads, and its text for parameters all equal to `value`. */
function probe(template: Template, value: string | number): { params: Set<string>; text: string } {
  const params = new Set<string>();
  if (typeof template === 'string') {
    for (const m of template.matchAll(/\{(\w+)\}/g)) params.add(m[1]!);
    return { params, text: template };
  }
  // A function template: record every parameter it reads.
  const p = new Proxy({} as Params, {
    get: (_, k) => {
      if (typeof k === 'string') params.add(k);
      return value;
    },
    has: (_, k) => {
      if (typeof k === 'string') params.add(k);
      return true;
    },
  });
  return { params, text: template(p) };
}

/** Parameters read with several probe values (functions branch on counts: 0, 1, many). */
function paramsOf(template: Template): { params: string[]; texts: string[] } {
  const params = new Set<string>();
  const texts: string[] = [];
  for (const v of [0, 1, 2, 7]) {
    const r = probe(template, v);
    r.params.forEach((x) => params.add(x));
    texts.push(r.text);
  }
  return { params: [...params].sort(), texts };
}

describe('i18n: French', () => {
  it('finds the feature tables', () => {
    const names = features.map((f) => f.name);
    for (const file of ['records.ts', 'records-bar.ts', 'tutorial.ts', 'diagram.ts']) {
      assert.ok(names.some((n) => n.startsWith(`${file}:`)), `a table in src/games/quetzal/strings/features/${file}`);
    }
  });

  it('keeps each feature table either spread into the main table or out of it, never shadowing a main key', () => {
    const main = new Set(Object.keys(en));
    for (const f of features) {
      const inMain = Object.keys(f.en).filter((k) => main.has(k));
      assert.ok(inMain.length === 0 || inMain.length === Object.keys(f.en).length, `${f.name}: keys ${inMain.join(', ')} are also main keys`);
    }
  });

  for (const table of tables) {
    const keys = Object.keys(table.en);

    it(`${table.name}: has exactly the English keys`, () => {
      assert.deepEqual(Object.keys(table.fr).sort(), [...keys].sort());
    });

    it(`${table.name}: has a non-empty string for every key whose English is non-empty`, () => {
      const empty: string[] = [];
      for (const key of keys) {
        const enTexts = paramsOf(table.en[key]!).texts;
        const frTexts = paramsOf(table.fr[key]!).texts;
        frTexts.forEach((text, i) => {
          assert.equal(typeof text, 'string', `${key} returns a string`);
          if (text.trim() === '' && enTexts[i]!.trim() !== '') empty.push(key);
        });
      }
      assert.deepEqual([...new Set(empty)], [], 'French strings that are empty');
    });

    it(`${table.name}: uses the same {param} placeholders as English`, () => {
      const mismatched: string[] = [];
      for (const key of keys) {
        const a = paramsOf(table.en[key]!).params.join(',');
        const b = paramsOf(table.fr[key]!).params.join(',');
        if (a !== b) mismatched.push(`${key}: en {${a}} fr {${b}}`);
      }
      assert.deepEqual(mismatched, []);
    });

    it(`${table.name}: fills every placeholder: no {x}, undefined or NaN left in a rendered string`, () => {
      const params: Params = new Proxy({}, { get: () => 3, has: () => true });
      const tr = featureTranslator(table as unknown as FeatureTable<string>);
      for (const lang of ['en', 'fr'] as const) {
        for (const key of keys) {
          const text = tr(lang, key, params);
          assert.doesNotMatch(text, /\{\w+\}|undefined|NaN/, `${lang}.${key}: ${text}`);
        }
      }
    });
  }

  it('a feature translator reads its own table first, then the main one', () => {
    const table = { en: { x_hello: 'Hello {name}' }, fr: { x_hello: 'Bonjour {name}' } };
    const tr = featureTranslator(table);
    assert.equal(tr('fr', 'x_hello', { name: 'Léa' }), 'Bonjour Léa');
    assert.equal(tr('fr', 'loc_quarry'), t('fr', 'loc_quarry'));
  });

  // The French rulebook's words (rulebook-fr: "Mise en place", "Les lieux", "La piste de Découverte").
  const RULEBOOK: [StringKey, string][] = [
    ['loc_camp', 'Campement'],
    ['loc_stela', 'Stèle du Savoir'],
    ['loc_temple', 'Temple'],
    ['loc_quarry', 'Carrière'],
    ['loc_small_temple', 'Petit Temple'],
    ['loc_ruins', 'Ruines'],
    ['loc_black_market', 'Marché noir'],
    ['loc_village', 'Village'],
    ['loc_harbor', 'Capitainerie'],
    ['loc_ship', 'Navire'],
    ['automaton', 'Automate'],
    ['firstPlayerMarker', 'Premier Joueur'],
    ['discoveryTrack', 'piste de Découverte'],
    ['scoreColumn', 'piste de Score'],
    ['upgrade', 'Amélioration'],
    ['color_character', 'Personnage'],
    ['art_pottery', 'poterie'],
    ['art_weapon', 'arme'],
    ['art_tablet', 'tablette'],
    ['art_statuette', 'statuette'],
    ['art_mummy', 'momie'],
  ];

  it('names places, pieces and tracks as the French rulebook does', () => {
    for (const [key, term] of RULEBOOK) {
      const text = t('fr', key, { n: 1 });
      assert.ok(text.toLocaleLowerCase('fr').includes(term.toLocaleLowerCase('fr')), `fr.${key} = "${text}" should say "${term}"`);
    }
    assert.equal(t('fr', 'color_adventurer', { n: 2 }), 'Aventuriers');
    assert.equal(t('fr', 'color_archaeologist', { n: 2 }), 'Archéologues');
    assert.equal(t('fr', 'color_adventurer', { n: 1 }), 'Aventurier');
  });
});

/**
 * What can be checked mechanically of the French a player reads: typography (a no-break space before
 * « : ; ? ! » and inside guillemets), no English left behind, "Phase" kept for the round's phases. Run on
 * every table's strings rendered with 0, 1, 2 and 7 for each parameter, and on the lessons' French texts.
 */
describe('i18n: French wording', () => {
  /** Every French text: [where, text]. */
  const frTexts: [string, string][] = [];
  for (const table of tables) {
    for (const key of Object.keys(table.fr)) {
      for (const text of paramsOf(table.fr[key]!).texts) frTexts.push([`${table.name} ${key}`, text]);
    }
  }
  /** A lesson's `{ en, fr }` texts, wherever they sit in it. */
  const lessonFr = (node: unknown, where: string): void => {
    if (Array.isArray(node)) node.forEach((n, i) => lessonFr(n, `${where}[${i}]`));
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if (typeof o.en === 'string' && typeof o.fr === 'string') frTexts.push([where, o.fr]);
      else for (const [k, v] of Object.entries(o)) lessonFr(v, `${where}.${k}`);
    }
  };
  for (const lesson of LESSONS) lessonFr(lesson, `lesson ${lesson.id}`);

  /** The texts failing `test`, once each; `{name}` placeholders left unfilled are not words. */
  const offenders = (test: (text: string) => boolean) => [...new Set(frTexts
    .filter(([, text]) => test(text.replace(/\{\w+\}/g, '')))
    .map(([where, text]) => `${where}: ${text}`))];

  it('reads every French text (the check is not empty)', () => {
    assert.ok(frTexts.length > 700, `${frTexts.length} texts`);
    assert.ok(frTexts.some(([, text]) => text.includes('\u00a0:')), 'some text has a colon');
  });

  it('puts a no-break space (U+00A0 or U+202F), never a plain one or none, before : ; ? ! that end a clause', () => {
    // "human:Nom" (an attribute value) keeps its colon: it is followed by a letter, not a space.
    assert.deepEqual(offenders((text) => /(?:[\p{L}\p{N})»}]| )[:;?!](?=\s|$)/u.test(text)), []);
  });

  it('puts a no-break space inside « » and writes the apostrophe ’', () => {
    assert.deepEqual(offenders((text) => /«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/.test(text)), []);
    assert.deepEqual(offenders((text) => /\p{L}'\p{L}/u.test(text)), []);
  });

  // English words that a translation leaves behind. Not "meeple" (the game's own word, in the French
  // rulebook too), nor the attribute names and values an error message quotes (names, seats, human…).
  const ENGLISH = /\b(the|and|of|with|your|you|round|rounds|player|players|coins?|VP|cards?|Upgrades?|Harbou?r|Ship|Stela|Camp|Market|Discovery|Automaton|Character|wild|Hint|Undo|Redo|deck|pool|bid)\b/;
  it('leaves no English word behind (deny-list), and says PV, never VP', () => {
    assert.deepEqual(offenders((text) => ENGLISH.test(text.replace(/\b(players|names|seats)\b(?= (doit|contient|vaut|a reçu|:))/g, ''))), []);
  });

  it('calls the round\'s parts phases: « étape » only for a lesson\'s step, never with a phase number', () => {
    assert.deepEqual(offenders((text) => /\b[ÉéE]tape [1-4]\b(?! sur)/u.test(text)), []);
  });
});

describe('i18n: English', () => {
  it('has no empty string but the card bonus "none" (a card with no bonus says nothing)', () => {
    const empty: string[] = [];
    for (const table of tables) {
      for (const key of Object.keys(table.en)) {
        if (key === 'cardBonus_none') continue;
        if (paramsOf(table.en[key]!).texts.some((text) => text.trim() === '')) empty.push(`${table.name} ${key}`);
      }
    }
    assert.deepEqual(empty, []);
  });

  it('French board labels keep a number and its unit on one line (a no-break space, as French typesetting does)', () => {
    const labels = [
      t('fr', 'coins', { n: 3 }), t('fr', 'bonus_coin'), t('fr', 'campEffect', { n: 1 }), t('fr', 'blackMarketEffect', { n: 7 }),
      t('fr', 'targetCost', { cost: 4 }), t('fr', 'reward_coins', { n: 2 }), t('fr', 'rolledCoins', { n: 5 }),
    ];
    assert.equal(labels[3], 'Défausser 1 carte\u00a0: +7\u00a0pièces');
    assert.equal(labels[2], '+1\u00a0pièce, relancer\u00a01');
    for (const label of labels) assert.doesNotMatch(label, /\d pièce/, label);
    for (const label of labels) assert.match(label, /\d\u00a0pièces?/, label);
  });
});

/**
 * The game log tells what happened, in one tense: English in the simple past ("Ann gained 3 coins"), French
 * in the passé composé ("Ann a gagné 3 pièces"), as the rolls and placements always were. Every log line
 * (the ev_ keys, and the Automaton card's line) is filled with sample values and read for a present-tense
 * verb of the third person.
 */
describe('the game log speaks in the past tense', async () => {
  const { laterStrings } = await import('../../src/games/quetzal/strings/features/game-parts.js');
  const { newsStrings } = await import('../../src/games/quetzal/strings/features/news.js');
  const SAMPLE: Params = { name: 'Ann', amount: 3, reason: 'Camp', from: 1, to: 2, cards: '2 pottery', n: 2, vp: 4, coins: 1, discovery: 1, upgrade: 'U07', count: 2, faces: '2 adventurers', what: '1 adventurer', at: 'on the Camp', cost: 1, tile: 'U01', round: 1, card: 'A1', items: '1 meeple on Temple space 2' };
  const lines = (lang: 'en' | 'fr'): [string, string][] => {
    const templates: [string, Template][] = [
      ...Object.entries(laterStrings[lang] as Record<string, Template>).filter(([k]) => k.startsWith('ev_')),
      ['autoEffect', newsStrings[lang].autoEffect],
    ];
    return templates.map(([k, tpl]) => [k, fill(tpl, SAMPLE)]);
  };
  const PRESENT = {
    en: /\b(gains|pays|scores|advances|takes|plays|keeps|passes|draws|delivers|discards|is still)\b/,
    fr: /\b(gagne|paie|marque|avance|prend|joue|garde|passe|livre|relance|est toujours)\b/,
  };
  for (const lang of ['en', 'fr'] as const) {
    it(`${lang}: no line in the present tense`, () => {
      for (const [key, text] of lines(lang)) assert.doesNotMatch(text, PRESENT[lang], `${lang}.${key} = "${text}"`);
    });
  }
  it('a gain, a payment and a score read in the past', () => {
    const coins = laterStrings.en.ev_coins as (p: Params) => string;
    assert.equal(coins({ ...SAMPLE, amount: 5 }), 'Ann gained 5 coins (Camp).');
    assert.equal(coins({ ...SAMPLE, amount: -2 }), 'Ann paid 2 coins (Camp).');
    assert.equal(fill(laterStrings.fr.ev_coins, { ...SAMPLE, amount: -2 }), 'Ann a payé 2 pièces (Camp).');
    assert.equal(fill(laterStrings.fr.ev_vp, { ...SAMPLE, amount: 4 }), 'Ann a marqué 4 PV (Camp).');
  });
});
