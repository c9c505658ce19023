/**
 * The French strings, beyond what the types check (src/i18n/en.ts `Strings`, `featureStrings`):
 * every key has a non-empty French string, the `{param}`s match English, and the game's terms are the
 * French rulebook's. Every table is checked: the main one (en.ts / fr.ts, with the feature tables
 * spread into it) and each feature table of src/i18n/features/, including those that load with their
 * own chunk (records, diagrams, the tutorial) and are not in the main table.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { en, t, type FeatureTable, type Params, type StringKey, type Template } from '../../src/i18n/index.js';
import { fr } from '../../src/i18n/all.js';
import { featureTranslator } from '../../src/i18n/feature.js';

type Table = { name: string; en: Record<string, Template>; fr: Record<string, Template> };

/** Every `featureStrings` table exported by src/i18n/features/*.ts. */
const features: Table[] = [];
for (const file of readdirSync('src/i18n/features').filter((f) => f.endsWith('.ts')).sort()) {
  const mod = (await import(pathToFileURL(`src/i18n/features/${file}`).href)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(mod)) {
    const v = value as Partial<Table> | null;
    if (v && typeof v === 'object' && v.en && v.fr) features.push({ name: `${file}:${name}`, en: v.en, fr: v.fr });
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
      assert.ok(names.some((n) => n.startsWith(`${file}:`)), `a table in src/i18n/features/${file}`);
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
