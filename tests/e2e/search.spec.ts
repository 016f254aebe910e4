/**
 * The documentation search as a reader uses it: questions in readers' words, the header's instant results,
 * navigation, hostile input, readable excerpts, and recovery from failed index files. (Keyword relevance over the
 * whole index is a build check: tests/build/search.test.ts.)
 */
import type { Browser, Page } from 'playwright-core';
import { launch, rendered, setColourMode, settled, sharedPage, storeColourMode, visit, watchedPage, BASE_URL } from './browser';
import { blockingViolations } from './axe';
import { FILE_KINDS, RECOVERY_SAMPLE, headerBox, panelOptions, panelShows, recoversInPanel, recoversOnResultsPage, resultPaths, results, status } from './searchChecks';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** Requests for index files (Pagefind's module, WASM, chunks, fragments, names, vocabulary). */
function indexRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/pagefind/')) seen.push(r.url());
  });
  return seen;
}

describe('searching', () => {
  it('typing in the header box lands on ranked results with area, breadcrumb and a highlighted excerpt', async () => {
    const { page, problems } = await watchedPage(browser);
    await visit(page, '/server-install');
    await headerBox(page).fill('Helm');
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

  it('words of the page names fetch no vocabulary; a misspelt word fetches its initial’s part, then the documentation’s words; a real English word only its part', async () => {
    const vocabularyFiles = (requests: string[]) => requests.map((url) => new URL(url).pathname).filter((path) => path.includes('vocabulary')).sort();
    const known = await watchedPage(browser);
    const knownRequests = indexRequests(known.page);
    await visit(known.page, '/search?q=stream%20table');
    await resultPaths(known.page);
    expect(vocabularyFiles(knownRequests)).toEqual([]);
    const misspelt = await watchedPage(browser);
    const misspeltRequests = indexRequests(misspelt.page);
    await visit(misspelt.page, '/search?q=cyphr');
    await resultPaths(misspelt.page);
    expect(vocabularyFiles(misspeltRequests)).toEqual(['/pagefind/vocabulary/c.json', '/pagefind/vocabulary/words.json']);
    const english = await watchedPage(browser);
    const englishRequests = indexRequests(english.page);
    await visit(english.page, '/search?q=rollback%20stream');
    await resultPaths(english.page);
    await expect(status(english.page).textContent()).resolves.not.toMatch(/corrected/);
    expect(vocabularyFiles(englishRequests)).toEqual(['/pagefind/vocabulary/r.json']);
  });

  it('shows five results with the page and the next five as the reader scrolls; More results adds ten; the refine box updates the URL', async () => {
    const { page } = await watchedPage(browser, { viewport: { width: 1280, height: 700 } });
    const fragments: string[] = [];
    page.on('request', (r) => r.url().includes('/pagefind/fragment/') && fragments.push(r.url()));
    await visit(page, '/search?q=stream');
    expect(await resultPaths(page)).toHaveLength(5);
    await page.waitForLoadState('networkidle');
    expect(fragments).toHaveLength(5);
    await results(page).locator('li').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelectorAll('section[aria-label="Search results"] li').length === 10);
    await page.getByRole('button', { name: /More results/ }).click();
    await page.waitForFunction(() => document.querySelectorAll('section[aria-label="Search results"] li').length === 20);
    const refine = page.getByRole('searchbox', { name: 'Refine your search' });
    await refine.fill('ycsb');
    await refine.press('Enter');
    await page.waitForURL(`${BASE_URL}/search?q=ycsb`);
    expect((await resultPaths(page))[0]).toBe('/ycsb');
  });

  it('a question whose words are not all on one page still finds its page, and says it matched some of them', async () => {
    const { page, problems } = await watchedPage(browser);
    await visit(page, '/search?q=import%20leads%20from%20a%20csv%20file');
    expect((await resultPaths(page)).slice(0, 3)).toContain('/apps/leads-management/upload-leads-from-csv');
    await expect(status(page).textContent()).resolves.toMatch(/results? for “import leads from a csv file”\. No page holds every word/);
    expect(problems).toEqual([]);
  });

  it('nonsense, or words such as "how to" alone, end in no results with suggestions and the areas', async () => {
    const { page, problems } = await watchedPage(browser);
    await visit(page, '/search?q=qwxzvbnmpl');
    await expect(status(page).textContent()).resolves.toContain('No results for “qwxzvbnmpl”');
    await expect(page.getByText('None of these words is in the documentation').isVisible()).resolves.toBe(true);
    await expect(page.locator('main a[href="/graph-and-cypher"]').count()).resolves.toBeGreaterThan(0);
    await visit(page, '/search?q=how%20do%20i%20the');
    await expect(status(page).textContent()).resolves.toContain('No results for “how do i the”');
    await expect(page.getByText('Words such as “how”, “to” and “the” are left out').isVisible()).resolves.toBe(true);
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

  const shared = sharedPage(() => browser);

  it.each(cases)('%s', async (_name, queryString, shown) => {
    const { page, problems } = shared;
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
    await headerBox(page).fill('helm');
    await page.keyboard.press('Enter');
    expect((await resultPaths(page))[0]).toBe('/deploy-bangdb-helm-chart');
    expect(problems).toEqual([]);
  });

  it.each(['/', '/stream', '/rest-api/train-a-model', '/apps/forum/user-guide/create-new-post', '/no-such-page'])(
    'hostile query strings on %s break nothing',
    async (path) => {
      const { page, problems } = shared;
      await page.goto(`${BASE_URL}${path}?q=${encodeURIComponent(markup)}&x=%E0%A4%A&%%=1&view=${'x'.repeat(5000)}#<script>`);
      await rendered(page);
      await expect(page.locator('main h1, article h1').first().isVisible()).resolves.toBe(true);
      await expect(page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).resolves.toBeUndefined();
      expect(problems.filter((p) => !(path === '/no-such-page' && p.includes('404')))).toEqual([]);
    },
  );
});

describe('the header panel: instant results', () => {
  /** A doc page with the panel opened by Ctrl+K and `query` typed, its results on screen. */
  async function typed(page: Page, query: string): Promise<void> {
    await page.keyboard.press('Control+k');
    await page.keyboard.type(query);
    await panelShows(page, query);
  }

  it('loads its code and the index only once wanted: Ctrl+K, type cypher, results with the URL unchanged', async () => {
    const { page, problems } = await watchedPage(browser);
    const requests = indexRequests(page);
    await visit(page, '/stream');
    await settled(page);
    expect(requests).toEqual([]);
    await typed(page, 'cypher');
    expect(requests.length).toBeGreaterThan(0);
    expect(page.url()).toBe(`${BASE_URL}/stream`);
    await expect(headerBox(page).getAttribute('aria-expanded')).resolves.toBe('true');
    const first = panelOptions(page).first();
    await expect(first.textContent()).resolves.toMatch(/Cypher/);
    await expect(first.locator('mark').count()).resolves.toBeGreaterThan(0);
    await expect(panelOptions(page).last().textContent()).resolves.toMatch(/^See all \d+ results$/);
    expect(problems).toEqual([]);
  });

  // The index files are fetched once for these (the test above sees them fetched on demand), as a reader's browser
  // keeps them for every page after the first.
  describe('on a page kept open', () => {
    const shared = sharedPage(() => browser);

    it('answers a question in a reader’s words: the page that answers it among the first three', async () => {
      const { page, problems } = shared;
      await visit(page, '/stream');
      await typed(page, 'import leads from a csv file');
      const top = await panelOptions(page).evaluateAll((links) => links.slice(0, 3).map((a) => (a.getAttribute('href') ?? '').split('#')[0]));
      expect(top).toContain('/apps/leads-management/upload-leads-from-csv');
      expect(problems).toEqual([]);
    });

    // The first hit is the page that answers (not a "Responses" section or a list of patents that mentions the words),
    // opened at its top unless a heading's own title holds the words; a registry name finds the page that defines it.
    it.each([
      ['buffer pool', '/core-database-design#the-buffer-pool-and-page-cache'],
      ['create table', '/rest-api/create-a-table'],
      ['docker', '/docker-images'],
      ['bangdb.config', '/bangdb-config'],
      ['BUFF_POOL_SIZE_HINT', /^\/(bangdb-config|quick-reference\/config)$/], // the config page or its quick reference sheet
    ])('the panel’s first hit for “%s” is %s', async (query, href) => {
      const { page, problems } = shared;
      await visit(page, '/stream');
      await typed(page, query);
      const first = await panelOptions(page).first().getAttribute('href');
      if (typeof href === 'string') expect(first).toBe(href);
      else expect(first).toMatch(href);
      expect(problems).toEqual([]);
    });

    it('↓ + Enter opens the highlighted result at its heading', async () => {
      const { page, problems } = shared;
      await visit(page, '/stream');
      await typed(page, 'weighted shortest path');
      const withHeading = panelOptions(page).filter({ has: page.locator('xpath=self::a[contains(@href, "#")]') }).first();
      const href = (await withHeading.getAttribute('href'))!;
      const index = await withHeading.evaluate((el) => Array.from(el.parentElement!.children).indexOf(el));
      for (let i = 0; i <= index; i += 1) await page.keyboard.press('ArrowDown');
      await expect(headerBox(page).getAttribute('aria-activedescendant')).resolves.toBe(await withHeading.getAttribute('id'));
      await page.keyboard.press('Enter');
      await page.waitForURL(`${BASE_URL}${href}`);
      const top = await page.locator(`[id="${decodeURIComponent(href.split('#')[1])}"]`).evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(800);
      await expect(headerBox(page).inputValue()).resolves.toBe('');
      expect(problems).toEqual([]);
    });

    it('Esc closes the panel and focus goes back where it was', async () => {
      const { page } = shared;
      await visit(page, '/stream');
      const link = page.locator('article a').first();
      await link.focus();
      await typed(page, 'cypher');
      await page.keyboard.press('Escape');
      await expect(panelOptions(page).count()).resolves.toBe(0);
      await expect(headerBox(page).getAttribute('aria-expanded')).resolves.toBe('false');
      expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  });

  // The header and its panel: the rest of the page is a sample of a11y.spec.ts.
  it('has no serious axe violation while open, loaded in dark mode and switched to light', async () => {
    const { page } = await watchedPage(browser, { colorScheme: 'dark' });
    await storeColourMode(page, 'dark');
    await visit(page, '/graph-and-cypher');
    await typed(page, 'cypher');
    await page.keyboard.press('ArrowDown');
    for (const mode of ['dark', 'light'] as const) {
      if (mode === 'light') await setColourMode(page, mode);
      const found = await blockingViolations(page, ['.navbar', '[role="listbox"]']);
      expect(found.map((v) => `${mode}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });

  it('on a 390 px phone: the search link opens a full-width sheet with the results; nothing scrolls sideways', async () => {
    const { page, problems } = await watchedPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await visit(page, '/stream');
    const button = page.getByRole('link', { name: 'Search the documentation' });
    await button.click();
    const box = headerBox(page);
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    const boxWidth = (await box.boundingBox())!.width;
    expect(boxWidth).toBeGreaterThan(250);
    await page.keyboard.type('cypher');
    await panelShows(page, 'cypher');
    const sheet = await page.locator('[role="listbox"]').evaluate((el) => {
      const panel = el.parentElement!.getBoundingClientRect();
      return { left: panel.left, right: panel.right, overflow: document.documentElement.scrollWidth - window.innerWidth };
    });
    expect(sheet).toEqual({ left: 0, right: 390, overflow: 0 });
    for (const mode of ['light', 'dark'] as const) {
      await setColourMode(page, mode);
      expect((await blockingViolations(page)).map((v) => `${mode}: ${v.id}`)).toEqual([]);
    }
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(box.isVisible()).resolves.toBe(false);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await button.click();
    await expect(box.inputValue()).resolves.toBe('cypher'); // closing keeps the text
    await box.fill('Stream Join');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${BASE_URL}/search?q=stream%20join`);
    expect(problems).toEqual([]);
  });
});

describe('the results page', () => {
  it('keeps one search form after several queries and after Back', async () => {
    const { page } = await watchedPage(browser);
    const forms = () => page.locator('main form').count();
    const refine = page.getByRole('searchbox', { name: 'Refine your search' });
    await visit(page, '/search?q=stream');
    await resultPaths(page);
    await refine.fill('docker');
    await refine.press('Enter');
    await page.waitForURL(/q=docker/);
    await refine.fill('helm');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=helm/);
    await headerBox(page).fill('replication');
    await headerBox(page).press('Enter');
    await page.waitForURL(/q=replication/);
    await resultPaths(page);
    expect(await forms()).toBe(1);
    await page.goBack();
    await page.waitForURL(/q=helm/);
    await resultPaths(page);
    expect(await forms()).toBe(1);
    await expect(refine.inputValue()).resolves.toBe('helm');
  });

  it('excerpts read as text: table cells stay apart and highlights are whole words', async () => {
    const { page } = await watchedPage(browser);
    const target = '/graph-and-cypher/bangdb-cypher-vs-other-cypher';
    // Every pair of neighbouring cells on the page, as the text they would make if run together.
    await visit(page, target);
    const joined = await page.locator('article table tr').evaluateAll((rows) =>
      rows.flatMap((row) => {
        const cells = Array.from(row.children).map((cell) => (cell.textContent ?? '').trim()).filter(Boolean);
        return cells.slice(1).map((cell, i) => `${cells[i].split(/\s+/).pop()}${cell.split(/\s+/)[0]}`);
      }),
    );
    expect(joined.length).toBeGreaterThan(20);
    for (const query of ['opencypher neo4j', 'cypher', 'stream', 'addstreams']) {
      await visit(page, `/search?q=${encodeURIComponent(query)}`);
      await resultPaths(page);
      const excerpts = await results(page).locator('li p').evaluateAll((ps) =>
        ps.map((p) => ({
          text: p.textContent ?? '',
          marks: Array.from(p.querySelectorAll('mark')).map((m) => ({ text: m.textContent ?? '', before: m.previousSibling?.textContent?.slice(-1) ?? '', after: m.nextSibling?.textContent?.[0] ?? '' })),
        })),
      );
      if (query === 'opencypher neo4j') expect(await results(page).locator(`li a[href^="${target}"]`).count()).toBe(1);
      for (const { text, marks } of excerpts) {
        expect(joined.filter((run) => text.includes(run))).toEqual([]);
        for (const mark of marks) {
          expect(mark.text).toMatch(/^[\p{L}\p{N}_].*[\p{L}\p{N}_]$|^[\p{L}\p{N}_]$/u);
          expect(`${mark.before}${mark.after}`).not.toMatch(/[\p{L}\p{N}_]/u);
        }
      }
    }
  });
});

/** Each kind of index file, as the reader's browser requests it. */
describe('recovery: a failed index file, then Retry (every kind: exhaustive/searchRecovery.spec.ts)', () => {
  it.each(FILE_KINDS.filter(([kind]) => RECOVERY_SAMPLE.includes(kind)))('%s: on /search and in the header panel', async (_kind, path, query) => {
    await Promise.all([recoversOnResultsPage(browser, path, query), recoversInPanel(browser, path, query)]);
  });

  it('shows the error only after the retries (1 s, 2 s, 4 s), each a new request', async () => {
    const { page } = await watchedPage(browser);
    const attempts = new Set<string>();
    await page.route('**/pagefind/pagefind.js*', (route) => {
      attempts.add(route.request().url());
      return route.abort('failed');
    });
    const started = Date.now();
    await visit(page, '/search?q=helm');
    await page.getByRole('alert').waitFor({ timeout: 30_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(7_000);
    expect(attempts.size).toBe(4);
  });
});
