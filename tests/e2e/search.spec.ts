/** The documentation search as a reader uses it (issue 3): relevance, navigation, hostile input, failures. */
import type { Browser, Page } from 'playwright-core';
import { launch, rendered, visit, watchedPage, BASE_URL } from './browser';
import relevance from './relevance.json';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const results = (page: Page) => page.locator('section[aria-label="Search results"]');
/** The result count line, once the search has finished. */
const status = (page: Page) => page.locator('main [role="status"]:not(:has-text("Searching"))');

/** The result links on screen, without their heading fragments. */
async function resultPaths(page: Page): Promise<string[]> {
  await results(page).locator('li a').first().waitFor({ timeout: 20_000 });
  return results(page)
    .locator('li a')
    .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').split('#')[0]));
}

/** Requests for index files (Pagefind's module, WASM, chunks, fragments, names, vocabulary). */
function indexRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/pagefind/')) seen.push(r.url());
  });
  return seen;
}

describe('relevance: each query finds its page in the top 3 (production index)', () => {
  // One page for all the queries (so the index is fetched once), hence not a per-test watchedPage.
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });

  it.each(relevance.map((r) => [r.query, r.expected]))('%s → %s', async (query, expected) => {
    await visit(page, `/search?q=${encodeURIComponent(query)}`);
    const top = (await resultPaths(page)).slice(0, 3);
    expect(top).toContain(expected);
  });
});

