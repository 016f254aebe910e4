// Reads one statement of BangDB's graph language (its Cypher dialect) and names the language's own words in it:
// the statement form and every keyword, function, query option, path template and set operator. User data
// (labels, node names, relation names, aliases, property names, values) is left out. The facts generator runs the
// same reader over the product's help text and the old site's examples; the lint checks a page's words against
// what that produced, so both sides agree on what a "word" is.
import type { CypherWordKind } from '../../facts/registry';

export interface CypherWord {
  kind: CypherWordKind;
  name: string;
  /** Offset in the statement text. */
  offset: number;
}

const QUERY_UNIT = /^\s*([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?=>/;
const GRAPH_ADMIN = /^\s*(CREATE|USE|DROP)\s+GRAPH\b/i;
const CAPS = /^[A-Z][A-Z0-9_]*$/;

/** Replaces string literals with spaces of the same length (offsets are kept). */
function maskStrings(s: string): string {
  return s.replace(/"(?:[^"\\]|\\.)*"?|'(?:[^'\\]|\\.)*'?/g, (m) => ' '.repeat(m.length));
}

/** Index of the bracket closing the one at `open`, in a string whose literals are masked. */
function closing(s: string, open: number): number {
  const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };
  const want = pairs[s[open]];
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === s[open]) depth++;
    else if (s[i] === want && --depth === 0) return i;
  }
  return s.length;
}

/** Splits at `sep` where not nested in brackets (string literals must be masked). */
function splitTop(masked: string, sep: string): number[] {
  const cuts: number[] = [];
  let depth = 0;
  for (let i = 0; i < masked.length; i++) {
    const c = masked[i];
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (depth === 0 && masked.startsWith(sep, i)) cuts.push(i);
  }
  return cuts;
}

/** Function calls and bare upper-case words of an expression (a filter or a MATH_EXP string). */
function expressionWords(text: string, base: number, out: CypherWord[]): void {
  const re = /\$\$?[A-Za-z0-9_:]+|%[A-Za-z]|([A-Za-z_][A-Za-z0-9_.]*)(\s*\()?/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const word = m[1];
    if (!word || word.includes('.')) continue;
    if (m[2]) out.push({ kind: 'expression', name: word, offset: base + m.index });
    else if (CAPS.test(word) && word.length > 1) {
      // a property compared with an operator is user data: `{DOB > 1}`
      const after = text.slice(m.index + word.length).trimStart();
      const before = text.slice(0, m.index).trimEnd();
      if (/^(=|<|>|!)/.test(after) || /(=|<|>)$/.test(before)) continue;
      out.push({ kind: 'expression', name: word, offset: base + m.index });
    }
  }
}

/** Words inside `{...}` filters of a pattern (string literals masked in `masked`, read from `text`). */
function filterWords(text: string, masked: string, start: number, end: number, out: CypherWord[]): void {
  expressionWords(masked.slice(start + 1, end), start + 1, out);
  // MATH_EXP-like strings do not occur in filters; string values are user data.
  void text;
}

/** Nodes `(...)` and relations `[...]` of a pattern. */
function patternWords(text: string, masked: string, start: number, end: number, create: boolean, out: CypherWord[]): void {
  for (let i = start; i < end; i++) {
    const c = masked[i];
    if (c !== '(' && c !== '[') continue;
    const close = Math.min(closing(masked, i), end);
    const inner = masked.slice(i + 1, close);
    if (c === '[' && QUERY_UNIT.test(inner)) {
      queryWords(text, masked, i + 1, close, out);
    } else {
      if (c === '[') {
        const t = /#([A-Za-z_][A-Za-z0-9_]*)/.exec(inner);
        if (t) out.push({ kind: 'template', name: '#' + t[1], offset: i + 1 + t.index });
      }
      if (!create) {
        const brace = masked.indexOf('{', i);
        if (brace !== -1 && brace < close) filterWords(text, masked, brace, closing(masked, brace), out);
      }
    }
    i = close;
  }
}

