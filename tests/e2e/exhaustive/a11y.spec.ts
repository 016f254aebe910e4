/** axe over the sampled kinds of page that npm test leaves to this tier, in both colour modes (../axe.ts). */
import type { Browser } from 'playwright-core';
import { launch } from '../browser';
import { AXE_SAMPLE, SAMPLES, axeCases, expectNoBlockingViolation } from '../axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

it.each(axeCases(SAMPLES.filter((sample) => !AXE_SAMPLE.includes(sample.kind))))('%s (%s), loaded in %s mode, then in the other', async (_kind, _path, mode, sample) => {
  await expectNoBlockingViolation(browser, sample, mode);
});
