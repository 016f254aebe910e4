/** Smoke layer: every URL of the built sitemap loads, hydrates and logs no error. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launch, visit, watchedPage } from './browser';

const sitemap = readFileSync(path.resolve(__dirname, '../../build/sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

test('the sitemap lists every page (351 routes minus the unlisted search screen at most)', () => {
  expect(paths.length).toBeGreaterThanOrEqual(350);
});

test('every sitemap URL loads, hydrates and logs no console error', async () => {
  const failures: string[] = [];
  const queue = [...paths];
  async function worker() {
    const { page, problems } = await watchedPage(browser);
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      problems.length = 0;
      try {
        await visit(page, next);
      } catch (e) {
        problems.push(String(e));
      }
      if (problems.length) failures.push(`${next}: ${problems.join(' | ')}`);
    }
    await page.context().close();
  }
  await Promise.all([worker(), worker(), worker()]);
  expect(failures).toEqual([]);
}, 900_000);
