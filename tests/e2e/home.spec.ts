/** The docs home: a card per area that opens its overview, and the page flags (header and footer, no sidebar). */
import type { Browser } from 'playwright-core';
import { launch, openAt, rendered } from './browser';
import { areas } from '../../src/config/areas';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('home cards', () => {
  it("open each area's overview and underline none of their descriptions", async () => {
    const { page } = await openAt(browser, '/');
    const cards = page.getByRole('list', { name: 'Documentation areas' }).getByRole('link');
    await expect(cards.count()).resolves.toBe(areas.length);
    const decorations = await cards.evaluateAll((links) =>
      links.map((a) => getComputedStyle(a.querySelector('span:last-child')!).textDecorationLine),
    );
    expect(new Set(decorations)).toEqual(new Set(['none']));
    await page.getByRole('link', { name: /^Bug tracker/ }).click();
    await page.waitForURL(/\/apps\/bug-tracker\//);
    await rendered(page);
    const first = page.locator('.theme-doc-sidebar-menu a').first();
    await expect(first.textContent()).resolves.toBe('Overview');
    await expect(first.getAttribute('aria-current')).resolves.toBe('page');
  });
});

describe('page flags', () => {
  it('the docs home has header and footer but no sidebar', async () => {
    const { page } = await openAt(browser, '/');
    await expect(page.locator('.theme-doc-sidebar-container').count()).resolves.toBe(0);
    await expect(page.locator('nav.navbar').isVisible()).resolves.toBe(true);
    await expect(page.locator('footer.footer').isVisible()).resolves.toBe(true);
  });
});
