/**
 * The docs' MCP server (src/features/mcp) as an agent's client drives it, on the production build, over each way it
 * is reached: stdio reading the build, stdio with --url reading `npm run serve`, and Streamable HTTP at /mcp of
 * `npm run serve`. On each: initialize, list the tools, one call of each tool, errors that name the nearest route,
 * and the server still answering after them. Then what only one transport has: the Origin check of /mcp, the hint
 * without a build, and the exit on a signal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import build from '../buildDir.cjs';
import { serveOnFreePort } from '../e2e/server.cjs';
import { loadSheets } from '@site/src/features/quick-reference/load';

// The first search loads the index (over HTTP with --url): seconds on a loaded machine.
jest.setTimeout(30_000);

const root = path.resolve(__dirname, '../..');
const JITI = path.join(root, 'node_modules/jiti/bin/jiti.js');
const { sheets } = loadSheets(root);
const stdio = (...args: string[]) => new StdioClientTransport({ command: process.execPath, args: [JITI, 'src/features/mcp/server.ts', ...args], cwd: root, stderr: 'pipe' });

/** `npm run serve` on the build, on a free port. */
let serve: ChildProcess;
let base: string;
beforeAll(async () => {
  ({ child: serve, base } = await serveOnFreePort(build));
}, 60_000);
afterAll(() => serve?.kill());

type Transport = Parameters<Client['connect']>[0];
type Answer = { content: { type: string; text: string }[]; isError?: boolean; structuredContent?: unknown };
type Entry = { kind: string; name: string; form: string; language?: string; pages: string[]; source: string };

describe.each<[string, () => Transport]>([
  ['stdio', () => stdio('--build', build)],
  ['stdio with --url (npm run serve)', () => stdio('--url', base)],
  ['Streamable HTTP (npm run serve at /mcp)', () => new StreamableHTTPClientTransport(new URL('/mcp', base))],
])('over %s', (_, transport) => {
  let client: Client;
  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as Answer;
  /** A tool's data: one JSON text, and nothing beside it. */
  const data = async <T>(name: string, args: Record<string, unknown>) => {
    const answer = await call(name, args);
    expect(answer.isError).toBeFalsy();
    expect(answer.content).toHaveLength(1);
    expect(answer.structuredContent).toBeUndefined();
    return JSON.parse(answer.content[0].text) as T;
  };

  beforeAll(async () => {
    client = new Client({ name: 'build-check', version: '1.0.0' });
    await client.connect(transport());
  }, 60_000);
  afterAll(() => client?.close());

  it('initializes and lists its four tools', async () => {
    expect(client.getServerVersion()?.name).toBe('bangdb-docs');
    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(['get_page', 'list_areas', 'lookup', 'search_docs']);
  });

  it('search_docs finds the shortest-path page for a question, with the site’s ranking', async () => {
    const { results } = await data<{ results: { route: string; kind: string; area: string }[] }>('search_docs', { query: 'shortest path between two nodes' });
    expect(results.slice(0, 3).map((r) => r.route.split('#')[0])).toContain('/graph-and-cypher/shortest-path');
    expect(results[0]).toMatchObject({ kind: 'guide', area: expect.any(String) });
  });

  it('search_docs searches one area when asked, names the areas for an unknown one, and hints for a query without words', async () => {
    const { results } = await data<{ results: { route: string }[] }>('search_docs', { query: 'create', area: 'REST API' });
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.route.startsWith('/rest-api/'))).toBe(true);
    expect(await call('search_docs', { query: 'create', area: 'Nowhere' })).toMatchObject({ isError: true });
    const emoji = await call('search_docs', { query: '🔥🚀' });
    expect(emoji.isError).toBe(true);
    expect(emoji.content[0].text).toMatch(/no words to search for/);
  });

  it('search_docs and lookup do not answer with the assistants page for its own examples', async () => {
    const { results } = await data<{ results: { route: string }[] }>('search_docs', { query: 'send an alert when a value crosses a threshold' });
    expect(results.length).toBeGreaterThan(0);
    expect(results.map((r) => r.route.split('#')[0])).not.toContain('/ai-assistants');
    const { entries } = await data<{ entries: Entry[] }>('lookup', { name: 'bangdb-server-2.0 -i' });
    expect(entries[0].pages).toContain('/server-install');
    expect(entries.flatMap((e) => e.pages)).not.toContain('/ai-assistants');
  });

  it('get_page returns a page’s Markdown twin, by route or by full URL', async () => {
    const page = await call('get_page', { route: '/graph-and-cypher/shortest-path' });
    expect(page.content[0].text).toMatch(/^---\ntitle: Shortest path\n[\s\S]*\n# Shortest path\n/);
    const byUrl = await call('get_page', { route: 'https://docs.bangdb.com/graph-and-cypher/shortest-path.md' });
    expect(byUrl.content[0].text).toBe(page.content[0].text);
  });

  it.each([
    ['a Java method', 'BangDBTable.scanDoc', 'method', '/bangdb-table-api', 'java'],
    ['a CLI command', 'create table', 'bangdb-cli command', '/db-commands-cli', undefined],
    ['a Cypher keyword', 'SHORT_PATH', 'cypher template', '/graph-and-cypher/shortest-path', undefined],
  ])('lookup finds %s (%s): its form, the pages that document it and its source', async (_, name, kind, page, language) => {
    const { entries: all } = await data<{ entries: Entry[] }>('lookup', { name });
    const entries = all.filter((e) => e.kind === kind && (!language || e.language === language));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.flatMap((e) => e.pages)).toContain(page);
    for (const e of entries) expect(e.source).toMatch(/^(sachin-sinha\/BangDB@|docs\.bangdb\.com\/)/);
  });

  it.each([
    ['a config key', 'BUFF_POOL_SIZE_HINT', 'config'],
    ['a C++ method', 'BangDBTable::scanDoc', 'api'],
    ['an enum value', 'BANGDB_DATA_AGGR_TYPE_SUM', 'codes'],
  ])('lookup points %s (%s) where its quick-reference row does', async (_, name, sheet) => {
    const rows = new Map(sheets.find((s) => s.id === sheet)!.groups.flatMap((g) => g.rows.map((r) => [r.key, r] as const)));
    const { entries } = await data<{ entries: (Entry & { sheet?: string; explainedIn?: { route: string; heading: string } })[] }>('lookup', { name });
    const explained = entries.filter((e) => e.explainedIn);
    expect(explained.length).toBeGreaterThan(0);
    for (const e of explained) {
      expect(e.sheet).toBe(`/quick-reference/${sheet}`);
      expect([...rows.values()].some((r) => r.href === e.explainedIn!.route && r.where === e.explainedIn!.heading)).toBe(true);
      expect(e.pages[0]).toBe(e.explainedIn!.route.split('#')[0]);
    }
  });

  it('answers an unknown route or name with an error naming the nearest, and goes on answering (list_areas)', async () => {
    const missing = await call('get_page', { route: '/graph-and-cypher/shortest-pth' });
    expect(missing.isError).toBe(true);
    expect(missing.content[0].text).toMatch(/No page at \/graph-and-cypher\/shortest-pth\. Nearest: \/graph-and-cypher\/shortest-path/);
    const unknownName = await call('lookup', { name: 'SHORTEST_PATH' });
    expect(unknownName.isError).toBe(true);
    expect(unknownName.content[0].text).toContain('#SHORT_PATH');
    const { areas } = await data<{ areas: { area: string; route: string; pages: unknown[] }[] }>('list_areas', {});
    expect(areas.map((a) => a.area)).toEqual(expect.arrayContaining(['Graph & Cypher', 'REST API']));
  });
});

