/**
 * `lookup(name)` of the docs' MCP server: the facts registry's entries for a name (facts/: every API method, CLI
 * command, Cypher word, config key, enum, constant, program and REST operation the pages may use, each with its
 * source), each with its signature or form, edition, default where there is one, and the pages that document it.
 */
import { distance } from 'fastest-levenshtein';
import type { Facts, MethodFact } from '../../../facts/registry';
import { rowOf, type RowRef } from '../quick-reference/sheets';

export interface FactEntry {
  /** What the name is: `method`, `cli command`, `cypher keyword`, `config key`, `rest operation` … */
  kind: string;
  /** The name as the registry writes it. */
  name: string;
  /** The signature (methods), form (CLI, Cypher) or method and path (REST); the values of an enum. */
  form: string;
  /** `embedded` or `client` (methods and enums of one edition); `c++` or `java`. */
  edition?: string;
  language?: string;
  /** The shipped default (config keys) or value (constants). */
  default?: string;
  /** Its row on the quick reference, where a sheet lists it. */
  row?: RowRef;
  /** Where the fact comes from: `owner/repo@commit:path` or a route of the earlier site. */
  source: string;
}

/** A name with its facts, found in the registry. */
type Indexed = { key: string; entry: FactEntry };

const signature = (m: MethodFact) =>
  m.lang === 'java'
    ? `${m.returns} ${m.class}.${m.method}(${m.params.join(', ')})`
    : `${m.returns} ${m.class ? `${m.class}::` : ''}${m.method}(${m.params.join(', ')})`;

/** Lower case, separators unified: `Class::method`, `Class.method` and `class method` match alike. */
export const normalise = (name: string) => name.trim().toLowerCase().replace(/::|\.(?=[a-z_])/g, ' ').replace(/\s+/g, ' ');

/** Every fact under the names a reader or an agent would look it up by. */
export function indexFacts(facts: Facts): Indexed[] {
  const out: Indexed[] = [];
  const add = (keys: string[], entry: FactEntry) => {
    for (const key of new Set(keys.map(normalise))) out.push({ key, entry });
  };
  for (const m of facts.methods) {
    const entry: FactEntry = { kind: 'method', name: m.class ? `${m.class}.${m.method}` : m.method, form: signature(m), edition: m.edition, language: m.lang === 'java' ? 'java' : 'c++', row: rowOf.method(m), source: m.source };
    add([m.method, ...(m.class ? [`${m.class} ${m.method}`] : [])], entry);
  }
  // A path template is written `#SHORT_PATH` in a query; readers look it up as SHORT_PATH too.
  for (const c of facts.cypher) add([c.name, c.name.replace(/^#/, '')], { kind: `cypher ${c.kind}`, name: c.name, form: c.name, row: rowOf.cypher(c), source: c.source });
  for (const f of facts.cliForms) {
    // A form's literal words before its first placeholder (`_` a name, `{}` a document, `C` a condition, `[…]`
    // optional): `create table _` is found as "create table".
    const words = f.form.split(' ');
    const placeholder = words.findIndex((w) => w === '_' || w === '{}' || w === 'C' || w.startsWith('['));
    const literal = words.slice(0, placeholder < 1 ? words.length : placeholder).join(' ');
    add([f.form, literal], { kind: `${f.tool} command`, name: literal, form: f.form, row: rowOf.cliForm(f), source: f.source });
  }
  for (const w of facts.cliWords) add([w.word], { kind: `${w.tool} word`, name: w.word, form: w.verb ? `${w.word} … (starts a command)` : w.word, source: w.source });
  for (const p of facts.programs) add([p.program], { kind: 'program', name: p.program, form: p.subcommands?.length ? `${p.program} ${p.subcommands.join('|')}` : p.program, row: rowOf.program(p.program), source: p.source });
  for (const o of facts.programOptions) add([`${o.program} ${o.option}`, o.option], { kind: 'program option', name: `${o.program} ${o.option}`, form: `${o.program} ${o.option}`, row: rowOf.program(o.program, o.option), source: o.source });
  for (const c of facts.config) add([c.key], { kind: 'config key', name: c.key, form: `${c.key} = ${c.default ?? '…'}`, default: c.default, row: rowOf.config(c), source: c.source });
  for (const e of facts.enums) {
    const entry: FactEntry = { kind: 'enum', name: e.enum, form: e.values.join(', '), edition: e.edition, language: e.lang === 'java' ? 'java' : 'c++', source: e.source };
    add([e.enum], entry);
    // A value is looked up as itself: its row is the value's row of the enum.
    for (const v of e.values) add([v], { ...entry, row: rowOf.enumValue(e, v) });
  }
  for (const c of facts.constants) add([c.name], { kind: 'constant', name: c.name, form: c.value === undefined ? c.name : `${c.name} = ${c.value}`, default: c.value, source: c.source });
  for (const r of facts.restOperations) add([`${r.method} ${r.path}`, r.path], { kind: 'rest operation', name: `${r.method} ${r.path}`, form: `${r.method} ${r.path}`, source: r.source });
  return out;
}

export interface LookupResult {
  entries: FactEntry[];
  /** When nothing matches: the closest names the registry has. */
  nearest: string[];
}

/** The registry's entries for `name` (exact, case-insensitive; REST paths also by their start), or the nearest names. */
export function lookupFacts(index: readonly Indexed[], name: string): LookupResult {
  const key = normalise(name);
  const exact = index.filter((i) => i.key === key);
  const found = exact.length > 0 ? exact : index.filter((i) => i.entry.kind === 'rest operation' && key.length > 3 && i.key.includes(key));
  const seen = new Set<FactEntry>();
  const entries = found.map((i) => i.entry).filter((e) => !seen.has(e) && seen.add(e));
  if (entries.length > 0) return { entries, nearest: [] };
  const names = new Map(index.map((i) => [i.key, i.entry.name]));
  const nearest = [...names.keys()]
    .map((n) => ({ n, d: distance(n, key) }))
    .sort((a, b) => a.d - b.d || a.n.localeCompare(b.n))
    .slice(0, 5)
    .map(({ n }) => names.get(n)!);
  return { entries: [], nearest: [...new Set(nearest)] };
}
