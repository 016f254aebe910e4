/**
 * On a slow network the page is on screen seconds before its scripts run. A tap in that time is not lost: the phone
 * header's search icon is a link to /search, the menu button opens its dialog by the browser's own invoker command,
 * and /search shows the URL's query in its box as soon as the page is parsed. The scripts are held back here by
 * intercepting their requests until the test lets them go; the same holds with scripts off.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launch, rendered, watchedPage, BASE_URL } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A phone page whose scripts wait until `release()` is called. */
async function phoneWithScriptsHeld(): Promise<{ page: Page; problems: string[]; release: () => void }> {
  const { page, problems } = await watchedPage(browser, PHONE);
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return { page, problems, release };
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');

describe('with the scripts still loading', () => {
  it('a tap on the search icon reaches /search', async () => {
    const { page, release } = await phoneWithScriptsHeld();
    await page.goto(`${BASE_URL}/stream`, { waitUntil: 'domcontentloaded' });
    await expect(hydrated(page)).resolves.toBe(false);
    await page.getByRole('link', { name: 'Search the documentation' }).tap();
    await page.waitForURL(`${BASE_URL}/search`, { waitUntil: 'commit' });
    release();
  });

  it('a tap on the menu button opens the menu, which has the area\'s pages once the scripts run', async () => {
    const { page, problems, release } = await phoneWithScriptsHeld();
    await page.goto(`${BASE_URL}/stream`, { waitUntil: 'domcontentloaded' });
    await expect(hydrated(page)).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('navigation', { name: 'BangDB site (mobile)' }).waitFor({ state: 'visible' });
    await expect(hydrated(page)).resolves.toBe(false);
    release();
    await rendered(page);
    await menu.getByRole('navigation', { name: 'Stream pages' }).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await expect(menu.isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Open menu' }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('/search?q= shows the query in its box at once', async () => {
    const { page, problems, release } = await phoneWithScriptsHeld();
    await page.goto(`${BASE_URL}/search?q=${encodeURIComponent('  stream join ')}`, { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('searchbox', { name: 'Refine your search' });
    await expect(box.inputValue()).resolves.toBe('stream join');
    await expect(hydrated(page)).resolves.toBe(false);
    release();
    await rendered(page);
    await expect(box.inputValue()).resolves.toBe('stream join');
    expect(problems).toEqual([]); // the inline script ran under the CSP, no violation logged
  });

  it('/search?q= with markup in the query shows it as text', async () => {
    const { page, release } = await phoneWithScriptsHeld();
    const hostile = '"><img src=x onerror=alert(1)>';
    await page.goto(`${BASE_URL}/search?q=${encodeURIComponent(hostile)}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('searchbox', { name: 'Refine your search' }).inputValue()).resolves.toBe(hostile);
    await expect(page.locator('main img[src="x"]').count()).resolves.toBe(0);
    release();
  });
});

describe('with scripts off', () => {
  async function phoneWithoutScripts() {
    const { page } = await watchedPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(`${BASE_URL}/stream`);
    return page;
  }

  it('the menu opens and closes', async () => {
    const page = await phoneWithoutScripts();
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Docs' }).waitFor({ state: 'visible' });
    await menu.getByRole('button', { name: 'Close menu' }).tap();
    await expect(menu.isVisible()).resolves.toBe(false);
  });

  it('the search icon opens /search', async () => {
    const page = await phoneWithoutScripts();
    await page.getByRole('link', { name: 'Search the documentation' }).tap();
    await page.waitForURL(`${BASE_URL}/search`);
  });
});
