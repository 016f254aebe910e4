/**
 * axe-core (WCAG 2.0/2.1 A + AA) over pages covering every area and page kind, in light and dark mode: no serious or
 * critical violation. a11y.spec.ts checks the kinds in AXE_SAMPLE; exhaustive/a11y.spec.ts the others.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { motionEnded, otherMode, rendered, setColourMode, storeColourMode, watchedPage, BASE_URL, type ColourMode } from './browser';

interface Sample {
  kind: string;
  path: string;
  /** Waits for content that renders after hydration, so axe sees it. */
  ready?: (page: Page) => Promise<unknown>;
  /** Brings the page into a further state worth checking (an opened panel). */
  act?: (page: Page) => Promise<unknown>;
  status?: number;
  /** A phone-sized window instead of the default 1280 × 800. */
  viewport?: { width: number; height: number };
}

const diagramShown = (page: Page) => page.waitForSelector('figure.diagram img:visible', { timeout: 15_000 });

export const SAMPLES: Sample[] = [
  { kind: 'docs home', path: '/' },
  {
    kind: 'phone menu open (area pages and site links)',
    path: '/stream',
    viewport: { width: 390, height: 800 },
    act: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
  },
  { kind: 'wide tables on a phone', path: '/bangdb-vs-other-dbs', viewport: { width: 390, height: 800 } },
  { kind: 'guide', path: '/server-install' },
  { kind: 'API reference', path: '/bangdb-table-api' },
  { kind: 'graph overview with diagrams', path: '/graph-and-cypher', ready: diagramShown },
  { kind: 'graph page', path: '/graph-and-cypher/shortest-path' },
  { kind: 'stream overview', path: '/stream' },
  { kind: 'REST introduction', path: '/rest-api/api-introduction' },
  { kind: 'REST endpoint (POST)', path: '/rest-api/train-a-model' },
  { kind: 'REST endpoint (PUT)', path: '/rest-api/change-the-state-of-any-stream' },
  { kind: 'REST endpoint (DELETE)', path: '/rest-api/de-register-a-schema' },
  {
    kind: 'REST endpoint with Try-it open',
    path: '/rest-api/get-the-server-stats',
    act: async (page) => {
      await page.getByRole('button', { name: /Try it/ }).click();
      await page.locator('.openapi-tabs__code-item').first().waitFor();
    },
  },
  {
    kind: 'REST endpoint, Try-it asking to confirm a DELETE',
    path: '/rest-api/delete-a-table',
    act: async (page) => {
      await page.getByRole('button', { name: /Try it/ }).click();
      await page.getByRole('button', { name: 'Send API Request' }).click();
      await page.getByRole('button', { name: 'Send DELETE request' }).waitFor();
    },
  },
  { kind: 'apps guide', path: '/apps/forum/user-guide/create-new-post' },
  { kind: 'use case', path: '/use-cases/fraud-detection/introduction' },
  {
    kind: 'search results',
    path: '/search?q=stream',
    ready: (page) => page.waitForSelector('section[aria-label="Search results"] li', { timeout: 20_000 }),
  },
  { kind: 'search, empty', path: '/search' },
  { kind: '404 page', path: '/no-such-page', status: 404 },
  { kind: 'quick reference on a phone', path: '/quick-reference/cli', viewport: { width: 390, height: 800 } },
];

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A page in the given colour mode: the stored choice and the system preference both say so. */
export async function pageIn(browser: Browser, mode: ColourMode, viewport?: Sample['viewport']): Promise<Page> {
  const { page } = await watchedPage(browser, { colorScheme: mode, ...(viewport ? { viewport } : {}) });
  await storeColourMode(page, mode);
  return page;
}

