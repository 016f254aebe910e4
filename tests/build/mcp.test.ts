/**
 * The docs' MCP server (src/features/mcp) over stdio, as an agent's client drives it, on the production build:
 * initialize, list the tools, search, read a page, look names up, and get an error that names the nearest route for
 * an unknown one, after which the server still answers.
 */
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import build from '../buildDir.cjs';

const root = path.resolve(__dirname, '../..');
let client: Client;

type Structured<T> = { structuredContent?: T; content: { type: string; text?: string }[]; isError?: boolean };
const call = async <T>(name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as Structured<T>;
type Entry = { kind: string; name: string; form: string; edition?: string; pages: string[]; source: string };

beforeAll(async () => {
  client = new Client({ name: 'build-check', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [path.join(root, 'node_modules/jiti/bin/jiti.js'), 'src/features/mcp/server.ts', '--build', build], cwd: root }));
}, 60_000);
afterAll(() => client?.close());

it('lists its four tools', async () => {
  expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(['get_page', 'list_areas', 'lookup', 'search_docs']);
});

it('finds the shortest-path page for a question, with the site’s ranking', async () => {
  const { structuredContent } = await call<{ results: { route: string; kind: string; area: string }[] }>('search_docs', { query: 'shortest path between two nodes' });
  expect(structuredContent!.results.slice(0, 3).map((r) => r.route.split('#')[0])).toContain('/graph-and-cypher/shortest-path');
  expect(structuredContent!.results[0]).toMatchObject({ kind: 'guide', area: expect.any(String) });
});

it('searches one area when asked, and names the areas for an unknown one', async () => {
  const { structuredContent } = await call<{ results: { route: string }[] }>('search_docs', { query: 'create', area: 'REST API' });
  expect(structuredContent!.results.length).toBeGreaterThan(0);
  expect(structuredContent!.results.every((r) => r.route.startsWith('/rest-api/'))).toBe(true);
  const unknown = await call('search_docs', { query: 'create', area: 'Nowhere' });
  expect(unknown.isError).toBe(true);
});

it('returns a page’s Markdown twin', async () => {
  const page = await call('get_page', { route: '/graph-and-cypher/shortest-path' });
  expect(page.content[0].text).toMatch(/^---\ntitle: Shortest path\n[\s\S]*\n# Shortest path\n/);
  const byUrl = await call('get_page', { route: 'https://docs.bangdb.com/graph-and-cypher/shortest-path.md' });
  expect(byUrl.content[0].text).toBe(page.content[0].text);
});

it.each([
  ['a Java method', 'BangDBTable.scanDoc', 'method', '/bangdb-table-api', 'java'],
  ['a CLI command', 'create table', 'bangdb-cli command', '/db-commands-cli', undefined],
  ['a Cypher keyword', 'SHORT_PATH', 'cypher template', '/graph-and-cypher/shortest-path', undefined],
])('looks up %s (%s): its form, the pages that document it and its source', async (_, name, kind, page, language) => {
  const { structuredContent } = await call<{ entries: (Entry & { language?: string })[] }>('lookup', { name });
  const entries = structuredContent!.entries.filter((e) => e.kind === kind && (!language || e.language === language));
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.flatMap((e) => e.pages)).toContain(page);
  for (const e of entries) expect(e.source).toMatch(/^(sachin-sinha\/BangDB@|docs\.bangdb\.com\/)/);
});

it('answers an unknown route with an error naming the nearest ones, and goes on answering', async () => {
  const missing = await call('get_page', { route: '/graph-and-cypher/shortest-pth' });
  expect(missing.isError).toBe(true);
  expect(missing.content[0].text).toMatch(/No page at \/graph-and-cypher\/shortest-pth\. Nearest: \/graph-and-cypher\/shortest-path/);
  const unknownName = await call('lookup', { name: 'SHORTEST_PATH' });
  expect(unknownName.isError).toBe(true);
  expect(unknownName.content[0].text).toContain('#SHORT_PATH');
  const { structuredContent } = await call<{ areas: { area: string; route: string; pages: unknown[] }[] }>('list_areas', {});
  expect(structuredContent!.areas.map((a) => a.area)).toEqual(expect.arrayContaining(['Graph & Cypher', 'REST API']));
});
