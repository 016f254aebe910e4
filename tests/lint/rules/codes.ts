// Numeric codes paired with their meaning must pair as the registry's code tables say (`codeTables` in
// facts/registry.ts: the CLI's numbered prompts, the headers' enums with their numbers, hand-kept sets). A pairing is
//   - a table row's cell holding only a code (`3`, **25**) and the cell after it, `| 3 | running stat |`, or the
//     name before it, `| WIDE_TABLE | 1 |`;
//   - in running text, a code span `N` and the words after it: "`1` count", "`2` (RBF)", "`0` = LIBSVM";
//   - a name and its number: `NAME` (3), `NAME` (`3`), `NAME = 3`, `3` (`NAME`);
//   - inline JSON `"key":N` in a sentence that names a code of a table carrying `key` ("the passive join (`"type":2`)").
// A meaning names a code when it starts with the code's label, an alias, or (for an enum) the value without the
// prefix its values share (`UDF_COPY` for `BANGDB_DEFAULT_UDF_COPY`); the longest label wins. A key in context (the
// column's header, the row's first cell, the code span before the number) narrows the tables to those carrying it.
// Words that name no code are not a pairing and are left alone.
import { codeTables, type CodeTable, type Facts } from '../../../facts/registry';
import { codeSpans, rowCells, type CodeSpan } from '../inline';
import type { Page } from '../page';
import type { Finding, Rule } from '../types';

/** One code a page pairs with a meaning. */
export interface Pairing { line: number; col: number; code: number; meaning: string; key?: string; shape: 'table' | 'text' | 'name' | 'json' }

interface Label { table: CodeTable; code: number; name: string; words: string; /** An enum value without its prefix. */ short?: boolean }

const normalize = (s: string) => s.toLowerCase().replace(/[`"*]/g, '').replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
const CODE = /^\*{0,2}`?(-?\d+)`?\*{0,2}$/;
const KEY = /^[a-z][a-z0-9]*(?:[_-][a-z0-9]+)*$/;

/** The prefix every value of an enum shares, cut at an underscore (`BANGDB_DEFAULT_`). */
function sharedPrefix(labels: string[]): string {
  if (labels.length < 2 || !labels.every((l) => /^[A-Z0-9_]+$/.test(l))) return '';
  let p = labels[0];
  for (const l of labels) while (!l.startsWith(p)) p = p.slice(0, -1);
  return p.slice(0, p.lastIndexOf('_') + 1);
}

const labelIndexes = new WeakMap<Facts, Label[]>();

function labels(facts: Facts): Label[] {
  let out = labelIndexes.get(facts);
  if (out) return out;
  out = [];
  for (const table of codeTables(facts)) {
    const prefix = sharedPrefix(table.codes.map((c) => c.label));
    for (const { code, label } of table.codes) {
      for (const name of [label, ...(table.aliases[String(code)] ?? [])]) out.push({ table, code, name, words: normalize(name) });
      if (prefix && label.length > prefix.length) {
        const name = label.slice(prefix.length);
        out.push({ table, code, name, words: normalize(name), short: true });
      }
    }
  }
  labelIndexes.set(facts, out);
  return out;
}

const IDENTIFIER = /^[A-Z][A-Z0-9_]*$/;

/**
 * Whether a meaning names a label: an identifier as its first word (an enum value without its prefix: as the whole
 * meaning), case and all; a label of one word as the whole meaning, of more words as its start.
 */
function names(meaning: string, label: Label): boolean {
  const plain = meaning.replace(/[`"*]/g, '').replace(/\([^()]*\)/g, ' ').replace(/[\s:]+$/, '').trim();
  if (IDENTIFIER.test(label.name)) return label.short ? plain === label.name : /^[A-Za-z_][A-Za-z0-9_]*/.exec(plain)?.[0] === label.name;
  const text = normalize(plain);
  if (!label.words.includes(' ')) return text === label.words;
  return text.startsWith(label.words) && !/[a-z0-9]/.test(text[label.words.length] ?? '');
}

/** The labels a meaning names, longest first; narrowed to tables carrying `key` when some do. */
function named(meaning: string, key: string | undefined, facts: Facts): Label[] {
  let all = labels(facts);
  if (key && all.some((l) => l.table.keys.includes(key))) all = all.filter((l) => l.table.keys.includes(key));
  const hits = all.filter((l) => names(meaning, l));
  const longest = Math.max(0, ...hits.map((l) => l.words.length));
  return hits.filter((l) => l.words.length === longest);
}

function keyOf(text: string | undefined): string | undefined {
  const t = (text ?? '').replace(/[`"*]/g, '').trim();
  return KEY.test(t) ? t : undefined;
}

/** Every pairing of a code with a meaning on the page, before checking. */
export function pairings(page: Page): Pairing[] {
  const out: Pairing[] = [];
  // table rows
  let header: string[] | null = null;
  page.prose.forEach((text, i) => {
    if (!/^\s*\|/.test(text)) {
      header = null;
      return;
    }
    if (header === null) {
      header = rowCells(text);
      return;
    }
    if (/^\s*\|?\s*:?-{3,}/.test(text)) return;
    const cells = rowCells(text.replace(/\*\*/g, ''));
    const raw = text.split('|');
    cells.forEach((cell, c) => {
      const m = CODE.exec(cell);
      // the cell after the code, unless only the cell before it is a name: `| WIDE_TABLE | 1 | JSON documents |`
      const named = (x: string | undefined) => IDENTIFIER.test(x ?? '');
      const meaning = named(cells[c - 1]) && !named(cells[c + 1]) ? cells[c - 1] : cells[c + 1];
      if (!m || meaning === undefined || CODE.test(meaning)) return;
      const key = keyOf(header![c]) ?? (c > 0 ? keyOf(cells[0]) : undefined);
      out.push({ line: i + 1, col: raw.slice(0, c + 1).join('|').length + 2, code: Number(m[1]), meaning, key, shape: 'table' });
    });
  });
  // running text
  // a code alone in its cell is a table pairing
  const spans = codeSpans(page).filter((s) => !s.table || rowCells(page.prose[s.line - 1].replace(/\*\*/g, ''))[s.table.cell] !== s.text);
  spans.forEach((span, n) => {
    const line = page.prose[span.line - 1];
    const after = line.slice(span.col - 1 + span.text.length + 1);
    const before = spans[n - 1]?.line === span.line ? spans[n - 1] : undefined;
    const code = /^-?\d+$/.exec(span.text);
    if (code) {
      const named = /^\s*\(`([A-Za-z_][A-Za-z0-9_]*)`\)/.exec(after);
      const words = /^\s*(?:[:=]\s*|\(\s*)?([A-Za-z][^,;.()|`]*)/.exec(after);
      const meaning = named?.[1] ?? words?.[1];
      if (meaning) out.push({ line: span.line, col: span.col, code: Number(span.text), meaning, key: keyOf(before?.text), shape: named ? 'name' : 'text' });
      return;
    }
    const assigned = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(-?\d+)$/.exec(span.text);
    const followed = /^\s*\(`?(-?\d+)`?\)/.exec(after);
    if (assigned) out.push({ line: span.line, col: span.col, code: Number(assigned[2]), meaning: assigned[1], shape: 'name' });
    else if (followed && /^[A-Za-z_][A-Za-z0-9_]*$/.test(span.text)) {
      out.push({ line: span.line, col: span.col, code: Number(followed[1]), meaning: span.text, shape: 'name' });
    }
    const json = /^\{?\s*"([A-Za-z_-]+)"\s*:\s*(-?\d+)\s*\}?$/.exec(span.text);
    if (json) out.push({ line: span.line, col: span.col, code: Number(json[2]), meaning: sentence(line, span), key: json[1], shape: 'json' });
  });
  return out;
}

