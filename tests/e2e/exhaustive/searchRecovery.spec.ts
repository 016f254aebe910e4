/** Recovery from every kind of failed index file beyond npm test's sample, on /search and in the header panel
 *  (../searchChecks.ts). */
import type { Browser } from 'playwright-core';
import { launch } from '../browser';
import { FILE_KINDS, RECOVERY_SAMPLE, recoversInPanel, recoversOnResultsPage } from '../searchChecks';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

it.each(FILE_KINDS.filter(([kind]) => !RECOVERY_SAMPLE.includes(kind)))('%s: on /search and in the header panel', async (_kind, path, query) => {
  await Promise.all([recoversOnResultsPage(browser, path, query), recoversInPanel(browser, path, query)]);
});
