import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';

/** Where the production build is served (tests/e2e/server.cjs). */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3210';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A page that records console errors, uncaught exceptions and failed (HTTP ≥ 400) same-site responses. */
export interface WatchedPage {
  page: Page;
  problems: string[];
}

/** The contexts of the running test's pages: closed after it, passed or failed, so idle pages do not pile up. */
const opened = new Set<BrowserContext>();
afterEach(async () => {
  await Promise.all([...opened].map((context) => context.close()));
  opened.clear();
});

/** A page for the running test (closed after it). */
export async function watchedPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const watched = await openWatched(browser, options);
  opened.add(watched.page.context());
  return watched;
}

/**
 * One page for every test of the enclosing describe block (or file), opened before its first test and closed after
 * its last; its problems are emptied before each test. For tests that each visit a route and read it: a page that
 * stays open keeps the site's scripts fetched and compiled, where a new one per test would do that again.
 */
export function sharedPage(browser: () => Browser, options: BrowserContextOptions = {}): WatchedPage {
  const shared: WatchedPage = { page: undefined as unknown as Page, problems: [] };
  beforeAll(async () => {
    Object.assign(shared, await openWatched(browser(), options));
  });
  beforeEach(() => {
    shared.problems.length = 0;
  });
  afterAll(async () => shared.page?.context().close());
  return shared;
}

/** A page in a new context of the browser, watched for problems. */
async function openWatched(browser: Browser, options: BrowserContextOptions): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  // E2E_CPU_THROTTLE=20 slows the page's CPU 20-fold: how a loaded CI machine's timing is reproduced here.
  const throttle = Number(process.env.E2E_CPU_THROTTLE ?? 1);
  if (throttle > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`exception: ${e.message}`));
  page.on('response', (r) => {
    if (r.url().startsWith(BASE_URL) && r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return { page, problems };
}

/**
 * Whether the page in this browser tab is ready to be read (run in the page): Docusaurus has marked it hydrated
 * (`<html data-has-hydrated>`) and the parts that render only in the browser, after hydration (in a transition when
 * the performance layer's browserTransition patch is on, so much later on a slow machine), are on screen:
 * - on every page with the header, its colour-mode switch is enabled: the theme enables it once `useIsBrowser()`
 *   is true, in the same render as every other browser-only part;
 * - on REST pages, the OpenAPI theme's parameters, schemas and explorer have replaced their skeleton placeholders;
 * - on the search screen, the "Loading search…" placeholder and the "Searching…" status have given way to the
 *   results, the "no results" message, the error or the prompt.
 */
export function pageIsReady(): boolean {
  if (document.documentElement.getAttribute('data-has-hydrated') !== 'true') return false;
  if (document.querySelector('button[aria-label^="Switch between dark and light mode"][disabled]')) return false;
  if (location.pathname.startsWith('/rest-api') && document.querySelector('.openapi-skeleton')) return false;
  if (location.pathname === '/search') {
    const main = document.querySelector('main');
    if (!main || main.textContent?.includes('Loading search…')) return false;
    if (main.querySelector('[role="status"]')?.textContent?.includes('Searching…')) return false;
  }
  return true;
}

/** Waits until the page is hydrated and its browser-only parts are on screen (see `pageIsReady`). */
export async function rendered(page: Page): Promise<void> {
  await page.waitForFunction(pageIsReady, undefined, { timeout: 30_000, polling: 50 });
}

/** Navigates and waits until the page is hydrated and fully rendered. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
  await rendered(page);
}

/** A new page for the running test, of `width` × `height`, on `path`, hydrated and rendered. */
export async function openAt(browser: Browser, path: string, width = 1280, height = 800): Promise<WatchedPage> {
  const watched = await watchedPage(browser, { viewport: { width, height } });
  await visit(watched.page, path);
  return watched;
}

/** Where an element is on screen. */
export const box = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);

/** Waits for the CSS transitions and finite animations running in the page (a sidebar sliding, colours fading, a
 *  dialog appearing) to end: what is measured next is where things come to rest. */
export async function motionEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // getAnimations() updates styles first, so it lists what a change just made starts (endless animations left out).
    const running = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
}

export type ColourMode = 'light' | 'dark';

let modeKey: Promise<string> | undefined;

/** The localStorage key under which the theme keeps the reader's colour-mode choice: `theme` with the site's storage
 *  namespace, read from the inline script that applies the choice before the first paint. */
export function colourModeKey(): Promise<string> {
  modeKey ??= fetch(`${BASE_URL}/`)
    .then((response) => response.text())
    .then((html) => {
      const key = /localStorage\.getItem\("(theme[^"]*)"\)/.exec(html)?.[1];
      if (!key) throw new Error('the home page has no inline script reading the colour-mode choice');
      return key;
    });
  return modeKey;
}

