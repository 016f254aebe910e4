/**
 * Page-weight budget: the HTML, CSS and JS bytes (gzip) a first visit of each sample route loads, measured in
 * Chromium against the production build, must stay within tests/build/budgets.json, and a page must not load
 * code it does not use (the search engine on a guide, the REST explorer off the REST pages, Mermaid without
 * diagrams).
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launch } from '../e2e/browser';
import budgets from './budgets.json';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the e2e harness's server module is CommonJS
const serve: () => Promise<void> = require('../e2e/server.cjs');

type Kind = 'html' | 'css' | 'js';
interface Visit {
  kb: Record<Kind, number>;
  bodies: string[];
}

const KIND: Record<string, Kind> = { document: 'html', stylesheet: 'css', script: 'js' };

async function firstVisit(browser: Browser, base: string, route: string): Promise<Visit> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const kb: Record<Kind, number> = { html: 0, css: 0, js: 0 };
  const bodies: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const kind = KIND[response.request().resourceType()];
    if (!kind || !response.url().startsWith(base)) return;
    pending.push(
      response.body().then((body) => {
        kb[kind] += gzipSync(body).length / 1024;
        if (kind === 'js') bodies.push(body.toString('utf8'));
      }, () => undefined),
    );
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await Promise.all(pending);
  await context.close();
  return { kb, bodies };
}

const routes = Object.entries(budgets.routes);
const measured = new Map<string, Visit>();
let browser: Browser;

beforeAll(async () => {
  await serve();
  browser = await launch();
  for (const [route] of routes) measured.set(route, await firstVisit(browser, process.env.E2E_BASE_URL!, route));
  const rows = [...measured].map(([route, { kb }]) => `${route.padEnd(42)}${kb.html.toFixed(1).padStart(8)}${kb.css.toFixed(1).padStart(8)}${kb.js.toFixed(1).padStart(8)}`);
  console.log(['first visit, KB gzip'.padEnd(42) + 'HTML'.padStart(8) + 'CSS'.padStart(8) + 'JS'.padStart(8), ...rows].join('\n'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await serve();
});

describe.each(routes)('%s', (route, budget) => {
  it.each(['html', 'css', 'js'] as const)('%s is within budget', (kind) => {
    expect(measured.get(route)!.kb[kind]).toBeLessThanOrEqual(budget[kind]);
  });

  it('loads no code it does not use', () => {
    const loaded = budget.mustNotLoad.filter((name) => {
      const marker = budgets.markers[name as keyof typeof budgets.markers];
      return measured.get(route)!.bodies.some((body) => body.includes(marker));
    });
    expect(loaded).toEqual([]);
  });
});
