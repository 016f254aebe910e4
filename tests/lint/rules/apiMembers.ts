// API completeness per edition: a class's reference page (`docs/*-embedded.md` for the embedded edition,
// `docs/*-api.md` for the client; its title names the class) declares, in its `cpp` and `java` blocks, every member
// the registry gives that class in that edition and language (facts/generated/methods.json: headers and jars). A
// member the page declares only in the other language is reported as shown in the wrong edition ("C++ only" while
// the jar has it); a member the page does not declare at all as missing. Members left out on purpose are listed, each
// with its reason, in apiLeftOut.json beside this rule.
import type { Edition, Facts, MethodFact } from '../../../facts/registry';
import { codeSpans } from '../inline';
import { frontMatterValue, type Page } from '../page';
import type { Finding, Rule } from '../types';
import { apiIndex, splitTopLevel } from './api';
import leftOutFile from './apiLeftOut.json';

type Lang = MethodFact['lang'];
/** A member left out of its class page on purpose: `member` is `name` (every overload) or `name(Type, Type)`. */
export interface LeftOut { edition: Edition; lang: Lang; class: string; member: string; reason: string }
export const LEFT_OUT: LeftOut[] = leftOutFile.entries as LeftOut[];

interface Declared { lang: Lang; name: string; params: string[]; line: number }

const LANG: Record<string, Lang> = { cpp: 'cpp', 'c++': 'cpp', java: 'java' };
const NOT_A_TYPE = new Set(['new', 'return', 'delete', 'else', 'throw']);

/** The class and edition of a class reference page, or undefined for any other page. */
export function classPage(page: Page, facts: Facts): { cls: string; edition: Edition } | undefined {
  const m = /(?:^|\/)docs\/[^/]+-(embedded|api)\.mdx?$/.exec(page.path);
  if (!m) return undefined;
  const edition: Edition = m[1] === 'embedded' ? 'embedded' : 'client';
  const classes = apiIndex(facts).classes;
  const words = (frontMatterValue(page, 'title') ?? '').match(/[A-Za-z_]\w*/g) ?? [];
  const cls = words.find((w) => facts.methods.some((f) => f.class === w && f.edition === edition) && (classes.get('cpp')!.has(w) || classes.get('java')!.has(w)));
  return cls ? { cls, edition } : undefined;
}

/** A parameter's type, for comparison with the registry's: `const char *key = NULL` -> `char*`, `void *arg[]` -> `void*`, `String key` -> `String`. */
export function paramType(p: string): string {
  const t = p.split('=')[0].replace(/\b(const|final)\b/g, '').trim().replace(/([\s*&]\w+)\s*\[\s*\]$/, '$1');
  const named = /^(.*?[\s*&\]>])([A-Za-z_]\w*)$/.exec(t);
  return (named && /[A-Za-z_]/.test(named[1]) ? named[1] : t).replace(/\s+/g, '');
}

/**
 * Member declarations of `cls` in the page's cpp and java blocks (constructors by the class name), and Java ones in
 * running text (`public int reinitMDM(String req)` in a table).
 */
export function declaredMembers(page: Page, cls: string): Declared[] {
  const out: Declared[] = [];
  const texts = [
    ...page.fences.map((f) => ({ lang: LANG[f.lang], body: f.body.join('\n'), line: f.line })),
    ...codeSpans(page).filter((s) => s.text.startsWith('public ')).map((s) => ({ lang: 'java' as const, body: s.text, line: s.line - 1 })),
  ];
  for (const { lang, body, line } of texts) {
    if (!lang) continue;
    for (const m of body.matchAll(/^[ \t]*(?:(?:public|static|final|synchronized|native|virtual|inline)\s+)*((?:(?:const|unsigned|signed|struct)\s+)*[\w:<>[\],.]+(?:\s+|\s*[*&]+\s*))?([A-Za-z_]\w*)\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)\s*(?:const\s*)?(?:=\s*0\s*)?(?:;|\{|$|throws)/gm)) {
      const type = (m[1] ?? '').trim();
      if (NOT_A_TYPE.has(type) || (!type && m[2] !== cls)) continue;
      const params = splitTopLevel(m[3]).filter((p) => p && p !== 'void').map(paramType);
      out.push({ lang, name: m[2], params, line: line + body.slice(0, m.index).split('\n').length });
    }
  }
  return out;
}

const signature = (m: { method: string; params: string[] }) => `${m.method}(${m.params.join(', ')})`;
const LANG_NAME: Record<Lang, string> = { cpp: 'C++', java: 'Java' };

function isLeftOut(m: MethodFact, leftOut: LeftOut[]): boolean {
  return leftOut.some((l) => l.edition === m.edition && l.lang === m.lang && l.class === m.class
    && (l.member === m.method || l.member.replace(/\s+/g, '') === signature(m).replace(/\s+/g, '')));
}

/** Registry members of the page's class and edition that the page does not declare in their language. */
export function checkMembers(page: Page, facts: Facts, leftOut: LeftOut[] = LEFT_OUT): Finding[] {
  const target = classPage(page, facts);
  if (!target) return [];
  const declared = declaredMembers(page, target.cls);
  const members = facts.methods.filter((m) => m.class === target.cls && m.edition === target.edition);
  const findings: Finding[] = [];
  for (const m of members) {
    const same = (d: Declared, lang: Lang) => d.lang === lang && d.name === m.method && d.params.length === m.params.length;
    const candidates = declared.filter((d) => same(d, m.lang));
    const overloads = members.filter((o) => o.lang === m.lang && o.method === m.method && o.params.length === m.params.length);
    const types = m.params.map(paramType);
    const found = candidates.some((d) => d.params.join() === types.join()) || (overloads.length === 1 && candidates.length > 0);
    if (found || isLeftOut(m, leftOut)) continue;
    const other = declared.find((d) => same(d, m.lang === 'cpp' ? 'java' : 'cpp'));
    const what = `${LANG_NAME[m.lang]} ${signature(m)}`;
    findings.push({
      file: page.path, line: other?.line ?? 1, col: 1, rule: 'api-members', name: m.method,
      message: other
        ? `${what} is a member of ${target.cls} (${target.edition}), but the page shows it for ${LANG_NAME[other.lang]} only`
        : `${what} is a member of ${target.cls} (${target.edition}) that the page does not declare (or list it in tests/lint/rules/apiLeftOut.json with a reason)`,
    });
  }
  return findings;
}

export const apiMembers: Rule = {
  id: 'api-members',
  description: "class reference pages: a member of the class's edition and language missing, or shown for the other language only",
  checkPage: (page, ctx) => checkMembers(page, ctx.facts),
};
