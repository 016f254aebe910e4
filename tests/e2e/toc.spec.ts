/** The table of contents keeps the entry of the section being read inside its own scroll box (src/theme/TOC). */
import type { Browser } from 'playwright-core';
import { launch, openAt } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('table of contents', () => {
  it('keeps the entry of the section being read in view on a long page (1440 px)', async () => {
    const { page } = await openAt(browser, '/graph-and-cypher/query-scenarios', 1440, 900);
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc.evaluate((el) => el.scrollHeight > el.clientHeight)).resolves.toBe(true);
    const outOfView: string[] = [];
    for (const fraction of [0.5, 0.75, 0.95, 0.3]) {
      // The theme moves the highlight on the document's scroll event and the wrapper scrolls the box on that change
      // (a mutation observer's microtask), both before the event reaches the window.
      await page.evaluate(
        (f) =>
          new Promise((scrolled) => {
            window.addEventListener('scroll', scrolled, { once: true });
            window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f);
          }),
        fraction,
      );
      const seen = await toc.evaluate((box) => {
        const active = box.querySelector('.table-of-contents__link--active');
        if (!active) return 'no active entry';
        const a = active.getBoundingClientRect();
        const b = box.getBoundingClientRect();
        return a.top >= b.top && a.bottom <= b.bottom ? 'in view' : `"${active.textContent}" outside the box`;
      });
      if (seen !== 'in view') outOfView.push(`${fraction}: ${seen}`);
    }
    expect(outOfView).toEqual([]);
  });
});
