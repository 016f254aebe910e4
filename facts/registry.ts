// The facts registry (facts/): every BangDB name the docs may use, each with the source it comes from.
// facts/generated/*.json is written by facts/generate.ts from the product sources; facts/*.json is kept by hand.
// Both have the same shape per kind, and the lint reads their union.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The kinds of words of the graph language. */
export type CypherWordKind =
  | 'statement' // statement form: CREATE GRAPH, CREATE, S=>, <set operation> ...
  | 'keyword' // RETURN, AS, SORT_ASC, LIMIT, WHERE, AND ...
  | 'function' // COUNT(...), MATH_EXP(...) ...
  | 'option' // query unit options: S{UNIQUE}=>, S{CLUSTER(x),3}=>
  | 'template' // reserved relation templates: -[#ALL_PATH *]->
  | 'set-operator' // <SUBTRACT USING ...>
  | 'expression'; // functions and constants inside MATH_EXP("...") and filters

/** `owner/repo@commit:path` or an old-site route `docs.bangdb.com/<route>`. */
export type Source = string;

export type Edition = 'embedded' | 'client';

export interface CypherFact { kind: CypherWordKind; name: string; source: Source }
/** A command form of a command-line tool, in the shape produced by cliShape. */
export interface CliForm { tool: string; form: string; source: Source }
/** A word of a tool's command language (kept literally in shapes). */
export interface CliWord { tool: string; word: string; /** A word that starts a command. */ verb?: boolean; source: Source }
/** An option of a program run from the shell (`./bangdb-server-2.0 -c hybrid`). */
export interface ProgramOption { program: string; option: string; source: Source }
/** A BangDB program (binary or script) run from the shell; a script's subcommands (`bangdb-server start`). */
export interface Program { program: string; subcommands?: string[]; source: Source }
export interface MethodFact {
  lang: 'cpp' | 'java';
  edition: Edition;
  /** '' for a C++ function declared outside any class. */
  class: string;
  /** Method name; the class name for a constructor. */
  method: string;
  /** Parameter types, in order. */
  params: string[];
  /** Parameters without a default value. */
  required: number;
  returns: string;
  source: Source;
}
/**
 * Without `edition`: documented for both editions (an enum the old site shows but the headers do not declare).
 * `codes`: the number of each value, in the order of `values` (C++ enums; a jar's enums do not show them).
 */
export interface EnumFact { lang: 'cpp' | 'java'; edition?: Edition; enum: string; values: string[]; codes?: number[]; source: Source }
/** One numbered choice of a code set: `{ "code": 3, "label": "running stat" }`. */
export interface Code { code: number; label: string }
/**
 * A set of numeric codes that JSON documents, prompts or calls take (`"stat":3`, join `"type":4`), with the label the
 * CLI prompt or the old site gives each. `keys`: the JSON keys that carry it. `aliases`: other spellings of a label
 * that pages use (`"raw"` for `raw/normal primary`), as `code: [words]`.
 */
export interface CodeSet { set: string; keys?: string[]; codes: Code[]; aliases?: Record<string, string[]>; source: Source }
/** A named constant: a `#define` or `const` of the headers, or a name the product's binaries or the old site document. */
export interface ConstantFact { name: string; value?: string; source: Source }
/** A name of the sources' example data (a column, label or relation) that pages may name in inline code. */
export interface DataName { name: string; source: Source }
export interface ConfigFact { key: string; default?: string; source: Source }
export interface RestOperation { method: string; path: string; source: Source }
export interface RestResponse { text: string; source: Source }
/** A name spelled one way; `pattern` (a regular expression) catches spellings a case change does not. */
export interface TermFact { term: string; pattern?: string; source: Source }

export interface Facts {
  cypher: CypherFact[];
  cliWords: CliWord[];
  cliForms: CliForm[];
  programs: Program[];
  programOptions: ProgramOption[];
  methods: MethodFact[];
  enums: EnumFact[];
  codes: CodeSet[];
  constants: ConstantFact[];
  dataNames: DataName[];
  config: ConfigFact[];
  restOperations: RestOperation[];
  restResponses: RestResponse[];
  terms: TermFact[];
}

export const FACT_KINDS = ['cypher', 'cliWords', 'cliForms', 'programs', 'programOptions', 'methods', 'enums', 'codes', 'constants', 'dataNames', 'config',
  'restOperations', 'restResponses', 'terms'] as const satisfies readonly (keyof Facts)[];

/** The registry file for a kind: `{ "about": "...", "entries": [...] }`. */
export interface FactFile<T> { about: string; entries: T[] }

export const FACTS_DIR = __dirname;

export function factFile(kind: keyof Facts, generated: boolean, dir = FACTS_DIR): string {
  return path.join(dir, generated ? 'generated' : '', `${kind}.json`);
}

function readEntries<T>(file: string): T[] {
  if (!existsSync(file)) return [];
  const data = JSON.parse(readFileSync(file, 'utf8')) as FactFile<T>;
  for (const e of data.entries) {
    if (!(e as { source?: string }).source) throw new Error(`${file}: an entry has no source: ${JSON.stringify(e)}`);
  }
  return data.entries;
}

/** Loads the generated and hand-kept facts. */
export function loadFacts(dir = FACTS_DIR): Facts {
  const facts = {} as Record<keyof Facts, unknown[]>;
  for (const kind of FACT_KINDS) facts[kind] = [...readEntries(factFile(kind, true, dir)), ...readEntries(factFile(kind, false, dir))];
  return facts as unknown as Facts;
}

/** A code set as the lint and the reference pages read it: the files' entries of one set merged, each code with its source. */
export interface CodeTable { set: string; keys: string[]; codes: (Code & { source: Source })[]; aliases: Record<string, string[]> }

/**
 * Every numbered code the registry knows: the code sets (entries with the same `set` merged) and the C++ enums with
 * numbers (named by the enum type, `ML_BANGDB_TRAIN_SOURCE`, labelled by its values; the embedded and client
 * headers' copies are one table).
 */
export function codeTables(facts: Facts): CodeTable[] {
  const tables = new Map<string, CodeTable>();
  const add = (set: string, codes: Code[], source: Source, keys: string[] = [], aliases: Record<string, string[]> = {}) => {
    const t = tables.get(set) ?? { set, keys: [], codes: [], aliases: {} };
    tables.set(set, t);
    for (const c of codes) if (!t.codes.some((k) => k.code === c.code)) t.codes.push({ ...c, source });
    t.keys.push(...keys.filter((k) => !t.keys.includes(k)));
    for (const [code, words] of Object.entries(aliases)) t.aliases[code] = [...(t.aliases[code] ?? []), ...words];
  };
  for (const s of facts.codes) add(s.set, s.codes, s.source, s.keys, s.aliases);
  for (const e of facts.enums) if (e.codes) add(e.enum, e.values.map((label, i) => ({ code: e.codes![i], label })), e.source);
  return [...tables.values()];
}
