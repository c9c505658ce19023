// The Printed values page (printed-values.html): the rule-set as an editable table. Served by `npm start`
// (web-dev-server transpiles the .ts imports on the fly); not part of the package's bundle.
import { checkRuleSet, RuleError, SHIPPED_RULES } from '../src/games/quetzal/engine/index.ts';
import { SHIPPED_SOURCES, sourceOf } from '../src/games/quetzal/engine/shipped-sources.ts';
import { lzCompress, lzDecompress } from '../src/kit/records/lz.ts';
import { fromBase64url, toBase64url } from '../src/kit/records/link.ts';
import '../src/index.ts';

const form = document.getElementById('values');
const board = document.getElementById('board');
const status = document.getElementById('status');
const copy = (v) => JSON.parse(JSON.stringify(v));

/** The groups of the table, in the order of the README's list; each a top-level field of the rule-set. */
const GROUPS = [
  ['artifacts', 'Artifact cards', 'collection values, counts and bonuses'],
  ['temple', 'Temple spaces', 'cost, cards chosen, cards drawn'],
  ['colors', 'Colours', 'who may go to the Temple and the Village'],
  ['surroundingBonus', 'Temple Surroundings', 'the bonus of each'],
  ['village', 'Village', 'costs, and the 2-player cover'],
  ['upgradeDisplay', 'Upgrade display', ''],
  ['harbor', 'Harbor Master’s Office', ''],
  ['shipCards', 'Ship', ''],
  ['blackMarketCoins', 'Black Market', ''],
  ['camp', 'Camp', ''],
  ['stelaDiscovery', 'Stela of Knowledge', ''],
  ['startingCoins', 'Starting coins', 'by seat order from the first player'],
  ['teamMeeples', 'Team meeples', 'per player, by player count'],
  ['roll', 'Rolling meeples', ''],
  ['discoveryTrack', 'Discovery track', 'the reward of each space'],
  ['upgrades', 'Upgrade tiles', 'copies (24 in all) and VP'],
  ['effects', 'Upgrade effects', 'the numbers in the effects'],
  ['permanentSlots', 'Permanent Upgrade slots', ''],
  ['endScoring', 'End scoring', ''],
  ['automaton', 'Two-player Automaton', 'its cards and the Market tile'],
];

const ENUMS = [
  [/^colors\./, ['ARCH', 'ADV']],
  [/^surroundingBonus\./, ['vp', 'discovery', 'coin']],
  [/\.surrounding\.loc$/, ['quarry', 'small_temple', 'ruins']],
  [/\.third\.loc$/, ['black_market', 'ship']],
  [/\.color$/, ['adventurer', 'archaeologist']],
];
/** Lists edited as one text ("2, 5"). */
const LISTS = [/^automaton\.cards\[\d+\]\.temple$/, /^automaton\.market(Types|Bonuses)$/];

const WORDS = {
  count: 'cards in the deck', none: 'no bonus', coin: 'coin bonus', discovery: 'Discovery bonus', vp: 'VP bonus',
  cost: 'cost (coins)', choose: 'cards chosen', draw: 'cards drawn', costs: 'cost', spaces2p: 'spaces open at 2 players',
  size: 'tiles shown (3–5 players)', size2p: 'tiles shown (2 players)', coinsPerMeeple: 'coins per meeple', cards: 'cards per delivery',
  coins: 'coins', standingCoins: 'coins when it lands standing', weights: 'chance of', rerollStandingPays: 'a Phase-1 reroll landing standing pays',
  copies: 'copies', meeples: 'meeples', firstPlayerVp: 'VP for the First Player marker', coinsPerVp: 'coins per VP',
  marketTypes: 'Market tile: types, most wanted first', marketBonuses: 'Market tile: bonuses, most wanted first',
  temple: 'Temple spaces', surrounding: 'Surrounding', third: 'Black Market or Ship', loc: 'where', n: 'meeples', color: 'colour', id: 'name',
  discount: 'discount', extraCards: 'extra cards', pottery: 'pottery needed', weapons: 'weapons needed', coinsPerTablet: 'coins per tablet',
};

