// Shared by the benchmarks: what a typical search costs a reader — the index bytes a cold page load of
// /search?q=stream downloads, compressed as served (./server.mjs).
import { chromium } from 'playwright-core';
import { BROWSER_FLAGS, serveBuild } from '../server.mjs';

export const TYPICAL_QUERY = 'stream';

/** Bytes (bodies and headers) of the index files the search screen fetches for the typical query. */
export async function queryBytes(buildDir) {
  const server = await serveBuild(buildDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', ...BROWSER_FLAGS] });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requests = [];
    page.on('requestfinished', (r) => requests.push(r));
    await page.goto(`${server.base}/search?q=${TYPICAL_QUERY}`);
    await page.locator('section[aria-label="Search results"] li').first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(requests.filter((r) => new URL(r.url()).pathname.startsWith('/pagefind/')).map((r) => r.sizes()));
    return sizes.reduce((n, s) => n + s.responseBodySize + s.responseHeadersSize, 0);
  } finally {
    await browser.close();
    await server.close();
  }
}
