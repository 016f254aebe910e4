import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

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
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  opened.add(context);
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
