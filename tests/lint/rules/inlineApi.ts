// BangDB methods named in running text: inline code such as `getTable(name, env)`, `BangDBTable::scanDoc`,
// `rs->moveNext()` or a signature `int createBucket(String bucket_info)`.
//
// - `Class::name`, `Class.name`, `Class::name(...)` with a BangDB class: the class must declare the method.
// - `name(...)`, `var->name(...)`, and `var.name(...)` when the page's code blocks declare `var` with a BangDB
//   class: the method must exist (in that class, or in some class or among the headers' functions) and, when
//   arguments are written, one of its overloads must take that many. An unknown name is reported when it is
//   written like a BangDB method (camelCase `getTableStats`, snake_case `list_buckets`) or called on a declared
//   variable; a one-word lower-case name (`avg(...)`, `exp(...)`) may be anything. `name()` only names the method.
// - A signature (`type name(type param, ...)`) must name a declared method with that many parameters.
// Left alone: other languages' classes and objects (`System.loadLibrary`, `std::string`, `json.dumps()`,
// `path.join(a, b)`) and calls whose arguments are not plain code (`shortestPath((a)-[*]->(b))`).
// Edition: `*-embedded` pages use the embedded headers and jar, `*-api` and client pages the client ones (see
// `pageEditions`); C++ and Java count alike.
//
// Rule `inline-api` checks the prose of the API, developing, index, stream and graph pages; rule `api-table` checks
// the tables of the API reference pages, where a cell of a method column (`| Function |`, `| Method |`, `| Call |`)
// may also name a method without parentheses (`doesTableExist`, `addIndex*`).
import type { Edition, Facts, MethodFact } from '../../../facts/registry';
import { codeSpans, type CodeSpan } from '../inline';
import { nearest } from '../nearest';
import type { Page } from '../page';
import type { Finding, Rule } from '../types';
import { apiIndex, callArguments, declarations, maskCode, pageEditions, splitTopLevel } from './api';

/** Pages about BangDB's programming interfaces, whose prose names methods. */
export function isApiPage(path: string): boolean {
  return /(^|\/)graph-and-cypher\//.test(path) ||
    /(^|\/)([\w-]+-(api|embedded)|bangdb-client-common|developing-[\w-]+|[\w-]*(index|stream|graph)[\w-]*|dataquery)\.mdx?$/.test(path);
}

/** API reference pages: one page per class or group of calls, per edition. */
export function isApiReferencePage(path: string): boolean {
  return /(^|\/)([\w-]+-(api|embedded)|bangdb-client-common|dataquery)\.mdx?$/.test(path);
}

