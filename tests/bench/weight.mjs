#!/usr/bin/env node
// Benchmark (not a test): bytes a first visit downloads, per sample route, gzip-compressed (HTML, CSS, JS),
// measured in Chromium against the production build (run `npm run build` first).
//   npm run bench:weight
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const serve = require('../e2e/server.cjs');

export const SAMPLE_ROUTES = ['/', '/server-install', '/graph-and-cypher', '/rest-api/get-the-server-stats', '/apps/forum/setup/overview', '/search?q=stream'];
const REFERENCES = { 'stock Docusaurus doc page JS': 212, 'old site REST page JS': 390 };

const kb = (bytes) => bytes / 1024;

async function firstVisit(browser, base, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const totals = { document: 0, stylesheet: 0, script: 0, scripts: 0 };
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!response.url().startsWith(base) || !(type in totals)) return;
    pending.push(response.body().then((body) => {
      totals[type] += gzipSync(body).length;
      if (type === 'script') totals.scripts += 1;
    }).catch(() => undefined));
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await Promise.all(pending);
  await context.close();
  return totals;
}

await serve();
const base = process.env.E2E_BASE_URL;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
try {
  console.log('route'.padEnd(36), 'HTML gz'.padStart(9), 'CSS gz'.padStart(9), 'JS gz'.padStart(9), 'JS files'.padStart(9), 'JS vs stock'.padStart(12));
  for (const route of SAMPLE_ROUTES) {
    const t = await firstVisit(browser, base, route);
    console.log(
      route.padEnd(36),
      `${kb(t.document).toFixed(1)} KB`.padStart(9),
      `${kb(t.stylesheet).toFixed(1)} KB`.padStart(9),
      `${kb(t.script).toFixed(1)} KB`.padStart(9),
      String(t.scripts).padStart(9),
      `${(kb(t.script) / REFERENCES['stock Docusaurus doc page JS']).toFixed(2)}x`.padStart(12),
    );
  }
  console.log(`references: ${Object.entries(REFERENCES).map(([k, v]) => `${k} ${v} KB gz`).join('; ')}`);
  for (const route of SAMPLE_ROUTES.filter((r) => r.startsWith('/rest-api/'))) {
    const t = await firstVisit(browser, base, route);
    const ratio = kb(t.script) / REFERENCES['old site REST page JS'];
    console.log(`${route}: JS ${kb(t.script).toFixed(1)} KB gz = ${ratio.toFixed(2)}x the old site's REST page (target < 1.00)`);
  }
} finally {
  await browser.close();
  await serve();
}