/** RETURN/SELECT part of a query, from `start` (just after the `;`) to `end`. */
function returnWords(text: string, masked: string, start: number, end: number, out: CypherWord[]): void {
  const part = masked.slice(start, end);
  const aliases = new Set<string>();
  for (const m of part.matchAll(/\bAS\s+([A-Za-z_][A-Za-z0-9_]*)/g)) aliases.add(m[1]);
  const re = /([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)(\s*\()?/g;
  let previous = '';
  let m: RegExpExecArray | null;
  let first = true;
  while ((m = re.exec(part))) {
    const word = m[1];
    const offset = start + m.index;
    if (first) {
      out.push({ kind: 'keyword', name: word, offset });
      first = false;
    } else if (m[2]) {
      out.push({ kind: 'function', name: word, offset });
      if (word === 'MATH_EXP') {
        // the expression is the string argument, read from the unmasked text
        const open = masked.indexOf('(', offset);
        const close = closing(masked, open);
        const literal = /"([^"]*)"/.exec(text.slice(open, close));
        if (literal) expressionWords(literal[1], open + literal.index + 1, out);
        re.lastIndex = close - start;
      }
    } else if (!word.includes('.') && previous !== 'AS' && !aliases.has(word) && CAPS.test(word) && word.length > 1) {
      out.push({ kind: 'keyword', name: word, offset });
    }
    previous = word;
  }
}

/** A query `S=>pattern[; RETURN ...]` between `start` and `end`. */
function queryWords(text: string, masked: string, start: number, end: number, out: CypherWord[]): void {
  const m = QUERY_UNIT.exec(masked.slice(start, end));
  if (!m) return;
  if (m[2]) {
    // options are read from the text: S{CLUSTER(name),3}=> keeps the option words, not the numbers
    const braceStart = start + m.index + m[0].indexOf('{');
    const options = text.slice(braceStart + 1, braceStart + m[2].length - 1);
    for (const o of options.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) {
      const before = options.slice(0, o.index);
      // CLUSTER(name): the name in parentheses is user data
      if ((before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length) continue;
      out.push({ kind: 'option', name: o[0], offset: braceStart + 1 + (o.index ?? 0) });
    }
  }
  const bodyStart = start + m.index + m[0].length;
  const semicolon = splitTop(masked.slice(bodyStart, end), ';')[0];
  const patternEnd = semicolon === undefined ? end : bodyStart + semicolon;
  patternWords(text, masked, bodyStart, patternEnd, false, out);
  if (semicolon !== undefined) returnWords(text, masked, patternEnd + 1, end, out);
}

export interface CypherStatement {
  /** The statement form, or the first word when the form is not one this reader knows. */
  form: string;
  known: boolean;
  words: CypherWord[];
}

/** Reads one statement (one line). */
export function readCypher(statement: string): CypherStatement {
  const text = statement.replace(/;\s*$/, '');
  const masked = maskStrings(text);
  const words: CypherWord[] = [];
  const lead = text.length - text.trimStart().length;
  const admin = GRAPH_ADMIN.exec(text);
  if (admin) {
    return { form: `${admin[1]} GRAPH`, known: true, words: [{ kind: 'statement', name: `${admin[1]} GRAPH`, offset: lead }] };
  }
  const create = /^\s*(CREATE_UPDATE|CREATE|MERGE|DELETE)\s*\(/.exec(masked);
  if (create) {
    words.push({ kind: 'statement', name: create[1], offset: lead });
    patternWords(text, masked, create[0].length - 1, masked.length, true, words);
    return { form: create[1], known: true, words };
  }
  // <OP USING key [SORT_ASC col] [LIMIT n]> S1=>... ++ S2=>...
  let body = lead;
  if (masked[lead] === '<') {
    const close = closing(masked, lead);
    const header = masked.slice(lead + 1, close);
    words.push({ kind: 'statement', name: '<set operation>', offset: lead });
    let first = true;
    for (const w of header.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) {
      const offset = lead + 1 + (w.index ?? 0);
      if (first) words.push({ kind: 'set-operator', name: w[0], offset });
      else if (CAPS.test(w[0]) && w[0].length > 1) words.push({ kind: 'keyword', name: w[0], offset });
      first = false;
    }
    body = close + 1;
  }
  if (QUERY_UNIT.test(masked.slice(body))) {
    if (body === lead) words.push({ kind: 'statement', name: 'S=>', offset: lead });
    const parts = [body, ...splitTop(masked.slice(body), '++').map((c) => body + c + 2), masked.length + 2];
    for (let i = 0; i + 1 < parts.length; i++) queryWords(text, masked, parts[i], parts[i + 1] - 2, words);
    return { form: body === lead ? 'S=>' : '<set operation>', known: true, words };
  }
  const first = /^\s*(\S+(?:\s+[A-Za-z_]+)?)/.exec(text)?.[1] ?? '';
  return { form: first, known: false, words };
}

/** A line of a cypher block that holds a statement (not blank, not a comment, not a result line). */
export function isStatementLine(line: string): boolean {
  const t = line.trim();
  return t !== '' && !t.startsWith('//') && !t.startsWith('#');
}
