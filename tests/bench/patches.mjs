#!/usr/bin/env node
// Benchmark (not a test): what each patch of the performance layer (src/performance) gains today. In a throw-away
// copy of the site, builds it with every patch on, then once with each patch off (PERFORMANCE_PATCHES_OFF), and
// loads sample pages in Chromium with a 4× slower CPU: first-visit bytes (gzip) by type, requests, total blocking
// time and largest contentful paint, --runs visits each (default 3). A patch's gain is what the page costs without
// it minus what it costs with it, run by run: the table gives the median and the range over the runs, and names
// what a patch gains beyond noise (bytes or requests it saves, or a time every run saves by more than the visits
// differ among themselves). Prints, and writes to PERFORMANCE.md.
//   npm run bench:patches [-- --runs 3] [-- --only prismCore,renderOnce]   (--only prints, PERFORMANCE.md unchanged)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build, median, root } from './lib/build.mjs';
import { table, writeSection } from './lib/report.mjs';
import { copySite } from './lib/sites.mjs';
import { BROWSER_FLAGS, serveBuild } from './server.mjs';

const argument = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const runs = Number(argument('--runs') ?? 3);
const only = argument('--only')?.split(',');
/** The patches and what each changes (src/performance/patches.json, the layer's own list). */
const PATCHES = JSON.parse(readFileSync(path.join(root, 'src/performance/patches.json'), 'utf8'));
const ROUTES = ['/', '/bangdb-table-api', '/graph-and-cypher', '/rest-api/get-the-server-stats', '/search?q=stream'];
const CPU_SLOWDOWN = 4;
const KIND = { document: 'html', stylesheet: 'css', script: 'js' };

