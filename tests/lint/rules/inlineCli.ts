// Inline code that reads as a bangdb-cli command (`show tables`, `describe table customers pretty`,
// `select * from <schema>.<stream> [where ...]`), or on a page about bdbagent one of its commands: it must be a command
// form of the registry, or its beginning (a page names the `create schema` command before showing it whole).
//
// A span reads as a command when it starts with a command verb (lower case) followed by a word of the tool's
// language, by a near-miss of a word that follows the verb in some form (`show tabels`), or by anything when a form
// takes a value right after the verb (`summarize abc.txt`). So the CLI's printed labels (`train start time`) and
// requests (`pred request = <json>`) are not read as commands. In a synopsis, `<name>` is a value, `[ ... ]` an
// optional part (each reading is checked) and `...` stands for anything. C++ (`delete rs;`), menus
// (`count (1) | sum (2)`) and questions (`add another stream ?`) are not commands.
import { cliShape, fieldWords } from '../cliShape';
import type { Facts } from '../../../facts/registry';
import { codeSpans } from '../inline';
import { editDistance } from '../nearest';
import type { Finding, Rule } from '../types';

const TOOLS = ['bangdb-cli', 'bdbagent'] as const;
const ANY = '@@';
/** `delete rs`, `delete[] buf;`, `delete *val`: a C++ delete expression. */
const CPP_DELETE = /^delete\s*(\[\])?\s*\*?\s*[A-Za-z_]\w*\s*;?$/;

interface CliIndex {
  words: Map<string, Set<string>>;
  verbs: Map<string, Set<string>>;
  /** Each form's readings (optional parts in or out), as token lists. */
  forms: Map<string, { form: string; tokens: string[][] }[]>;
}

const indexes = new WeakMap<Facts, CliIndex>();

/** The readings of a form or synopsis: each `[ ... ]` group in or out. */
export function readings(tokens: string[]): string[][] {
  const open = tokens.indexOf('[');
  if (open < 0) return [tokens];
  let depth = 0;
  let close = open;
  for (; close < tokens.length; close++) {
    if (tokens[close] === '[') depth++;
    if (tokens[close] === ']' && --depth === 0) break;
  }
  const before = tokens.slice(0, open);
  const inner = tokens.slice(open + 1, close);
  const after = tokens.slice(close + 1);
  return [...readings([...before, ...after]), ...readings([...before, ...inner, ...after])];
}

function cliIndex(facts: Facts): CliIndex {
  let index = indexes.get(facts);
  if (index) return index;
  index = { words: new Map(), verbs: new Map(), forms: new Map() };
  for (const tool of TOOLS) {
    const words = facts.cliWords.filter((w) => w.tool === tool);
    index.words.set(tool, new Set([...words.map((w) => w.word), ANY]));
    index.verbs.set(tool, new Set(words.filter((w) => w.verb).map((w) => w.word)));
    index.forms.set(tool, facts.cliForms.filter((f) => f.tool === tool).map((f) => ({ form: f.form, tokens: readings(f.form.split(/\s+/)) })));
  }
  indexes.set(facts, index);
  return index;
}

/** Whether `verb second ...` reads as a command of the tool (see the head of this file). */
function readsAsCommand(index: CliIndex, tool: string, text: string): boolean {
  const [verb, second] = text.split(/\s+/);
  const shaped = cliShape(text, index.words.get(tool)!).split(' ')[1];
  if (!['_', 'C', '{}'].includes(shaped)) return true; // a word of the tool, `*`, `count(*)`, `aggr(_)`
  const next = index.forms.get(tool)!.flatMap((f) => f.tokens.filter((r) => r[0] === verb).map((r) => r[1] ?? ''));
  return next.includes('_') || next.some((w) => w.length >= 4 && editDistance(w, second.toLowerCase()) <= 2);
}

/** A value in a page's synopsis may stand for a condition or a JSON document of the form. */
const tokenMatches = (page: string, form: string) =>
  page === form || (page === '_' && (form === 'C' || form === '{}')) || (page === '{}' && form === '_');

/** Whether the page's tokens are a form's reading or its beginning; `@@` matches any run of tokens. */
export function matchesReading(page: string[], form: string[]): boolean {
  if (!page.length) return true;
  if (page[0] === ANY) return page.length === 1 || form.some((_, i) => matchesReading(page.slice(1), form.slice(i)));
  return form.length > 0 && tokenMatches(page[0], form[0]) && matchesReading(page.slice(1), form.slice(1));
}

/** The shapes of a synopsis: placeholders as values, each optional part in or out, `...` as anything. */
function shapes(text: string, words: Set<string>): string[][] {
  const plain = text.replace(/<[^<>]+>/g, 'X').replace(/(?<=^|[\s[])(\.\.\.|…)(?=$|[\s\]])/g, ANY);
  const parts = plain.includes('{') ? [plain] : readings(plain.replace(/\[/g, ' [ ').replace(/\]/g, ' ] ').split(/\s+/)).map((t) => t.join(' '));
  const out: string[][] = [];
  for (const part of parts) {
    const fields = fieldWords(part, words);
    out.push(cliShape(part, words).split(' ').filter(Boolean));
    if (fields.size) out.push(cliShape(part, new Set([...words].filter((w) => !fields.has(w)))).split(' ').filter(Boolean));
  }
  return out;
}

export const inlineCli: Rule = {
  id: 'inline-cli',
  description: 'inline code that reads as a bangdb-cli or bdbagent command the registry lacks',
  checkPage(page, ctx) {
    const index = cliIndex(ctx.facts);
    const agentPage = page.lines.some((l) => l.includes('bdbagent'));
    const findings: Finding[] = [];
    for (const span of codeSpans(page)) {
      const text = span.text.trim().replace(/;$/, '');
      const [verb, second] = text.split(/\s+/);
      if (!second || CPP_DELETE.test(span.text.trim()) || /[|?]|:$/.test(text)) continue;
      const tools = TOOLS.filter((t) => (t === 'bangdb-cli' || agentPage) && index.verbs.get(t)!.has(verb) && readsAsCommand(index, t, text));
      if (!tools.length) continue;
      const fits = (tool: string) => {
        const words = index.words.get(tool)!;
        const forms = index.forms.get(tool)!;
        return shapes(text, words).some((s) => forms.some((f) => f.tokens.some((r) => matchesReading(s, r))));
      };
      if (tools.some(fits)) continue;
      const tool = tools[0];
      const shape = shapes(text, index.words.get(tool)!)[0].join(' ');
      const candidates = index.forms.get(tool)!.filter((f) => f.form.split(' ')[0] === verb).map((f) => f.form);
      let best: string | undefined;
      for (const c of candidates) if (best === undefined || editDistance(shape, c) < editDistance(shape, best)) best = c;
      findings.push({
        file: page.path, line: span.line, col: span.col + span.text.indexOf(text), rule: 'inline-cli',
        message: `${tool} command with an unknown form: ${shape}`, name: shape, nearest: best,
      });
    }
    return findings;
  },
};
