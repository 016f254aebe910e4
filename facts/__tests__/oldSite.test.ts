/** @jest-environment node */
// The old-site reader: pages by route, the graph words of code-block statements and of the keyword tables, and the
// REST pages' operations and response texts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { restFacts, siteCypher, sitePages, type SitePage } from '../sources/oldSite';

const page = (route: string, text: string): SitePage => ({ route, text, source: `site${route}` });

describe('old-site reader', () => {
  it('lists each index.js under pages/ by route, sorted, with its source', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'old-site-'));
    try {
      for (const route of ['stream', 'graph/intro', 'graph', 'Graph2']) {
        mkdirSync(path.join(dir, route), { recursive: true });
        writeFileSync(path.join(dir, route, 'index.js'), `page ${route}`);
      }
      writeFileSync(path.join(dir, 'graph', 'style.css'), '');
      expect(sitePages(dir, 'site')).toEqual([
        { route: '/graph', text: 'page graph', source: 'site/graph' },
        { route: '/graph/intro', text: 'page graph/intro', source: 'site/graph/intro' },
        { route: '/Graph2', text: 'page Graph2', source: 'site/Graph2' },
        { route: '/stream', text: 'page stream', source: 'site/stream' },
      ]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it("reads the graph words of code-block statements, then of the graph introduction's keyword tables", () => {
    const blocks = page('/graph-query', 'text USE GRAPH x <Code code={`USE GRAPH g1\nshow tables\n  S=>(@p Person:*)`} />');
    const tables = page('/graph-and-cypher', [
      '<h2>Graph creation</h2><table><tr><td>CREATE GRAPH</td></tr></table>',
      '<h2>Graph algos</h2><table><tr><td>ALL_PATH</td><td>NOT_THIS</td></tr></table>',
      '<h2>Other</h2><table><tr><td>IGNORED</td></tr></table>',
    ].join(''));
    expect(siteCypher([tables, blocks]).map((c) => [c.kind, c.name, c.source])).toEqual([
      ['statement', 'USE GRAPH', 'site/graph-query'], ['statement', 'S=>', 'site/graph-query'],
      ['statement', 'CREATE', 'site/graph-and-cypher'], ['template', '#ALL_PATH', 'site/graph-and-cypher'],
    ]);
  });

  it("reads the REST pages' operations and response texts, and nothing from other pages", () => {
    const rest = page('/rest-api/put', [
      '<p>Method : <b>PUT</b> URI : /db/tables/&lt;name&gt;</p>',
      '<Code code={`curl -X POST "http://localhost:18080/db/query" -d x`} />',
      '<Code code={`{"msg":"put done","rows":[{"error":"key exists"}]}`} />',
    ].join('\n'));
    expect(restFacts([rest, page('/stream', 'Method : GET URI : /not/rest')])).toEqual({
      operations: [
        { method: 'PUT', path: '/db/tables/<name>', source: 'site/rest-api/put' },
        { method: 'POST', path: '/db/query', source: 'site/rest-api/put' },
      ],
      responses: [{ text: 'put done', source: 'site/rest-api/put' }, { text: 'key exists', source: 'site/rest-api/put' }],
    });
  });
});
