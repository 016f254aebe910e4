// rest-api/openapi.yaml: every operation (method + path) must be one the old site's REST pages document, and every
// `msg`/`error` text in a response example must be a text those pages show. Path parameters match whatever their
// names (`{db_name}` = `<dbname>`); a `#suffix` (used to give one path two entries) is ignored.
import yaml from 'js-yaml';
import type { Facts } from '../../../facts/registry';
import { editDistance, nearest } from '../nearest';
import type { Finding, Rule } from '../types';
import { escapeRegExp } from '../../../src/lib/escapeRegExp';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Path key for comparison: parameters as `{}`, no quotes, no `#suffix`, query values as `{}`. */
export function restPathKey(p: string): string {
  return p.trim().replace(/#.*$/, '').replace(/["']/g, '').replace(/\{[^}]*\}|<[^>]*>/g, '{}')
    .replace(/=[^&/]*/g, '={}').replace(/\/+$/, '') || '/';
}

/** 1-based line of the first line matching `re` at or after `from`. */
function lineOf(lines: string[], re: RegExp, from = 0): number {
  for (let i = from; i < lines.length; i++) if (re.test(lines[i])) return i + 1;
  return from + 1;
}

/** Every string under a `msg`, `error` or `errmsg` key (a string or a list of strings). */
export function responseTexts(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => responseTexts(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (['msg', 'error', 'errmsg'].includes(k) && typeof v === 'string') out.push(v);
      else if (['msg', 'error', 'errmsg'].includes(k) && Array.isArray(v)) v.filter((x) => typeof x === 'string').forEach((x) => out.push(x));
      else responseTexts(v, out);
    }
  }
  return out;
}

function examplesOf(operation: Record<string, unknown>): unknown[] {
  const out: unknown[] = [];
  const responses = (operation.responses ?? {}) as Record<string, { content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }> }>;
  for (const r of Object.values(responses)) {
    for (const media of Object.values(r?.content ?? {})) {
      if (media.example !== undefined) out.push(media.example);
      for (const e of Object.values(media.examples ?? {})) out.push(e?.value);
    }
  }
  return out;
}

export function checkOpenApi(file: string, source: string, facts: Facts): Finding[] {
  const lines = source.split('\n');
  let doc: { paths?: Record<string, Record<string, unknown>>; components?: unknown };
  try {
    doc = yaml.load(source) as typeof doc;
  } catch (e) {
    const mark = (e as { mark?: { line: number; column: number } }).mark;
    return [{ file, line: (mark?.line ?? 0) + 1, col: (mark?.column ?? 0) + 1, rule: 'rest', message: `YAML does not parse: ${(e as Error).message.split('\n')[0]}` }];
  }
  const known = knownOperations(facts);
  const texts = new Set(facts.restResponses.map((r) => responseKey(r.text)));
  const findings: Finding[] = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    const pathLine = lineOf(lines, new RegExp(`^  ${escapeRegExp(p)}:\\s*$`));
    for (const method of METHODS) {
      const operation = item[method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      const opLine = lineOf(lines, new RegExp(`^    ${method}:`), pathLine);
      const key = restPathKey(p);
      const best = unknownOperation(method, key, known);
      if (best !== null) {
        findings.push({ file, line: opLine, col: 5, rule: 'rest', message: `${method.toUpperCase()} ${p} is not an operation the sources document`, name: `${method.toUpperCase()} ${key}`, nearest: best });
      }
      for (const text of examplesOf(operation).flatMap((e) => responseTexts(e))) {
        if (texts.has(responseKey(text))) continue;
        const line = lineOf(lines, new RegExp(escapeRegExp(text)), opLine - 1);
        findings.push({ file, line, col: 1, rule: 'rest', message: `response text "${text}" is not documented by the sources`, name: text, nearest: nearest(text, facts.restResponses.map((r) => r.text)) });
      }
    }
  }
  return findings;
}

function knownOperations(facts: Facts): Map<string, Set<string>> {
  const known = new Map<string, Set<string>>();
  for (const o of facts.restOperations) {
    const method = o.method.toLowerCase();
    known.set(method, (known.get(method) ?? new Set()).add(restPathKey(o.path)));
  }
  return known;
}

/** Whether a path matches a documented one: same segments, a documented `{}` matching any one segment. */
export function pathMatches(path: string, documented: string): boolean {
  const a = path.split('?')[0].split('/');
  const b = documented.split('?')[0].split('/');
  return a.length === b.length && a.every((seg, i) => seg === b[i] || b[i] === '{}');
}

/** A response text with the names it quotes in `[ ... ]` (a stream, an id) generalised. */
export function responseKey(text: string): string {
  return text.toLowerCase().replace(/\[[^\]]*\]/g, '[ _ ]').replace(/\s+/g, ' ').trim();
}

/** null when documented, else the nearest documented operation of that method (if any). */
function unknownOperation(method: string, key: string, known: Map<string, Set<string>>): string | undefined | null {
  if ([...(known.get(method) ?? [])].some((d) => pathMatches(key, d))) return null;
  const candidates = [...(known.get(method) ?? [])];
  const segments = (p: string) => p.split('/').length;
  const score = (d: string) => (segments(d) === segments(key) ? 0 : 1000) + editDistance(key, d);
  const best = candidates.sort((a, b) => score(a) - score(b))[0];
  return best ? `${method.toUpperCase()} ${best}` : undefined;
}

/** `curl ... [-X METHOD] http://host:port/path` in a page's shell blocks. */
const CURL_URL = /https?:\/\/[^/\s'"]+(\/(?:db|stream|graph|ml|brs|server)\b[^\s'"]*)/;

export const rest: Rule = {
  id: 'rest',
  description: 'REST operations (openapi.yaml, curl examples) and response texts the sources do not document',
  checkOpenApi: (file, source, ctx) => checkOpenApi(file, source, ctx.facts),
  checkPage(page, ctx) {
    const known = knownOperations(ctx.facts);
    const findings: Finding[] = [];
    for (const fence of page.fences) {
      if (!['bash', 'sh', 'shell', 'console', ''].includes(fence.lang)) continue;
      // a curl command may continue over several lines
      const text = fence.body.join('\n').replace(/\\\n/g, '  ');
      for (const m of text.matchAll(/\bcurl\b[^\n]*/g)) {
        const url = CURL_URL.exec(m[0]);
        if (!url) continue;
        const method = (/-X\s*([A-Z]+)/.exec(m[0])?.[1] ?? (/\s(-d|--data\S*)\s/.test(m[0]) ? 'POST' : 'GET')).toLowerCase();
        const key = restPathKey(url[1]);
        const best = unknownOperation(method, key, known);
        if (best === null) continue;
        const line = fence.line + 1 + (text.slice(0, (m.index ?? 0) + m[0].indexOf(url[1])).match(/\n/g)?.length ?? 0);
        const lineText = page.lines[line - 1] ?? '';
        findings.push({ file: page.path, line, col: Math.max(1, lineText.indexOf(url[1]) + 1), rule: 'rest', message: `${method.toUpperCase()} ${url[1]} is not an operation the sources document`, name: `${method.toUpperCase()} ${key}`, nearest: best });
      }
    }
    return findings;
  },
};
