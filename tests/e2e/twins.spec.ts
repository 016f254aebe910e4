/**
 * Markdown twins in the browser, against the production build under the production headers: the twins and llms
 * files are served as UTF-8 text, "Copy page" puts the page's twin on the clipboard, "View as Markdown" opens it,
 * both by mouse and by keyboard; a doc page shows "Edit this page" and "Last updated"; the header with the
 * control passes axe in both colour modes.
 */
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, motionEnded, setColourMode, storeColourMode, visit, watchedPage } from './browser';
import { wcagAxe } from './axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const PAGE = '/server-install';
const TWIN = '/server-install.md';

async function twinText(path: string): Promise<string> {
  return (await fetch(`${BASE_URL}${path}`)).text();
}

/** The page in a context allowed to read and write the clipboard. */
async function docPage(mode: 'light' | 'dark' = 'light'): Promise<{ page: Page; problems: string[] }> {
  const watched = await watchedPage(browser, { colorScheme: mode, permissions: ['clipboard-read', 'clipboard-write'] });
  await storeColourMode(watched.page, mode);
  await visit(watched.page, PAGE);
  return watched;
}

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

it.each([
  [TWIN, 'text/markdown; charset=utf-8'],
  ['/index.md', 'text/markdown; charset=utf-8'],
  ['/rest-api/get-the-server-stats.md', 'text/markdown; charset=utf-8'],
  ['/llms.txt', 'text/plain; charset=utf-8'],
  ['/llms-full.txt', 'text/plain; charset=utf-8'],
])('serves %s as %s, under the security headers', async (path, type) => {
  const response = await fetch(`${BASE_URL}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(type);
  expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await response.text()).toMatch(/^(---\ntitle: |# BangDB Docs\n)/);
});

it('"Copy page" puts the twin on the clipboard and says so', async () => {
  const { page, problems } = await docPage();
  await page.getByRole('button', { name: 'Copy page' }).click();
  await page.getByRole('status').filter({ hasText: 'Page copied to the clipboard as Markdown.' }).waitFor({ state: 'attached' });
  const copied = await clipboardText(page);
  expect(copied).toBe(await twinText(TWIN));
  expect(copied).toMatch(/^---\ntitle: Install and run the BangDB server\n/);
  expect(problems).toEqual([]);
});

it('"View as Markdown" opens the twin', async () => {
  const { page, problems } = await docPage();
  expect(problems).toEqual([]);
  const twinResponse = page.waitForResponse(`${BASE_URL}${TWIN}`);
  await page.getByRole('link', { name: 'View as Markdown' }).click();
  expect((await twinResponse).status()).toBe(200);
  await page.waitForURL(`${BASE_URL}${TWIN}`);
  // Chromium shows text/markdown as plain text. (It also asks for /favicon.ico, which a text document cannot
  // name otherwise: that 404 is the browser's, not the site's.)
  expect(await page.evaluate(() => document.body.innerText)).toBe(await twinText(TWIN));
});

it('both work from the keyboard: Tab reaches them after the breadcrumbs, Enter copies, then opens', async () => {
  const { page } = await docPage();
  await page.locator('nav[aria-label="Breadcrumbs"] a').first().focus();
  const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  for (let i = 0; i < 10 && (await focusedName()) !== 'Copy page'; i += 1) await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('Copy page');
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: 'Page copied' }).waitFor({ state: 'attached' });
  expect(await clipboardText(page)).toBe(await twinText(TWIN));
  await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('View as Markdown');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${BASE_URL}${TWIN}`);
});

it('a doc page shows "Edit this page" (its file on GitHub) and "Last updated", reachable by keyboard', async () => {
  const { page } = await docPage();
  const edit = page.getByRole('link', { name: /Edit this page/ });
  await expect(edit.isVisible()).resolves.toBe(true);
  expect(await edit.getAttribute('href')).toBe('https://github.com/sachin-sinha/bangdb-docs/edit/main/docs/server-install.md');
  const updated = page.locator('.theme-last-updated');
  await expect(updated.isVisible()).resolves.toBe(true);
  expect(await updated.textContent()).toMatch(/^Last updated on \w{3} \d{1,2}, \d{4}$/);
  await page.getByRole('button', { name: 'Copy page' }).focus();
  for (let i = 0; i < 200 && !(await edit.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  expect(await edit.evaluate((el) => el === document.activeElement)).toBe(true);
  const feedback = page.getByRole('link', { name: 'Tell us in a GitHub issue' });
  expect(await feedback.getAttribute('href')).toMatch(/^https:\/\/github\.com\/sachin-sinha\/bangdb-docs\/issues\/new\?title=Feedback%3A\+/);
});

it('the page header with its actions passes axe, loaded in dark mode and switched to light', async () => {
  const { page } = await docPage('dark');
  await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
  for (const mode of ['dark', 'light'] as const) {
    if (mode === 'light') await setColourMode(page, mode);
    else await motionEnded(page); // the first paint's colour transitions end
    const { violations } = await wcagAxe(page).include('article').analyze();
    expect(violations.map((v) => `${mode}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
