/** REST API reference pages: method and path, code-sample languages, and Try-it against a stub server. */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import yaml from 'js-yaml';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launch, visit, watchedPage } from './browser';
import build from '../buildDir.cjs';

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

const openExplorer = (page: Page) => page.getByRole('button', { name: /Try it/ }).click();

/** Opens "Get the server stats", points Try-it at 127.0.0.1:`port` and sends the request. */
async function sendServerStats(port: number): Promise<Page> {
  const { page } = await watchedPage(browser);
  await visit(page, '/rest-api/get-the-server-stats');
  await openExplorer(page);
  // The Edit control appears when the pointer is over the server URL.
  await page.locator('.openapi-explorer__server-url').hover();
  await page.locator('button', { hasText: 'Edit' }).click();
  await page.getByPlaceholder('localhost').fill('127.0.0.1');
  await page.getByPlaceholder('18080').fill(String(port));
  await page.getByRole('button', { name: /send api request/i }).click();
  return page;
}

it('shows method and path, a curl sample at once, and samples in four languages in the explorer', async () => {
  const { page, problems } = await watchedPage(browser);
  await visit(page, '/rest-api/get-the-server-stats');
  await expect(page.locator('.openapi__method-endpoint').first().textContent()).resolves.toMatch(/GET.*\/server\/stat/);
  await expect(page.locator('pre').filter({ hasText: "curl -L -X GET 'http://localhost:18080/server/stat'" }).count()).resolves.toBe(1);
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

it('divides reference and explorer with a line side by side only; stacked on a phone, no line at the edge', async () => {
  const divider = async (width: number) => {
    const { page } = await watchedPage(browser, { viewport: { width, height: 800 } });
    await visit(page, '/rest-api/train-a-model');
    return page.locator('.openapi-left-panel__container').evaluate((el) => getComputedStyle(el).borderRightStyle);
  };
  await expect(divider(1280)).resolves.toBe('solid');
  await expect(divider(390)).resolves.toBe('none');
});

describe('every endpoint page', () => {
  const spec = yaml.load(readFileSync(path.resolve(__dirname, '../../rest-api/openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, { operationId: string; responses: Record<string, { content?: Record<string, { example?: unknown; examples?: Record<string, { value: unknown }> }> }> }>>;
  };
  const operations = Object.entries(spec.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ route, method, op })),
  );

  it('covers every operation of the document, each with its built page', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.filter(({ op }) => !existsSync(path.join(build, 'rest-api', `${op.operationId}.html`))).map(({ op }) => op.operationId)).toEqual([]);
  });

  it('shows its method, its path and an example response', async () => {
    const { page, problems } = await watchedPage(browser);
    const failures: string[] = [];
    for (const { route, method, op } of operations) {
      await visit(page, `/rest-api/${op.operationId}`);
      const endpoint = (await page.locator('.openapi__method-endpoint').first().textContent()) ?? '';
      const shownPath = route.split('#')[0].replace(/\?.*$/, '');
      if (!endpoint.toUpperCase().startsWith(method.toUpperCase()) || !endpoint.includes(shownPath.split('{')[0])) {
        failures.push(`${op.operationId}: endpoint shows "${endpoint}"`);
      }
      const media = Object.values(op.responses['200']?.content ?? {})[0];
      const example = media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
      const firstKey = example && typeof example === 'object' ? Object.keys(example)[0] : undefined;
      // Response examples sit in the Responses tabs (the 'Example' tab of each status code).
      const shown = (await page.locator('[role=tabpanel] pre').allTextContents()).join('\n');
      if (!firstKey || !shown.includes(`"${firstKey}"`)) failures.push(`${op.operationId}: no example response with "${firstKey}"`);
    }
    expect(failures).toEqual([]);
    expect(problems).toEqual([]);
  }, 300_000);
});
