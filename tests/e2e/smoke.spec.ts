/** Smoke layer: every URL of the built sitemap loads, hydrates and logs no error. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { allLeaves, navigation } from '../../src/nav';
import { launch, visit, watchedPage } from './browser';
import build from '../buildDir.cjs';

const sitemap = readFileSync(path.join(build, 'sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

test('the sitemap lists the home and every page of the navigation model', () => {
  const pages = ['/', ...navigation.flatMap((sidebar) => allLeaves(sidebar).map((leaf) => leaf.path.split('#')[0]))];
  expect(pages.filter((page) => !paths.includes(page))).toEqual([]);
});

/**
 * Visits every path, three pages at a time, and collects what `check` finds wrong on each (a failed visit counts).
 * `problems` holds the console errors, exceptions and failed responses of the current page.
 */
async function walk(
  list: readonly string[],
  viewport: { width: number; height: number },
  check: (page: Page, path: string, problems: readonly string[]) => Promise<string[]>,
): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...list];
  async function worker() {
    const { page, problems } = await watchedPage(browser, { viewport });
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      problems.length = 0;
      let found: string[];
      try {
        await visit(page, next);
        found = await check(page, next, problems);
      } catch (e) {
        found = [String(e)];
      }
      if (found.length) failures.push(`${next}: ${found.join(' | ')}`);
    }
  }
  await Promise.all([worker(), worker(), worker()]);
  return failures;
}

test('every sitemap URL loads, hydrates and logs no console error', async () => {
  const failures = await walk(paths, { width: 1280, height: 800 }, async (_page, _path, problems) => [...problems]);
  expect(failures).toEqual([]);
}, 900_000);

test('no page scrolls sideways on a 320 px phone (wide code and tables scroll in their own box)', async () => {
  const extra = ['/search?q=stream', '/search', '/no-such-page'];
  const failures = await walk([...paths, ...extra], { width: 320, height: 640 }, async (page, path) => {
    if (path.startsWith('/search?')) await page.waitForSelector('section[aria-label="Search results"] li', { timeout: 20_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    return overflow > 0 ? [`${overflow} px wider than the screen`] : [];
  });
  expect(failures).toEqual([]);
}, 900_000);
