/**
 * The French strings, beyond what the types check (src/i18n/en.ts `Strings`, `featureStrings`):
 * every key has a non-empty French string, the `{param}`s match English, and the game's terms are the
 * French rulebook's.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { en, fr, t, type Params, type StringKey, type Template } from '../../src/i18n/index.js';

const keys = Object.keys(en) as StringKey[];

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
  it('has exactly the English keys', () => {
    assert.deepEqual(Object.keys(fr).sort(), [...keys].sort());
  });

  it('has a non-empty string for every key whose English is non-empty', () => {
    const empty: string[] = [];
    for (const key of keys) {
      const enTexts = paramsOf(en[key]).texts;
      const frTexts = paramsOf(fr[key]).texts;
      frTexts.forEach((text, i) => {
        assert.equal(typeof text, 'string', `${key} returns a string`);
        if (text.trim() === '' && enTexts[i]!.trim() !== '') empty.push(key);
      });
    }
    assert.deepEqual([...new Set(empty)], [], 'French strings that are empty');
  });

  it('uses the same {param} placeholders as English', () => {
    const mismatched: string[] = [];
    for (const key of keys) {
      const a = paramsOf(en[key]).params.join(',');
      const b = paramsOf(fr[key]).params.join(',');
      if (a !== b) mismatched.push(`${key}: en {${a}} fr {${b}}`);
    }
    assert.deepEqual(mismatched, []);
  });

  it('fills every placeholder: no {x}, undefined or NaN left in a rendered string', () => {
    const params: Params = new Proxy({}, { get: () => 3, has: () => true });
    for (const lang of ['en', 'fr'] as const) {
      for (const key of keys) {
        const text = t(lang, key, params);
        assert.doesNotMatch(text, /\{\w+\}|undefined|NaN/, `${lang}.${key}: ${text}`);
      }
    }
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