/** Measures one first visit of `url`: bytes by kind (gzip), requests, TBT and LCP in ms. */
async function visit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const w = window;
    w.__longTasks = [];
    w.__lcp = 0;
    new PerformanceObserver((list) => w.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => (w.__lcp = list.getEntries().at(-1).startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const bytes = { html: 0, css: 0, js: 0 };
  let requests = 0;
  const pending = [];
  page.on('request', () => (requests += 1));
  page.on('response', (response) => {
    const kind = KIND[response.request().resourceType()];
    if (kind) pending.push(response.body().then((body) => (bytes[kind] += gzipSync(body).length), () => undefined));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForTimeout(1000);
  const { longTasks, lcp } = await page.evaluate(() => ({ longTasks: window.__longTasks, lcp: window.__lcp }));
  await Promise.all(pending);
  await context.close();
  return { ...bytes, requests, tbt: longTasks.reduce((total, d) => total + Math.max(0, d - 50), 0), lcp };
}

/** The visits of every route, `runs` each. */
async function measurePages(buildDir) {
  const server = await serveBuild(buildDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', ...BROWSER_FLAGS] });
  try {
    const perRoute = {};
    for (const route of ROUTES) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await visit(browser, `${server.base}${route}`));
      perRoute[route] = samples;
    }
    return perRoute;
  } finally {
    await browser.close();
    await server.close();
  }
}

const work = mkdtempSync(path.join(os.tmpdir(), 'bangdb-patches-'));
const site = path.join(work, 'site');
copySite(site);
const configurations = ['none', ...Object.keys(PATCHES).filter((name) => !only || only.includes(name))];
const measured = {};
for (const off of configurations) {
  const out = path.join(site, `build-${off}`);
  process.stdout.write(`patches off: ${off}… `);
  // (Any PERFORMANCE_PATCHES_OFF also turns the bundler's persistent cache off, so every build here is cold.)
  const result = await build(site, out, off === 'none' ? { DOCUSAURUS_NO_PERSISTENT_CACHE: 'true' } : { PERFORMANCE_PATCHES_OFF: off });
  measured[off] = { build: result.seconds, pages: await measurePages(out) };
  console.log(`built in ${result.seconds.toFixed(0)} s, measured`);
  rmSync(out, { recursive: true, force: true });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const KEYS = ['html', 'css', 'js', 'requests', 'tbt', 'lcp'];
const medians = (samples) => Object.fromEntries(KEYS.map((key) => [key, median(samples.map((s) => s[key]))]));
const baseRows = ROUTES.map((route) => {
  const m = medians(measured.none.pages[route]);
  return [route, kb(m.html), kb(m.css), kb(m.js), String(m.requests), m.tbt.toFixed(0), m.lcp.toFixed(0)];
});
/** A patch's gains on one measure and route, run by run (visit i without it minus visit i with it). */
const runGains = (off, key, route) => measured[off].pages[route].map((sample, i) => sample[key] - measured.none.pages[route][i][key]);
/** The largest median gain over the routes, with the range of the runs and the route. */
const gain = (off, key, format) => {
  const best = ROUTES.map((route) => ({ route, gains: runGains(off, key, route) }))
    .map((r) => ({ ...r, median: median(r.gains) }))
    .sort((a, b) => b.median - a.median)[0];
  if (best.gains.every((g) => Math.abs(g) < 1e-9)) return '0';
  const low = Math.min(...best.gains);
  const high = Math.max(...best.gains);
  return `${format(best.median)}${runs > 1 && low !== high ? ` (${format(low)}…${format(high)})` : ''} ${best.route}`;
};
/** How much the visits of one route differ with every patch on: the noise a time gain must exceed. */
const spread = (key, route) => {
  const values = measured.none.pages[route].map((sample) => sample[key]);
  return Math.max(...values) - Math.min(...values);
};
/** What a patch gains beyond noise: bytes (over 50 B gzip) or requests saved, which do not vary between runs; or, on
 *  some route, a time saved on every run by more than that route's visits differ with every patch on. */
const beyondNoise = (off) => {
  const saves = (key, threshold) => ROUTES.some((route) => Math.min(...runGains(off, key, route)) > threshold(route));
  const found = [['html', 'HTML', () => 50], ['css', 'CSS', () => 50], ['js', 'JS', () => 50], ['requests', 'requests', () => 0], ['tbt', 'TBT', (route) => spread('tbt', route)], ['lcp', 'LCP', (route) => spread('lcp', route)]]
    .filter(([key, , threshold]) => saves(key, threshold))
    .map(([, label]) => label);
  return found.length ? found.join(', ') : 'none';
};
const gainRows = configurations
  .filter((off) => off !== 'none')
  .map((off) => [
    `\`${off}\``,
    PATCHES[off].summary,
    gain(off, 'js', kb),
    gain(off, 'css', kb),
    gain(off, 'requests', String),
    gain(off, 'tbt', (d) => d.toFixed(0)),
    gain(off, 'lcp', (d) => d.toFixed(0)),
    beyondNoise(off),
  ]);
const markdown = `With every patch on (first visit, Chromium with a ${CPU_SLOWDOWN}× slower CPU, served over HTTP/2 with compression; KB gzip, ms):

${table(['route', 'HTML KB', 'CSS KB', 'JS KB', 'requests', 'TBT ms', 'LCP ms'], baseRows)}

What each patch gains: the page's cost with the patch off minus with it on, run by run; the median on the route
where it is largest, the lowest and highest run in brackets (a negative figure is a cost). "Beyond noise" names what
the patch saves on every run: bytes (over 50 B gzip) and requests do not vary between runs; TBT and LCP count only
when, on some route, every run saves more than that route's visits differ with every patch on.

${table(['patch', 'what it changes', 'JS KB', 'CSS KB', 'requests', 'TBT ms', 'LCP ms', 'beyond noise'], gainRows)}`;
console.log(`\n${markdown}\n`);
// A run of some patches (--only) prints its figures; PERFORMANCE.md keeps the table of every patch.
if (only) console.log('(--only: PERFORMANCE.md not updated)');
else writeSection('patches', 'What each performance patch gains (`npm run bench:patches`)', `${runs} first visits per route and build.\n\n${markdown}`);
// Every visit, for a second look at the figures.
const samples = path.join(os.tmpdir(), 'bench-patches-samples.json');
writeFileSync(samples, JSON.stringify(measured, null, 1));
console.log(`Every visit: ${samples}`);
rmSync(work, { recursive: true, force: true });
