// The quick reference's sheets, built from the facts registry: one sheet per surface a BangDB user types into
// (Cypher, the command-line tools, server programs, configuration, REST, the C++ and Java API, codes). Each row
// links to the strongest place the pages explain it (places.ts); a row no page explains is kept and listed in the
// coverage report, so writers see it.
import { codeTables, type CliForm, type CodeTable, type ConfigFact, type CypherFact, type EnumFact, type Facts, type MethodFact } from '../../../facts/registry';
import { cliShape, formMatcher, matchesForm, stripPrompt } from '../../../tests/lint/cliShape';
import { isCliPage } from '../../../tests/lint/rules/cli';
import { hrefOf, isAbout, RANK, strongest, type Mention, type Place } from './places';
import { escapeRegExp } from '../../lib/escapeRegExp';

export const SHEET_IDS = ['cypher', 'cli', 'programs', 'config', 'rest', 'api', 'codes'] as const;
export type SheetId = (typeof SHEET_IDS)[number];

export interface Column {
  label: string;
  /** Cells of this column are code (names, forms, values). */
  code?: boolean;
}

export interface SheetRow {
  /** What the row is known by; unique in its sheet (the registry entry's identity). */
  key: string;
  cells: string[];
  /** Where the pages explain it; absent when no page does (the row is in the coverage report). */
  href?: string;
  /** The label of that place: page title and heading. */
  where?: string;
  /** Text a copy button copies (a form the reader types). */
  copy?: string;
  /** The edition filter's value (API sheet): `cpp-embedded`, `cpp-client`, `java-embedded`, `java-client`. */
  edition?: string;
}

export interface SheetGroup { title: string; rows: SheetRow[] }

export interface Sheet {
  id: SheetId;
  columns: Column[];
  groups: SheetGroup[];
  /** The edition filter's choices, when the sheet has one. */
  editions?: { value: string; label: string }[];
}

export interface RestOperationDoc { method: string; path: string; summary: string; tag: string; route: string }

export interface SheetInput {
  facts: Facts;
  /** Every mention of the content pages (places.ts), in page order. */
  mentions: readonly Mention[];
  /** Titles of the content pages by route. */
  titles: ReadonlyMap<string, string>;
  rest: readonly RestOperationDoc[];
}

export interface CoverageEntry { sheet: SheetId; key: string }

/** A registry entry's row: the sheet it is on and its key there. The MCP server's `lookup` joins its answers to the
 *  rows with these, so an agent is pointed where a reader is. */
export interface RowRef { sheet: SheetId; key: string }

const signature = (m: MethodFact) => `${m.returns} ${m.method}(${m.params.join(', ')})`;

export const rowOf = {
  cypher: (c: CypherFact): RowRef => ({ sheet: 'cypher', key: `${c.kind} ${c.name}` }),
  cliForm: (f: CliForm): RowRef => ({ sheet: 'cli', key: `${f.tool} ${f.form}` }),
  /** A program, or one of its subcommands or options. */
  program: (program: string, part?: string): RowRef => ({ sheet: 'programs', key: part ? `${program} ${part}` : program }),
  config: (c: ConfigFact): RowRef => ({ sheet: 'config', key: c.key }),
  method: (m: MethodFact): RowRef => ({ sheet: 'api', key: `${m.lang}-${m.edition} ${m.class} ${signature(m)}` }),
  enumValue: (e: EnumFact, value: string): RowRef => ({ sheet: 'codes', key: `${e.enum} ${value}` }),
};

const EDITIONS = [
  { value: 'cpp-embedded', label: 'C++ embedded' },
  { value: 'cpp-client', label: 'C++ client' },
  { value: 'java-embedded', label: 'Java embedded' },
  { value: 'java-client', label: 'Java client' },
];

const CYPHER_GROUPS: [Facts['cypher'][number]['kind'], string][] = [
  ['statement', 'Statements'], ['keyword', 'Keywords'], ['function', 'Functions'], ['option', 'Query options'],
  ['template', 'Relation templates'], ['set-operator', 'Set operators'], ['expression', 'Expression functions'],
];

/** How a page names the graph surface Cypher queries. */
const CYPHER_NAMES = /\bCypher\b|\bgraphs?\b/i;

/** Mentions grouped by their exact text. */
function byText(mentions: readonly Mention[]): Map<string, Place[]> {
  const m = new Map<string, Place[]>();
  for (const { text, place } of mentions) m.set(text, [...(m.get(text) ?? []), place]);
  return m;
}

/**
 * The place that explains a name best: a heading that is the name itself; else the surface's reference page (the
 * page that explains the most names of the sheet outside code) at its strongest place for the name; else the
 * strongest place anywhere (heading, table row, prose, code). `about` keeps only the places about the entry's tool or
 * surface (places.ts, isAbout): the same short words elsewhere are something else.
 */
