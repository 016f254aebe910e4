/**
 * The search screen and the header panel as tests drive them (search.spec.ts, exhaustive/searchRecovery.spec.ts), and
 * recovery from a failed index file: every request for files of one kind fails (a network error), the query client's
 * retries run out (the page's clock skips their 1, 2 and 4 s waits), the error with Retry shows, the network comes
 * back, and Retry finds the results.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { visit, watchedPage } from './browser';

export const results = (page: Page) => page.locator('section[aria-label="Search results"]');
/** The header's search box (an ARIA combobox). */
export const headerBox = (page: Page) => page.getByRole('combobox', { name: 'Search the documentation' });
/** The header panel's results (its listbox's options). */
export const panelOptions = (page: Page) => page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
/** Waits until the header panel shows `query`'s results (its "See all" row is the query's, and it is not busy). */
export async function panelShows(page: Page, query: string): Promise<void> {
  await page.waitForFunction(
    (href) => {
      const seeAll = document.querySelector('[role="listbox"] [role="option"]:last-child');
      return seeAll?.getAttribute('href') === href && seeAll.closest('[aria-busy]')?.getAttribute('aria-busy') === 'false';
    },
    `/search?q=${encodeURIComponent(query.toLowerCase())}`,
    { timeout: 20_000 },
  );
}
/** The result count line, once the search has finished. */
export const status = (page: Page) => page.locator('main [role="status"]:not(:has-text("Searching"))');

/** The result links on screen, without their heading fragments. */
export async function resultPaths(page: Page): Promise<string[]> {
  await results(page).locator('li a').first().waitFor({ timeout: 20_000 });
  return results(page)
    .locator('li a')
    .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').split('#')[0]));
}


/** Each kind of index file, and a query that needs it ("helmm", a word of no page name, needs the vocabulary, which
 *  corrects it to "helm"). */
export const FILE_KINDS: [kind: string, path: RegExp, query: string][] = [
  ['module', /^\/pagefind\/pagefind\.js$/, 'helm'],
  ['entry', /^\/pagefind\/pagefind-entry\.json$/, 'helm'],
  ['metadata', /^\/pagefind\/pagefind\.[^/]+\.pf_meta$/, 'helm'],
  ['WASM', /^\/pagefind\/wasm\.[^/]+\.pagefind$/, 'helm'],
  ['index chunks', /^\/pagefind\/index\//, 'helm'],
  ['fragments', /^\/pagefind\/fragment\//, 'helm'],
  ['vocabulary', /^\/pagefind\/vocabulary/, 'helmm'],
  ['page names', /^\/pagefind\/names\.json$/, 'helm'],
];

/** The kinds `npm test` checks; the others are checked by the exhaustive tier. */
export const RECOVERY_SAMPLE = ['index chunks', 'page names'];

/** Moves the page's clock on until the error shows: the retries' waits pass at once. */
async function skipRetries(page: Page): Promise<void> {
  const alert = page.getByRole('alert');
  for (let i = 0; i < 30 && !(await alert.isVisible()); i += 1) await page.clock.fastForward(1_000);
  await alert.waitFor({ timeout: 10_000 });
}

/** Fails every request for files of this kind (a network error) until `restore` is called. */
async function failing(page: Page, path: RegExp) {
  const matches = (url: URL) => path.test(url.pathname);
  const fail = (route: Route) => route.abort('failed');
  await page.route(matches, fail);
  return () => page.unroute(matches, fail);
}

export async function recoversOnResultsPage(browser: Browser, path: RegExp, query: string) {
  const { page } = await watchedPage(browser);
  await page.clock.install();
  const restore = await failing(page, path);
  await visit(page, `/search?q=${query}`);
  const alert = page.getByRole('alert');
  await skipRetries(page);
  await expect(alert.textContent()).resolves.toContain('Search is not available right now.');
  await restore();
  await alert.getByRole('button', { name: 'Retry' }).click();
  expect((await resultPaths(page))[0]).toBe('/deploy-bangdb-helm-chart');
}

export async function recoversInPanel(browser: Browser, path: RegExp, query: string) {
  const { page } = await watchedPage(browser);
  await page.clock.install();
  const restore = await failing(page, path);
  await visit(page, '/stream');
  await page.keyboard.press('Control+k');
  await page.keyboard.type(query);
  const alert = page.getByRole('alert');
  await skipRetries(page);
  await restore();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await panelShows(page, query);
  await expect(panelOptions(page).first().getAttribute('href')).resolves.toMatch(/^\/deploy-bangdb-helm-chart/);
}

