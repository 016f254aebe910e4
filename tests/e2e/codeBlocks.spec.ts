/** Code blocks as a reader sees them: their buttons beside one-line code and shown on touch screens, rendered once
 *  by the server (hydration re-creates none), colours from the colour mode, and the chosen language remembered. */
import type { Browser } from 'playwright-core';
import { launch, openAt, rendered, setColourMode, settled, visit, watchedPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('code block buttons', () => {
  it('sit beside one-line code, never over it, and the copy button shows on touch screens', async () => {
    const watched = await watchedPage(browser, { viewport: { width: 390, height: 800 }, hasTouch: true });
    await visit(watched.page, '/bangdb-database-embedded'); // an API page: mostly one-line signatures
    await watched.page.waitForSelector('.bdb-code-buttons');
    expect(await watched.page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const blocks = await watched.page.evaluate(() =>
      Array.from(document.querySelectorAll('.theme-code-block'))
        .filter((b) => b.querySelectorAll('.token-line').length === 1)
        .map((b) => {
          const code = b.querySelector('pre')!.getBoundingClientRect();
          const buttons = b.querySelector('.bdb-code-buttons')!.getBoundingClientRect();
          const copy = b.querySelector<HTMLElement>('.bdb-code-buttons button[aria-label*="opy" i]');
          const overlap = Math.max(0, Math.min(code.right, buttons.right) - Math.max(code.left, buttons.left));
          return { overlap, copyOpacity: copy ? getComputedStyle(copy).opacity : 'no copy button' };
        }),
    );
    expect(blocks.length).toBeGreaterThan(10);
    expect(blocks.filter((b) => b.overlap > 0)).toEqual([]);
    expect(new Set(blocks.map((b) => b.copyOpacity))).toEqual(new Set(['1']));
  });
});

describe('code samples', () => {
  /**
   * Opens `path` counting the elements matching `selector` that React adds after the server's HTML has been
   * parsed (the count restarts on every load). `added()` reads it once the page has settled.
   */
  async function openCountingAdded(path: string, selector: string, options: { colorScheme?: 'light' | 'dark' } = {}) {
    const watched = await watchedPage(browser, options);
    await watched.page.addInitScript((sel) => {
      const w = window as unknown as { __added: number };
      w.__added = 0;
      document.addEventListener('DOMContentLoaded', () =>
        new MutationObserver((records) => {
          for (const r of records)
            for (const n of Array.from(r.addedNodes))
              if (n instanceof Element) w.__added += (n.matches(sel) ? 1 : 0) + n.querySelectorAll(sel).length;
        }).observe(document.body, { childList: true, subtree: true }),
      );
    }, selector);
    await visit(watched.page, path);
    const added = async () => {
      await settled(watched.page);
      return watched.page.evaluate(() => (window as unknown as { __added: number }).__added);
    };
    return { ...watched, added };
  }

  it.each(['light', 'dark'] as const)('are rendered once: hydration re-creates no code block (%s mode)', async (mode) => {
    const { page, problems, added } = await openCountingAdded('/bangdb-table-api', '.token', { colorScheme: mode });
    await expect(page.locator('pre .token').count()).resolves.toBeGreaterThan(500);
    expect(await added()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('REST pages keep their response tabs from the server: none re-created after hydration', async () => {
    const { page, problems, added } = await openCountingAdded('/rest-api/get-the-server-stats', '.openapi-tabs__container');
    await expect(page.locator('.openapi-tabs__container').count()).resolves.toBeGreaterThan(0);
    expect(await added()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('take their colours from the mode: a keyword changes colour, no token carries an inline style', async () => {
    const { page } = await openAt(browser, '/bangdb-table-api');
    const keywordColour = async (mode: 'light' | 'dark') => {
      await setColourMode(page, mode);
      const keyword = page.locator('pre .token.keyword').first();
      await expect(keyword.getAttribute('style')).resolves.toBeNull();
      return keyword.evaluate((el) => getComputedStyle(el).color);
    };
    expect(await keywordColour('light')).toBe('rgb(0, 0, 159)'); // #00009f, github raised to AA
    expect(await keywordColour('dark')).toBe('rgb(86, 156, 214)'); // vsDark
  });

  it('remember the chosen language on the next visit without re-rendering the samples', async () => {
    const { page, added } = await openCountingAdded('/bangdb-table-api', '.token');
    await page.getByRole('tab', { name: 'Java' }).first().click();
    await page.reload({ waitUntil: 'load' });
    await rendered(page);
    await expect(page.getByRole('tab', { name: 'Java' }).first().getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.locator('[role=tabpanel]:not([hidden]) pre.language-java').first().isVisible()).resolves.toBe(true);
    expect(await added()).toBe(0);
  });
});
