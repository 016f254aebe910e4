// Reader of the help texts of bangdb-cli and bdbagent (in the binaries' strings): their command forms as shapes, and
// the graph-language words of the statements bangdb-cli's help shows.
import { cliShape } from '../../tests/lint/cliShape';
import { readCypher } from '../../tests/lint/cypher';
import type { CliForm, CliWord, CypherFact, Source } from '../registry';
import { cypherWords } from './common';

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

/** A tool's words (kept in its shapes) and verbs (words that start a command), from the hand-kept cliWords. */
function toolWords(cliWords: CliWord[], tool: string): { words: Set<string>; verbs: Set<string> } {
  const own = cliWords.filter((w) => w.tool === tool);
  return { words: new Set(own.map((w) => w.word)), verbs: new Set(own.filter((w) => w.verb).map((w) => w.word)) };
}

/** bangdb-cli's command forms; a line the graph language reads is a statement, not a form. */
export function cliHelpForms(text: string, cliWords: CliWord[], source: Source): CliForm[] {
  const { words, verbs } = toolWords(cliWords, 'bangdb-cli');
  return helpCommands(text, verbs).filter((line) => !readCypher(line).known).map((line) => ({ tool: 'bangdb-cli', form: helpForm(line, words), source }));
}

/** bdbagent's command forms, each `agent ...` form also without `agent`. */
export function bdbagentHelpForms(text: string, cliWords: CliWord[], source: Source): CliForm[] {
  const { words, verbs } = toolWords(cliWords, 'bdbagent');
  return helpCommands(text, verbs, ['agent', 'list of commands are;']).flatMap((line) => {
    const form = helpForm(line, words);
    // "with no command options ... the keyword 'agent' is optional"
    return (form.startsWith('agent ') ? [form, form.slice(6)] : [form]).map((f) => ({ tool: 'bdbagent', form: f, source }));
  });
}

/** The graph-language words of every tab-indented help line that is a statement. */
export function helpCypher(text: string, source: Source): CypherFact[] {
  return text.split('\n').filter((line) => line.startsWith('\t')).flatMap((line) => cypherWords(line.trim(), source));
}
