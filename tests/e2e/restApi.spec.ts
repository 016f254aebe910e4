/** REST API reference pages: method and path, code-sample languages, and Try-it against a stub server. */
import { once, EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launch, visit, watchedPage } from './browser';
import { ENDPOINT_SAMPLE, endpointProblems, openExplorer, operations } from './restChecks';
import build from '../buildDir.cjs';

let browser: Browser;
let stub: http.Server;
let stubPort = 0;
const STATS = { server: { node_name: 'stub-host', num_cpus: 2 }, bangdb_process: { pid: 4242 } };
/** Requests the stub received (CORS preflights left out). */
const received: { method?: string; url?: string; contentType?: string; body: string }[] = [];
/** Emits 'request' for each request the stub receives. */
const arrivals = new EventEmitter();

beforeAll(async () => {
  browser = await launch();
  // A tiny stand-in for a BangDB server: it answers one endpoint, with CORS like a browser needs.
  stub = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, contentType: req.headers['content-type'], body });
      arrivals.emit('request');
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(req.url === '/server/stat' ? STATS : { retval: 0 }));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubPort = (stub.address() as AddressInfo).port;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => stub?.close(resolve));
});

/** Opens an endpoint page, points Try-it at 127.0.0.1:`port` and sends the request (confirming it as a request
 *  with the method `confirm` where it changes data). */
async function sendFrom(route: string, port: number, confirm?: 'POST'): Promise<Page> {
  const { page } = await watchedPage(browser);
  await visit(page, route);
  await openExplorer(page);
  // The Edit control appears when the pointer is over the server URL.
  await page.locator('.openapi-explorer__server-url').hover();
  await page.locator('button', { hasText: 'Edit' }).click();
  await page.getByPlaceholder('localhost').fill('127.0.0.1');
  await page.getByPlaceholder('18080').fill(String(port));
  await page.getByRole('button', { name: /send api request/i }).click();
  // A request that changes data waits for one confirmation (tests/e2e/tryIt.spec.ts); a read goes at once.
  if (confirm) await page.getByRole('button', { name: `Send ${confirm} request` }).click();
  return page;
}

const sendServerStats = (port: number) => sendFrom('/rest-api/get-the-server-stats', port);