function chooser(placesOf: (key: string) => Place[], keys: readonly string[]) {
  const weight = new Map<string, number>();
  for (const key of keys) {
    for (const route of new Set(placesOf(key).filter((p) => p.strength !== 'code').map((p) => p.route))) {
      weight.set(route, (weight.get(route) ?? 0) + 1);
    }
  }
  return (key: string, about: (p: Place) => boolean = () => true): Place | undefined => {
    const places = placesOf(key).filter(about);
    const titled = places.find((p) => p.strength === 'heading' && p.heading === key);
    if (titled) return titled;
    const explained = places.filter((p) => p.strength !== 'code');
    const score = (p: Place) => (weight.get(p.route) ?? 0) * 10 + RANK[p.strength];
    const reference = explained.reduce<Place | undefined>((a, b) => (!a || score(b) > score(a) ? b : a), undefined);
    return strongest(reference ? places.filter((p) => p.route === reference.route) : places);
  };
}

const link = (place: Place | undefined): Pick<SheetRow, 'href' | 'where'> =>
  place ? { href: hrefOf(place), where: place.heading && place.heading !== place.pageTitle ? `${place.pageTitle} › ${place.heading}` : place.pageTitle } : {};

/** Distinct by key, first kept (the registry's generated and hand-kept files can both hold a name). */
function distinct<T>(items: readonly T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((t) => !seen.has(key(t)) && seen.add(key(t)));
}