/** A person's name for a value's path ("artifacts.mummy.values[2]" → "mummy: 2 cards delivered (VP)"). */
function label(path) {
  let m;
  if ((m = /^artifacts\.(\w+)\.values\[(\d)\]$/.exec(path))) return `${capital(m[1])}: ${m[2]} card${m[2] === '1' ? '' : 's'} delivered together (VP)`;
  if ((m = /^artifacts\.(\w+)\.(?:bonuses\.)?(\w+)$/.exec(path))) return `${capital(m[1])}: ${WORDS[m[2]] ?? m[2]}`;
  if ((m = /^discoveryTrack\[(\d+)\]$/.exec(path))) return `space ${m[1]}`;
  if ((m = /^temple\[(\d)\]\.(\w+)$/.exec(path))) return `space ${Number(m[1]) + 1}: ${WORDS[m[2]]}`;
  if ((m = /^village\.costs\[(\d)\]$/.exec(path))) return `space ${Number(m[1]) + 1}: cost (coins)`;
  if ((m = /^startingCoins\[(\d)\]$/.exec(path))) return `seat ${Number(m[1]) + 1}`;
  if ((m = /^teamMeeples\.(\d)$/.exec(path))) return `${m[1]} players`;
  if ((m = /^roll\.weights\.(\w+)$/.exec(path))) return `chance of landing ${m[1] === 'black' ? 'black side up' : m[1] === 'white' ? 'white side up' : m[1] === 'side' ? 'on its side' : 'standing'}`;
  if ((m = /^upgrades\.(U\d+)\.(\w+)$/.exec(path))) return `${m[1]}: ${m[2] === 'vp' ? 'VP printed' : WORDS[m[2]]}`;
  if ((m = /^effects\.(U\d+)\.(\w+)$/.exec(path))) return `${m[1]}: ${m[2] === 'vp' ? 'VP' : WORDS[m[2]] ?? m[2]}`;
  if ((m = /^automaton\.cards\[(\d+)\]\.(\w+)(?:\.(\w+))?$/.exec(path))) return `card ${Number(m[1]) + 1}: ${WORDS[m[2]]}${m[3] ? ` ${WORDS[m[3]]}` : ''}`;
  const last = path.split('.').pop();
  return capital(WORDS[last] ?? last.replace(/_/g, ' '));
}

const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);
const trackText = (r) => (r === null ? '' : 'vp' in r ? `${r.vp} VP` : 'coins' in r ? `${r.coins} coins` : 'Upgrade');
function parseTrack(text) {
  const t = text.trim().toLowerCase();
  if (t === '' || t === '-' || t === '—') return null;
  if (/^upgrade$/.test(t)) return { upgrade: 1 };
  const m = /^(\d+)\s*(vp|coins?)$/.exec(t);
  if (!m) throw new Error(`"${text}" is not a reward: write "2 VP", "3 coins", "Upgrade" or leave it empty`);
  return m[2] === 'vp' ? { vp: Number(m[1]) } : { coins: Number(m[1]) };
}

/** Every editable value of the document: [path, value, kind]. */
function leaves(value, path, out = []) {
  if (path === 'discoveryTrack') {
    value.forEach((r, i) => i > 0 && out.push([`${path}[${i}]`, r, 'track']));
  } else if (Array.isArray(value) && LISTS.some((re) => re.test(path))) {
    out.push([path, value, 'list']);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => !(/\.values$/.test(path) && i === 0) && leaves(v, `${path}[${i}]`, out));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) leaves(v, path ? `${path}.${k}` : k, out);
  } else {
    out.push([path, value, typeof value]);
  }
  return out;
}

function tagged(source) {
  const kind = /^DEFAULT/.test(source) ? 'default' : /^derived/.test(source) ? 'derived' : 'rulebook';
  const [head, ...rest] = source.split(':');
  const span = document.createElement('span');
  const tag = document.createElement('span');
  tag.className = `tag ${kind}`;
  tag.textContent = head;
  span.append(tag, rest.join(':').trim());
  return span;
}

