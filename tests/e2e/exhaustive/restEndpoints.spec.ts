/** Every REST operation beyond npm test's sample, in one walk: method, path, documented reply and runnable samples
 *  (../restChecks.ts). */
import type { Browser } from 'playwright-core';
import { launch, watchedPage } from '../browser';
import { ENDPOINT_SAMPLE, endpointProblems, operations } from '../restChecks';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

test('every endpoint page', async () => {
  const { page, problems } = await watchedPage(browser);
  const failures: string[] = [];
  for (const operation of operations.filter(({ op }) => !ENDPOINT_SAMPLE.includes(op.operationId))) failures.push(...(await endpointProblems(page, operation)));
  expect(operations.filter(({ op }) => op.requestBody).length).toBeGreaterThanOrEqual(30);
  expect(failures).toEqual([]);
  expect(problems).toEqual([]);
}, 600_000);
