/**
 * Search over the production index, as readers meet it (through src/features/search in Node: the same spelling check,
 * query plan, synonyms and ranking as the header panel and /search): keyword queries find their page in the top 3
 * (first, where the table says so, opening where it says), a registry name its defining page first, questions in
 * readers' words reach their page, real English words are never "corrected", and every synonym leads somewhere.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { requestBodyExample } from '@site/src/features/rest-api/codeSamples';
import { decodeOperation } from '@site/src/features/rest-api/operation';
import { SYNONYMS } from '@site/src/features/search/synonyms';
import relevance from './relevance.json';
import build from '../buildDir.cjs';

const root = path.resolve(__dirname, '../..');

/** Questions readers ask, each with the page that answers it. */
const QUESTIONS: [string, string][] = [
  ['import leads from a csv file', '/apps/leads-management/upload-leads-from-csv'],
  ['shortest path between two nodes', '/graph-and-cypher/shortest-path'],
  // Found by the request sample every endpoint page carries in its static HTML (below).
  ['curl example to insert a json document into a table', '/rest-api/insert-a-document-data-into-a-table'],
];

/** Real English words one or two edits from a documentation word (callback, project, borrows, deal): searched as
 *  they are, never rewritten; and misspelt words, corrected. */
const ENGLISH = ['rollback', 'prospect', 'borrowers', 'deals'];
const TYPOS: [string, string][] = [['cyphr', 'cypher'], ['strem', 'stream']];

/** The keyword table's rows: whether the expected page must come first, where the first result opens, and other
 *  pages accepted in its place (a name's quick reference sheet, or another page its sheet rows link to, such as the
 *  class page of another edition). */
const table = relevance as { query: string; expected: string; first?: boolean; opens?: string; accept?: string[] }[];

const docsTerms = [...new Set(SYNONYMS.flatMap((s) => s.docs))];
const probe = JSON.parse(
  execFileSync(process.execPath, [path.join(root, 'node_modules/jiti/bin/jiti.js'), path.join(__dirname, 'searchProbe.ts'), build,
    JSON.stringify({ queries: [...table.map((r) => r.query.toLowerCase()), ...QUESTIONS.map(([q]) => q), ...SYNONYMS.flatMap((s) => s.reader), ...ENGLISH, ...TYPOS.map(([t]) => t)], terms: docsTerms })],
    { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 },
  ),
) as { routes: Record<string, string[]>; opens: Record<string, string | undefined>; corrected: Record<string, string | null>; pages: Record<string, number>; indexed: string[] };

/** The rank (1-based) of the first of `routes` among the query's results, 0 if none is there. */
const rank = (query: string, ...routes: string[]) => probe.routes[query.toLowerCase()].findIndex((r) => routes.includes(r)) + 1;

it.each(table.map((r) => [r.query, r.expected, r.first ? 1 : 3, r.accept ?? []] as const))('keyword query %s → %s in the top %d', (query, expected, top, accept) => {
  expect(rank(query, expected, ...accept)).toBeGreaterThanOrEqual(1);
  expect(rank(query, expected, ...accept)).toBeLessThanOrEqual(top);
});

// A page opens at its top unless the match is a section's title (not a "Responses" section that mentions the words).
it.each(table.filter((r) => r.opens).map((r) => [r.query, r.opens]))('keyword query %s opens its first result at %s', (query, opens) => {
  expect(probe.opens[query.toLowerCase()]).toBe(opens);
});

it.each(ENGLISH)('the real English word "%s" is searched as it is, not corrected to a documentation word', (word) => {
  expect(probe.corrected[word]).toBeNull();
});

it.each(TYPOS)('the misspelt "%s" is corrected to "%s"', (typo, word) => {
  expect(probe.corrected[typo]).toBe(word);
});

it.each(QUESTIONS)('question "%s" → %s in the top 3', (question, expected) => {
  expect(rank(question, expected)).toBeGreaterThanOrEqual(1);
  expect(rank(question, expected)).toBeLessThanOrEqual(3);
});

/** Every REST endpoint page: its generated source and its built HTML. */
const endpoints = readdirSync(path.join(root, 'rest-api')).filter((f) => f.endsWith('.api.mdx')).map((f) => f.replace(/\.api\.mdx$/, ''));
const whitespace = (text: string) => text.replace(/\s+/g, ' ');

it.each(endpoints)('/rest-api/%s has its curl command and request body in the static HTML the index reads', (id) => {
  const operation = decodeOperation(/^api: (\S+)$/m.exec(readFileSync(path.join(root, 'rest-api', `${id}.api.mdx`), 'utf8'))?.[1])!;
  const $ = load(readFileSync(path.join(build, 'rest-api', `${id}.html`), 'utf8'));
  const text = whitespace($('article .theme-doc-markdown').text());
  expect(text).toContain(`curl -L -X ${operation.method.toUpperCase()} `);
  const body = requestBodyExample(operation);
  if (body?.example === undefined) return;
  expect(text).toContain(`Request body (${body.contentType})`);
  // (The code block's lines are elements of their own: compared without white space.)
  expect(text.replace(/\s/g, '')).toContain((typeof body.example === 'string' ? body.example : JSON.stringify(body.example)).replace(/\s/g, ''));
});

it.each(docsTerms)('synonym target "%s" occurs in the index', (term) => {
  expect(probe.pages[term]).toBeGreaterThan(0);
});

it.each(SYNONYMS.flatMap((s) => s.reach.map((route) => [s.reader[0], route])))('"%s" reaches %s (an indexed page, among its results)', (reader, route) => {
  expect(probe.indexed).toContain(route);
  expect(probe.routes[reader]).toContain(route);
});
