// Command lines: bangdb-cli sessions and commands, bdbagent commands, and BangDB programs run from the shell.
//
// Which lines are CLI commands:
// - a line after a `bangdb>` prompt, in any block (the other lines of such a block are the CLI's output);
// - in a transcript block (console, shell-session) without `bangdb>` prompts, only the `$ ` lines (shell commands):
//   the other lines are what the program printed;
// - in a shell block without prompts (bash, sh, or no language), the lines that start with a CLI command
//   word, when such lines are at least as many as the lines that look like shell (a path, a known shell program,
//   an assignment); on the CLI reference pages (`*-cli.md`, `cli-overview.md`) every line that does not look like
//   shell. In such a CLI block, a line that is neither a known command nor shell is reported.
// In shell lines, a BangDB program (`bangdb-server-2.0`, `bangdb-cli-2.0`, `bdbagent`, ...) must be one the
// registry knows, with options it knows; `bdbagent <command>` is checked as an agent command.
import { cliShape, fieldWords, formMatcher, matchesForm, stripPrompt } from '../cliShape';
import { readCypher } from '../cypher';
import type { Facts } from '../../../facts/registry';
import type { Fence, Page } from '../page';
import { editDistance, nearest } from '../nearest';
import type { Finding, Rule } from '../types';
import { checkCypherStatement } from './cypher';

const SHELL_LANGS = new Set(['bash', 'sh', 'zsh', 'shell', 'console', 'shell-session', 'shellsession', '']);
const OUTPUT_LANGS = new Set(['text', 'txt', 'plain', 'plaintext', 'none']);
/** Transcripts: a `$ ` line is a command, every other line is output. */
const TRANSCRIPT_LANGS = new Set(['console', 'shell-session', 'shellsession']);
const PROMPT = /^\s*(bangdb|bdbagent)>\s?/;
/** Programs and shell words that mark a line as shell, not CLI. */
const SHELL_WORDS = new Set(['cd', 'sudo', 'apt', 'apt-get', 'yum', 'dnf', 'wget', 'curl', 'tar', 'unzip', 'zip', 'git',
  'docker', 'kubectl', 'oc', 'helm', 'mvn', 'java', 'javac', 'g++', 'gcc', 'make', 'cmake', 'bash', 'sh', 'export',
  'echo', 'cat', 'cp', 'mv', 'rm', 'mkdir', 'ls', 'chmod', 'chown', 'openssl', 'python', 'python3', 'pip', 'pip3',
  'npm', 'npx', 'node', 'source', 'ln', 'ldconfig', 'systemctl', 'service', 'snmpwalk', 'snmpget', 'kill', 'ps', 'grep',
  'tail', 'head', 'jq', 'touch', 'nano', 'vi', 'vim', 'less', 'df', 'free', 'top', 'ulimit', 'sed', 'awk', 'scp', 'ssh',
  'rsync', 'crontab', 'sysctl', 'useradd', 'usermod', 'firewall-cmd', 'ufw', 'iptables', 'which', 'whoami', 'env',
  'unset', 'alias', 'nohup', 'time', 'watch', 'tee', 'xargs', 'find', 'sort', 'uniq', 'wc', 'diff', 'gunzip', 'gzip',
  'exit', 'if', 'then', 'fi', 'for', 'do', 'done', 'while', '#', '-', '--']);
const PROGRAM = /^(?:.*\/)?(bangdb[\w.-]*|bdbagent[\w.-]*|bdbc(?:_s)?)$/;

export function isCliPage(path: string): boolean {
  return /(^|\/)(cli-overview|[\w-]+-cli)\.mdx?$/.test(path);
}

/** Lines of a block with `\` continuations joined; each keeps the file line it starts on. */
function commandLines(fence: Fence): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  let pending: { text: string; line: number } | null = null;
  fence.body.forEach((raw, i) => {
    const line = fence.line + 1 + i;
    const text = raw.replace(/^\s*\$\s+/, '');
    if (pending) pending.text += ' ' + text.replace(/\\\s*$/, '').trim();
    else pending = { text: text.replace(/\\\s*$/, ''), line };
    if (!/\\\s*$/.test(raw)) {
      out.push(pending);
      pending = null;
    }
  });
  if (pending) out.push(pending);
  return out;
}

