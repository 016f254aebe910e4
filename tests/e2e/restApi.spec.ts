/** REST API reference pages: method and path, code-sample languages, and Try-it against a stub server. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launch, visit, watchedPage } from './browser';

let browser: Browser;
let stub: http.Server;
let stubPort = 0;
const STATS = { server: { node_name: 'stub-host', num_cpus: 2 }, bangdb_process: { pid: 4242 } };

beforeAll(async () => {
  browser = await launch();
  // A tiny stand-in for a BangDB server: it answers one endpoint, with CORS like a browser needs.
  stub = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method === 'GET' && req.url === '/server/stat') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return void res.end(JSON.stringify(STATS));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubPort = (stub.address() as AddressInfo).port;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => stub?.close(resolve));
});

it('shows method and path, and code samples in four languages', async () => {
  const { page, problems } = await watchedPage(browser);
  await visit(page, '/rest-api/get-the-server-stats');
  await expect(page.locator('.openapi__method-endpoint').first().textContent()).resolves.toMatch(/GET.*\/server\/stat/);
  const tabs = page.locator('.openapi-tabs__code-item');
  await expect(tabs.allTextContents().then((t) => t.slice(0, 4))).resolves.toEqual(['curl', 'python', 'nodejs', 'java']);
  await page.getByRole('tab', { name: /python/i }).first().click();
  await expect(page.locator('.openapi-explorer__code-block-code, pre').filter({ hasText: /import/ }).first().textContent()).resolves.toMatch(/http\.client|requests/);
  expect(problems).toEqual([]);
});

it('sends a Try-it request to the reader\'s server and shows the response', async () => {
  const { page } = await watchedPage(browser);
  await visit(page, '/rest-api/get-the-server-stats');
  // The Edit control appears when the pointer is over the server URL.
  await page.locator('.openapi-explorer__server-url').hover();
  await page.locator('button', { hasText: 'Edit' }).click();
  await page.getByPlaceholder('localhost').fill('127.0.0.1');
  await page.getByPlaceholder('18080').fill(String(stubPort));
  await page.getByRole('button', { name: /send api request/i }).click();
  await expect(page.getByText('stub-host').first().waitFor({ timeout: 10_000 })).resolves.toBeUndefined();
});
