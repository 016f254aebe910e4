/**
 * Search over the production index, as readers meet it (through src/features/search in Node: the same spelling check,
 * query plan, synonyms and ranking as the header panel and /search): keyword queries find their page in the top 3,
 * questions in readers' words reach their page, and every synonym leads somewhere.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { SYNONYMS } from '@site/src/features/search/synonyms';
import relevance from './relevance.json';
import build from '../buildDir.cjs';

const root = path.resolve(__dirname, '../..');

/** Questions readers ask, each with the page that answers it. */
const QUESTIONS: [string, string][] = [
  ['import leads from a csv file', '/apps/leads-management/upload-leads-from-csv'],
  ['shortest path between two nodes', '/graph-and-cypher/shortest-path'],
];

const docsTerms = [...new Set(SYNONYMS.flatMap((s) => s.docs))];
const probe = JSON.parse(
  execFileSync(process.execPath, [path.join(root, 'node_modules/jiti/bin/jiti.js'), path.join(__dirname, 'searchProbe.ts'), build,
    JSON.stringify({ queries: [...relevance.map((r) => r.query.toLowerCase()), ...QUESTIONS.map(([q]) => q), ...SYNONYMS.flatMap((s) => s.reader)], terms: docsTerms })], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 }),
) as { routes: Record<string, string[]>; pages: Record<string, number>; indexed: string[] };

const rank = (query: string, route: string) => probe.routes[query.toLowerCase()].indexOf(route) + 1;

it.each(relevance.map((r) => [r.query, r.expected]))('keyword query %s → %s in the top 3', (query, expected) => {
  expect(rank(query, expected)).toBeGreaterThanOrEqual(1);
  expect(rank(query, expected)).toBeLessThanOrEqual(3);
});

it.each(QUESTIONS)('question "%s" → %s in the top 3', (question, expected) => {
  expect(rank(question, expected)).toBeGreaterThanOrEqual(1);
  expect(rank(question, expected)).toBeLessThanOrEqual(3);
});

it.each(docsTerms)('synonym target "%s" occurs in the index', (term) => {
  expect(probe.pages[term]).toBeGreaterThan(0);
});

it.each(SYNONYMS.flatMap((s) => s.reach.map((route) => [s.reader[0], route])))('"%s" reaches %s (an indexed page, among its results)', (reader, route) => {
  expect(probe.indexed).toContain(route);
  expect(probe.routes[reader]).toContain(route);
});
