// Rollup plugin: collapses the whitespace inside Lit's tagged template literals, which terser leaves
// as written (indentation, comments, line breaks). Used by rollup.config.mjs (the bundles) and by
// bench/size.ts, so that the size bench measures what ships. No dependencies: the templates are found
// with Rollup's own parser (this.parse) and a source map is written for the edits.
//
//  - css`…`: comments removed; each run of whitespace becomes one space, or nothing next to `{ } ; >`
//    and after `:`, and at the start and end of the stylesheet; `;` before `}` removed. Strings
//    ('…', "…") and escapes are copied as they are. Whitespace next to a `${…}` is kept (one space).
//  - html`…` and svg`…`: each run of whitespace that holds a line break becomes one line break
//    (whitespace is one space to the HTML parser, so nothing renders differently). Runs without a line
//    break are left alone, and so is any template with <pre>, <textarea>, <script> or <style>, where
//    whitespace is content.
//
// Runs after the TypeScript transform (plain JS with the `css` / `html` / `svg` names of Lit's imports)
// and before terser. Only identifiers named exactly css, html or svg are touched.

const TAGS = new Set(['css', 'html', 'svg']);
const RAW_TEXT = /<(pre|textarea|script|style)\b/i;
// Not ',': in custom property values (and var() fallbacks) the space after it is kept by the CSSOM.
const CSS_TIGHT = new Set(['{', '}', ';', '>']);

/** The tagged templates of `ast` whose tag is one of TAGS: { tag, quasis: [{ start, end }] }. */
function findTemplates(ast) {
  const found = [];
  const stack = [ast];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (const n of node) stack.push(n);
      continue;
    }
    if (node.type === 'TaggedTemplateExpression' && node.tag?.type === 'Identifier' && TAGS.has(node.tag.name)) {
      found.push({ tag: node.tag.name, quasis: node.quasi.quasis.map((q) => ({ start: q.start, end: q.end })) });
    }
    for (const key of Object.keys(node)) {
      if (key !== 'type' && key !== 'start' && key !== 'end') stack.push(node[key]);
    }
  }
  return found;
}

/** Minifies one css quasi's raw text. `first` / `last`: at the start / end of the whole template. */
export function minifyCssText(text, first, last) {
  let out = '';
  let i = 0;
  let pendingSpace = false; // a whitespace run (or a comment) was skipped before the next token
  const flush = (next) => {
    if (!pendingSpace) return;
    pendingSpace = false;
    const prev = out.at(-1);
    if (prev === undefined) {
      if (!first) out += ' '; // after a ${…}
      return;
    }
    if (next === undefined) {
      if (!last) out += ' '; // before a ${…}
      return;
    }
    if (CSS_TIGHT.has(prev) || CSS_TIGHT.has(next) || prev === ':') return;
    out += ' ';
  };
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f') {
      pendingSpace = true;
      i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
      pendingSpace = true;
    } else if (c === '\'' || c === '"') {
      flush(c);
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '\\') {
      flush(c);
      out += text.slice(i, i + 2);
      i += 2;
    } else {
      flush(c);
      if (c === '}' && out.at(-1) === ';') out = out.slice(0, -1);
      out += c;
      i++;
    }
  }
  flush(undefined);
  return out;
}

/** Minifies one html / svg quasi's raw text: whitespace runs holding a line break become one. */
export function minifyHtmlText(text) {
  return text.replace(/[ \t\r\f]*\n[ \t\n\r\f]*/g, '\n');
}

// ------------------------------------------------------------------ a source map for the edits

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function vlq(n) {
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let s = '';
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v) digit |= 32;
    s += B64[digit];
  } while (v);
  return s;
}

/**
 * `pieces`: [outOffset, inOffset] pairs, sorted: from each outOffset on, the output copies the input
 * from inOffset (until the next pair). Returns a v3 source map from output to input.
 */
function sourceMap(input, output, pieces, id) {
  const inLines = [0];
  for (let k = 0; k < input.length; k++) if (input[k] === '\n') inLines.push(k + 1);
  const where = (offset) => {
    let lo = 0;
    let hi = inLines.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (inLines[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return [lo, offset - inLines[lo]];
  };
  const lines = [];
  let segs = [];
  let prevCol = 0;
  let prevLine = 0;
  let prevOrigCol = 0;
  let p = 0; // current piece
  let col = 0;
  const mark = (outOffset) => {
    while (p + 1 < pieces.length && pieces[p + 1][0] <= outOffset) p++;
    const [line, c] = where(pieces[p][1] + (outOffset - pieces[p][0]));
    segs.push(vlq(col - prevCol) + vlq(0) + vlq(line - prevLine) + vlq(c - prevOrigCol));
    prevCol = col;
    prevLine = line;
    prevOrigCol = c;
  };
  let nextPiece = 0;
  for (let k = 0; k <= output.length; k++) {
    const lineStart = k === 0 || output[k - 1] === '\n';
    if (lineStart && k > 0) {
      lines.push(segs.join(','));
      segs = [];
      col = 0;
      prevCol = 0;
    }
    while (nextPiece < pieces.length && pieces[nextPiece][0] < k) nextPiece++;
    const pieceStart = nextPiece < pieces.length && pieces[nextPiece][0] === k;
    if ((lineStart || pieceStart) && k < output.length) mark(k);
    if (k < output.length && output[k] !== '\n') col++;
  }
  lines.push(segs.join(','));
  return { version: 3, file: id, sources: [id], sourcesContent: [input], names: [], mappings: lines.join(';') };
}

// ------------------------------------------------------------------ the plugin

/** `html: false` leaves html`…` and svg`…` alone (css`…` only). */
export default function minifyTemplates({ html = true } = {}) {
  return {
    name: 'minify-templates',
    transform(code, id) {
      if (id.includes('/node_modules/') || id.startsWith('\0') || !/\b(?:css|html|svg)`/.test(code)) return null;
      const edits = []; // { start, end, text }, in source order
      for (const t of findTemplates(this.parse(code))) {
        if (t.tag !== 'css' && !html) continue;
        const raws = t.quasis.map((q) => code.slice(q.start, q.end));
        if (t.tag !== 'css' && RAW_TEXT.test(raws.join(''))) continue;
        t.quasis.forEach((q, k) => {
          const raw = raws[k];
          const text = t.tag === 'css' ? minifyCssText(raw, k === 0, k === raws.length - 1) : minifyHtmlText(raw);
          if (text !== raw) edits.push({ start: q.start, end: q.end, text });
        });
      }
      if (!edits.length) return null;
      edits.sort((a, b) => a.start - b.start);
      let out = '';
      let at = 0;
      const pieces = [];
      for (const e of edits) {
        pieces.push([out.length, at]);
        out += code.slice(at, e.start);
        // The edited text maps to the start of the original quasi, piece by piece of its lines.
        pieces.push([out.length, e.start]);
        out += e.text;
        at = e.end;
      }
      pieces.push([out.length, at]);
      out += code.slice(at);
      return { code: out, map: sourceMap(code, out, pieces, id) };
    },
  };
}
