// `cypher` fences: every statement's form and every word of the graph language must be in the registry.
// A fence titled after another dialect ("openCypher", "Neo4j") shows that dialect and is not checked; a fence
// titled "Shape of ..." or "Syntax ..." shows a statement's shape with placeholders and is not checked either.
import { readCypher, isStatementLine } from '../cypher';
import { cliShape, formMatcher, matchesForm } from '../cliShape';
import type { CypherWordKind, Facts } from '../../../facts/registry';
import { nearest } from '../nearest';
import type { Finding, Rule } from '../types';

export const FOREIGN_TITLE = /open\s*cypher|neo4j/i;
export const SHAPE_TITLE = /^(shape|syntax)\b/i;

interface CypherIndex {
  byKind: Map<CypherWordKind, Set<string>>;
  cliWords: Set<string>;
  cliForms: { form: string; matcher: RegExp }[];
}

const indexes = new WeakMap<Facts, CypherIndex>();

export function cypherIndex(facts: Facts): CypherIndex {
  let index = indexes.get(facts);
  if (!index) {
    const byKind = new Map<CypherWordKind, Set<string>>();
    for (const f of facts.cypher) {
      if (!byKind.has(f.kind)) byKind.set(f.kind, new Set());
      byKind.get(f.kind)!.add(f.name);
    }
    const cliWords = new Set(facts.cliWords.filter((w) => w.tool === 'bangdb-cli').map((w) => w.word));
    const cliForms = facts.cliForms.filter((f) => f.tool === 'bangdb-cli').map((f) => ({ form: f.form, matcher: formMatcher(f.form) }));
    index = { byKind, cliWords, cliForms };
    indexes.set(facts, index);
  }
  return index;
}

const KIND_NAMES: Record<CypherWordKind, string> = {
  statement: 'statement form', keyword: 'keyword', function: 'function', option: 'query option',
  template: 'path template', 'set-operator': 'set operator', expression: 'expression function or constant',
};

/** Checks one statement; `line` and `col` locate its first character in the file. */
export function checkCypherStatement(text: string, file: string, line: number, col: number, facts: Facts): Finding[] {
  const index = cypherIndex(facts);
  const statement = readCypher(text);
  const at = (offset: number) => ({ file, line, col: col + offset, rule: 'cypher' });
  if (!statement.known) {
    // CLI commands that go with graphs (`show graphs`, `set graph_op = table`) may stand in a cypher block
    const shape = cliShape(text, index.cliWords);
    if (index.cliForms.some((f) => matchesForm(shape, f.matcher))) return [];
    const lead = text.length - text.trimStart().length;
    const forms = [...(index.byKind.get('statement') ?? [])];
    return [{
      ...at(lead), message: `unknown statement form "${statement.form}"`, name: statement.form,
      nearest: nearest(statement.form, forms),
    }];
  }
  const findings: Finding[] = [];
  // connectives and constants (AND, CURTIME) may stand in a RETURN clause or in a filter expression
  const wordsOf = (kind: CypherWordKind) =>
    kind === 'keyword' || kind === 'expression'
      ? new Set([...(index.byKind.get('keyword') ?? []), ...(index.byKind.get('expression') ?? [])])
      : index.byKind.get(kind);
  for (const w of statement.words) {
    const known = wordsOf(w.kind);
    if (known?.has(w.name)) continue;
    findings.push({
      ...at(w.offset), message: `unknown ${KIND_NAMES[w.kind]} ${w.name}`, name: w.name,
      nearest: known ? nearest(w.name, known) : undefined,
    });
  }
  return findings;
}

export const cypher: Rule = {
  id: 'cypher',
  description: 'cypher blocks: statement forms and graph-language words the registry lacks',
  checkPage(page, ctx) {
    const findings: Finding[] = [];
    for (const fence of page.fences) {
      if (fence.lang !== 'cypher' || FOREIGN_TITLE.test(fence.title) || SHAPE_TITLE.test(fence.title)) continue;
      fence.body.forEach((text, i) => {
        if (isStatementLine(text)) findings.push(...checkCypherStatement(text, page.path, fence.line + 1 + i, 1, ctx.facts));
      });
    }
    return findings;
  },
};
