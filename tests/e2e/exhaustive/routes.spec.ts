/** Every URL of the built sitemap, the search screen and the 404 page, once, on a 320 px phone: it loads with the
 *  right status, hydrates, logs no console error or exception, and nothing scrolls sideways. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launch, pageProblems, walk, NOT_FOUND_ROUTE } from '../browser';
import build from '../../buildDir.cjs';

const sitemap = readFileSync(path.join(build, 'sitemap.xml'), 'utf8');
const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

test('every route', async () => {
  expect(routes.length).toBeGreaterThan(300);
  expect(await walk(browser, [...routes, '/search?q=stream', NOT_FOUND_ROUTE], { width: 320, height: 640 }, pageProblems)).toEqual([]);
}, 900_000);
