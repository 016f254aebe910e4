// `cpp` and `java` blocks: calls on BangDB objects must name a method the headers (C++) or the jars (Java) declare
// for that class, with a number of arguments one of its overloads accepts (C++ default arguments make a range).
// A variable's class comes from its declaration in the page's blocks of the same language (`BangDBTable *t = ...`,
// `TableEnv te;`, `ResultSet rs = ...`, parameters). On a class's reference page (its title names the class),
// method declarations are checked too. An argument passed where the method takes an enum, and every
// `Enum.VALUE` / `Enum::VALUE`, must be a value of that enum (rule `enum`).
// Edition: pages about the embedded API (path or title says "embedded") use the embedded headers and jar; `*-api`
// pages and client pages the client ones; other pages accept either.
import type { Edition, Facts, MethodFact } from '../../../facts/registry';
import { frontMatterValue, type Page } from '../page';
import { nearest } from '../nearest';
import type { Finding, Rule } from '../types';

type Lang = 'cpp' | 'java';
const LANGS: Record<string, Lang> = { cpp: 'cpp', 'c++': 'cpp', cc: 'cpp', c: 'cpp', h: 'cpp', hpp: 'cpp', cxx: 'cpp', java: 'java' };
const CONTROL = new Set(['if', 'while', 'for', 'switch', 'return', 'sizeof', 'catch', 'new', 'delete', 'else']);

export function pageEditions(page: Page): Edition[] {
  const title = frontMatterValue(page, 'title') ?? '';
  if (/embedded/i.test(page.path) || /embedded/i.test(title)) return ['embedded'];
  if (/-api\.mdx?$|client/i.test(page.path) || /client/i.test(title)) return ['client'];
  return ['embedded', 'client'];
}

export interface ApiIndex {
  /** `lang|class` -> overloads (both editions; filtered per page). `cpp|` holds the functions outside classes. */
  methods: Map<string, MethodFact[]>;
  /** Method name -> overloads in every class and language. */
  byName: Map<string, MethodFact[]>;
  classes: Map<Lang, Set<string>>;
  enums: Map<string, Set<string>>;
}

const indexes = new WeakMap<Facts, ApiIndex>();

export function apiIndex(facts: Facts): ApiIndex {
  let index = indexes.get(facts);
  if (index) return index;
  const methods = new Map<string, MethodFact[]>();
  const byName = new Map<string, MethodFact[]>();
  const classes = new Map<Lang, Set<string>>([['cpp', new Set()], ['java', new Set()]]);
  for (const m of facts.methods) {
    const key = `${m.lang}|${m.class}`;
    methods.set(key, [...(methods.get(key) ?? []), m]);
    byName.set(m.method, [...(byName.get(m.method) ?? []), m]);
    if (m.class) classes.get(m.lang)!.add(m.class); // '' holds the headers' functions outside classes
  }
  const enums = new Map<string, Set<string>>();
  for (const e of facts.enums) {
    const key = `${e.lang}|${e.enum}`;
    enums.set(key, new Set([...(enums.get(key) ?? []), ...e.values]));
  }
  index = { methods, byName, classes, enums };
  indexes.set(facts, index);
  return index;
}

/** `BangDBTable *t`, `TableEnv te`, `ResultSet rs = ...`: the BangDB class of each variable a declaration in `code` names. */
export function declarations(code: string, classes: Set<string>): Map<string, string> {
  const vars = new Map<string, string>();
  const classAlt = [...classes].sort((a, b) => b.length - a.length).join('|');
  if (!classAlt) return vars;
  for (const m of maskCode(code).matchAll(new RegExp(`\\b(${classAlt})\\b\\s*(?:<[^>]*>)?\\s*[*&]?\\s*([A-Za-z_]\\w*)\\s*(?=[=;,)(\\[]|$)`, 'gm'))) {
    if (!CONTROL.has(m[2])) vars.set(m[2], m[1]);
  }
  return vars;
}

/** Blanks the inside of string and char literals and whole comments (offsets kept; a literal keeps its quotes). */
export function maskCode(s: string): string {
  return s.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (m) =>
    m[0] === '/' ? m.replace(/[^\n]/g, ' ') : m[0] + ' '.repeat(m.length - 2) + m[0]);
}

