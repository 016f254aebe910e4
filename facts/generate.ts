// Writes facts/generated/*.json from the BangDB sources. The sources are not part of this repository; pass their
// paths on the command line (see facts/README.md). Only facts carry over: names, forms, arities, defaults, routes
// and the short response texts the old site shows; no sentence and no code sample.
//
//   npm run facts:generate -- --bangdb <dir> --cli-strings <file> --bdbagent-strings <file> \
//     --agent-strings <file> --javap-embd <file> --javap-client <file> --old-site <dir> [--upstream-site <dir>]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cliShape } from '../tests/lint/cliShape';
import { readCypher } from '../tests/lint/cypher';
import { splitTopLevel } from '../tests/lint/rules/api';
import { responseTexts, restPathKey } from '../tests/lint/rules/rest';
import {
  factFile, loadFacts, type CliForm, type ConfigFact, type ConstantFact, type CypherFact, type EnumFact, type Facts,
  type FactFile, type MethodFact, type Code, type CodeSet, type ProgramOption, type RestOperation, type RestResponse, type Source,
} from './registry';

/** The versions the registry was generated from. */
const BANGDB = 'sachin-sinha/BangDB@22a6d43:v2.0/bangdb_2.0_ubuntu18';
const BANGDB_HEAD = 'sachin-sinha/BangDB@a8ea07c';
const OLD_SITE = 'docs.bangdb.com';
const SOURCES = {
  cli: `${BANGDB}/cli/bangdb-cli-2.0`,
  agent: `${BANGDB}/agent/bangdb-agent-2.0`,
  bdbagent: `${BANGDB_HEAD}:agent/all/bangdb-agent-ubuntu20.tar.gz (cli/bdbagent-2.0)`,
  readme: `${BANGDB}/README`,
  config: `${BANGDB}/bin/bangdb.config`,
  jarEmbd: `${BANGDB}/jars/bangdb-embd-java.jar`,
  jarClient: `${BANGDB}/jars/bangdb-client-java.jar`,
};

type Args = Record<string, string>;

function parseArgs(argv: string[]): Args {
  const args: Args = {};
  for (let i = 0; i < argv.length; i += 2) {
    if (!argv[i].startsWith('--') || argv[i + 1] === undefined) throw new Error(`expected --name value pairs, got ${argv[i]}`);
    args[argv[i].slice(2)] = argv[i + 1];
  }
  for (const required of ['bangdb', 'cli-strings', 'bdbagent-strings', 'agent-strings', 'javap-embd', 'javap-client', 'old-site']) {
    if (!args[required]) throw new Error(`missing --${required}`);
  }
  return args;
}

const read = (file: string) => readFileSync(file, 'utf8');

// ---------- C++ headers ----------

function stripComments(s: string): string {
  return s.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/.*$/gm, '');
}

/** The parameters of a C++ declaration's list, without an empty last one or a lone `void`. */
function splitParams(s: string): string[] {
  return splitTopLevel(s).filter((p, i, all) => p !== 'void' && (p !== '' || i < all.length - 1));
}

/** Type of a C++ parameter declaration: `const char *name = NULL` -> `const char *`. */
function cppParamType(p: string): string {
  const decl = p.split('=')[0].trim().replace(/\[\s*\]$/, '');
  const m = /^(.*?[\s*&])([A-Za-z_][A-Za-z0-9_]*)(\s*\[\s*\])?$/.exec(decl);
  return (m ? m[1] : decl).replace(/\s+/g, ' ').trim();
}

