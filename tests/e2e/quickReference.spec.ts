/**
 * The quick reference as a reader uses it: the filter narrows every table and restores them, the edition filter
 * keeps one edition, the keyboard reaches every copy button, a phone shows the rows without sideways scrolling in
 * both colour modes, and the Cypher sheet prints on A4 in two columns. (axe on the CLI sheet at 390 px: a sample of
 * a11y.spec.ts.)
 */
import type { Browser, Page } from 'playwright-core';
import { launch, setColourMode, visit, watchedPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const rowCount = (page: Page) => page.locator('article tbody tr').count();

test('typing in the filter narrows every table, and clearing it restores them', async () => {
  const { page, problems } = await watchedPage(browser);
  await visit(page, '/quick-reference/cypher');
  const all = await rowCount(page);
  const filter = page.getByLabel('Filter this sheet');
  await filter.fill('sort');
  await page.waitForFunction((n) => document.querySelectorAll('article tbody tr').length < n, all);
  const kept = await page.locator('article tbody tr td:first-child').allInnerTexts();
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.every((t) => t.toLowerCase().includes('sort'))).toBe(true);
  await expect(page.getByText(`${kept.length} of ${all} entries`).count()).resolves.toBe(1);
  await filter.fill('');
  await page.waitForFunction((n) => document.querySelectorAll('article tbody tr').length === n, all);
  expect(problems).toEqual([]);
});

test('the edition filter keeps only the chosen edition', async () => {
  const { page } = await watchedPage(browser);
  await visit(page, '/quick-reference/api');
  await page.getByLabel('Java client').check();
  await page.waitForFunction(() => Array.from(document.querySelectorAll('article tbody tr td:nth-child(3)')).every((td) => td.textContent === 'Java client'));
  expect(await rowCount(page)).toBeGreaterThan(0);
});

test('the keyboard reaches every copy button from the filter, and a copy button copies its form', async () => {
  const { page } = await watchedPage(browser);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await visit(page, '/quick-reference/cli');
  await page.getByLabel('Filter this sheet').fill('create table');
  const buttons = page.locator('article td button[aria-label^="Copy "]');
  await page.waitForFunction(() => document.querySelectorAll('article tbody tr').length < 10);
  const names = await buttons.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  expect(names.length).toBeGreaterThan(0);
  const reached: string[] = [];
  for (let i = 0; i < 200 && reached.length < names.length; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if (label.startsWith('Copy ') && !reached.includes(label)) reached.push(label);
  }
  expect(reached).toEqual(names);
  await page.keyboard.press('Enter');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(`Copy ${copied}`).toBe(names[names.length - 1]);
});

describe('on a 390 px phone in both colour modes (axe on the CLI sheet: the sample of a11y.spec.ts)', () => {
  test('no sheet scrolls sideways', async () => {
    const { page } = await watchedPage(browser, { viewport: { width: 390, height: 800 }, colorScheme: 'light' });
    for (const sheet of ['cypher', 'cli', 'config', 'rest', 'api']) {
      await visit(page, `/quick-reference/${sheet}`);
      for (const mode of ['light', 'dark'] as const) {
        await setColourMode(page, mode);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect({ sheet, mode, overflow }).toEqual({ sheet, mode, overflow: 0 });
      }
    }
  });
});

test('the Cypher sheet prints on A4 in two columns, without the filter', async () => {
  const { page } = await watchedPage(browser);
  await visit(page, '/quick-reference/cypher');
  await page.emulateMedia({ media: 'print' });
  const layout = await page.evaluate(() => {
    const groups = document.querySelector('article [class*="groups"]') as HTMLElement;
    const input = document.querySelector('article input[type="search"]') as HTMLElement;
    return { columns: getComputedStyle(groups).columnCount, filterShown: input.offsetParent !== null };
  });
  expect(layout).toEqual({ columns: '2', filterShown: false });
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  expect(pages).toBeGreaterThan(0);
  expect(pages).toBeLessThanOrEqual(3);
});