function editor(path, value, kind) {
  const id = `v-${path.replace(/[^\w]/g, '_')}`;
  let input;
  const options = ENUMS.find(([re]) => re.test(path))?.[1];
  if (options) {
    input = document.createElement('select');
    for (const o of options) input.append(new Option(o, o));
    input.value = value;
  } else if (kind === 'boolean') {
    input = document.createElement('input');
    input.type = 'checkbox';
    input.checked = value;
  } else if (kind === 'number') {
    input = document.createElement('input');
    input.type = 'number';
    input.min = '0';
    input.step = path.startsWith('roll.weights') ? '0.01' : '1';
    input.value = String(value);
  } else {
    input = document.createElement('input');
    input.type = 'text';
    input.value = kind === 'track' ? trackText(value) : kind === 'list' ? value.join(', ') : value;
  }
  input.id = id;
  input.dataset.path = path;
  input.dataset.kind = kind;
  return input;
}

let base = copy(SHIPPED_RULES);
let sources = { ...SHIPPED_SOURCES };

/** The table for a rule-set document (the values it shows are the document's). */
function render(doc) {
  form.replaceChildren();
  const rows = leaves(doc, '');
  GROUPS.forEach(([key, title, note], g) => {
    const details = document.createElement('details');
    details.open = g < 2;
    const summary = document.createElement('summary');
    summary.textContent = title;
    if (note) summary.append(Object.assign(document.createElement('small'), { textContent: note }));
    const table = document.createElement('table');
    table.innerHTML = '<thead><tr><th scope="col">Value</th><th scope="col">Setting</th><th scope="col">Source</th></tr></thead>';
    const body = document.createElement('tbody');
    for (const [path, value, kind] of rows.filter(([p]) => p === key || p.startsWith(`${key}.`) || p.startsWith(`${key}[`))) {
      const tr = document.createElement('tr');
      tr.dataset.path = path;
      const input = editor(path, value, kind);
      const name = document.createElement('td');
      const lab = document.createElement('label');
      lab.htmlFor = input.id;
      lab.textContent = label(path);
      name.append(lab);
      const cell = document.createElement('td');
      cell.className = 'value';
      cell.append(input);
      const src = document.createElement('td');
      src.className = 'source';
      src.append(tagged(sourceOf(path, sources) || 'DEFAULT'));
      tr.append(name, cell, src);
      body.append(tr);
    }
    table.append(body);
    details.append(summary, table);
    form.append(details);
  });
  markEdited();
}

function setAt(doc, path, value) {
  const keys = path.match(/[^.[\]]+/g);
  let o = doc;
  for (const k of keys.slice(0, -1)) o = o[k];
  o[keys.at(-1)] = value;
}
const getAt = (doc, path) => path.match(/[^.[\]]+/g).reduce((o, k) => o?.[k], doc);

/** The document the table says (throws an Error naming the value a text cannot be read as). */
function edited() {
  const doc = copy(base);
  delete doc.sources;
  for (const input of form.querySelectorAll('[data-path]')) {
    const { path, kind } = input.dataset;
    let value;
    if (kind === 'boolean') value = input.checked;
    else if (kind === 'number') value = input.value.trim() === '' ? NaN : Number(input.value);
    else if (kind === 'track') value = parseTrack(input.value);
    else if (kind === 'list') value = input.value.split(',').map((s) => s.trim()).filter(Boolean).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    else value = input.value;
    setAt(doc, path, value);
  }
  return doc;
}

function markEdited() {
  let doc;
  try {
    doc = edited();
  } catch {
    return;
  }
  for (const tr of form.querySelectorAll('tr[data-path]')) {
    tr.classList.toggle('edited', JSON.stringify(getAt(doc, tr.dataset.path)) !== JSON.stringify(getAt(SHIPPED_RULES, tr.dataset.path)));
  }
}

function say(text, bad = false) {
  status.textContent = text;
  status.classList.toggle('bad', bad);
}