/** The source with every `class`/`struct`/`enum` body (and what follows it up to its `;`) removed. */
function withoutTypeBodies(src: string): string {
  let out = '';
  let from = 0;
  for (const m of src.matchAll(/\b(class|struct|enum|union)\s+[A-Za-z_]\w*\s*(?::[^{;]*)?\{/g)) {
    if (m.index < from) continue;
    let depth = 0;
    let end = m.index + m[0].length - 1;
    for (; end < src.length; end++) {
      if (src[end] === '{') depth++;
      else if (src[end] === '}' && --depth === 0) break;
    }
    out += src.slice(from, m.index);
    from = src.indexOf(';', end) + 1 || src.length;
  }
  return out + src.slice(from);
}

/**
 * Functions declared outside any class (`char* geohashEncode(double lat, double lng, int precision);`), as methods
 * with an empty class name, and the header's constants: `#define NAME value` (not include guards nor macros with
 * parameters) and `const int NAME = value;`.
 */
export function parseCppFreeDeclarations(text: string, edition: MethodFact['edition'], source: Source) {
  const src = stripComments(text);
  const constants: ConstantFact[] = [];
  for (const m of src.matchAll(/^[ \t]*#define[ \t]+([A-Za-z_]\w*)[ \t]+(\S[^\n]*?)\s*$/gm)) {
    if (!m[2].endsWith('\\')) constants.push({ name: m[1], value: m[2].replace(/^\(char\s*\*\)\s*/, ''), source });
  }
  const code = withoutTypeBodies(src.replace(/^[ \t]*#.*(?:\\\n.*)*$/gm, '')).replace(/\bnamespace\s+\w+\s*\{|[{}]/g, ';');
  const methods: MethodFact[] = [];
  for (let stmt of code.split(';')) {
    stmt = stmt.replace(/\s+/g, ' ').trim();
    const constant = /^(?:static )?const [\w ]+?\b([A-Z][A-Z0-9_]+) = (.+)$/.exec(stmt);
    if (constant) {
      constants.push({ name: constant[1], value: constant[2], source });
      continue;
    }
    const d = /^([A-Za-z_][\w\s*&:<>]*?[\s*&])([A-Za-z_]\w*)\s*\((.*)\)$/.exec(stmt);
    if (!d || /^(typedef|extern|using|return)\b/.test(d[1].trim())) continue;
    const params = splitParams(d[3]);
    methods.push({
      lang: 'cpp', edition, class: '', method: d[2], params: params.map(cppParamType),
      required: params.filter((p) => !p.includes('=')).length, returns: d[1].replace(/\b(static|inline)\b/g, '').trim(), source,
    });
  }
  return { methods, constants };
}

/** The values of a C++ enum body and their numbers: `= N` sets one, every other is the one before plus 1, from 0. */
export function enumValues(body: string): { values: string[]; codes: number[] } {
  const values: string[] = [];
  const codes: number[] = [];
  let next = 0;
  for (const item of body.split(',')) {
    const [name, value] = item.split('=').map((v) => v.trim());
    if (!name) continue;
    const code = value === undefined ? next : Number(value);
    if (!Number.isInteger(code)) throw new Error(`enum value ${name} = ${value}: not a number`);
    values.push(name);
    codes.push(code);
    next = code + 1;
  }
  return { values, codes };
}

export function parseCppHeader(text: string, edition: MethodFact['edition'], source: Source) {
  const src = stripComments(text);
  const methods: MethodFact[] = [];
  const enums: EnumFact[] = [];
  for (const m of src.matchAll(/\benum\s+([A-Za-z_]\w*)\s*\{([^}]*)\}/g)) enums.push({ lang: 'cpp', edition, enum: m[1], ...enumValues(m[2]), source });
  for (const m of src.matchAll(/\b(class|struct)\s+([A-Za-z_]\w*)\s*(?::[^{;]*)?\{/g)) {
    const name = m[2];
    let depth = 0;
    let end = m.index + m[0].length - 1;
    for (; end < src.length; end++) {
      if (src[end] === '{') depth++;
      else if (src[end] === '}' && --depth === 0) break;
    }
    let body = src.slice(m.index + m[0].length, end);
    // inline bodies are not declarations
    body = body.replace(/\{[^{}]*\}/g, ';');
    let access = m[1] === 'struct' ? 'public' : 'private';
    for (let stmt of body.split(';')) {
      stmt = stmt.replace(/\s+/g, ' ').trim();
      const label = /^(public|private|protected)\s*:\s*/.exec(stmt);
      if (label) {
        access = label[1];
        stmt = stmt.slice(label[0].length);
      }
      if (access !== 'public') continue;
      const d = /^(.*?)\b(~?[A-Za-z_]\w*)\s*\((.*)\)\s*(const)?\s*(=\s*0)?$/.exec(stmt);
      // `virtual ~Name()`: the `~` stays before the word boundary, so a destructor shows in d[1]
      if (!d || d[1].trim().endsWith('~') || /^(operator|friend)/.test(d[1].trim())) continue;
      const params = splitParams(d[3]);
      const returns = d[1].replace(/\b(virtual|static|inline|explicit)\b/g, '').trim() || name;
      methods.push({
        lang: 'cpp', edition, class: name, method: d[2], params: params.map(cppParamType),
        required: params.filter((p) => !p.includes('=')).length, returns, source,
      });
    }
  }
  return { methods, enums };
}

// ---------- javap listings ----------

const simpleJavaType = (t: string) => t.replace(/\b(java\.lang|java\.util|com\.bangdb)\./g, '').trim();

export function parseJavap(text: string, edition: MethodFact['edition'], source: Source) {
  const methods: MethodFact[] = [];
  const enums: EnumFact[] = [];
  let cls = '';
  let isEnum = false;
  let values: string[] = [];
  for (const line of text.split('\n')) {
    const head = /^\S.*\b(?:class|interface) com\.bangdb\.([A-Za-z_]\w*)(.*)\{/.exec(line);
    if (head) {
      cls = head[1];
      isEnum = /extends java\.lang\.Enum/.test(head[2]);
      values = [];
      continue;
    }
    if (line.startsWith('}')) {
      if (isEnum) enums.push({ lang: 'java', edition, enum: cls, values, source });
      cls = '';
      continue;
    }
    if (!cls || !/^\s+public\b/.test(line)) continue;
    const constant = new RegExp(`public static final com\\.bangdb\\.${cls} ([A-Za-z_]\\w*);`).exec(line);
    if (isEnum && constant) {
      values.push(constant[1]);
      continue;
    }
    const m = /^\s+public ([\w\s.<>[\],]*?)\s*\b([A-Za-z_][\w.]*)\((.*)\)/.exec(line);
    if (!m) continue;
    const qualified = m[2];
    const isCtor = qualified === `com.bangdb.${cls}`;
    const words = m[1].split(/\s+/).filter((w) => !['static', 'final', 'synchronized', 'native', 'abstract'].includes(w));
    const params = m[3].trim() ? splitParams(m[3]).map(simpleJavaType) : [];
    if (isEnum && ['values', 'valueOf'].includes(qualified)) continue;
    methods.push({
      lang: 'java', edition, class: cls, method: isCtor ? cls : qualified, params, required: params.length,
      returns: isCtor ? cls : simpleJavaType(words.join(' ')), source,
    });
  }
  return { methods, enums };
}

// ---------- bangdb.config ----------

export function parseConfig(text: string, source: Source): ConfigFact[] {
  const out: ConfigFact[] = [];
  for (const m of text.matchAll(/^([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/gm)) out.push({ key: m[1], default: m[2], source });
  return out;
}

// ---------- help texts ----------

/**
 * The command lines of a help text: tab-indented lines that start with a command word, inside the help's sections
 * (a `+++ name +++` or `... name ...` banner or a "... commands are;" line opens one; the first line not indented
 * closes it). `sections` keeps only the named ones (a banner's name, or the "... commands are;" line).
 */
export function helpCommands(text: string, verbs: Set<string>, sections?: string[]): string[] {
  const out: string[] = [];
  let section: string | null = null;
  for (const line of text.split('\n')) {
    const banner = /^[+.]{10,}\s*(.*?)\s*[+.]{10,}$/.exec(line);
    if (banner || /commands are;\s*$/.test(line)) {
      section = banner ? banner[1] : line.trim();
      continue;
    }
    if (!line.startsWith('\t')) section = null;
    if (section === null || (sections && !sections.includes(section))) continue;
    const t = line.trim();
    if (verbs.has(t.split(/\s+/)[0].toLowerCase())) out.push(t);
  }
  return out;
}

/** Help line to a form: `<where server = IP:PORT>` (several words in angle brackets) is optional. */
export function helpForm(line: string, words: ReadonlySet<string>): string {
  // `<agent.conf>`, `<width>`: one placeholder; `(optional)` is a remark
  const text = line.replace(/<[^<>\s]+>/g, 'X').replace(/\(optional\)/g, '');
  const optional = /<([A-Za-z][^<>]*)>/.exec(text);
  if (!optional) return cliShape(text, words);
  const before = cliShape(text.slice(0, optional.index), words);
  const inner = cliShape(optional[1], words);
  const after = cliShape(text.slice(optional.index + optional[0].length), words);
  return [before, '[', inner, ']', after].filter(Boolean).join(' ');
}

/** Options of a program from a `Usage: -x [..] -y ..` line or a getopt string `s:d:h:t:`. */
export function usageOptions(usage: string): string[] {
  if (/^[a-z:]+$/i.test(usage)) return [...usage.replace(/:/g, '')].map((c) => `-${c}`);
  return [...usage.matchAll(/(?:^|\s)(-[A-Za-z]+)\b/g)].map((m) => m[1]);
}

/**
 * The code sets the CLI's prompts number (`attribute type ... [ string(5) | long(9) | double (11) ]`): each found
 * by the prompt's words; one set may gather several prompts (the SVM types of classification and of regression).
 */
const CLI_CODE_SETS: { set: string; keys: string[]; prompt: RegExp }[] = [
  { set: 'attribute-type', keys: ['type'], prompt: /^\tattribute type \(press Enter for default ?\(5\)\) \[.*\]$/m },
  { set: 'stat', keys: ['stat'], prompt: /^\tenable stat \(1,2,3\) on this created attribute\? \[.*\]$/m },
  { set: 'join-type', keys: ['type'], prompt: /^\tcep join type \[.*\]$/m },
  { set: 'catr-fnr', keys: ['fnr'], prompt: /^\tshould add, replace or add only if present \[.*\]$/m },
  { set: 'ml-algorithm', keys: [], prompt: /^\t\tClassification \(1\).*\n\t\t\|.*\n\t\t\|.*$/m },
  { set: 'svm-type', keys: ['svm_type'], prompt: /^\tsvm type \[ C_SVC.*$|^\tsvm type \[ EPSILON_SVR.*$/gm },
  { set: 'svm-kernel', keys: ['kernel_type'], prompt: /^\tkernel type \[.*\] \(press enter for default \(0\)\): $/m },
  { set: 'train-speed', keys: ['train_speed'], prompt: /^what's the training speed you wish to select \[.*\]/m },
  { set: 'table-type', keys: [], prompt: /^Table Type \[.*\]/m },
  { set: 'ts-granularity', keys: [], prompt: /^what's the granularity \[.*\]/m },
  { set: 'ts-aggregation', keys: ['aggr_type'], prompt: /^what's the type \[ count \(1\).*\]/m },
];

/** `label (N)` choices of a prompt: `[ count (1) | unique count (2) ]` -> 1 count, 2 unique count. */
export function promptCodes(prompt: string): Code[] {
  const list = prompt.includes('[') ? prompt.slice(prompt.indexOf('['), prompt.lastIndexOf(']') + 1) : prompt;
  // `NORMAL_TABLE, KV (0)`: the name, without the words after it
  return [...list.matchAll(/([^[|\n\t]+?)\s*\((\d+)\)/g)].map((m) => ({ code: Number(m[2]), label: m[1].trim().replace(/^([A-Z][A-Z_]*),.*$/, '$1') }));
}

export function cliCodeSets(cliText: string, source: Source): CodeSet[] {
  return CLI_CODE_SETS.map(({ set, keys, prompt }) => {
    const prompts = [...cliText.matchAll(new RegExp(prompt.source, prompt.flags.includes('g') ? prompt.flags : prompt.flags + 'g'))];
    if (!prompts.length) throw new Error(`the CLI's prompt for ${set} was not found`);
    return { set, keys, codes: uniqueBy(prompts.flatMap((m) => promptCodes(m[0])), (c) => String(c.code)), source };
  });
}

// ---------- old site ----------

/** What the keyword tables of the graph introduction list, by the heading above each table. */
const TABLE_KINDS: [RegExp, CypherFact['kind']][] = [
  [/creation/i, 'statement'], [/selecting data/i, 'keyword'], [/statistics/i, 'function'],
  [/functional properties|data science/i, 'option'], [/graph algos/i, 'template'], [/set operations/i, 'set-operator'],
];

/** The first cell of each row of the keyword tables on the graph introduction page. */
export function keywordTables(page: string, source: Source): CypherFact[] {
  const out: CypherFact[] = [];
  for (const section of page.split(/<h2>/).slice(1)) {
    const heading = section.slice(0, section.indexOf('</h2>'));
    const kind = TABLE_KINDS.find(([re]) => re.test(heading))?.[1];
    if (!kind) continue;
    for (const row of section.split(/<tr>/).slice(1)) {
      const cell = /<td>([\s\S]*?)<\/td>/.exec(row)?.[1] ?? '';
      for (const m of cell.matchAll(/\b[A-Z][A-Z0-9_]+\b/g)) {
        if (kind === 'statement' && m[0] !== 'CREATE') continue;
        out.push({ kind, name: kind === 'template' ? `#${m[0]}` : m[0], source });
      }
    }
  }
  return out;
}

/** Every page file under a pages/ folder, with its route. */
function sitePages(dir: string): { route: string; text: string }[] {
  const out: { route: string; text: string }[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d)) {
      const p = path.join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else if (e === 'index.js') out.push({ route: '/' + path.relative(dir, d).split(path.sep).join('/'), text: read(p) });
    }
  };
  walk(dir);
  return out.sort((a, b) => a.route.localeCompare(b.route));
}

/** The code blocks of an old-site page (`code={`...`}` props). */
function codeBlocks(page: string): string[] {
  return [...page.matchAll(/\bcode=\{(?:String\.raw)?`([\s\S]*?)`\}/g)].map((m) => m[1].replace(/\\`/g, '`').replace(/\\\$/g, '$'));
}

const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&apos;/g, "'");

function restFacts(pages: { route: string; text: string }[], base: string) {
  const operations: RestOperation[] = [];
  const responses: RestResponse[] = [];
  for (const { route, text } of pages) {
    if (!route.startsWith('/rest-api/')) continue;
    const source = `${base}${route}`;
    const plain = decode(text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
    for (const m of plain.matchAll(/Method\s*:\s*([A-Z]+)\s+URI\s*:\s*(\/[^\s]*)/g)) {
      operations.push({ method: m[1], path: m[2], source });
    }
    for (const code of codeBlocks(text)) {
      for (const m of code.matchAll(/-X\s+([A-Z]+)\s+['"]?https?:\/\/[^/\s]+(\/[^\s'"]*)/g)) operations.push({ method: m[1], path: m[2], source });
      let body: unknown;
      try {
        body = JSON.parse(code);
      } catch {
        continue;
      }
      for (const text of responseTexts(body)) responses.push({ text, source });
    }
  }
  return { operations, responses };
}

// ---------- assembly ----------

function uniqueBy<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const t of items) if (!seen.has(key(t))) seen.set(key(t), t);
  return [...seen.values()];
}

function write<K extends keyof Facts>(kind: K, about: string, entries: Facts[K]): void {
  const data: FactFile<Facts[K][number]> = { about, entries: entries as Facts[K][number][] };
  writeFileSync(factFile(kind, true), JSON.stringify(data, null, 1) + '\n');
}

export function generate(args: Args): void {
  const hand = loadFacts();
  const words = (tool: string) => new Set(hand.cliWords.filter((w) => w.tool === tool).map((w) => w.word));

  // C++ and Java
  const methods: MethodFact[] = [];
  const enums: EnumFact[] = [];
  const constants: ConstantFact[] = [];
  for (const [edition, folder] of [['embedded', 'bangdb-embd'], ['client', 'bangdb-client']] as const) {
    const dir = path.join(args.bangdb, 'include', folder);
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.h')).sort()) {
      const text = read(path.join(dir, f));
      const source = `${BANGDB}/include/${folder}/${f}`;
      const r = parseCppHeader(text, edition, source);
      const free = parseCppFreeDeclarations(text, edition, source);
      methods.push(...r.methods, ...free.methods);
      enums.push(...r.enums);
      constants.push(...free.constants);
    }
  }
  for (const [edition, file, source] of [['embedded', args['javap-embd'], SOURCES.jarEmbd], ['client', args['javap-client'], SOURCES.jarClient]] as const) {
    const r = parseJavap(read(file), edition, source);
    methods.push(...r.methods);
    enums.push(...r.enums);
  }

  // CLI forms: bangdb-cli help, bdbagent help
  const cliText = read(args['cli-strings']);
  const cliVerbs = new Set(hand.cliWords.filter((w) => w.tool === 'bangdb-cli' && w.verb).map((w) => w.word));
  const forms: CliForm[] = [];
  for (const line of helpCommands(cliText, cliVerbs)) {
    if (readCypher(line).known) continue;
    forms.push({ tool: 'bangdb-cli', form: helpForm(line, words('bangdb-cli')), source: `${SOURCES.cli} (help text)` });
  }
  const agentCliText = read(args['bdbagent-strings']);
  const agentVerbs = new Set(hand.cliWords.filter((w) => w.tool === 'bdbagent' && w.verb).map((w) => w.word));
  for (const line of helpCommands(agentCliText, agentVerbs, ['agent', 'list of commands are;'])) {
    const form = helpForm(line, words('bdbagent'));
    forms.push({ tool: 'bdbagent', form, source: `${SOURCES.bdbagent} (help text)` });
    // "with no command options ... the keyword 'agent' is optional"
    if (form.startsWith('agent ')) forms.push({ tool: 'bdbagent', form: form.slice(6), source: `${SOURCES.bdbagent} (help text)` });
  }

  // program options
  const options: ProgramOption[] = [];
  const readmeUsage = /Usage:\s*(-i .*)$/m.exec(read(path.join(args.bangdb, 'README')));
  if (readmeUsage) for (const o of usageOptions(readmeUsage[1])) options.push({ program: 'bangdb-server-2.0', option: o, source: SOURCES.readme });
  const agentUsage = /^Usage: (-s .*)$/m.exec(read(args['agent-strings']));
  if (agentUsage) for (const o of usageOptions(agentUsage[1])) options.push({ program: 'bangdb-agent-2.0', option: o, source: SOURCES.agent });
  const cliGetopt = /^(s:d:h:t:)$/m.exec(cliText);
  if (cliGetopt) for (const o of usageOptions(cliGetopt[1])) options.push({ program: 'bangdb-cli-2.0', option: o, source: SOURCES.cli });
  const agentGetopt = /^(s:h:t:c:p:)$/m.exec(agentCliText);
  if (agentGetopt) for (const o of usageOptions(agentGetopt[1])) options.push({ program: 'bdbagent', option: o, source: SOURCES.bdbagent });

  // Cypher: the CLI's help, then every code block of the old site (and its upstream)
  const cypher: CypherFact[] = [];
  const collect = (statement: string, source: Source) => {
    const r = readCypher(statement);
    if (!r.known) return;
    for (const w of r.words) cypher.push({ kind: w.kind, name: w.name, source });
  };
  for (const line of cliText.split('\n')) if (line.startsWith('\t')) collect(line.trim(), `${SOURCES.cli} (help text)`);
  const sites: [string, string][] = [[args['old-site'], OLD_SITE]];
  if (args['upstream-site']) sites.push([args['upstream-site'], 'sachin-sinha/bangdb-docs@0ff8aed:pages']);
  const allPages: { route: string; text: string; base: string }[] = [];
  for (const [dir, base] of sites) for (const p of sitePages(dir)) allPages.push({ ...p, base });
  for (const { route, text, base } of allPages) {
    for (const block of codeBlocks(text)) {
      for (const line of block.split('\n')) {
        if (/^\s*([A-Za-z]\w*(\{[^}]*\})?=>|<[A-Z_]+\s+USING|CREATE|MERGE|DELETE|USE GRAPH|DROP GRAPH)/.test(line)) collect(line.trim(), `${base}${route}`);
      }
    }
  }

  for (const { route, text, base } of allPages) {
    if (route === '/graph-and-cypher') cypher.push(...keywordTables(text, `${base}${route}`));
  }

  const rest = restFacts(sitePages(args['old-site']), OLD_SITE);

  const about = (what: string) => `${what} Generated by facts/generate.ts; do not edit (add hand-kept facts to facts/<kind>.json).`;
  write('methods', about('C++ methods (headers; class "" = a function outside any class) and Java methods (javap of the jars), per edition; params are types, required = without default.'), uniqueBy(methods, (m) => `${m.lang}|${m.edition}|${m.class}|${m.method}|${m.params.join(',')}`));
  write('enums', about('Enum values from the C++ headers (with their numbers) and the Java jars, per edition.'), enums);
  write('codes', about('Code sets the CLI\'s prompts number, with the prompt\'s label of each code.'), cliCodeSets(cliText, `${SOURCES.cli} (prompts)`));
  write('constants', about('Constants of the C++ headers (#define NAME value, const int NAME = value); source = first header seen.'), uniqueBy(constants, (c) => c.name));
  write('config', about('bangdb.config keys with their shipped values.'), parseConfig(read(path.join(args.bangdb, 'bin', 'bangdb.config')), SOURCES.config));
  write('cliForms', about('Command forms of bangdb-cli and bdbagent from their help texts, as shapes (see tests/lint/cliShape.ts).'), uniqueBy(forms, (f) => `${f.tool}|${f.form}`));
  write('programOptions', about('Command-line options of the BangDB programs from their usage texts.'), uniqueBy(options, (o) => `${o.program}|${o.option}`));
  write('cypher', about('Words of BangDB\'s graph language (see tests/lint/cypher.ts), from the CLI help and the old site\'s examples; source = first place seen.'), uniqueBy(cypher, (c) => `${c.kind}|${c.name}`));
  write('restOperations', about('REST method + path pairs from the old site\'s REST pages.'), uniqueBy(rest.operations, (o) => `${o.method}|${restPathKey(o.path)}`));
  write('restResponses', about('Response texts ("msg"/"error") the old site\'s REST pages show.'), uniqueBy(rest.responses, (r) => r.text));
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  try {
    generate(parseArgs(process.argv.slice(2)));
    console.log(`facts written to ${path.dirname(factFile('methods', true))}`);
  } catch (e) {
    console.error(`facts:generate: ${(e as Error).message}`);
    process.exitCode = 2;
  }
}
