/** Smoke: the routes that stand for the whole site load, hydrate, log no error and never scroll sideways, on a
 *  desktop and on a 320 px phone (wide code and tables scroll in their own box). Every route: exhaustive/routes.spec.ts. */
import type { Browser } from 'playwright-core';
import { launch, pageProblems, walk, SAMPLE_ROUTES } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

test.each([
  [1280, 800],
  [320, 640],
])('the sample routes at %i px: no error, nothing wider than the screen', async (width, height) => {
  expect(await walk(browser, SAMPLE_ROUTES, { width, height }, pageProblems)).toEqual([]);
}, 300_000);