/** The sentence (or table cell) a span stands in, without the span. */
function sentence(line: string, span: CodeSpan): string {
  const start = span.col - 2;
  const end = start + span.text.length + 2;
  const from = Math.max(line.lastIndexOf('. ', start), line.lastIndexOf('|', start)) + 1;
  const stops = [line.indexOf('. ', end), line.indexOf('|', end)].filter((x) => x >= 0);
  return `${line.slice(from, start)} ${line.slice(end, stops.length ? Math.min(...stops) : line.length)}`;
}

/** For inline JSON: the codes of tables carrying the key that the sentence names anywhere. */
function namedInSentence(p: Pairing, facts: Facts): Label[] {
  const text = ` ${normalize(p.meaning)} `;
  const all = labels(facts).filter((l) => l.table.keys.includes(p.key!) && !IDENTIFIER.test(l.name) && l.words.length > 3);
  const hits = all.filter((l) => new RegExp(`[^a-z0-9]${l.words.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^a-z0-9]`).test(text));
  const longest = Math.max(0, ...hits.map((l) => l.words.length));
  return hits.filter((l) => l.words.length === longest);
}

/** The pairings that name a code of the registry, each with the codes its meaning names. */
export function checkedPairings(page: Page, facts: Facts): { pairing: Pairing; names: Label[] }[] {
  return pairings(page)
    .map((pairing) => ({ pairing, names: pairing.shape === 'json' ? namedInSentence(pairing, facts) : named(pairing.meaning, pairing.key, facts) }))
    .filter((p) => p.names.length > 0);
}

export function checkCodes(page: Page, facts: Facts): Finding[] {
  const findings: Finding[] = [];
  for (const { pairing, names } of checkedPairings(page, facts)) {
    if (names.some((l) => l.code === pairing.code)) continue;
    const [best] = names;
    const label = best.table.codes.find((c) => c.code === best.code)!.label;
    findings.push({
      file: page.path, line: pairing.line, col: pairing.col, rule: 'codes', name: String(pairing.code),
      message: `\`${pairing.code}\` is paired with "${pairing.meaning.trim().slice(0, 40)}", but ${best.table.set} gives ${label} the code ${best.code}`,
      nearest: `${best.code} ${label}`,
    });
  }
  return findings;
}

export const codes: Rule = {
  id: 'codes',
  description: 'a numeric code paired with its meaning (table rows, "`1` count", `NAME` (3), "type":N) that the registry pairs otherwise',
  checkPage: (page, ctx) => checkCodes(page, ctx.facts),
};
