/**
 * Diagrams and charts as a reader sees them: a sample of the pages with diagrams at 390 and 1440 px
 * (./diagramChecks.ts; every page: exhaustive/diagrams.spec.ts), the viewer by keyboard, the diagrams without
 * JavaScript, and the benchmark charts readable in both colour modes.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launch, visit, watchedPage, BASE_URL } from './browser';
import { DIAGRAM_SAMPLE, READABLE_PX, WIDTHS, builtPages, diagramPages, diagramProblems, manifestKeys } from './diagramChecks';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

test('the build has pages with diagrams, the sample among them, and every manifest diagram is on one of them', () => {
  expect(diagramPages.length).toBeGreaterThan(40);
  expect(DIAGRAM_SAMPLE.filter((route) => !diagramPages.includes(route))).toEqual([]);
  const shown = new Set(builtPages.flatMap(({ html }) => [...html.matchAll(/\/img\/diagrams\/([0-9a-f]{16})-light\.svg/g)].map((m) => m[1])));
  expect([...shown].sort()).toEqual([...manifestKeys].sort());
});

describe.each(WIDTHS)('at %i px', (width) => {
  it.each(DIAGRAM_SAMPLE)('%s: every diagram is readable in place and full screen, by keyboard', async (route) => {
    const { page, problems } = await watchedPage(browser, { viewport: { width, height: 844 } });
    await visit(page, route);
    expect(await diagramProblems(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test('the full-screen link is reached with Tab, and Tab stays in the viewer until Esc', async () => {
  const { page } = await watchedPage(browser, { viewport: { width: 390, height: 844 } });
  await visit(page, '/graph-and-cypher');
  const first = page.locator('a.diagram__open').first();
  await first.evaluate((a) => (a.closest('figure')?.previousElementSibling as HTMLElement | null)?.setAttribute('tabindex', '-1'));
  await first.evaluate((a) => (a.closest('figure')?.previousElementSibling as HTMLElement | null)?.focus());
  // From the element before the figure, Tab reaches the scrolling diagram (it is wider than a phone) and then the link.
  for (let i = 0; i < 3 && !(await first.evaluate((a) => a === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(first.evaluate((a) => a === document.activeElement)).resolves.toBe(true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Diagram, full screen' });
  await dialog.waitFor();
  // The page behind is inert: Tab cycles through the viewer (passing the browser's own controls, where the page
  // reports <body>) and never lands on the page's content.
  const reached = new Set<string>();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    reached.add(await page.evaluate(() => (document.activeElement?.closest('dialog') ? document.activeElement.textContent || 'drawing' : document.activeElement?.tagName ?? '')));
  }
  expect([...reached].filter((name) => name !== 'BODY').sort()).toEqual(['+', 'Actual size', 'Close', 'Fit', 'drawing', '−']);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect(first.evaluate((a) => a === document.activeElement)).resolves.toBe(true);
});

test('without JavaScript each diagram is its image and a plain link to the SVG, which opens the drawing', async () => {
  const { page } = await watchedPage(browser, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  await page.goto(`${BASE_URL}/graph-and-cypher`);
  const figures = page.locator('figure.diagram');
  const count = await figures.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i += 1) {
    const [src, href] = await Promise.all([
      figures.nth(i).locator('img.diagram__light').getAttribute('src'),
      figures.nth(i).locator('a.diagram__open').getAttribute('href'),
    ]);
    expect(href).toBe(src);
  }
  const [response] = await Promise.all([page.waitForNavigation(), figures.first().locator('a.diagram__open').click()]);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toMatch(/^image\/svg\+xml/);
});

describe.each(['light', 'dark'] as const)('benchmark charts in %s mode', (mode) => {
  it.each(WIDTHS)('at %i px: drawn, with readable text, in the colours of the mode', async (width) => {
    const { page, problems } = await watchedPage(browser, { viewport: { width, height: 844 }, colorScheme: mode });
    for (const route of ['/bangdb-vs-other-dbs', '/throughput']) {
      await visit(page, route);
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(mode);
      const charts = page.locator('figure.bar-chart svg[role="img"]');
      expect(await charts.count()).toBeGreaterThan(0);
      for (const chart of await charts.all()) {
        const smallest = await chart.evaluate((svg) => {
          const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
          return Math.min(...Array.from(svg.querySelectorAll('text')).map((t) => parseFloat(getComputedStyle(t).fontSize) * scale));
        });
        expect([route, smallest >= READABLE_PX]).toEqual([route, true]);
        // The first series is the site's primary colour of the mode.
        const fill = await chart.locator('rect[data-value]').first().evaluate((r) => getComputedStyle(r).fill);
        expect(fill).toBe(mode === 'light' ? 'rgb(29, 95, 209)' : 'rgb(126, 170, 247)');
      }
    }
    expect(problems).toEqual([]);
  });
});

describe.each(['light', 'dark'] as const)('axe (WCAG 2.1 A/AA) in %s mode', (mode) => {
  const blocking = async (page: Page) =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);

  it.each(['/bangdb-vs-other-dbs', '/throughput'])('finds nothing blocking on %s with its charts', async (route) => {
    const { page } = await watchedPage(browser, { colorScheme: mode, viewport: { width: 390, height: 844 } });
    await visit(page, route);
    await page.locator('figure.bar-chart').first().waitFor();
    expect(await blocking(page)).toEqual([]);
  });

  it('finds nothing blocking with a diagram open full screen', async () => {
    const { page } = await watchedPage(browser, { colorScheme: mode, viewport: { width: 390, height: 844 } });
    await visit(page, '/graph-and-cypher');
    await page.locator('a.diagram__open').first().click();
    await page.locator('dialog[open] img').waitFor();
    await page.waitForTimeout(300);
    expect(await blocking(page)).toEqual([]);
  });
});
