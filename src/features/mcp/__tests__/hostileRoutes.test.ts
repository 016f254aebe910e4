/** @jest-environment node */
/**
 * Hostile routes against every way a page of the docs is served from a build: the MCP server's get_page reading a
 * build folder (stdio) and a deployed site (--url), the same tool over Streamable HTTP at /mcp, and the static
 * server's Markdown negotiation (`Accept: text/markdown`, .deploy/serve.mjs). Each route is refused (a tool error,
 * 400 or 404) and no answer holds a byte from outside the site: a file beside the build, a file a symbolic link in
 * the build points to, or another local server.
 *
 * The "before" case runs the corpus through the resolution the server had before (normaliseRoute + twinPath, the
 * file read wherever the path led) to show that this corpus catches it.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ChildProcess } from 'node:child_process';
import http, { type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { NotFound, SITE_ORIGIN, openDocs, type Docs } from '@site/src/features/mcp/docs';
import { twinPath } from '@site/src/features/twins/twinPath';
import { serveOnFreePort } from '@site/tests/e2e/server.cjs';

// The first calls start a server and the search of each mode: seconds on a loaded machine.
jest.setTimeout(30_000);

const SECRET = 'OUTSIDE-THE-SITE-7f3a';
const root = mkdtempSync(path.join(os.tmpdir(), 'hostile-'));
const site = path.join(root, 'site');

/** A build with three pages (a page route, a nested one, the home page), its llms.txt, and outside it secrets: a
 *  README and a Markdown file beside the build, and links in the build pointing out (one of them a listed route). */
function writeSite() {
  mkdirSync(path.join(site, 'apps'), { recursive: true });
  const twin = (route: string) => `---\ntitle: ${route}\nurl: ${SITE_ORIGIN}${route}\n---\n\n# Page ${route}\n`;
  for (const route of ['/', '/guide', '/apps/forum']) {
    writeFileSync(path.join(site, twinPath(route)), twin(route));
    writeFileSync(path.join(site, `${twinPath(route).slice(0, -3)}.html`), `<h1>${route}</h1>`);
  }
  const listed = ['/index', '/guide', '/apps/forum', '/leak'].map((r) => `- [${r}](${SITE_ORIGIN}${r}.md)`);
  writeFileSync(path.join(site, 'llms.txt'), `# Docs\n\n${listed.join('\n')}\n`);
  for (const file of ['README.md', 'secret.md', 'secret', 'secret.html']) writeFileSync(path.join(root, file), `${SECRET}\n`);
  symlinkSync(path.join(root, 'secret.md'), path.join(site, 'leak.md'));
  symlinkSync('../README.md', path.join(site, 'linked.md'));
  symlinkSync(root, path.join(site, 'up'));
}

/** Every spelling of a way out of the site (`host` is another local server that must never be asked). */
function corpus(host: string): string[] {
  const secret = path.join(root, 'secret');
  return [
    '/../README', '../README', '/../../README', '/guide/../../README', '/./../README', '/....//README', '/up/secret',
    '/..%2fREADME', '%2e%2e/README', '/%2e%2e/README', '/%2e%2e%2fREADME', '/%252e%252e/README', '/%252e%252e%252fREADME', '/..%c0%afREADME',
    '/..\\README', '..\\..\\README', '/.\\./README', '/..%5cREADME', '/guide\\..\\..\\README', '/..\\/README',
    secret, `${secret}.md`, '/etc/passwd', 'C:\\Windows\\win.ini', `file://${secret}`, 'file:///etc/passwd',
    `//${host}/secret`, `///${host}/secret`, `http://${host}/secret`, `https://${host}/secret`, `\\\\${host}\\secret`, `/\\${host}/secret`,
    'javascript:alert(1)', 'data:text/markdown;base64,IyBJbmplY3RlZA==', `ftp://${host}/secret`, 'gopher://localhost:70/secret',
    '/guide\u0000', '/guide%00', '/../README\u0000.md', '/leak\u0000',
    `/${'a'.repeat(499)}`, `/${'../'.repeat(166)}README`,
    '/leak', '/linked', '/up', '/guide/...', '\t/../README', '%00',
  ];
}

/** Another server on this machine: it records what it is asked and answers everything with the secret. */
const elsewhere: string[] = [];
const other = http.createServer((req, res) => {
  elsewhere.push(req.url ?? '');
  res.end(`${SECRET}\n`);
});

let staticServer: ChildProcess;
let base: string;
let otherHost: string;
let byDir: Docs;
let byUrl: Docs;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  writeSite();
  otherHost = await listen(other);
  // `npm run serve` on the site, with its MCP endpoint.
  ({ child: staticServer, base } = await serveOnFreePort(site));
  byDir = await openDocs({ dir: site });
  byUrl = await openDocs({ url: base });
}, 60_000);

