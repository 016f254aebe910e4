/** Wide tables: on a phone the first column stays in view while the table scrolls sideways, with a shade on the side
 *  that has more; header cells align with their column. (Reference tables stacked on a phone: phoneTables.spec.ts.) */
import type { Browser } from 'playwright-core';
import { launch, openAt } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('wide tables', () => {
  it('keep their first column in view while scrolled sideways, and show which side has more', async () => {
    const { page } = await openAt(browser, '/bangdb-vs-other-dbs', 390, 800);
    const table = await page.locator('article table[data-scroll="start"]').first().elementHandle();
    if (!table) throw new Error('no table scrolls sideways at 390 px');
    await table.evaluate((t) => t.scrollIntoView({ block: 'center' }));
    const state = () =>
      table.evaluate((t) => {
        const rect = (el: Element) => el.getBoundingClientRect();
        const first = t.querySelector('tbody td')!;
        const second = first.nextElementSibling!;
        return {
          scroll: (t as HTMLElement).dataset.scroll,
          firstLeft: Math.round(rect(first).left - rect(t).left), // 0, or 1 past the table's left border
          secondLeft: Math.round(rect(second).left - rect(t).left),
          firstText: (first as HTMLElement).innerText,
          edgeShade: getComputedStyle(t).backgroundImage !== 'none',
          columnShadow: getComputedStyle(first).boxShadow !== 'none',
          atPoint: document.elementFromPoint(rect(first).left + 4, rect(first).top + rect(first).height / 2)?.closest('td') === first,
        };
      });
    const before = await state();
    expect(before).toMatchObject({ scroll: 'start', edgeShade: true, columnShadow: false, atPoint: true });
    expect(before.firstLeft).toBeLessThanOrEqual(1);
    await table.evaluate((t) => t.scrollBy({ left: 150 }));
    await page.waitForFunction((t) => (t as HTMLElement).dataset.scroll !== 'start', table);
    const scrolled = await state();
    expect(scrolled).toMatchObject({ scroll: 'middle', firstText: before.firstText, columnShadow: true, atPoint: true });
    expect(scrolled.firstLeft).toBeLessThanOrEqual(1);
    expect(scrolled.secondLeft).toBeLessThan(before.secondLeft);
    await table.evaluate((t) => t.scrollBy({ left: 5000 }));
    await page.waitForFunction((t) => (t as HTMLElement).dataset.scroll === 'end', table);
    const end = await state();
    expect(end).toMatchObject({ edgeShade: false, atPoint: true });
    expect(end.firstLeft).toBeLessThanOrEqual(1);
  });

  it('align header cells with their column: left unless the Markdown aligns the column', async () => {
    const { page } = await openAt(browser, '/bangdb-vs-other-dbs', 1280, 800);
    const misaligned = await page.evaluate(() =>
      Array.from(document.querySelectorAll('article table')).flatMap((table) => {
        const heads = Array.from(table.querySelectorAll('thead th'));
        const cells = Array.from(table.querySelector('tbody tr')?.children ?? []);
        return heads.flatMap((th, i) => {
          const a = getComputedStyle(th).textAlign;
          const b = cells[i] ? getComputedStyle(cells[i]).textAlign : a;
          return a === b ? [] : [`${th.textContent}: ${a} vs ${b}`];
        });
      }),
    );
    expect(misaligned).toEqual([]);
  });
});
