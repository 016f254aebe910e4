/** Every page with diagrams beyond npm test's sample, at 390 and 1440 px: each diagram readable in place and full
 *  screen, by keyboard (../diagramChecks.ts). One page at a time, reusing a page per width. */
import type { Browser } from 'playwright-core';
import { launch, visit, watchedPage } from '../browser';
import { DIAGRAM_SAMPLE, WIDTHS, diagramPages, diagramProblems } from '../diagramChecks';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

test.each(WIDTHS)('every page with diagrams at %i px', async (width) => {
  const { page, problems } = await watchedPage(browser, { viewport: { width, height: 844 } });
  const failures: string[] = [];
  for (const route of diagramPages.filter((r) => !DIAGRAM_SAMPLE.includes(r))) {
    problems.length = 0;
    await visit(page, route);
    for (const problem of [...(await diagramProblems(page)), ...problems]) failures.push(`${route}: ${problem}`);
  }
  expect(failures).toEqual([]);
}, 600_000);