afterAll(async () => {
  staticServer.kill();
  await new Promise((resolve) => other.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

afterEach(() => expect(elsewhere).toEqual([]));

/** What a get_page of `route` gave: the page's text, or the error's message. */
const outcome = (docs: Docs, route: string) =>
  docs.page(route).then(
    (page) => ({ ok: true, text: page.markdown }),
    (error: Error) => ({ ok: false, text: error.message, toolError: error instanceof NotFound }),
  );

it('has at least 30 hostile routes, and the site pages they are refused beside are served', async () => {
  expect(corpus(otherHost).length).toBeGreaterThanOrEqual(30);
  for (const docs of [byDir, byUrl]) {
    expect((await docs.page('/guide')).markdown).toContain('# Page /guide');
    expect((await docs.page(`${SITE_ORIGIN}/apps/forum.md`)).markdown).toContain('# Page /apps/forum');
    expect((await docs.page('/')).markdown).toContain('# Page /');
  }
});

describe.each([
  ['a build folder (stdio)', () => byDir],
  ['a deployed site (--url)', () => byUrl],
])('get_page reading %s', (_, docs) => {
  it.each(corpus('HOST'))('refuses %j with a tool error', async (template) => {
    const result = await outcome(docs(), template.replaceAll('HOST', otherHost));
    expect(result).toMatchObject({ ok: false, toolError: true });
    expect(result.text).not.toContain(SECRET);
  });
});

describe('get_page over Streamable HTTP (/mcp)', () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ name: 'hostile', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', base)));
  }, 60_000);
  afterAll(() => client.close());

  it.each(corpus('HOST'))('refuses %j with a tool error', async (template) => {
    const result = (await client.callTool({ name: 'get_page', arguments: { route: template.replaceAll('HOST', otherHost) } })) as { isError?: boolean; content: { text: string }[] };
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result)).not.toContain(SECRET);
  });
});

/** A raw HTTP/1.1 request for `target` exactly as written (clients would normalise it first). */
function rawGet(target: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const socket = net.connect(Number(port), hostname, () => {
      const lines = [`GET ${target} HTTP/1.1`, `Host: ${hostname}:${port}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), 'Connection: close', '', ''];
      socket.write(lines.join('\r\n'));
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0), text });
    });
  });
}

describe("npm run serve's Markdown negotiation", () => {
  it('serves a page’s twin, and a Markdown 404 for a page the site does not have', async () => {
    expect(await rawGet('/guide', { Accept: 'text/markdown' })).toMatchObject({ status: 200, text: expect.stringContaining('# Page /guide') });
    const missing = await rawGet('/no-such-page', { Accept: 'text/markdown' });
    expect(missing.status).toBe(404);
    expect(missing.text).toMatch(/Content-Type: text\/markdown[\s\S]*# Page not found/);
  });

  it.each(corpus('HOST'))('answers %j with 400 or 404 (as HTML also with a redirect to a path of the site)', async (template) => {
    // A request target cannot hold spaces or control characters: those are sent percent-encoded.
    const target = encodeURI(template.replaceAll('HOST', otherHost)).replace(/%25/g, '%');
    const markdown = await rawGet(target, { Accept: 'text/markdown' });
    expect([400, 404]).toContain(markdown.status);
    expect(markdown.text).not.toContain(SECRET);
    const html = await rawGet(target, { Accept: 'text/html' });
    expect([301, 400, 404]).toContain(html.status);
    if (html.status === 301) expect(html.text).toMatch(/^Location: \/(?!\/)/m); // serve-handler joins doubled slashes
    expect(html.text).not.toContain(SECRET);
  });
});

describe('before: the resolution the server had (normaliseRoute, then twinPath, read wherever the path led)', () => {
  /** The earlier normaliseRoute, kept here only as the case this corpus must catch. */
  const oldNormalise = (route: string) => {
    let r = route.trim();
    if (r.startsWith(SITE_ORIGIN)) r = r.slice(SITE_ORIGIN.length);
    else if (/^https?:\/\//.test(r)) r = new URL(r).pathname;
    r = r.split(/[?#]/)[0].replace(/\.md$/, '').replace(/\/+$/, '');
    if (r === '' || r === '/index') return '/';
    return r.startsWith('/') ? r : `/${r}`;
  };
  const oldRead = async (route: string, location: 'dir' | 'url') => {
    const file = twinPath(oldNormalise(route));
    if (location === 'dir') return readFile(path.join(site, file), 'utf8');
    const response = await fetch(new URL(file, base));
    return response.ok ? response.text() : '';
  };

  it.each(['dir', 'url'] as const)('leaks through the corpus (%s)', async (location) => {
    const leaked: string[] = [];
    for (const route of corpus(otherHost)) {
      const text = await oldRead(route, location).catch(() => '');
      if (text.includes(SECRET)) leaked.push(route);
    }
    elsewhere.length = 0; // the old --url reading did ask the other server; that is the point here
    expect(leaked.length).toBeGreaterThan(0);
    expect(leaked).toEqual(expect.arrayContaining(location === 'dir' ? ['/../README', '/leak', '/linked'] : [`//${otherHost}/secret`]));
  });
});