describe('searching', () => {
  it('typing in the header box lands on ranked results with area, breadcrumb and a highlighted excerpt', async () => {
    const { page, problems } = await watchedPage(browser);
    await visit(page, '/server-install');
    await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('Helm');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${BASE_URL}/search?q=helm`);
    expect((await resultPaths(page))[0]).toBe('/deploy-bangdb-helm-chart');
    await expect(page.title()).resolves.toMatch(/^Search: helm/);
    await expect(status(page).textContent()).resolves.toMatch(/^\d+ results? for “helm”/);
    const first = results(page).locator('li').first();
    await expect(first.locator('mark').count()).resolves.toBeGreaterThan(0);
    await expect(first.textContent()).resolves.toContain('Docs');
    expect(problems).toEqual([]);
  });

  it('clicking a result opens the page at its best-matching heading', async () => {
    const { page, problems } = await watchedPage(browser);
    await visit(page, '/search?q=weighted%20shortest%20path');
    await resultPaths(page);
    const link = results(page).locator('li a[href*="#"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL(`${BASE_URL}${href}`);
    const id = decodeURIComponent(href.split('#')[1]);
    const heading = page.locator(`[id="${id}"]`);
    await expect(heading.evaluate((el) => /^H[2-6]$/.test(el.tagName))).resolves.toBe(true);
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(800);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('a misspelt query is corrected and says so; prefixes and identifiers match', async () => {
    const { page } = await watchedPage(browser);
    await visit(page, '/search?q=cyphr');
    await resultPaths(page);
    await expect(status(page).textContent()).resolves.toMatch(/results? for “cypher” \(corrected from “cyphr”/);
    await visit(page, '/search?q=SHORT_PATH');
    expect((await resultPaths(page)).slice(0, 3)).toContain('/graph-and-cypher/shortest-path');
  });

  it('known words fetch only the vocabulary parts of their initials; a misspelt word fetches the whole vocabulary', async () => {
    const vocabularyFiles = (requests: string[]) => requests.map((url) => new URL(url).pathname).filter((path) => path.includes('vocabulary')).sort();
    const known = await watchedPage(browser);
    const knownRequests = indexRequests(known.page);
    await visit(known.page, '/search?q=stream%20table');
    await resultPaths(known.page);
    expect(vocabularyFiles(knownRequests)).toEqual(['/pagefind/vocabulary/s.json', '/pagefind/vocabulary/t.json']);
    const misspelt = await watchedPage(browser);
    const misspeltRequests = indexRequests(misspelt.page);
    await visit(misspelt.page, '/search?q=cyphr');
    await resultPaths(misspelt.page);
    expect(vocabularyFiles(misspeltRequests)).toEqual(['/pagefind/vocabulary.json', '/pagefind/vocabulary/c.json']);
  });

  it('More results adds the next ten; the refine box updates the URL', async () => {
    const { page } = await watchedPage(browser);
    await visit(page, '/search?q=stream');
    expect(await resultPaths(page)).toHaveLength(10);
    await page.getByRole('button', { name: /More results/ }).click();
    await page.waitForFunction(() => document.querySelectorAll('section[aria-label="Search results"] li').length === 20);
    const refine = page.getByRole('searchbox', { name: 'Refine your search' });
    await refine.fill('ycsb');
    await refine.press('Enter');
    await page.waitForURL(`${BASE_URL}/search?q=ycsb`);
    expect((await resultPaths(page))[0]).toBe('/ycsb');
  });

  it('a query that finds nothing offers suggestions and the areas', async () => {
    const { page, problems } = await watchedPage(browser);
    await visit(page, '/search?q=qwxzvbnmpl');
    await expect(status(page).textContent()).resolves.toContain('No results for “qwxzvbnmpl”');
    await expect(page.getByText('Try a shorter query').isVisible()).resolves.toBe(true);
    await expect(page.locator('main a[href="/graph-and-cypher"]').count()).resolves.toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('running a query again is answered from the cache, with no request', async () => {
    const { page } = await watchedPage(browser);
    await visit(page, '/search?q=replication');
    await resultPaths(page);
    const refine = page.getByRole('searchbox', { name: 'Refine your search' });
    await refine.fill('docker');
    await refine.press('Enter');
    await page.waitForURL(/q=docker/);
    await resultPaths(page);
    const requests = indexRequests(page);
    await refine.fill('replication');
    await refine.press('Enter');
    await page.waitForURL(/q=replication/);
    expect((await resultPaths(page))[0]).toBe('/replication');
    expect(requests).toEqual([]);
  });
});

describe('hostile input is shown as text and the screen stays usable', () => {
  const markup = '<img src=x onerror="window.__injected=1">';
  const cases: [name: string, queryString: string, shown: string | null][] = [
    ['missing q', '', null],
    ['empty q', '?q=', null],
    ['only spaces', '?q=%20%20%20', null],
    ['10 000 characters', `?q=${'a'.repeat(10_000)}`, 'a'.repeat(200)],
    ['markup', `?q=${encodeURIComponent(markup)}`, markup],
    ['quotes', `?q=${encodeURIComponent(`"stream' join"`)}`, `"stream' join"`],
    ['emoji', `?q=${encodeURIComponent('🚀 stream')}`, '🚀 stream'],
    ['invalid percent-encoding', '?q=%E0%A4%A', '\uFFFD%A'],
  ];

  it.each(cases)('%s', async (_name, queryString, shown) => {
    const { page, problems } = await watchedPage(browser);
    await visit(page, `/search${queryString}`);
    const heading = await page.locator('main h1').textContent();
    if (shown === null) {
      expect(heading).toBe('Search the documentation');
      await expect(page.getByText('Type a word or phrase above').isVisible()).resolves.toBe(true);
    } else {
      expect(heading).toBe('Search results');
      await expect(page.getByRole('searchbox', { name: 'Refine your search' }).inputValue()).resolves.toBe(shown);
      await expect(status(page).textContent()).resolves.toMatch(/results? for/);
      await expect(page.title()).resolves.toContain(shown.slice(0, 40));
    }
    await expect(page.locator('main img').count()).resolves.toBe(0);
    await expect(page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).resolves.toBeUndefined();
    // Still usable: a new search from the header works.
    await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('helm');
    await page.keyboard.press('Enter');
    expect((await resultPaths(page))[0]).toBe('/deploy-bangdb-helm-chart');
    expect(problems).toEqual([]);
  });

  it.each(['/', '/stream', '/rest-api/train-a-model', '/apps/forum/user-guide/create-new-post', '/no-such-page'])(
    'hostile query strings on %s break nothing',
    async (path) => {
      const { page, problems } = await watchedPage(browser);
      await page.goto(`${BASE_URL}${path}?q=${encodeURIComponent(markup)}&x=%E0%A4%A&%%=1&view=${'x'.repeat(5000)}#<script>`);
      await rendered(page);
      await expect(page.locator('main h1, article h1').first().isVisible()).resolves.toBe(true);
      await expect(page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).resolves.toBeUndefined();
      expect(problems.filter((p) => !(path === '/no-such-page' && p.includes('404')))).toEqual([]);
    },
  );
});

describe('when the index cannot be loaded', () => {
  it('shows the error after the retries (1 s, 2 s, 4 s) and recovers on Retry', async () => {
    const { page } = await watchedPage(browser);
    // The first load and each retry (own URL); the page's module preload asks for the first one too.
    const attempts = new Set<string>();
    await page.route('**/pagefind/pagefind.js*', (route) => {
      attempts.add(route.request().url());
      return route.abort('failed');
    });
    const started = Date.now();
    await visit(page, '/search?q=helm');
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 30_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(7_000);
    expect(attempts.size).toBe(4);
    await expect(alert.textContent()).resolves.toContain('Search is not available right now.');
    await page.unroute('**/pagefind/pagefind.js*');
    await page.getByRole('button', { name: 'Retry' }).click();
    expect((await resultPaths(page))[0]).toBe('/deploy-bangdb-helm-chart');
  });
});