const FILE_NAME = /\.(h|hpp|cpp|java|class|jar|so|zip|txt|md|json|js|py|sh|conf|config|csv|tar|gz)$/;
/** A header of a column that lists methods. */
const METHOD_COLUMN = /^(functions?|methods?|calls?|table calls?|operations?|api|c\+\+|java)$/i;
/** An argument of a call written as code: a name, a literal, `&x`, `*x`, a declaration `const char *key = NULL`, `...`. */
const ARGUMENT = /^(?:(?:const\s+)?[&*]*\s*-?[A-Za-z_][\w.:]*(?:<[\w\s,*]*>)?(?:\s*[*&]+\s*|\s+)?[*&]*(?:[A-Za-z_]\w*)?(?:\s*\[\s*\])?(?:\s*=\s*[-\w".:]+)?|-?\d+(?:\.\d+)?|"[^"]*"|'[^']*'|\.\.\.|…)$/;
const ELLIPSIS = /^(\.\.\.|…)$/;
/** `int createBucket(String bucket_info)`, `public long uploadFile(...)`, `ResultSet *scan(...)`. */
const SIGNATURE = /^(?:(?:public|protected|static|virtual|final|synchronized|inline|const|unsigned)\s+)*[A-Za-z_][\w:<>[\],]*(?:\s*[*&]+\s*|\s+)[*&]*([A-Za-z_]\w*)\s*\(([^()]*)\)\s*(?:const)?\s*;?$/;
const NOT_TYPES = new Set(['new', 'return', 'delete', 'call', 'use', 'and', 'or', 'not', 'then', 'with']);
const API_SHAPED = /^[a-z][a-z0-9]*[A-Z]\w*$|^_?[a-z][a-z0-9]*_\w+$/;

interface Context {
  page: Page;
  facts: Facts;
  rule: string;
  editions: Edition[];
  /** Variables the page's code blocks declare with a BangDB class. */
  vars: Map<string, string>;
}

const signature = (m: MethodFact) => `${m.class ? `${m.class}${m.lang === 'cpp' ? '::' : '.'}` : ''}${m.method}(${m.params.join(', ')})`;
const arguments_ = (n: number) => `${n} argument${n === 1 ? '' : 's'}`;

function overloadsOf(ctx: Context, name: string, cls?: string): MethodFact[] {
  return (apiIndex(ctx.facts).byName.get(name) ?? []).filter((m) => ctx.editions.includes(m.edition) && (cls === undefined || m.class === cls));
}

/** Method names of the page's editions, in `cls` when given. */
function knownNames(ctx: Context, cls?: string): Set<string> {
  const out = new Set<string>();
  for (const [key, ms] of apiIndex(ctx.facts).methods) {
    if (cls !== undefined && key.slice(key.indexOf('|') + 1) !== cls) continue;
    for (const m of ms) if (ctx.editions.includes(m.edition)) out.add(m.method);
  }
  return out;
}

function isClass(ctx: Context, name: string): boolean {
  const { classes } = apiIndex(ctx.facts);
  return classes.get('cpp')!.has(name) || classes.get('java')!.has(name);
}

const editionWords = (ctx: Context) => `${ctx.editions.join(' or ')} headers and jar${ctx.editions.length > 1 ? 's' : ''}`;

/** Checks `name` (in `cls` when given) and, when `args` is known, that an overload takes that many. */
function checkName(ctx: Context, span: CodeSpan, offset: number, name: string, cls: string | undefined, args: string[] | null, report: boolean): Finding[] {
  const at = { file: ctx.page.path, line: span.line, col: span.col + offset, rule: ctx.rule };
  const known = overloadsOf(ctx, name, cls);
  if (!known.length) {
    if (!report) return [];
    const names = knownNames(ctx, cls);
    if (cls && !names.size) return [{ ...at, message: `${cls} is not a class of the ${editionWords(ctx)}`, name: `${cls}.${name}` }];
    return [{
      ...at,
      message: cls ? `${cls} has no method ${name} (${editionWords(ctx)})` : `no BangDB class declares a method ${name} (${editionWords(ctx)})`,
      name: cls ? `${cls}.${name}` : name,
      nearest: nearest(name, names),
    }];
  }
  // `name()` names the method (prose writes `beginTransaction()` for "the beginTransaction call"); `...` elides
  if (!args || !args.length || args.some((a) => ELLIPSIS.test(a))) return [];
  if (known.some((m) => args.length >= m.required && args.length <= m.params.length)) return [];
  const min = Math.min(...known.map((m) => m.required));
  const max = Math.max(...known.map((m) => m.params.length));
  return [{
    ...at,
    message: `${cls ? `${cls}.` : ''}${name} with ${arguments_(args.length)}; its overloads take ${min === max ? min : `${min} to ${max}`}`,
    name: `${cls ? `${cls}.` : ''}${name}/${args.length}`,
    nearest: [...new Set(known.map(signature))].slice(0, 4).join(' | '),
  }];
}

/** Arguments of the call whose `(` is at `open` in the span, or null when they are not plain code. */
function plainArguments(text: string, open: number): string[] | null {
  const { end } = callArguments(maskCode(text), open);
  if (end >= text.length) return null;
  const raw = text.slice(open + 1, end);
  const list = raw.trim() ? splitTopLevel(raw) : [];
  return list.every((a) => ARGUMENT.test(a)) ? list : null;
}

/** Findings for one inline code span. `methodCell`: the span stands in a method column, so a bare name is a method. */
function checkSpan(ctx: Context, span: CodeSpan, methodCell: boolean): Finding[] {
  const text = span.text.trim();
  const lead = span.text.indexOf(text);
  if (!text || FILE_NAME.test(text) || /\s(\/|https?:)/.test(text)) return [];
  const signatureMatch = SIGNATURE.exec(text);
  if (signatureMatch && !NOT_TYPES.has(text.split(/[\s*&]/)[0])) {
    const params = signatureMatch[2].trim() && signatureMatch[2].trim() !== 'void' ? splitTopLevel(signatureMatch[2]) : [];
    if (params.every((p) => p.split('=')[0].trim().split(/[\s*&]+/).filter(Boolean).length >= 2)) {
      return checkName(ctx, span, lead + text.indexOf(signatureMatch[1] + '('), signatureMatch[1], undefined, params, true);
    }
  }
  const inParentheses = (span.table?.before.match(/\(/g)?.length ?? 0) > (span.table?.before.match(/\)/g)?.length ?? 0);
  if (methodCell && !inParentheses && /^[*\w]+$/.test(text) && /[a-z]/.test(text) && !/^[A-Z][A-Z0-9_*]*$/.test(text)) {
    if (!text.includes('*')) return checkName(ctx, span, lead, text, undefined, null, !isClass(ctx, text));
    const glob = new RegExp(`^${text.replace(/\*/g, '\\w*')}$`);
    if ([...knownNames(ctx)].some((n) => glob.test(n))) return [];
    return [{ file: ctx.page.path, line: span.line, col: span.col + lead, rule: ctx.rule, message: `no BangDB method matches ${text} (${editionWords(ctx)})`, name: text }];
  }
  const findings: Finding[] = [];
  const masked = maskCode(text);
  const seen = new Set<number>();
  // Class::name, Class.name, Class::name(...)
  for (const m of masked.matchAll(/\b([A-Z]\w*)\s*(::|\.)\s*([A-Za-z_]\w*)(\s*\()?/g)) {
    seen.add(m.index + m[0].indexOf(m[3], m[1].length));
    if (!isClass(ctx, m[1]) || /^[A-Z][A-Z0-9_]+$/.test(m[3])) continue;
    const at = m.index + m[0].indexOf(m[3], m[1].length);
    const args = m[4] ? plainArguments(text, m.index + m[0].length - 1) : null;
    if (m[4] && !args) continue;
    findings.push(...checkName(ctx, span, lead + at, m[3], m[1], args, true));
  }
  // name(...) and var.name(...) / var->name(...)
  for (const m of masked.matchAll(/(?<![\w$])(?:([A-Za-z_]\w*)\s*(->|\.|::)\s*)?([A-Za-z_~]\w*)\s*\(/g)) {
    const at = m.index + m[0].lastIndexOf(m[3]);
    if (seen.has(at)) continue;
    const [, qualifier, sep, name] = m;
    if (qualifier && (sep === '::' || /^[A-Z]/.test(qualifier))) continue; // another namespace or class
    if (/^[A-Z]/.test(name)) {
      // a constructor of a BangDB class; any other capitalised name is not a method
      if (!qualifier && isClass(ctx, name)) {
        const args = plainArguments(text, m.index + m[0].length - 1);
        if (args) findings.push(...checkName(ctx, span, lead + at, name, name, args, false));
      }
      continue;
    }
    const args = plainArguments(text, m.index + m[0].length - 1);
    if (!args) continue;
    const cls = qualifier ? ctx.vars.get(qualifier) : undefined;
    if (cls) findings.push(...checkName(ctx, span, lead + at, name, cls, args, true));
    // `obj.name(...)` on an object the page does not declare may be another library's (`path.join(a, b)`)
    else findings.push(...checkName(ctx, span, lead + at, name, undefined, qualifier && sep === '.' ? null : args, API_SHAPED.test(name)));
  }
  return findings;
}

function context(page: Page, facts: Facts, rule: string): Context {
  const { classes } = apiIndex(facts);
  const all = new Set([...classes.get('cpp')!, ...classes.get('java')!]);
  const code = page.fences.filter((f) => /^(cpp|c\+\+|cc|c|h|hpp|cxx|java)$/.test(f.lang)).map((f) => f.body.join('\n')).join('\n');
  return { page, facts, rule, editions: pageEditions(page), vars: declarations(code, all) };
}

export const inlineApi: Rule = {
  id: 'inline-api',
  description: 'inline code on API, index, stream and graph pages: BangDB methods and calls the registry lacks',
  checkPage(page, ctx) {
    if (!isApiPage(page.path)) return [];
    const c = context(page, ctx.facts, 'inline-api');
    const reference = isApiReferencePage(page.path);
    return codeSpans(page).filter((s) => !(reference && s.table)).flatMap((s) => checkSpan(c, s, false));
  },
};

export const apiTable: Rule = {
  id: 'api-table',
  description: 'tables of the API reference pages: methods (with their parameters) the registry lacks',
  checkPage(page, ctx) {
    if (!isApiReferencePage(page.path)) return [];
    const c = context(page, ctx.facts, 'api-table');
    return codeSpans(page).filter((s) => s.table).flatMap((s) => checkSpan(c, s, METHOD_COLUMN.test(s.table!.header[s.table!.cell] ?? '')));
  },
};