/** Top-level arguments between the parenthesis at `open` and its match. */
export function callArguments(masked: string, open: number): { args: string[]; end: number } {
  let depth = 0;
  let cur = '';
  const args: string[] = [];
  for (let i = open; i < masked.length; i++) {
    const c = masked[i];
    if ('([{'.includes(c)) depth++;
    if (')]}'.includes(c)) depth--;
    if (depth === 0) {
      if (cur.trim()) args.push(cur.trim());
      return { args, end: i };
    }
    if (i === open) continue;
    if (c === ',' && depth === 1) {
      args.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  return { args: [], end: masked.length };
}

/** Splits a parameter or argument list at the commas outside brackets (`(`, `[`, `{`, `<`), each part trimmed. */
export function splitTopLevel(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const c of s) {
    if ('([{<'.includes(c)) depth++;
    if (')]}>'.includes(c)) depth--;
    if (c === ',' && depth === 0) {
      out.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  out.push(cur.trim());
  return out;
}

const plural = (n: number, min: number, max: number) => (min === max ? `${min}` : `${min} to ${max}`) + ` argument${max === 1 && min === 1 ? '' : 's'}`;
const signature = (m: MethodFact) => `${m.class}${m.lang === 'cpp' ? '::' : '.'}${m.method}(${m.params.join(', ')})`;

interface Block { lang: Lang; text: string; line: number }

/** Line and column of an offset in a block. */
function position(block: Block, offset: number): { line: number; col: number } {
  const before = block.text.slice(0, offset);
  const nl = before.lastIndexOf('\n');
  return { line: block.line + (before.match(/\n/g)?.length ?? 0), col: offset - nl };
}

interface Analysis { api: Finding[]; enum: Finding[] }
const analyses = new WeakMap<Page, Analysis>();

function analyse(page: Page, facts: Facts): Analysis {
  const cached = analyses.get(page);
  if (cached) return cached;
  const index = apiIndex(facts);
  const editions = pageEditions(page);
  const result: Analysis = { api: [], enum: [] };
  const title = frontMatterValue(page, 'title') ?? '';
  const blocks: Block[] = page.fences.filter((f) => LANGS[f.lang]).map((f) => ({ lang: LANGS[f.lang], text: f.body.join('\n'), line: f.line + 1 }));
  const vars = new Map<string, string>(); // `${lang}|${name}` -> class
  const overloads = (lang: Lang, cls: string, name: string) =>
    (index.methods.get(`${lang}|${cls}`) ?? []).filter((m) => m.method === name && editions.includes(m.edition));
  const report = (kind: keyof Analysis, block: Block, offset: number, f: Omit<Finding, 'file' | 'line' | 'col' | 'rule'>) =>
    result[kind].push({ file: page.path, ...position(block, offset), rule: kind, ...f });

  const checkEnumArg = (block: Block, offset: number, arg: string, candidates: MethodFact[], i: number) => {
    const bare = /^([A-Z][A-Z0-9_]+)$/.exec(arg);
    if (!bare) return;
    const types = candidates.map((m) => m.params[i]?.replace(/\bconst\b|[*&\s]/g, '')).filter(Boolean);
    const enumTypes = types.filter((t) => index.enums.has(`${block.lang}|${t}`));
    if (!enumTypes.length || enumTypes.length < types.length) return;
    if (enumTypes.some((t) => index.enums.get(`${block.lang}|${t}`)!.has(arg))) return;
    const values = index.enums.get(`${block.lang}|${enumTypes[0]}`)!;
    report('enum', block, offset, { message: `${arg} is not a value of ${enumTypes[0]}`, name: arg, nearest: nearest(arg, values) });
  };

  const checkCall = (block: Block, masked: string, cls: string, name: string, at: number, open: number, what: string) => {
    const known = overloads(block.lang, cls, name);
    if (!known.length) {
      const all = (index.methods.get(`${block.lang}|${cls}`) ?? []).filter((m) => editions.includes(m.edition));
      if (!all.length) return;
      report('api', block, at, {
        message: `${cls} has no method ${name} (${editions.join(' or ')} ${block.lang === 'cpp' ? 'headers' : 'Java'})`,
        name: `${cls}.${name}`, nearest: nearest(name, new Set(all.map((m) => m.method))),
      });
      return;
    }
    const { args, end } = callArguments(masked, open);
    const fits = known.filter((m) => args.length >= m.required && args.length <= m.params.length);
    if (!fits.length) {
      const min = Math.min(...known.map((m) => m.required));
      const max = Math.max(...known.map((m) => m.params.length));
      report('api', block, at, {
        message: `${what} ${cls}.${name} with ${args.length} argument${args.length === 1 ? '' : 's'}; it takes ${plural(args.length, min, max)}`,
        name: `${cls}.${name}/${args.length}`, nearest: known.map(signature).join(' | '),
      });
      return;
    }
    let offset = open + 1;
    const raw = block.text.slice(open + 1, end);
    args.forEach((arg, i) => {
      const k = raw.indexOf(arg, offset - open - 1);
      offset = k >= 0 ? open + 1 + k : offset;
      checkEnumArg(block, offset, arg, fits, i);
    });
  };

  for (const block of blocks) {
    const masked = maskCode(block.text);
    const classes = index.classes.get(block.lang)!;
    const classAlt = [...classes].sort((a, b) => b.length - a.length).join('|');
    if (!classAlt) continue;
    // declarations of variables and parameters
    for (const [name, cls] of declarations(block.text, classes)) vars.set(`${block.lang}|${name}`, cls);
    // calls on variables: v->m( v.m(  and on classes: C.m( C::m(
    for (const m of masked.matchAll(/\b([A-Za-z_]\w*)\s*(->|\.|::)\s*([A-Za-z_]\w*)\s*\(/g)) {
      const cls = vars.get(`${block.lang}|${m[1]}`) ?? (classes.has(m[1]) ? m[1] : undefined);
      if (!cls) continue;
      const at = m.index + m[0].indexOf(m[3], m[1].length);
      checkCall(block, masked, cls, m[3], at, m.index + m[0].length - 1, 'call to');
    }
    // constructors
    for (const m of masked.matchAll(new RegExp(`\\bnew\\s+(${classAlt})\\s*\\(`, 'g'))) {
      checkCall(block, masked, m[1], m[1], m.index + 4, m.index + m[0].length - 1, 'constructor');
    }
    // Enum.VALUE / Enum::VALUE
    for (const m of masked.matchAll(/\b([A-Z][A-Za-z]+)\s*(?:\.|::)\s*([A-Z][A-Z0-9_]+)\b/g)) {
      const values = index.enums.get(`${block.lang}|${m[1]}`);
      if (values && !values.has(m[2])) {
        report('enum', block, m.index + m[0].lastIndexOf(m[2]), { message: `${m[2]} is not a value of ${m[1]}`, name: m[2], nearest: nearest(m[2], values) });
      }
    }
    // declarations, in a block of signatures only, on a class's reference page
    const own = [...classes].filter((c) => new RegExp(`\\b${c}\\b`).test(title));
    if (!own.length) continue;
    const declaration = /^[ \t]*(?:(?:public|protected|static|virtual|final|synchronized|native|inline|explicit)\s+)*(?:([A-Za-z_][\w:<>[\],.]*(?:\s+[A-Za-z_][\w:<>[\]]*)*)[\s*&]+)?(~?[A-Za-z_]\w*)\s*\(([^()]*)\)\s*(?:const)?\s*(?:throws [\w, .]+)?\s*[;{]?\s*$/gm;
    const lines = masked.split('\n').filter((l) => l.trim() && !/^\s*[{}@]/.test(l));
    if (!lines.every((l) => new RegExp(declaration.source).test(l))) continue;
    for (const m of masked.matchAll(declaration)) {
      const [, returns, name, params] = m;
      if (name.startsWith('~') || CONTROL.has(name) || (!returns && !own.includes(name))) continue;
      const list = params.trim() && params.trim() !== 'void' ? params.split(',') : [];
      if (list.some((p) => p.split('=')[0].trim().split(/[\s*&]+/).filter(Boolean).length < 2)) continue; // a call, not a declaration
      const at = m.index + m[0].indexOf(name);
      // the page's class first; a page may also list another class's methods (the database's transaction calls)
      const owned = own.flatMap((c) => overloads(block.lang, c, name));
      const candidates = owned.length ? owned : [...classes].flatMap((c) => overloads(block.lang, c, name));
      if (!candidates.length) {
        const all = own.flatMap((c) => (index.methods.get(`${block.lang}|${c}`) ?? []).filter((x) => editions.includes(x.edition)));
        if (!all.length) continue;
        report('api', block, at, { message: `no ${editions.join(' or ')} class declares a method ${name}`, name: `${own[0]}.${name}`, nearest: nearest(name, new Set(all.map((x) => x.method))) });
      } else if (!candidates.some((c) => list.length >= c.required && list.length <= c.params.length)) {
        report('api', block, at, {
          message: `${name} declared with ${list.length} parameter${list.length === 1 ? '' : 's'}; the ${block.lang === 'cpp' ? 'header' : 'jar'} declares ${[...new Set(candidates.map((c) => c.params.length))].join(' or ')}`,
          name: `${own[0]}.${name}/${list.length}`, nearest: candidates.map(signature).join(' | '),
        });
      }
    }
  }
  // `Enum.VALUE` / `Enum::VALUE` in inline code of the prose
  page.prose.forEach((text, i) => {
    for (const m of text.matchAll(/`([A-Z][A-Za-z]+)(\.|::)([A-Z][A-Z0-9_]+)`/g)) {
      const values = index.enums.get(`${m[2] === '::' ? 'cpp' : 'java'}|${m[1]}`) ?? index.enums.get(`cpp|${m[1]}`);
      if (!values || values.has(m[3])) continue;
      result.enum.push({
        file: page.path, line: i + 1, col: (m.index ?? 0) + m[1].length + m[2].length + 2, rule: 'enum',
        message: `${m[3]} is not a value of ${m[1]}`, name: m[3], nearest: nearest(m[3], values),
      });
    }
  });
  analyses.set(page, result);
  return result;
}

export const api: Rule = {
  id: 'api',
  description: 'cpp/java blocks: methods a BangDB class does not declare, or the wrong number of arguments',
  checkPage: (page, ctx) => analyse(page, ctx.facts).api,
};

export const enumValues: Rule = {
  id: 'enum',
  description: 'enum values (Enum.VALUE, and arguments where a method takes an enum) the headers and jars lack',
  checkPage: (page, ctx) => analyse(page, ctx.facts).enum,
};