/** The edited rule-set, checked: the document, or null after saying what is wrong (and marking the row). */
function checked() {
  form.querySelectorAll('[aria-invalid]').forEach((el) => el.removeAttribute('aria-invalid'));
  let doc;
  try {
    doc = edited();
    checkRuleSet(doc);
  } catch (e) {
    const path = e instanceof RuleError ? String(e.params.path ?? '') : '';
    const row = [...form.querySelectorAll('tr[data-path]')].find((tr) => tr.dataset.path === path || tr.dataset.path.startsWith(`${path}.`) || tr.dataset.path.startsWith(`${path}[`) || path.startsWith(tr.dataset.path));
    if (row) {
      row.setAttribute('aria-invalid', 'true');
      row.closest('details').open = true;
    }
    say(e.message, true);
    return null;
  }
  return doc;
}

/** Sources of the edited document: the shipped tags, and "edited" for the values changed from them. */
function withSources(doc) {
  const out = { ...doc, name: doc.name ?? 'Edited printed values', sources: { ...sources } };
  for (const input of form.querySelectorAll('[data-path]')) {
    const path = input.dataset.path;
    if (JSON.stringify(getAt(doc, path)) !== JSON.stringify(getAt(SHIPPED_RULES, path))) out.sources[path] = `edited (shipped: ${JSON.stringify(getAt(SHIPPED_RULES, path))})`;
  }
  return out;
}

const encode = (doc) => toBase64url([...lzCompress(new TextEncoder().encode(JSON.stringify({ ...doc, sources: undefined })))]);
const decode = (text) => JSON.parse(new TextDecoder().decode(lzDecompress(fromBase64url(text), 65_536)));

function load(doc, from) {
  try {
    checkRuleSet(doc);
  } catch (e) {
    say(`${from}: ${e.message}`, true);
    return false;
  }
  base = copy(doc);
  sources = { ...SHIPPED_SOURCES, ...(doc.sources ?? {}) };
  render(base);
  board.rules = copy(base);
  say(`${from}: loaded. The board below plays with it.`);
  return true;
}

form.addEventListener('input', markEdited);
form.addEventListener('submit', (e) => e.preventDefault());

document.getElementById('try').addEventListener('click', () => {
  const doc = checked();
  if (!doc) return;
  board.rules = doc;
  say('A new game with these values has started below.');
  board.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
});

document.getElementById('download').addEventListener('click', () => {
  const doc = checked();
  if (!doc) return;
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(withSources(doc), null, 2)}\n`], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: 'quetzal-rules.json' });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  say('Saved as quetzal-rules.json: give it to a board with rules-src="quetzal-rules.json".');
});

document.getElementById('link').addEventListener('click', async () => {
  const doc = checked();
  if (!doc) return;
  const url = `${location.href.split('#')[0]}#rules=${encode(doc)}`;
  try {
    history.replaceState(null, '', url);
  } catch {
    // (A page without an address of its own, e.g. an iframe's srcdoc.)
  }
  try {
    await navigator.clipboard.writeText(url);
    say('Link copied: it opens this page with these values.');
  } catch {
    say(`Link (copy it from the address bar): ${url}`);
  }
});

document.getElementById('open').addEventListener('change', async (e) => {
  const file = e.target.files?.[0];
  if (!file) return;
  try {
    load(JSON.parse(await file.text()), file.name);
  } catch (err) {
    say(`${file.name}: not a JSON rule-set (${err.message})`, true);
  }
  e.target.value = '';
});

document.getElementById('reset').addEventListener('click', () => {
  base = copy(SHIPPED_RULES);
  sources = { ...SHIPPED_SOURCES };
  render(base);
  board.rules = undefined;
  say('Back to the shipped values.');
});

// A link's values (printed-values.html#rules=…), else the shipped ones.
const hash = /[#&]rules=([\w-]+)/.exec(location.hash);
render(base);
if (hash) {
  try {
    load(decode(hash[1]), 'The link');
  } catch {
    say('The link is damaged: showing the shipped values.', true);
  }
}
