/**
 * Reference tables on a 390 px phone, in both colour modes: on /bangdb-config (eighteen tables of options and
 * parameters) no table needs a sideways swipe, each parameter's meaning takes the full width under its name, no
 * name breaks, and name and meaning keep AA contrast on the row's background.
 */
import type { Browser, Page } from 'playwright-core';
import { launch, setColourMode, visit, watchedPage } from './browser';
import { contrastRatio } from '../contrast';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** Each table's overflow, and each row of the tables with a "Meaning" column: how its cells sit and their colours. */
function measure(page: Page) {
  return page.locator('article table').evaluateAll((tables) => {
    /** The colour drawn behind an element: its own and its ancestors' backgrounds, blended down to the first opaque one. */
    const background = (element: Element): string => {
      const layers: number[][] = [];
      for (let e: Element | null = element; e; e = e.parentElement) {
        const [r, g, b, a = 1] = (getComputedStyle(e).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
        if (a > 0) layers.push([r, g, b, a]);
        if (a === 1) break;
      }
      const blended = layers.reduceRight((under, [r, g, b, a]) => [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a)], [255, 255, 255]);
      return `rgb(${blended.map(Math.round).join(', ')})`;
    };
    const paint = (cell: Element) => {
      const text = cell.querySelector('code') ?? cell;
      return { colour: getComputedStyle(text).color, background: background(text) };
    };
    const explaining = tables.filter((table) => table.querySelector('thead th:last-child')?.textContent === 'Meaning');
    return {
      tables: tables.length,
      sideways: tables.filter((table) => table.scrollWidth > table.clientWidth + 1).map((table) => table.querySelector('th')?.textContent),
      rows: explaining
        .flatMap((table) => Array.from(table.querySelectorAll('tbody tr')))
        .map((row) => {
          const name = row.firstElementChild!;
          const meaning = row.lastElementChild!;
          const [n, m, r] = [name, meaning, row].map((e) => e.getBoundingClientRect());
          const code = name.querySelector('code');
          return {
            name: name.textContent!,
            meaningWidth: m.width / r.width,
            under: m.top >= n.bottom - 1,
            nameLines: code ? new Set(Array.from(code.getClientRects(), (rect) => Math.round(rect.top))).size : 1,
            name_: paint(name),
            meaning_: paint(meaning),
          };
        }),
    };
  });
}

it('/bangdb-config at 390 px, in light mode and then in dark: every table without a sideways swipe, each meaning across the width under its unbroken name, readable', async () => {
  const { page, problems } = await watchedPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, colorScheme: 'light' });
  await visit(page, '/bangdb-config');
  for (const mode of ['light', 'dark'] as const) {
    await setColourMode(page, mode);
    const measured = await measure(page);
    expect({ mode, tables: measured.tables }).toEqual({ mode, tables: 18 });
    expect({ mode, sideways: measured.sideways }).toEqual({ mode, sideways: [] });
    expect(measured.rows.length).toBeGreaterThan(50);
    const cramped = measured.rows.filter((row) => !row.under || row.meaningWidth < 0.9 || row.nameLines > 1).map((row) => row.name);
    expect({ mode, cramped }).toEqual({ mode, cramped: [] });
    const faint = measured.rows
      .flatMap((row) => [row.name_, row.meaning_].map((p) => ({ name: row.name, ratio: contrastRatio(p.colour, p.background) })))
      .filter((p) => p.ratio < 4.5);
    expect({ mode, faint }).toEqual({ mode, faint: [] });
  }
  expect(problems).toEqual([]);
});
