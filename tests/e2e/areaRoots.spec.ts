/**
 * Trimmed addresses: every area's root (`/apps`, `/use-cases`, `/rest-api`, `/about`…, the first folder of a route
 * that is no page) lands on its start page, the first page under it in the navigation; and `/favicon.ico` is there
 * for what the browser opens without the site's head (Markdown twins, llms.txt, JSON, YAML).
 */
import type { Browser } from 'playwright-core';
import { allLeaves, navigation } from '../../src/nav';
import { trimmedRedirects } from '../../src/plugins/area-redirects';
import { launch, rendered, sharedPage, watchedPage, BASE_URL } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const roots = trimmedRedirects(navigation.flatMap((sidebar) => allLeaves(sidebar).map((leaf) => leaf.path))).filter(
  ({ from }) => from.split('/').length === 2,
);

it('covers the areas readers trim to', () => {
  expect(roots.map((r) => r.from)).toEqual(expect.arrayContaining(['/apps', '/use-cases', '/rest-api', '/about']));
});

describe('each area root', () => {
  const shared = sharedPage(() => browser);

  it.each(roots.map(({ from, to }) => [from, to]))('%s lands on %s', async (from, to) => {
    const { page, problems } = shared;
    const first = await page.goto(`${BASE_URL}${from}`);
    expect(first?.status()).toBe(200);
    await page.waitForURL(`${BASE_URL}${to}`);
    await rendered(page);
    await expect(page.locator('article h1').count()).resolves.toBe(1);
    expect(problems).toEqual([]);
  });
});

it('lands /apps/ with its slash too', async () => {
  const { page } = await watchedPage(browser);
  await page.goto(`${BASE_URL}/apps/`);
  await page.waitForURL(`${BASE_URL}${roots.find((r) => r.from === '/apps')!.to}`);
});

it('serves /favicon.ico, an icon', async () => {
  const response = await fetch(`${BASE_URL}/favicon.ico`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^image\//);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]); // the ICO header: reserved 0, type 1 (icon)
});
