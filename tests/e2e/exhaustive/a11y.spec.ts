/** axe over the sampled kinds of page: npm test's kinds in the colour mode it leaves to this tier, the others in both
 *  (../axe.ts). */
import type { Browser } from 'playwright-core';
import { launch } from '../browser';
import { axeCases, expectNoBlockingViolation } from '../axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

it.each(axeCases('exhaustive'))('%s (%s) in %s mode', async (_kind, _path, _modes, sample, modes) => {
  await expectNoBlockingViolation(browser, sample, modes);
});
