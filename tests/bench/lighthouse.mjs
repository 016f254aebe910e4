#!/usr/bin/env node
// Benchmark (not a test): Lighthouse (mobile, its default simulated throttling) on the sample routes, median
// of 3 runs each, against the production build served like production (./server.mjs: HTTPS, HTTP/2,
// compression; `--http1` for plain HTTP/1.1). Prints the four category scores, LCP, TBT, CLS and the bytes each
// route transfers by type. Run after a build (npm run bench builds first).
//   node tests/bench/lighthouse.mjs [--runs 3] [--http1]
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { table, writeSection } from './lib/report.mjs';
import { BROWSER_FLAGS, serveBuild } from './server.mjs';

const require = createRequire(import.meta.url);
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const ROUTES = ['/', '/server-install', '/graph-and-cypher', '/rest-api/get-the-server-stats', '/apps/forum/user-guide/create-new-post', '/search?q=stream'];
const TARGETS = 'performance ≥ 95; accessibility, best practices, SEO 100; CLS 0';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (bytes) => (bytes / 1024).toFixed(0);

const server = await serveBuild();
const base = server.base;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...BROWSER_FLAGS],
});
try {
  console.log(`Lighthouse ${require('lighthouse/package.json').version}, mobile, median of ${runs}, build served over ${server.transport}; targets: ${TARGETS}`);
  const header = ['route', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'CSS KB', 'HTML KB'];
  console.log(header.map((h, i) => (i ? h.padStart(7) : h.padEnd(40))).join(''));
  const rows = [];
  for (const route of ROUTES) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const { lhr } = await lighthouse(`${base}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const bytes = Object.fromEntries(lhr.audits['resource-summary'].details.items.map((item) => [item.resourceType, item.transferSize]));
      samples.push({
        perf: lhr.categories.performance.score * 100,
        a11y: lhr.categories.accessibility.score * 100,
        bp: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        js: bytes.script ?? 0,
        css: bytes.stylesheet ?? 0,
        html: bytes.document ?? 0,
      });
    }
    const m = (key) => median(samples.map((s) => s[key]));
    const cells = [m('perf').toFixed(0), m('a11y').toFixed(0), m('bp').toFixed(0), m('seo').toFixed(0), m('lcp').toFixed(0), m('tbt').toFixed(0), m('cls').toFixed(3), kb(m('js')), kb(m('css')), kb(m('html'))];
    console.log(route.padEnd(40) + cells.map((v) => v.padStart(7)).join(''));
    rows.push([`\`${route}\``, ...cells]);
  }
  writeSection(
    server.transport.startsWith('HTTP/1') ? 'lighthouse-http1' : 'lighthouse',
    `Lighthouse over ${server.transport.startsWith('HTTP/1') ? 'HTTP/1.1' : 'HTTP/2'} (\`node tests/bench/lighthouse.mjs${server.transport.startsWith('HTTP/1') ? ' --http1' : ''}\`)`,
    `Lighthouse ${require('lighthouse/package.json').version}, mobile with its simulated throttling, median of ${runs}; the build served by \`.deploy/serve.mjs\` over ${server.transport}. Targets: ${TARGETS}. Bytes are transferred (compressed) KB.\n\n${table(header, rows)}`,
  );
} finally {
  await chrome.kill();
  await server.close();
}
