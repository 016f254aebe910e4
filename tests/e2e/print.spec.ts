/**
 * Print on A4 (portrait, 1 cm margins: 190 mm, 718 CSS px, of content width): diagrams scaled to the page, headings
 * kept with what follows them, and the names of a reference table never broken, on paper and when copied from the
 * PDF. Layout is measured with the print stylesheet applied to a window as wide as the page; pages are read from
 * the PDF Chromium prints, with Poppler's pdftotext. And the print layout: every language tab under its label, none
 * of the navigation, the article the full width in landscape, light colours from a page in dark mode.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { box, launch, openAt, storeColourMode, visit, watchedPage } from './browser';

/** A4's width less two 1 cm margins, in CSS pixels (96 per inch). */
const A4_CONTENT_WIDTH = Math.floor(((210 - 20) / 25.4) * 96);
let browser: Browser;
let scratch: string;

beforeAll(async () => {
  browser = await launch();
  scratch = mkdtempSync(path.join(tmpdir(), 'print-'));
});

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A page of `route` laid out for print on an A4 page's content width. */
async function printed(route: string): Promise<Page> {
  const { page } = await watchedPage(browser, { viewport: { width: A4_CONTENT_WIDTH, height: 1000 } });
  await visit(page, route);
  await page.emulateMedia({ media: 'print' });
  return page;
}

/** The text of each page of the page's A4 PDF. */
async function pdfPages(page: Page, name: string): Promise<string[]> {
  const file = path.join(scratch, `${name}.pdf`);
  writeFileSync(file, await page.pdf({ format: 'A4', margin: { top: '1cm', right: '1cm', bottom: '1cm', left: '1cm' } }));
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).split('\f').filter((text) => text.trim());
}

it('scales every diagram of /core-database-design to the page width, whole', async () => {
  const page = await printed('/core-database-design');
  const diagrams = await page.locator('figure.diagram img').evaluateAll((images) =>
    images
      .filter((img) => img.getClientRects().length > 0)
      .map((img) => {
        const box = img.getBoundingClientRect();
        const scroller = img.parentElement!;
        return { natural: Number(img.getAttribute('width')), left: Math.round(box.left), right: Math.round(box.right), hiddenSideways: scroller.scrollWidth - scroller.clientWidth };
      }),
  );
  expect(diagrams.length).toBeGreaterThan(0);
  // The page has a diagram wider than the paper (the flowchart whose right column and bottom node were cut).
  expect(diagrams.some((d) => d.natural > A4_CONTENT_WIDTH)).toBe(true);
  for (const d of diagrams) expect({ ...d, fits: d.left >= 0 && d.right <= A4_CONTENT_WIDTH && d.hiddenSideways <= 1 }).toMatchObject({ fits: true });
});

it.each(['/core-database-design', '/bangdb-config'])('ends no A4 page of %s with a heading', async (route) => {
  const page = await printed(route);
  // A heading's text without the zero-width space of its "Direct link" anchor.
  const headings = await page.locator('article :is(h1, h2, h3, h4, h5, h6)').evaluateAll((els) => els.map((h) => (h as HTMLElement).innerText.replace(/\u200b/g, '').trim()));
  expect(headings.length).toBeGreaterThan(3);
  const pages = await pdfPages(page, route.slice(1));
  expect(pages.length).toBeGreaterThan(1);
  const lastLines = pages.slice(0, -1).map((text) => text.trim().split('\n').at(-1)!.trim());
  expect(lastLines.filter((line) => headings.includes(line))).toEqual([]);
});

