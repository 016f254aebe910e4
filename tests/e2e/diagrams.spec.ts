/**
 * Diagrams and charts as a reader sees them: a sample of the pages with diagrams at 390 and 1440 px
 * (./diagramChecks.ts; every page: exhaustive/diagrams.spec.ts), the viewer by keyboard, the diagrams without
 * JavaScript, and the benchmark charts readable in both colour modes.
 */
import type { Browser, Page } from 'playwright-core';
import { launch, motionEnded, otherMode, setColourMode, sharedPage, visit, watchedPage, BASE_URL, type ColourMode } from './browser';
import { blockingViolations } from './axe';
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
  const shared = sharedPage(() => browser, { viewport: { width, height: 844 } });

  it.each(DIAGRAM_SAMPLE)('%s: every diagram is readable in place and full screen, by keyboard', async (route) => {
    const { page, problems } = shared;
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

it.each(WIDTHS)('benchmark charts at %i px: drawn, with readable text, in the colours of each mode', async (width) => {
  // Each page is loaded in the mode the last one was left in (the stored choice; the first in the system's, light at
  // 390 px, dark at 1440 px) and then switched to the other: both modes' first render at each width.
  let mode: ColourMode = width === WIDTHS[0] ? 'light' : 'dark';
  const { page, problems } = await watchedPage(browser, { viewport: { width, height: 844 }, colorScheme: mode });
  for (const route of ['/bangdb-vs-other-dbs', '/throughput']) {
    await visit(page, route);
    for (const switched of [false, true]) {
      if (switched) await setColourMode(page, (mode = otherMode(mode)));
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(mode);
      const charts = page.locator('figure.bar-chart svg[role="img"]');
      expect(await charts.count()).toBeGreaterThan(0);
      for (const chart of await charts.all()) {
        const smallest = await chart.evaluate((svg) => {
          const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
          return Math.min(...Array.from(svg.querySelectorAll('text')).map((t) => parseFloat(getComputedStyle(t).fontSize) * scale));
        });
        expect([route, mode, smallest >= READABLE_PX]).toEqual([route, mode, true]);
        // The first series is the site's primary colour of the mode.
        const fill = await chart.locator('rect[data-value]').first().evaluate((r) => getComputedStyle(r).fill);
        expect([route, mode, fill]).toEqual([route, mode, mode === 'light' ? 'rgb(29, 95, 209)' : 'rgb(126, 170, 247)']);
      }
    }
  }
  expect(problems).toEqual([]);
});

describe('axe (WCAG 2.1 A/AA), in both colour modes', () => {
  /** What axe finds blocking on the page in its first mode and after switching to the other. */
  const blockingInBothModes = async (page: Page, first: ColourMode) => {
    const found: string[] = [];
    for (const mode of [first, otherMode(first)]) {
      if (mode !== first) await setColourMode(page, mode);
      found.push(...(await blockingViolations(page)).map((v) => `${mode}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`));
    }
    return found;
  };

  it.each([
    ['/bangdb-vs-other-dbs', 'light'],
    ['/throughput', 'dark'],
  ] as const)('finds nothing blocking on %s with its charts (loaded in %s mode)', async (route, first) => {
    const { page } = await watchedPage(browser, { colorScheme: first, viewport: { width: 390, height: 844 } });
    await visit(page, route);
    await page.locator('figure.bar-chart').first().waitFor();
    expect(await blockingInBothModes(page, first)).toEqual([]);
  });

  it('finds nothing blocking with a diagram open full screen', async () => {
    const { page } = await watchedPage(browser, { colorScheme: 'light', viewport: { width: 390, height: 844 } });
    await visit(page, '/graph-and-cypher');
    await page.locator('a.diagram__open').first().click();
    await page.locator('dialog[open] img').waitFor();
    await motionEnded(page);
    expect(await blockingInBothModes(page, 'light')).toEqual([]);
  });
});
