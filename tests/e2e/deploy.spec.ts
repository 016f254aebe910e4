/** The site as deployed (`npm run serve`, mirroring .deploy/nginx.conf): CSP, 404 status, caching, no-JS reading. */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { generate } from 'selfsigned';
import { launch, rendered, visit, watchedPage, BASE_URL } from './browser';
import { startServer } from './server.cjs';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** Records Content-Security-Policy violations the page reports. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

describe('Content-Security-Policy', () => {
  it.each([
    ['/', async () => undefined],
    ['/server-install', async () => undefined],
    ['/graph-and-cypher', async (page: Page) => void (await page.locator('figure.diagram img').first().waitFor())],
    ['/search?q=stream', async (page: Page) => void (await page.locator('section[aria-label="Search results"] li').first().waitFor())],
    ['/rest-api/get-the-server-stats', async (page: Page) => {
      await page.getByRole('button', { name: /Try it/ }).click();
      await page.getByRole('button', { name: 'Send API Request' }).waitFor();
    }],
  ])('%s works under the policy with no violation', async (path, use) => {
    const { page, problems } = await watchedPage(browser);
    const violations = await recordViolations(page);
    const response = await page.goto(`${BASE_URL}${path}`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
    await rendered(page);
    await use(page);
    await page.waitForLoadState('networkidle');
    await expect(violations()).resolves.toEqual([]);
    expect(problems).toEqual([]);
  });

  it('blocks an injected inline script (the policy is really enforced)', async () => {
    const { page } = await watchedPage(browser);
    const violations = await recordViolations(page);
    await visit(page, '/server-install');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__ran = true';
      document.body.append(script);
    });
    await expect(page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).resolves.toBeUndefined();
    await expect(violations()).resolves.toEqual([expect.stringMatching(/^script-src/)]);
  });
});

describe('script loading', () => {
  it('paints the server-rendered page before any script loads, then hydrates it', async () => {
    const { page, problems } = await watchedPage(browser);
    await visit(page, '/graph-and-cypher');
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance.getEntriesByType('resource').filter((r) => r.name.includes('/assets/js/')).map((r) => r.startTime),
    }));
    expect(scripts.length).toBeGreaterThan(1);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
    expect(problems).toEqual([]);
  });

  it('prefetches no route on sight; hovering a link preloads its route', async () => {
    const { page, problems } = await watchedPage(browser);
    await visit(page, '/graph-and-cypher');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[rel="prefetch"]').count()).resolves.toBe(0);
    const chunk = page.waitForRequest((r) => r.url().includes('/assets/js/'), { timeout: 5_000 });
    await page.locator('nav.menu a.menu__link[href^="/"]:not([aria-current])').last().hover();
    await expect(chunk).resolves.toBeTruthy();
    expect(problems).toEqual([]);
  });
});

describe('static server', () => {
  it('answers a page route asked for with Accept: text/markdown with its twin, and with HTML otherwise; both vary on Accept', async () => {
    for (const route of ['/graph-and-cypher/shortest-path', '/']) {
      const markdown = await fetch(`${BASE_URL}${route}`, { headers: { Accept: 'text/markdown, text/html;q=0.5' } });
      expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(markdown.headers.get('vary')).toMatch(/\bAccept\b/);
      expect(await markdown.text()).toBe(await (await fetch(`${BASE_URL}${route === '/' ? '/index' : route}.md`)).text());
      const html = await fetch(`${BASE_URL}${route}`, { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(html.headers.get('content-type')).toMatch(/^text\/html/);
      expect(html.headers.get('vary')).toMatch(/\bAccept\b/);
    }
    const unknown = await fetch(`${BASE_URL}/no-such-page`, { headers: { Accept: 'text/markdown' } });
    expect(unknown.status).toBe(404);
  });

  it.each(['/no-such-page', '/apps/no-such-app/page', '/rest-api/unknown%20endpoint'])('%s answers 404 with the site’s 404 page', async (path) => {
    const { page } = await watchedPage(browser);
    const response = await page.goto(`${BASE_URL}${path}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').first().textContent()).resolves.toBe('Page not found');
  });

  it('compresses text and caches hashed assets for a year, pages never without revalidation', async () => {
    const { page } = await watchedPage(browser);
    // The bundle is requested after the first paint, on a loaded machine after the network has gone quiet once.
    const bundle = page.waitForResponse((r) => r.url().includes('/assets/js/main.'));
    const response = await page.goto(`${BASE_URL}/server-install`);
    expect(response?.headers()['content-encoding']).toMatch(/^(gzip|br)$/);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    const asset = (await bundle).headers();
    expect(asset['content-encoding']).toMatch(/^(gzip|br)$/);
    expect(asset['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('without JavaScript', () => {
  it.each([
    ['/server-install', 'Install and Run', '/bangdb-config'],
    ['/apps/forum/user-guide/create-new-post', 'Create a new post', '/apps/forum/setup/overview'],
    ['/rest-api/train-a-model', 'Train a model', '/rest-api/get-the-server-stats'],
  ])('%s shows its content and every link of its sidebar', async (path, title, collapsedLink) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${path}`);
    await expect(page.locator('article h1').textContent()).resolves.toContain(title.split(' ')[0]);
    await expect(page.locator('article p').first().isVisible()).resolves.toBe(true);
    const sidebarLink = page.locator(`nav[aria-label="Pages of this area"] a[href="${collapsedLink}"]`);
    await expect(sidebarLink.isVisible()).resolves.toBe(true);
    await expect(page.locator('footer a').first().isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('shows the diagrams of a page (pre-rendered, no Mermaid runtime needed)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/graph-and-cypher`);
    const diagram = page.locator('figure.diagram img.diagram__light').first();
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).resolves.toBeGreaterThan(100);
    await expect(diagram.getAttribute('alt')).resolves.toMatch(/^Flowchart: .*movie:lastOrchard/);
    await context.close();
  });
});

describe('HTTPS with HTTP/2 (serve.mjs given a certificate, as production hosts serve the site)', () => {
  let server: ChildProcess;
  const base = `https://127.0.0.1:${Number(new URL(BASE_URL).port) + 1}`;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bangdb-docs-tls-'));
    const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], { keySize: 2048 });
    writeFileSync(path.join(dir, 'cert.pem'), pems.cert);
    writeFileSync(path.join(dir, 'key.pem'), pems.private);
    server = await startServer(Number(new URL(base).port), ['--cert', path.join(dir, 'cert.pem'), '--key', path.join(dir, 'key.pem')]);
  });
  afterAll(() => server?.kill());

  it('serves pages over h2 with compression, the CSP and no violation; unknown routes get the 404 page', async () => {
    const { page, problems } = await watchedPage(browser, { ignoreHTTPSErrors: true });
    const violations = await recordViolations(page);
    const response = await page.goto(`${base}/server-install`, { waitUntil: 'load' });
    await rendered(page);
    await expect(page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol)).resolves.toBe('h2');
    expect(response?.headers()['content-encoding']).toMatch(/^(gzip|br)$/);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect(violations()).resolves.toEqual([]);
    const missing = await page.goto(`${base}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await expect(page.locator('h1').first().textContent()).resolves.toMatch(/not found/i);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
  });
});