describe('/bangdb-config on A4', () => {
  /** The tables that explain names: a "Meaning" column last, after the names and their defaults. */
  const explaining = (page: Page) => page.locator('article table').filter({ has: page.locator('thead th:last-child', { hasText: /^Meaning$/ }) });

  it('breaks no name or value of the Parameter and Default columns across lines', async () => {
    const page = await printed('/bangdb-config');
    const broken = await explaining(page).evaluateAll((tables) => {
      const cells = tables.flatMap((table) => Array.from(table.querySelectorAll('tbody tr')).flatMap((row) => Array.from(row.children).slice(0, -1)));
      const found: string[] = [];
      for (const cell of cells) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // Each word (a name, a number, "(MB)") must sit in one line box.
          for (const match of node.textContent!.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index!);
            range.setEnd(node, match.index! + match[0].length);
            const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
            if (lines.size > 1) found.push(match[0]);
          }
        }
      }
      return { cells: cells.length, found };
    });
    expect(broken.cells).toBeGreaterThan(100);
    expect(broken.found).toEqual([]);
  });

  it('gives whole names when text is copied from the PDF', async () => {
    const page = await printed('/bangdb-config');
    const names = await explaining(page).evaluateAll((tables) =>
      tables.flatMap((table) => Array.from(table.querySelectorAll('tbody tr > :first-child code'), (code) => code.textContent!)),
    );
    expect(names).toContain('BANGDB_DATABASE_NAME');
    const text = (await pdfPages(page, 'bangdb-config')).join('\n');
    const words = new Set(text.split(/\s+/));
    expect(names.filter((name) => !words.has(name))).toEqual([]);
  });

  it('keeps each meaning under its name at the full width of the page', async () => {
    const page = await printed('/bangdb-config');
    const rows = await explaining(page).evaluateAll((tables) =>
      tables
        .flatMap((table) => Array.from(table.querySelectorAll('tbody tr')))
        .map((row) => {
          const [name, meaning] = [row.firstElementChild!, row.lastElementChild!].map((cell) => cell.getBoundingClientRect());
          return { name: row.firstElementChild!.textContent, under: meaning.top >= name.bottom - 1, wide: meaning.width >= row.getBoundingClientRect().width * 0.8 };
        }),
    );
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((r) => !r.under || !r.wide)).toEqual([]);
  });
});

describe('print layout', () => {
  it('prints every language tab under its label, wide tables fitted to the page and none of the navigation', async () => {
    const { page } = await openAt(browser, '/bangdb-table-api', 700, 1000); // about an A4 portrait page's width at 96 dpi
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => {
      const shown = (el: Element) => el.getClientRects().length > 0;
      const panels = Array.from(document.querySelectorAll('article [role="tabpanel"]'));
      return {
        panels: panels.length,
        hiddenPanels: panels.filter((p) => !shown(p)).length,
        javaSamples: Array.from(document.querySelectorAll('article pre.language-java')).filter(shown).length,
        labels: Array.from(document.querySelectorAll('.bdb-print-tab-label')).filter(shown).slice(0, 2).map((l) => l.textContent),
        cutTables: Array.from(document.querySelectorAll('article table')).filter((t) => t.scrollWidth > t.clientWidth + 1).length,
        chrome: ['.navbar', '.theme-doc-sidebar-container', '.theme-doc-breadcrumbs', '.theme-doc-toc-mobile', '.theme-doc-toc-desktop', '.pagination-nav', 'footer.footer', '[role="tablist"]']
          .filter((s) => Array.from(document.querySelectorAll(s)).some(shown)),
      };
    });
    expect(printed.panels).toBeGreaterThan(20);
    expect(printed).toMatchObject({ hiddenPanels: 0, labels: ['C++', 'Java'], chrome: [], cutTables: 0 });
    expect(printed.javaSamples).toBeGreaterThan(10);
  });

  it('gives the article the full page width in landscape (no empty sidebar or contents column)', async () => {
    const { page } = await openAt(browser, '/graph-and-cypher/query-scenarios', 1123, 794); // A4 landscape at 96 dpi
    await page.emulateMedia({ media: 'print' });
    const [article, viewport] = await Promise.all([box(page.locator('article')), page.evaluate(() => document.documentElement.clientWidth)]);
    expect(article.left).toBeLessThan(40);
    expect(article.width).toBeGreaterThan(viewport - 80);
  });

  it('prints in light colours from a page in dark mode', async () => {
    const watched = await watchedPage(browser, { colorScheme: 'dark' });
    await storeColourMode(watched.page, 'dark');
    await visit(watched.page, '/stream');
    const textColour = () => watched.page.evaluate(() => getComputedStyle(document.querySelector('article p')!).color);
    const dark = await textColour();
    await watched.page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    expect(await textColour()).not.toBe(dark);
    await expect(watched.page.locator('html').getAttribute('data-theme')).resolves.toBe('light');
    await watched.page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(watched.page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
  });
});