describe('/mcp of npm run serve', () => {
  const post = (headers: Record<string, string>) =>
    fetch(new URL('/mcp', base), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });

  it('refuses a browser’s request from another site (DNS rebinding) with 403, and answers one from its own page', async () => {
    expect((await post({ Origin: 'https://attacker.example' })).status).toBe(403);
    expect((await post({ Origin: base })).status).toBe(200);
  });

  it('answers a tool call without a session, as curl sends it', async () => {
    const reply = await fetch(new URL('/mcp', base), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'get_page', arguments: { route: '/server-install' } } }),
    });
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as { id: number; result: Answer }).result.content[0].text).toMatch(/^---\ntitle: /);
  });
});

describe('the stdio server', () => {
  it('says what to run when there is no build', async () => {
    const client = new Client({ name: 'build-check', version: '1.0.0' });
    await client.connect(stdio('--build', path.join(root, 'no-build-here')));
    const answer = (await client.callTool({ name: 'get_page', arguments: { route: '/server-install' } })) as Answer;
    expect(answer.isError).toBe(true);
    expect(answer.content[0].text).toMatch(/No build of the docs in .*no-build-here: run `npm run build`/);
    await client.close();
  }, 60_000);

  it.each(['SIGTERM', 'SIGINT'] as const)('ends on %s while its input stays open', async (signal) => {
    const server = spawn(process.execPath, [JITI, 'src/features/mcp/server.ts', '--build', build], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
    const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } } };
    const answered = new Promise((resolve) => server.stdout.once('data', resolve));
    server.stdin.write(`${JSON.stringify(initialize)}\n`);
    await answered;
    const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill(signal);
    await expect(exited).resolves.toBe(0);
  }, 60_000);
});