it('shows method and path, a curl sample at once, and samples in four languages in the explorer', async () => {
  const { page, problems } = await watchedPage(browser);
  await visit(page, '/rest-api/get-the-server-stats');
  await expect(page.locator('.openapi__method-endpoint').first().textContent()).resolves.toMatch(/GET.*\/server\/stat/);
  await expect(page.locator('.rest-explorer pre').filter({ hasText: "curl -L -X GET 'http://localhost:18080/server/stat'" }).count()).resolves.toBe(1);
  await openExplorer(page);
  const tabs = page.locator('.openapi-tabs__code-item');
  await tabs.first().waitFor();
  await expect(tabs.allTextContents().then((t) => t.slice(0, 4))).resolves.toEqual(['curl', 'python', 'nodejs', 'java']);
  await page.getByRole('tab', { name: /python/i }).first().click();
  await expect(page.locator('pre').filter({ hasText: /import requests/ }).first().textContent()).resolves.toContain("requests.request(\"GET\"");
  await page.getByRole('tab', { name: /java/i }).first().click();
  await expect(page.locator('pre').filter({ hasText: /HttpClient/ }).count()).resolves.toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

it('sends a Try-it request to the reader\'s server and shows the response', async () => {
  const page = await sendServerStats(stubPort);
  await expect(page.getByText('stub-host').first().waitFor({ timeout: 10_000 })).resolves.toBeUndefined();
});

it('says clearly when the reader\'s server cannot be reached', async () => {
  // Nothing listens on port 1 of this machine.
  const page = await sendServerStats(1);
  await expect(page.getByRole('alert').filter({ hasText: 'did not reach the server' }).waitFor({ timeout: 15_000 })).resolves.toBeUndefined();
});

it.each(['query-streams-to-retrieve-data', 'various-notification-queries'])(
  'sends Try it on %s as POST /db/mydb/query with its JSON body (the #suffix is not part of the route)',
  async (slug) => {
    received.length = 0;
    await sendFrom(`/rest-api/${slug}`, stubPort, 'POST');
    if (received.length === 0) await once(arrivals, 'request', { signal: AbortSignal.timeout(10_000) });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/db/mydb/query', contentType: 'application/json' });
    expect(JSON.parse(received[0].body)).toHaveProperty('sql', expect.stringMatching(/^select /));
  },
);

it('shows the Java tab whole at 1280 and 1024 px', async () => {
  for (const width of [1280, 1024]) {
    const { page } = await watchedPage(browser, { viewport: { width, height: 900 } });
    await visit(page, '/rest-api/create-a-table');
    await openExplorer(page);
    const java = page.locator('.openapi-tabs__code-item--java').first();
    await java.waitFor();
    const [tab, list] = await Promise.all([java.boundingBox(), page.locator('.openapi-tabs__code-list-container').first().boundingBox()]);
    expect({ width, inside: !!tab && !!list && tab.x >= list.x && tab.x + tab.width <= list.x + list.width && tab.x + tab.width <= width }).toEqual({ width, inside: true });
    await page.close();
  }
});

it('marks each endpoint in the sidebar with its method', async () => {
  const { page } = await watchedPage(browser);
  await visit(page, '/rest-api/create-a-table');
  const badge = (title: string) =>
    page.locator('.api-method > .menu__link', { hasText: title }).first().evaluate((a) => getComputedStyle(a, '::before').content);
  await expect(badge('Create a table')).resolves.toBe('"POST"');
  await expect(badge('Get the server stats')).resolves.toBe('"GET"');
  await expect(badge('Delete a table')).resolves.toBe('"DELETE"');
});

it('prints the article: no Try-it button or tab bars, every language sample, every tab and schema expanded', async () => {
  const { page } = await watchedPage(browser);
  await visit(page, '/rest-api/create-a-table');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: /Try it/ }).isVisible()).resolves.toBe(false);
  await expect(page.locator('.navbar, .theme-doc-sidebar-container').evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().height > 0).length)).resolves.toBe(0);
  const samples = page.locator('.rest-print-samples figure');
  await expect(samples.locator('figcaption').allTextContents()).resolves.toEqual(['cURL', 'Python', 'NodeJs', 'Java']);
  for (const figure of await samples.all()) await expect(figure.isVisible()).resolves.toBe(true);
  await expect(samples.last().textContent()).resolves.toContain('.header("Content-Type", "application/json")');
  const shown = (selector: string) => page.locator(selector).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height > 0));
  await expect(shown('main [role=tablist]')).resolves.not.toContain(true);
  const panels = await shown('main [role=tabpanel]');
  expect(panels.length).toBeGreaterThan(3);
  expect(panels).not.toContain(false);
  // Schema trees: the content of every <details> (parameters, body, responses) takes room on paper.
  // Every disclosure the printed page shows (the page actions' "Open in…" is not printed) is open.
  const details = await page.locator('main details').evaluateAll((els) =>
    els.filter((d) => d.checkVisibility()).map((d) => (d.querySelector(':scope > div') as HTMLElement).getBoundingClientRect().height > 0),
  );
  expect(details.length).toBeGreaterThan(0);
  expect(details).not.toContain(false);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: /Try it/ }).isVisible()).resolves.toBe(true);
});

it('divides reference and explorer with a line side by side only; stacked on a phone, no line at the edge', async () => {
  const divider = async (width: number) => {
    const { page } = await watchedPage(browser, { viewport: { width, height: 800 } });
    await visit(page, '/rest-api/train-a-model');
    return page.locator('.openapi-left-panel__container').evaluate((el) => getComputedStyle(el).borderRightStyle);
  };
  await expect(divider(1280)).resolves.toBe('solid');
  await expect(divider(390)).resolves.toBe('none');
});

describe('endpoint pages (a sample of each method; every endpoint: exhaustive/restEndpoints.spec.ts)', () => {
  it('covers every operation of the document, each with its built page, the sample among them', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.filter(({ op }) => !existsSync(path.join(build, 'rest-api', `${op.operationId}.html`))).map(({ op }) => op.operationId)).toEqual([]);
    expect(ENDPOINT_SAMPLE.filter((id) => !operations.some(({ op }) => op.operationId === id))).toEqual([]);
  });

  it('show method, path and the documented reply, and give a body a runnable sample, on the page and in Try-it', async () => {
    const { page, problems } = await watchedPage(browser);
    const failures: string[] = [];
    for (const operation of operations.filter(({ op }) => ENDPOINT_SAMPLE.includes(op.operationId))) failures.push(...(await endpointProblems(page, operation)));
    expect(failures).toEqual([]);
    expect(problems).toEqual([]);
  }, 120_000);
});
