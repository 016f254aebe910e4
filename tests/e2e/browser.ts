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
 * Waits until React has hydrated the page and rendered its browser-only parts (the REST explorer and schemas, the
 * search results): those render in a transition after hydration, on a loaded machine well after it, and mark
 * `<html>` when committed (src/lib/isBrowserInTransition.tsx), so the mark implies hydration.
 */
export async function rendered(page: Page): Promise<void> {
  await page.waitForSelector('html[data-browser-rendered="true"]', { state: 'attached', timeout: 30_000 });
}

/** Navigates and waits until the page is hydrated and fully rendered. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
  await rendered(page);
}
