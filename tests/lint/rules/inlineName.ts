// Inline code that is an ALL_CAPS name with an underscore (`WIDE_TABLE`, `BANGDB_LOG_DIR`):
// it must be a registry name — an enum or one of its values, a constant (the headers' `#define`s and `const`s and
// the strings they define, and names the binaries or the old site document), a bangdb.config key, a word of the
// graph language or a name of the sources' example data.
//
// Left alone:
// - names the page's own example data uses: labels, relations and fields that stand in the page's `cypher`, `json`,
//   `csv` or CLI-session blocks, or in those of the pages next to it (a use case spreads its data over its pages);
// - the operating system's environment variables (`LD_LIBRARY_PATH`, ...).
// A page may shorten names that share a prefix once it writes the prefix (`ML_BANGDB_TRAINING_STATE_...`,
// `BANGDB_DEFAULT_`): `ERROR_BRS` then stands for `ML_BANGDB_TRAINING_STATE_ERROR_BRS`, which must be known.
// A prefix itself (`PRIMITIVE_TABLE_*`, `ML_BANGDB_TRAINING_STATE_...`) must begin some known name.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Facts } from '../../../facts/registry';
import { codeSpans } from '../inline';
import { nearest } from '../nearest';
import { parsePage, type Page } from '../page';
import { ROOT } from '../paths';
import type { Finding, Rule } from '../types';

const NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
const PREFIX = /^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_)(?:\*|\.\.\.|…)?$/;
/** Variables of the operating system and the JVM that install and run steps set; they are not BangDB's names. */
const ENVIRONMENT = new Set(['LD_LIBRARY_PATH', 'JAVA_HOME', 'LC_ALL', 'LC_CTYPE']);
/** Blocks that hold a page's example data (a CLI session is a block with `bangdb>` prompts). */
const DATA_LANGS = new Set(['cypher', 'json', 'csv']);
const PROMPT = /^\s*bangdb>/m;

const indexes = new WeakMap<Facts, Set<string>>();

/** Every ALL_CAPS name of the registry. */
export function registryNames(facts: Facts): Set<string> {
  let names = indexes.get(facts);
  if (names) return names;
  names = new Set<string>();
  for (const e of facts.enums) {
    names.add(e.enum);
    for (const v of e.values) names.add(v);
  }
  for (const c of facts.constants) {
    names.add(c.name);
    const value = /^"([A-Z][A-Z0-9_]*)"$/.exec(c.value ?? ''); // `#define ML_BANGDB_IE_SENT_STR "IE_SENT"`
    if (value) names.add(value[1]);
  }
  for (const d of facts.dataNames) names.add(d.name);
  for (const c of facts.config) names.add(c.key);
  for (const c of facts.cypher) names.add(c.name.replace(/^#/, ''));
  for (const w of facts.cliWords) names.add(w.word);
  names = new Set([...names].filter((n) => NAME.test(n)));
  indexes.set(facts, names);
  return names;
}

function dataNames(page: Page): Set<string> {
  const names = new Set<string>();
  for (const fence of page.fences) {
    const body = fence.body.join('\n');
    if (!DATA_LANGS.has(fence.lang) && !PROMPT.test(body)) continue;
    for (const m of body.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)) names.add(m[0]);
  }
  return names;
}

const folderData = new Map<string, Set<string>>();

/** Data names of the pages in the folder of `file` (read once per folder). */
function siblingData(file: string, root: string): Set<string> {
  const dir = path.dirname(path.resolve(root, file));
  let names = folderData.get(dir);
  if (names) return names;
  names = new Set<string>();
  let entries: string[] = [];
  try {
    entries = readdirSync(dir).filter((f) => /\.mdx?$/.test(f));
  } catch {
    // a page given as text (tests, editors) has no folder to read
  }
  for (const f of entries) for (const n of dataNames(parsePage(f, readFileSync(path.join(dir, f), 'utf8')))) names.add(n);
  folderData.set(dir, names);
  return names;
}

export const inlineName: Rule = {
  id: 'inline-name',
  description: 'inline ALL_CAPS names (enum values, constants, config keys) the registry lacks',
  checkPage(page, ctx) {
    const spans = codeSpans(page).filter((s) => NAME.test(s.text) || PREFIX.test(s.text));
    if (!spans.length) return [];
    const known = registryNames(ctx.facts);
    const prefixes = spans.map((s) => PREFIX.exec(s.text)?.[1]).filter((p): p is string => !!p);
    let data: Set<string> | null = null;
    const findings: Finding[] = [];
    for (const span of spans) {
      const at = { file: page.path, line: span.line, col: span.col, rule: 'inline-name' };
      const prefix = PREFIX.exec(span.text)?.[1];
      if (prefix) {
        if (![...known].some((n) => n.startsWith(prefix) && n !== prefix)) {
          findings.push({ ...at, message: `no known name starts with ${prefix}`, name: span.text, nearest: nearest(prefix, known) });
        }
        continue;
      }
      const name = span.text;
      if (known.has(name) || ENVIRONMENT.has(name) || prefixes.some((p) => known.has(p + name))) continue;
      data ??= new Set([...dataNames(page), ...siblingData(page.path, ROOT)]);
      if (data.has(name)) continue;
      findings.push({ ...at, message: `unknown name ${name} (not an enum value, constant, config key or graph word)`, name, nearest: nearest(name, known) });
    }
    return findings;
  },
};
