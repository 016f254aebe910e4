/**
 * Pages with two search forms (the header's and the page's own: /search, the 404 page) name each, so a screen
 * reader's landmark list tells them apart (axe: landmark-unique), on phones and wide windows.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { launch, visit, watchedPage, NOT_FOUND_ROUTE } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const cases = ['/search', '/search?q=stream', NOT_FOUND_ROUTE].flatMap((route) => [390, 1440].map((width) => [route, width] as const));

it.each(cases)('%s at %i px: every search landmark has a name of its own', async (route, width) => {
  const { page } = await watchedPage(browser, { viewport: { width, height: 844 } });
  await visit(page, route);
  const names = await page.locator('[role="search"]').evaluateAll((forms) => forms.map((form) => form.getAttribute('aria-label')));
  expect(names.length).toBe(2);
  expect(new Set(names).size).toBe(2);
  expect(names).not.toContain(null);
  const { violations } = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