async function open(browser: Browser, sample: Sample, mode: ColourMode): Promise<Page> {
  const page = await pageIn(browser, mode, sample.viewport);
  // page.goto directly: the 404 page answers with HTTP 404, which is what it should do.
  const response = await page.goto(`${BASE_URL}${sample.path}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(sample.status ?? 200);
  await rendered(page);
  await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe(mode);
  await sample.ready?.(page);
  await sample.act?.(page);
  // Transitions (colour-mode, sidebar) end first: axe measures the colours as painted.
  await motionEnded(page);
  return page;
}

function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((v) => {
      const targets = v.nodes.slice(0, 4).map((n) => {
        const detail = n.any[0]?.message ?? n.all[0]?.message ?? n.none[0]?.message ?? '';
        return `      ${n.target.join(' ')}${detail ? `  — ${detail}` : ''}`;
      });
      const more = v.nodes.length > 4 ? `\n      … and ${v.nodes.length - 4} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node(s))\n${targets.join('\n')}${more}`;
    })
    .join('\n');
}

/** The kinds of page `npm test` checks, each in one colour mode (`axeCases`); exhaustive/a11y.spec.ts checks them
 *  in the other, and the other kinds in both. */
export const AXE_SAMPLE = ['docs home', 'phone menu open (area pages and site links)', 'guide', 'graph overview with diagrams', 'REST endpoint with Try-it open', 'REST endpoint, Try-it asking to confirm a DELETE', 'apps guide', 'search results', '404 page', 'quick reference on a phone'];

const inNpmTest = (sample: Sample) => AXE_SAMPLE.includes(sample.kind);
/** The mode `npm test` checks a sample of AXE_SAMPLE in: light and dark by turns, so both are on its list. */
const npmTestMode = (sample: Sample): ColourMode => (AXE_SAMPLE.indexOf(sample.kind) % 2 ? 'dark' : 'light');

/** Test cases (kind, path, the modes in the order checked, sample) for a tier: in `npm test` the kinds of AXE_SAMPLE
 *  in one mode; in the exhaustive tier the same kinds in the other mode, and the other kinds loaded in light or dark
 *  by turns (both modes' first render) and then switched to the other. */
export function axeCases(tier: 'npm test' | 'exhaustive') {
  const cases = (samples: Sample[], modes: (sample: Sample, i: number) => ColourMode[]) =>
    samples.map((sample, i) => [sample.kind, sample.path, modes(sample, i).join(', then '), sample, modes(sample, i)] as const);
  if (tier === 'npm test') return cases(SAMPLES.filter(inNpmTest), (sample) => [npmTestMode(sample)]);
  return [
    ...cases(SAMPLES.filter(inNpmTest), (sample) => [otherMode(npmTestMode(sample))]),
    ...cases(SAMPLES.filter((sample) => !inNpmTest(sample)), (_sample, i) => (i % 2 ? ['dark', 'light'] : ['light', 'dark'])),
  ];
}

/** axe with the WCAG 2.1 A/AA rules on the page. */
export const wcagAxe = (page: Page) => new AxeBuilder({ page }).withTags(WCAG_AA);

/** The serious and critical WCAG 2.1 A/AA violations on the page as it is now (only in the elements `within` selects,
 *  when given). */
export async function blockingViolations(page: Page, within: string[] = []): Promise<Awaited<ReturnType<AxeBuilder['analyze']>>['violations']> {
  const { violations } = await within.reduce((axe, selector) => axe.include(selector), wcagAxe(page)).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Loads the sample's page in the first of `modes` and runs axe, then switches the page to each further mode and runs
 *  it again: no serious or critical violation in any. */
export async function expectNoBlockingViolation(browser: Browser, sample: Sample, modes: readonly ColourMode[]): Promise<void> {
  const page = await open(browser, sample, modes[0]);
  const found: string[] = [];
  for (const [i, mode] of modes.entries()) {
    if (i > 0) await setColourMode(page, mode);
    const blocking = await blockingViolations(page);
    if (blocking.length) found.push(`${sample.path} (${mode}) has ${blocking.length} blocking axe violation(s):\n${describeViolations(blocking)}`);
  }
  if (found.length) throw new Error(found.join('\n'));
}
