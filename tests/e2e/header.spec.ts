/** The site header as a reader sees it: every control on one row at every width, Download or the menu button by
 *  width, and the phone menu, a modal dialog over an inert page with the area's pages, their filter and the site links. */
import type { Browser, Page } from 'playwright-core';
import { launch, openAt } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('header', () => {
  it.each(['/stream', '/search'])('keeps every header control on one row inside the bar from 320 to 1536 px (%s)', async (path) => {
    const { page } = await openAt(browser, path);
    const misplaced: string[] = [];
    for (const width of [320, 360, 390, 414, 480, 600, 768, 899, 900, 996, 997, 1024, 1100, 1199, 1200, 1280, 1536]) {
      await page.setViewportSize({ width, height: 800 });
      const found = await page.evaluate(() => {
        const bar = document.querySelector('nav.navbar')!.getBoundingClientRect();
        const controls = Array.from(document.querySelectorAll('.navbar__inner > div > *')).filter((el) => el.getClientRects().length > 0);
        const outside = controls
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.top < bar.top || box.bottom > bar.bottom || box.left < 0 || box.right > window.innerWidth)
          .map(({ el }) => el.getAttribute('aria-label') ?? el.querySelector('[aria-label]')?.getAttribute('aria-label') ?? el.tagName);
        const search = document.querySelector('.navbar input[type="search"]')!.getBoundingClientRect().width;
        // Phones show a search link instead, which opens a full-width search sheet.
        const searchButton = document.querySelector('.navbar a[aria-label="Search the documentation"]')!.getClientRects().length > 0;
        return { outside, search, searchButton, overflow: document.documentElement.scrollWidth - window.innerWidth };
      });
      if (found.outside.length > 0) misplaced.push(`${width}px: ${found.outside.join(', ')} outside the bar`);
      if (width < 600 ? !found.searchButton : found.search < 100) misplaced.push(`${width}px: search box only ${found.search}px wide, no search button`);
      if (found.overflow > 0) misplaced.push(`${width}px: page scrolls sideways by ${found.overflow}px`);
    }
    expect(misplaced).toEqual([]);
  });

  it('shows Download at 1280 px and a mobile menu instead at 800 px', async () => {
    const wide = await openAt(browser, '/stream', 1280);
    await expect(wide.page.getByRole('link', { name: 'Download' }).isVisible()).resolves.toBe(true);
    await expect(wide.page.getByRole('button', { name: 'Open menu' }).isVisible()).resolves.toBe(false);
    const narrow = await openAt(browser, '/stream', 800);
    await expect(narrow.page.getByRole('link', { name: 'Download' }).first().isVisible()).resolves.toBe(false);
    await narrow.page.getByRole('button', { name: 'Open menu' }).click();
    const links = narrow.page.getByRole('navigation', { name: 'BangDB site (mobile)' }).getByRole('link');
    await expect(links.allTextContents()).resolves.toEqual(['Pricing', 'Docs', 'Blog', 'About', 'Contact', 'Resources']);
    await expect(narrow.page.getByRole('link', { name: /Ampere/ }).isVisible()).resolves.toBe(true);
  });
});

describe('phone menu', () => {
  /** The visible buttons of the header bar (not those inside the menu). */
  const barButtons = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.navbar__inner button'))
        .filter((b) => b.getClientRects().length > 0 && !b.closest('dialog'))
        .map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim() ?? ''),
    );
  const colourToggles = (page: Page) => page.locator('button[title$=" mode"]:visible').count();
  const focusInside = (page: Page, selector: string) => page.evaluate((sel) => !!document.activeElement?.closest(sel), selector);

  it('is one menu button and one colour-mode toggle; the menu is a modal dialog with the area pages, their filter and the site links', async () => {
    const { page, problems } = await openAt(browser, '/stream', 390, 800);
    const bar = await barButtons(page);
    expect(bar.filter((name) => /menu|navigation/i.test(name))).toEqual(['Open menu']);
    expect(await colourToggles(page)).toBe(1);

    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button.getAttribute('aria-haspopup')).resolves.toBe('dialog');
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog.evaluate((d) => (d as HTMLDialogElement).open && d.matches(':modal'))).resolves.toBe(true);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    expect(await focusInside(page, 'dialog')).toBe(true);
    expect(await colourToggles(page)).toBe(1); // the header's; the menu has none of its own

    const area = dialog.getByRole('navigation', { name: 'Stream pages' });
    await expect(area.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).resolves.toBe('page');
    // Typing in the filter shows the matches from the first, wherever the menu was scrolled to.
    const menuScroll = () => area.evaluate((nav) => nav.parentElement!.scrollTop);
    await area.evaluate((nav) => nav.parentElement!.scrollBy(0, 400));
    expect(await menuScroll()).toBeGreaterThan(0);
    await area.getByRole('textbox', { name: 'Filter this sidebar' }).fill('example');
    await expect(area.locator('.theme-doc-sidebar-item-link a').allTextContents()).resolves.toEqual(['Example 1', 'Example 2', 'Example 3']);
    expect(await menuScroll()).toBe(0);
    const site = dialog.getByRole('navigation', { name: 'BangDB site (mobile)' }).getByRole('link');
    await expect(site.allTextContents()).resolves.toEqual(['Pricing', 'Docs', 'Blog', 'About', 'Contact', 'Resources']);
    // The page behind the dialog is inert: nothing outside it can be clicked.
    await expect(page.getByRole('searchbox', { name: 'Search the documentation' }).click({ timeout: 1000 })).rejects.toThrow();
    expect(problems).toEqual([]);
  });

  it('closes when a page is chosen, on the backdrop and with its close button', async () => {
    const { page, problems } = await openAt(browser, '/stream', 390, 800);
    const button = page.getByRole('button', { name: 'Open menu' });
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await button.click();
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog.isVisible()).resolves.toBe(false);
    await button.click();
    await page.mouse.click(10, 400); // the dimmed page left of the sheet
    await expect(dialog.isVisible()).resolves.toBe(false);
    await button.click();
    await dialog.getByRole('link', { name: 'Group By', exact: true }).click();
    await page.waitForURL(/\/group-by$/);
    await expect(dialog.isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
  });

});