/** Makes every page `page` loads from now on open in `mode`, as the reader's stored choice. */
export async function storeColourMode(page: Page, mode: ColourMode): Promise<void> {
  await page.addInitScript(([key, m]) => window.localStorage.setItem(key, m), [await colourModeKey(), mode] as const);
}

/**
 * Switches an open page to a colour mode as the reader's choice does: the system preference changes, and the choice
 * is stored and announced with the storage event by which the theme's colour-mode state follows its own toggle (and
 * other tabs). Waits until the theme has re-rendered in the mode (its toggles name it) and the colour transitions the
 * switch starts (theme links fade their colour over 0.2 s) have ended, so what is measured next is the mode's
 * colours, not a mix of both.
 */
export async function setColourMode(page: Page, mode: ColourMode): Promise<void> {
  await page.emulateMedia({ colorScheme: mode });
  await page.evaluate(
    ([key, m]) => {
      const oldValue = localStorage.getItem(key);
      localStorage.setItem(key, m);
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: m, storageArea: localStorage, url: location.href }));
    },
    [await colourModeKey(), mode] as const,
  );
  await page.waitForFunction(
    (m) =>
      document.documentElement.dataset.theme === m &&
      Array.from(document.querySelectorAll('button[aria-label^="Switch between dark and light mode"]')).every((toggle) => toggle.getAttribute('aria-label')!.endsWith(`(currently ${m} mode)`)),
    mode,
  );
  await motionEnded(page);
}

/** The other colour mode. */
export const otherMode = (mode: ColourMode): ColourMode => (mode === 'light' ? 'dark' : 'light');

/** Waits until the page has nothing left to load or draw: no request for 500 ms (Playwright's network idle), its
 *  fonts loaded, and two more frames painted (observers of what the last one changed have been told). */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
}

/** A route no page has: the site's 404 page. */
export const NOT_FOUND_ROUTE = '/no-such-page';

/**
 * Routes that stand for the whole site in `npm test`: every area and every kind of page (home, guide with tabs, API
 * reference, wide tables, diagrams, charts, a long page with anchors, REST introduction and endpoint, an app page, the
 * leads-selling variant, use cases, search, the 404 page). The exhaustive tier visits every route of the sitemap.
 */
export const SAMPLE_ROUTES = [
  '/',
  '/server-install',
  '/bangdb-table-api',
  '/bangdb-vs-other-dbs',
  '/graph-and-cypher',
  '/graph-and-cypher/query-scenarios',
  '/throughput',
  '/stream',
  '/about/motivation',
  '/release-info/bangdb-2.0',
  '/rest-api/api-introduction',
  '/rest-api/train-a-model',
  '/apps/leads-management/upload-leads-from-csv',
  '/apps/leads-management/crm-editing/overview?app=leads_selling',
  '/apps/app-mon/setup/services/add-service/web-mon',
  '/use-cases/fraud-detection/introduction',
  '/use-cases/ml-usecases/credit-risk-analysis',
  '/search?q=stream',
  NOT_FOUND_ROUTE,
];

/**
 * Visits every route of `list` with `workers` pages at a time and collects what `check` finds wrong on each (a
 * failed visit counts). `problems` holds the console errors, exceptions and failed responses of the current page;
 * the 404 page's own HTTP 404 is expected.
 */
export async function walk(
  browser: Browser,
  list: readonly string[],
  viewport: { width: number; height: number },
  check: (page: Page, route: string, problems: readonly string[]) => Promise<string[]>,
  workers = 3,
): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...list];
  async function worker() {
    const { page, problems } = await watchedPage(browser, { viewport });
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      problems.length = 0;
      let found: string[];
      try {
        await visit(page, next);
        // The 404 page answers with HTTP 404, which the browser also logs: expected there, and only there.
        found = await check(page, next, problems.filter((p) => !(next === NOT_FOUND_ROUTE && /\b404\b/.test(p))));
      } catch (e) {
        found = [String(e)];
      }
      if (found.length) failures.push(`${next}: ${found.join(' | ')}`);
    }
  }
  await Promise.all(Array.from({ length: workers }, worker));
  return failures;
}

/** What a page shows wrong to a reader on any screen: errors logged, and a page wider than the window. */
export async function pageProblems(page: Page, route: string, problems: readonly string[]): Promise<string[]> {
  if (route.startsWith('/search?')) await page.waitForSelector('section[aria-label="Search results"] li', { timeout: 20_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return [...problems, ...(overflow > 0 ? [`${overflow} px wider than the screen`] : [])];
}
