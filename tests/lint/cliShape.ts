// The shape of a bangdb-cli (or bdbagent) command line: the CLI's own words kept, everything the user chooses
// (names, values, paths, documents) replaced by `_` (`{}` for a JSON document), and each `field op value`
// condition on a user field collapsed to `C`:
//
//   select * from customers where city = "Pune" and _pk > "c1" limit 20   ->   select * from _ where C limit _
//   drop model fraud_svm where schema = "payments"                          ->   drop model _ where schema = _
//
// The facts generator turns the CLI's help examples into shapes with this function; the lint compares a page's
// commands with them. A form in the registry may mark optional parts with [ ], e.g. `describe table _ [pretty]`.
// A placeholder the reader fills in, such as `<collector_name>` or `</path/to_cfg_file>`, is a value.
import { escapeRegExp } from '../../src/lib/escapeRegExp';

const PLACEHOLDER = /^<[A-Za-z_/][^\s<>]*>$/;
const TOKEN = /"(?:[^"\\]|\\.)*"?|'(?:[^'\\]|\\.)*'?|<[A-Za-z_/][^\s<>]*>|<=|>=|!=|=|<|>|,|[^\s"'{}=<>,]+|\{/g;
const OPERATOR = /^(<=|>=|!=|=|<|>)$/;

/** Splits a command line into tokens; a `{...}` JSON document is one token. */
export function cliTokens(line: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TOKEN.exec(line))) {
    if (m[0] !== '{') {
      tokens.push(m[0]);
      continue;
    }
    let depth = 0;
    let i = m.index;
    let inString = false;
    for (; i < line.length; i++) {
      const c = line[i];
      if (inString) {
        if (c === '\\') i++;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) break;
    }
    tokens.push(line.slice(m.index, i + 1));
    TOKEN.lastIndex = i + 1;
  }
  return tokens;
}

/** The command without a `bangdb>` prompt and a trailing semicolon. */
export function stripPrompt(line: string): string {
  return line.replace(/^\s*(bangdb>|bdbagent>)\s*/, '').replace(/;\s*$/, '').trim();
}

/** Shape of a command line, given the CLI's words (lower case). */
export function cliShape(line: string, words: ReadonlySet<string>): string {
  const raw = cliTokens(stripPrompt(line));
  const out: string[] = [];
  for (const t of raw) {
    const lower = t.toLowerCase();
    if (words.has(lower)) out.push(lower);
    else if (t === '*' || lower === 'count(*)') out.push(lower);
    else if (t.startsWith('{')) out.push('{}');
    else if (PLACEHOLDER.test(t)) out.push('_');
    else if (OPERATOR.test(t)) out.push('=');
    else if (t === ',') out.push(',');
    else {
      const call = /^([A-Za-z_]+)\(.*\)$/.exec(t);
      out.push(call && words.has(call[1].toLowerCase()) ? `${call[1].toLowerCase()}(_)` : '_');
    }
  }
  // `a, b, c` lists (revidx fields) are one value
  const collapsed: string[] = [];
  for (let i = 0; i < out.length; i++) {
    if (out[i] === ',' && collapsed[collapsed.length - 1] === '_' && out[i + 1] === '_') {
      i++;
      continue;
    }
    collapsed.push(out[i]);
  }
  // `field op value` on a user field is a condition C; `C and C` is one condition
  const shape: string[] = [];
  for (let i = 0; i < collapsed.length; i++) {
    const t = collapsed[i];
    if ((t === '_' || t === '_pk') && collapsed[i + 1] === '=' && i + 2 < collapsed.length) {
      i += 2;
      if (shape[shape.length - 1] === 'and' && shape[shape.length - 2] === 'C') shape.pop();
      else shape.push('C');
      continue;
    }
    shape.push(t);
  }
  return shape.join(' ');
}

/**
 * The CLI's words that a command uses as field names in a condition (`where status = "idle"`): a user's field may
 * share a name with a CLI word. Shaping again without them turns such conditions into `C`.
 */
export function fieldWords(line: string, words: ReadonlySet<string>): Set<string> {
  const tokens = cliTokens(stripPrompt(line));
  const fields = new Set<string>();
  tokens.forEach((t, i) => {
    const before = tokens[i - 1]?.toLowerCase();
    if ((before === 'where' || before === 'and') && OPERATOR.test(tokens[i + 1] ?? '') && words.has(t.toLowerCase())) fields.add(t.toLowerCase());
  });
  return fields;
}

/** A registry form compiled to a matcher: `[ ... ]` groups are optional. */
export function formMatcher(form: string): RegExp {
  const parts = form.split(/\s+/).map((t) => {
    if (t === '[') return '(?:';
    if (t === ']') return ')?';
    return escapeRegExp(t) + ' ';
  });
  return new RegExp('^' + parts.join('') + '$');
}

/** Whether a shape matches a registry form. */
export function matchesForm(shape: string, form: RegExp): boolean {
  return form.test(shape + ' ');
}