function firstWord(text: string): string {
  return text.trim().split(/\s+/)[0] ?? '';
}

export function looksLikeShell(text: string): boolean {
  const t = text.trim();
  const w = firstWord(t).replace(/^\(/, '');
  return SHELL_WORDS.has(w) || SHELL_WORDS.has(w[0]) || w.includes('/') || /^[A-Za-z_][A-Za-z0-9_]*=/.test(w) ||
    PROGRAM.test(w) || t.startsWith('#') || t.startsWith('-');
}

interface CliIndex {
  words: Map<string, Set<string>>;
  verbs: Map<string, Set<string>>;
  forms: Map<string, { form: string; matcher: RegExp }[]>;
  /** Program -> its options. */
  programs: Map<string, Set<string>>;
  subcommands: Map<string, Set<string>>;
}

const indexes = new WeakMap<Facts, CliIndex>();

function cliIndex(facts: Facts): CliIndex {
  let index = indexes.get(facts);
  if (index) return index;
  const group = <T>(items: T[], key: (t: T) => string) => {
    const m = new Map<string, T[]>();
    for (const t of items) m.set(key(t), [...(m.get(key(t)) ?? []), t]);
    return m;
  };
  const words = new Map([...group(facts.cliWords, (w) => w.tool)].map(([k, v]) => [k, new Set(v.map((w) => w.word))]));
  const verbs = new Map([...group(facts.cliWords.filter((w) => w.verb), (w) => w.tool)].map(([k, v]) => [k, new Set(v.map((w) => w.word))]));
  const forms = new Map([...group(facts.cliForms, (f) => f.tool)].map(([k, v]) => [k, v.map((f) => ({ form: f.form, matcher: formMatcher(f.form) }))]));
  const programs = new Map<string, Set<string>>();
  const subcommands = new Map<string, Set<string>>();
  for (const p of facts.programs) {
    programs.set(p.program, programs.get(p.program) ?? new Set());
    if (p.subcommands) subcommands.set(p.program, new Set(p.subcommands));
  }
  for (const o of facts.programOptions) programs.set(o.program, (programs.get(o.program) ?? new Set()).add(o.option));
  index = { words, verbs, forms, programs, subcommands };
  indexes.set(facts, index);
  return index;
}

/** Checks one command of a tool (`bangdb-cli` or `bdbagent`). */
export function checkCommand(tool: string, text: string, file: string, line: number, col: number, facts: Facts): Finding[] {
  const command = stripPrompt(text);
  if (!command) return [];
  if (tool === 'bangdb-cli' && readCypher(command).known) return checkCypherStatement(command, file, line, col, facts);
  const index = cliIndex(facts);
  const words = index.words.get(tool) ?? new Set<string>();
  const shape = cliShape(command, words);
  const forms = index.forms.get(tool) ?? [];
  const fields = fieldWords(command, words);
  const asConditions = fields.size ? cliShape(command, new Set([...words].filter((w) => !fields.has(w)))) : shape;
  if (forms.some((f) => matchesForm(shape, f.matcher) || matchesForm(asConditions, f.matcher))) return [];
  const verb = shape.split(' ')[0];
  const sameVerb = forms.filter((f) => f.form.split(' ')[0] === verb);
  const candidates = (sameVerb.length ? sameVerb : forms).map((f) => f.form);
  let best: string | undefined;
  for (const c of candidates) if (best === undefined || editDistance(shape, c) < editDistance(shape, best)) best = c;
  const known = index.verbs.get(tool)?.has(verb);
  return [{
    file, line, col, rule: 'cli',
    message: known ? `${tool} command with an unknown form: ${shape}` : `unknown ${tool} command "${firstWord(command)}"`,
    name: known ? shape : firstWord(command),
    nearest: best,
  }];
}

/** A BangDB program run from the shell: known program, known options and subcommand; bdbagent's command checked. */
function checkProgram(text: string, file: string, line: number, facts: Facts): Finding[] {
  const tokens = text.trim().replace(/^\(?\s*(sudo\s+)?/, '').split(/\s+/);
  if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(tokens[0])) return []; // a variable set to a path, not a program run
  const m = PROGRAM.exec(tokens[0]);
  if (!m) return [];
  const program = m[1];
  const at = { file, line, col: text.indexOf(tokens[0]) + 1, rule: 'cli' };
  const { programs, subcommands } = cliIndex(facts);
  if (!programs.has(program)) {
    return [{ ...at, message: `unknown BangDB program ${program}`, name: program, nearest: nearest(program, programs.keys()) }];
  }
  const options = programs.get(program)!;
  const findings: Finding[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    if (/^[|&;>]/.test(t)) break;
    if (/^-{1,2}[A-Za-z]/.test(t)) {
      if (!options.has(t)) {
        findings.push({ ...at, col: text.indexOf(t) + 1, message: `unknown option ${t} of ${program}`, name: `${program} ${t}`, nearest: nearest(t, options) });
      }
      if (tokens[i + 1] && !tokens[i + 1].startsWith('-')) i++; // the option's value
      continue;
    }
    // the first argument that is not an option: bdbagent's command, or a script's subcommand
    const rest = tokens.slice(i).join(' ');
    if (program.startsWith('bdbagent')) findings.push(...checkCommand('bdbagent', rest, file, line, text.indexOf(t) + 1, facts));
    const known = subcommands.get(program);
    if (known && !known.has(t)) {
      findings.push({ ...at, col: text.indexOf(t) + 1, message: `unknown subcommand ${t} of ${program}`, name: `${program} ${t}`, nearest: nearest(t, known) });
    }
    break;
  }
  return findings;
}

function checkFence(page: Page, fence: Fence, facts: Facts): Finding[] {
  const lines = commandLines(fence);
  const findings: Finding[] = [];
  const prompts = lines.filter((l) => PROMPT.test(l.text));
  if (prompts.length) {
    for (const l of prompts) {
      const tool = PROMPT.exec(l.text)![1] === 'bdbagent' ? 'bdbagent' : 'bangdb-cli';
      const col = l.text.length - l.text.replace(PROMPT, '').length + 1;
      findings.push(...checkCommand(tool, l.text, page.path, l.line, col, facts));
    }
    return findings;
  }
  if (!SHELL_LANGS.has(fence.lang)) return findings;
  if (TRANSCRIPT_LANGS.has(fence.lang)) {
    fence.body.forEach((raw, i) => {
      if (/^\s*\$\s+/.test(raw)) findings.push(...checkProgram(raw.replace(/^\s*\$\s+/, ''), page.path, fence.line + 1 + i, facts));
    });
    return findings;
  }
  const index = cliIndex(facts);
  const verbs = index.verbs.get('bangdb-cli') ?? new Set();
  const commands = lines.filter((l) => l.text.trim() && !l.text.trim().startsWith('#'));
  const isCli = (t: string) => verbs.has(firstWord(t).toLowerCase()) || readCypher(t.trim()).known;
  const cli = commands.filter((l) => isCli(l.text) && !looksLikeShell(l.text));
  const shell = commands.filter((l) => looksLikeShell(l.text));
  const cliBlock = (cli.length > 0 && cli.length >= shell.length) || (isCliPage(page.path) && shell.length < commands.length);
  for (const l of commands) {
    const col = l.text.length - l.text.trimStart().length + 1;
    if (looksLikeShell(l.text)) findings.push(...checkProgram(l.text, page.path, l.line, facts));
    else if (cliBlock) findings.push(...checkCommand('bangdb-cli', l.text, page.path, l.line, col, facts));
  }
  return findings;
}

export const cli: Rule = {
  id: 'cli',
  description: 'CLI sessions and commands, bdbagent commands and BangDB program options the registry lacks',
  checkPage(page, ctx) {
    const findings: Finding[] = [];
    for (const fence of page.fences) {
      if (SHELL_LANGS.has(fence.lang) || OUTPUT_LANGS.has(fence.lang)) findings.push(...checkFence(page, fence, ctx.facts));
    }
    return findings;
  },
};