function cypherSheet({ facts }: SheetInput, texts: Map<string, Place[]>): Sheet {
  const words = distinct(facts.cypher, (c) => `${c.kind} ${c.name}`);
  // A function is written with its arguments (`COUNT(...)`); a template with or without its `#`.
  const placesOf = (name: string) =>
    [...texts].filter(([t]) => t === name || t.startsWith(`${name}(`) || t === name.replace(/^#/, '')).flatMap(([, p]) => p);
  const choose = chooser(placesOf, words.map((w) => w.name));
  // `AND`, `LIMIT` or `COUNT(*)` on a page about the CLI or a stream are not the Cypher words.
  const aboutCypher = (p: Place) => isAbout(p, CYPHER_NAMES);
  return {
    id: 'cypher',
    columns: [{ label: 'Word', code: true }],
    groups: CYPHER_GROUPS.map(([kind, title]) => ({
      title,
      rows: words.filter((w) => w.kind === kind).map((w) => ({ key: rowOf.cypher(w).key, cells: [w.name], copy: w.name, ...link(choose(w.name, aboutCypher)) })),
    })),
  };
}

/** A word as a page writes it, not part of a longer name (`bdbagent`, not `install_bdbagent.sh`). */
const asWord = (name: string) => `(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`;

/** How a page names a command-line tool: by its name or the prompt its sessions show; bangdb-cli is also "the CLI". */
const TOOL_NAMES: Record<string, string[]> = { 'bangdb-cli': ['bangdb>', asWord('CLI')] };
const toolNames = (tool: string): RegExp => new RegExp([asWord(tool), ...(TOOL_NAMES[tool] ?? [])].join('|'));

function cliSheet({ facts, mentions, titles }: SheetInput): Sheet {
  const groups: SheetGroup[] = [];
  const tools = distinct(facts.cliForms, (f) => f.tool).map((f) => f.tool);
  for (const tool of tools) {
    const words = new Set(facts.cliWords.filter((w) => w.tool === tool).map((w) => w.word));
    const verbs = new Set(facts.cliWords.filter((w) => w.tool === tool && w.verb).map((w) => w.word));
    const forms = distinct(facts.cliForms.filter((f) => f.tool === tool), (f) => f.form);
    // A command of this tool where the place is about the tool: `status` under the server script's heading is not
    // bdbagent's `status`, nor `add udf` on a bangdb-cli page its `add _`.
    const names = toolNames(tool);
    const rivals = tools.filter((t) => t !== tool).map(toolNames);
    const typedAfterName = new RegExp(`^${escapeRegExp(tool)}\\s+`);
    const shaped = mentions.flatMap(({ text, place }) => {
      // A command as typed at the tool's prompt or after its name in a shell (`bdbagent start`).
      const command = stripPrompt(text).replace(typedAfterName, '');
      return verbs.has(command.split(/\s+/)[0]?.toLowerCase() ?? '') && isAbout(place, names, rivals) ? [{ shape: cliShape(command, words), place }] : [];
    });
    // The CLI reference pages (`*-cli`, `cli-overview`) first: they follow the CLI's own help sections.
    const placesOf = (form: string) => {
      const matcher = formMatcher(form);
      const places = shaped.filter((s) => matchesForm(s.shape, matcher)).map((s) => s.place);
      const reference = places.filter((p) => isCliPage(p.file));
      return reference.length ? reference : places;
    };
    const choose = chooser(placesOf, forms.map((f) => f.form));
    // Grouped by the page that explains them.
    const byPage = new Map<string, SheetRow[]>();
    for (const f of forms) {
      const place = choose(f.form);
      const title = `${tool}: ${place ? titles.get(place.route) ?? place.route : 'other commands'}`;
      byPage.set(title, [...(byPage.get(title) ?? []), { key: rowOf.cliForm(f).key, cells: [f.form], copy: f.form, ...link(place) }]);
    }
    groups.push(...[...byPage].map(([title, rows]) => ({ title, rows })));
  }
  return { id: 'cli', columns: [{ label: 'Form', code: true }], groups };
}

function programsSheet({ facts, mentions }: SheetInput): Sheet {
  const programs = distinct([...facts.programs.map((p) => p.program), ...facts.programOptions.map((o) => o.program)], (p) => p);
  const groups = programs.map((program) => {
    const lines = mentions.filter((m) => m.text.split(/\s+/).some((w) => w.endsWith(program)));
    const subcommands = distinct(facts.programs.filter((p) => p.program === program).flatMap((p) => p.subcommands ?? []), (s) => s);
    const options = distinct(facts.programOptions.filter((o) => o.program === program), (o) => o.option);
    const placeOf = (word: string) => strongest(lines.filter((m) => m.text.split(/\s+/).includes(word)).map((m) => m.place));
    const rows: SheetRow[] = [
      { key: rowOf.program(program).key, cells: [program, ''], copy: program, ...link(strongest(lines.map((m) => m.place))) },
      ...subcommands.map((s) => ({ key: rowOf.program(program, s).key, cells: [`${program} ${s}`, 'subcommand'], copy: `${program} ${s}`, ...link(placeOf(s)) })),
      ...options.map((o) => ({ key: rowOf.program(program, o.option).key, cells: [`${program} ${o.option}`, 'option'], ...link(placeOf(o.option)) })),
    ];
    return { title: program, rows };
  });
  return { id: 'programs', columns: [{ label: 'Program, subcommand or option', code: true }, { label: 'Kind' }], groups };
}

function configSheet({ facts }: SheetInput, texts: Map<string, Place[]>): Sheet {
  const keys = distinct(facts.config, (c) => c.key);
  const choose = chooser((key) => texts.get(key) ?? [], keys.map((c) => c.key));
  return {
    id: 'config',
    columns: [{ label: 'Key', code: true }, { label: 'Shipped value', code: true }],
    groups: [{ title: 'bangdb.config', rows: keys.map((c) => ({ key: rowOf.config(c).key, cells: [c.key, c.default ?? ''], copy: c.key, ...link(choose(c.key)) })) }],
  };
}

function restSheet({ rest }: SheetInput): Sheet {
  const tags = distinct(rest, (o) => o.tag).map((o) => o.tag);
  return {
    id: 'rest',
    columns: [{ label: 'Method', code: true }, { label: 'Path', code: true }],
    groups: tags.map((tag) => ({
      title: tag,
      rows: rest.filter((o) => o.tag === tag).map((o) => ({
        key: `${o.method} ${o.path}`, cells: [o.method, o.path], copy: `${o.method} ${o.path}`, href: o.route, where: o.summary,
      })),
    })),
  };
}


function apiSheet({ facts }: SheetInput, texts: Map<string, Place[]>, titles: ReadonlyMap<string, string>): Sheet {
  const enumTypes = new Set(facts.enums.map((e) => e.enum));
  const methods = distinct(facts.methods.filter((m) => !enumTypes.has(m.class)), (m) => `${m.lang} ${m.edition} ${m.class} ${signature(m)}`);
  // A class's page for an edition: a page whose title names the class, `(embedded)` for the embedded edition.
  const pageOf = (cls: string, edition: string) =>
    [...titles].find(([, title]) => new RegExp(`\\b${cls}\\b`).test(title) && /\(embedded\)/.test(title) === (edition === 'embedded'))?.[0];
  // Classes by name; the functions declared outside any class last.
  const classes = distinct(methods, (m) => m.class).map((m) => m.class).sort((a, b) => (!a ? 1 : !b ? -1 : a.localeCompare(b)));
  return {
    id: 'api',
    columns: [{ label: 'Member', code: true }, { label: 'Signature', code: true }, { label: 'Edition' }],
    editions: EDITIONS,
    groups: classes.map((cls) => ({
      title: cls || 'Functions outside a class',
      rows: methods.filter((m) => m.class === cls).map((m) => {
        const route = pageOf(cls, m.edition);
        const heading = route ? (texts.get(m.method) ?? []).find((p) => p.route === route && p.strength === 'heading') : undefined;
        const edition = `${m.lang}-${m.edition}`;
        const top = route ? (texts.get(cls) ?? []).find((p) => p.route === route) : undefined;
        const place = heading ?? (top && { ...top, anchor: '', heading: '' });
        return { key: rowOf.method(m).key, cells: [m.method, signature(m), EDITIONS.find((e) => e.value === edition)?.label ?? edition], edition, ...link(place) };
      }),
    })),
  };
}

function codesSheet({ facts }: SheetInput, texts: Map<string, Place[]>): Sheet {
  const tables = new Map(codeTables(facts).map((t) => [t.set, t]));
  const enums = distinct(facts.enums, (e) => `${e.lang} ${e.edition ?? ''} ${e.enum}`);
  const enumNames = distinct(enums, (e) => e.enum).map((e) => e.enum).sort();
  const placesOf = (name: string) => texts.get(name) ?? [];
  const choose = chooser(placesOf, [...enums.flatMap((e) => e.values), ...[...tables.values()].flatMap((t) => t.keys)]);
  // A code set is explained where its key is (`"svm_type": 3`), else where a code's label is, when the label is a
  // code's name (`L2R_LR`) rather than a word (`sum`, which Cypher has too). A key can be a common word as well
  // (`type`), so the place's section must also name at least two of the set's labels or aliases (its only one).
  const aboutSet = (t: CodeTable) => {
    const labels = distinct(t.codes.flatMap((c) => [c.label, ...(t.aliases[c.code] ?? [])]), (l) => l.toLowerCase()).map((l) => new RegExp(asWord(l), 'i'));
    return (p: Place) => labels.filter((l) => l.test(p.context.section)).length >= Math.min(2, t.codes.length);
  };
  const label = (e: (typeof enums)[number]) => `${e.lang === 'java' ? 'Java' : 'C++'}${e.edition ? ` ${e.edition}` : ''}`;
  // The numbered choices of JSON documents and CLI prompts (`"stat": 3`), by the keys that carry them.
  const sets: SheetGroup[] = [...tables.values()].filter((t) => !enumNames.includes(t.set)).map((t) => {
    const about = aboutSet(t);
    return {
      title: t.keys.length ? `${t.set} (${t.keys.join(', ')})` : t.set,
      rows: t.codes.map((c) => ({ key: `${t.set} ${c.code}`, cells: [String(c.code), c.label, ''], ...link(t.keys.map((k) => choose(k, about)).find(Boolean) ?? (/[_\d]/.test(c.label) ? choose(c.label, about) : undefined)) })),
    };
  });
  // The enums of the headers and jars: each value with its number where the header gives one.
  const enumGroups: SheetGroup[] = enumNames.map((name) => {
    const variants = enums.filter((e) => e.enum === name);
    const codes = tables.get(name)?.codes ?? [];
    const values = distinct(variants.flatMap((e) => e.values), (v) => v);
    return {
      title: name,
      rows: values.map((v) => ({
        key: rowOf.enumValue(variants[0], v).key,
        cells: [String(codes.find((c) => c.label === v)?.code ?? ''), v, variants.filter((x) => x.values.includes(v)).map(label).join(', ')],
        ...link(choose(v) ?? choose(name)),
      })),
    };
  });
  return { id: 'codes', columns: [{ label: 'Code', code: true }, { label: 'Name', code: true }, { label: 'Declared in' }], groups: [...sets, ...enumGroups] };
}

/** Every sheet, and the entries no page explains. */
export function buildSheets(input: SheetInput): { sheets: Sheet[]; coverage: CoverageEntry[] } {
  const texts = byText(input.mentions);
  const sheets = [
    cypherSheet(input, texts),
    cliSheet(input),
    programsSheet(input),
    configSheet(input, texts),
    restSheet(input),
    apiSheet(input, texts, input.titles),
    codesSheet(input, texts),
  ];
  const coverage = sheets.flatMap((s) => s.groups.flatMap((g) => g.rows.filter((r) => !r.href).map((r) => ({ sheet: s.id, key: r.key }))));
  return { sheets, coverage };
}

/** Where each explained row points, by sheet and row key: what the MCP server's `lookup` adds to its answers. */
export type ExplainedIndex = Partial<Record<SheetId, Record<string, { href: string; where: string }>>>;

export function explainedIndex(sheets: readonly Sheet[]): ExplainedIndex {
  return Object.fromEntries(
    sheets.map((s) => [s.id, Object.fromEntries(s.groups.flatMap((g) => g.rows.flatMap((r) => (r.href ? [[r.key, { href: r.href, where: r.where ?? '' }]] : []))))]),
  );
}
