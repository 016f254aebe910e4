#!/usr/bin/env node
// Benchmark (not a test): the search index and what searching costs a reader, against the production build
// served like production (./server.mjs: HTTPS, HTTP/2, compression; `--http1` for plain HTTP/1.1). Run
// `npm run build` first.
//   npm run bench:search [-- --runs 5] [-- --http1]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { writeSection } from './lib/report.mjs';
import { BROWSER_FLAGS, serveBuild } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
// The keyword queries of the build checks and a dozen reader questions (longer: several terms and synonyms each).
const keywords = JSON.parse(readFileSync(path.join(root, 'tests/build/relevance.json'), 'utf8')).map((r) => r.query);
const questions = JSON.parse(readFileSync(path.join(root, 'tests/bench/reader-questions.json'), 'utf8')).filter((q) => !q.heldOut).slice(0, 12).map((q) => q.question);
const queries = [...keywords, ...questions];
const QUESTION = 'import leads from a csv file';
const TARGETS = { queryKbGz: 300, latencyMs: 50, panelMs: 300 };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const indexDir = path.join(root, 'build/pagefind');
const indexFiles = readdirSync(indexDir, { recursive: true, encoding: 'utf8' })
  .map((f) => path.join(indexDir, f))
  .filter((f) => statSync(f).isFile() && !/\.(br|gz)$/.test(f)); // not the precompressed copies
const raw = indexFiles.reduce((n, f) => n + statSync(f).size, 0);
const gz = indexFiles.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);
/** The lines printed, which also make the PERFORMANCE.md section. */
const lines = [];
const report = (line) => {
  console.log(line);
  lines.push(`- ${line}`);
};
report(`index on disk: ${indexFiles.length} files, ${kb(raw)} raw, ${kb(gz)} gzip`);

const server = await serveBuild();
const base = server.base;
report(`build served over ${server.transport}`);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', ...BROWSER_FLAGS] });
const resultItem = 'section[aria-label="Search results"] li';
try {
  // Cold: a new browser context (empty cache) opens /search?q=…; bytes are what crossed the wire.
  async function cold(query) {
    const times = [];
    let bytes = 0;
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const requests = [];
      page.on('requestfinished', (r) => requests.push(r));
      const start = performance.now();
      await page.goto(`${base}/search?q=${encodeURIComponent(query)}`);
      await page.locator(resultItem).first().waitFor();
      times.push(performance.now() - start);
      await page.waitForLoadState('networkidle');
      const sizes = await Promise.all(requests.filter((r) => new URL(r.url()).pathname.startsWith('/pagefind/')).map((r) => r.sizes()));
      bytes = sizes.reduce((n, s) => n + s.responseBodySize + s.responseHeadersSize, 0);
      await context.close();
    }
    return { times, bytes };
  }
  const typical = await cold('stream');
  const question = await cold(QUESTION);
  report(`a typical query ("stream", cold cache) downloads ${kb(typical.bytes)} of index files, a question ("${QUESTION}") ${kb(question.bytes)} (target ≤ ${TARGETS.queryKbGz} KB gz; ratios ${(typical.bytes / 1024 / TARGETS.queryKbGz).toFixed(2)}, ${(question.bytes / 1024 / TARGETS.queryKbGz).toFixed(2)})`);
  report(`time to first results on a cold page load: median ${median(typical.times).toFixed(0)} ms for "stream", ${median(question.times).toFixed(0)} ms for the question, over ${runs} runs each`);

  // Warm: the index is loaded; each query of the relevance table is run by the engine and by the screen.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/search?q=stream`);
  await page.locator(resultItem).first().waitFor();
  const engine = await page.evaluate(async (list) => {
    const pagefind = await import('/pagefind/pagefind.js');
    await pagefind.options({ basePath: '/pagefind/' });
    const times = [];
    for (const q of list) await pagefind.search(q); // first pass loads each query's chunks
    for (const q of list) {
      const start = performance.now();
      await pagefind.search(q);
      times.push(performance.now() - start);
    }
    return times;
  }, queries);
  const screen = [];
  const box = page.getByRole('searchbox', { name: 'Refine your search' });
  for (const q of queries) {
    await box.fill(q);
    const start = performance.now();
    await box.press('Enter');
    await page.waitForFunction((text) => document.querySelector('main [role="status"]')?.textContent?.includes(`“${text}”`) ?? false, q.toLowerCase(), { polling: 'raf' });
    screen.push(performance.now() - start);
  }
  report(`query latency, index loaded (${queries.length} queries): engine median ${median(engine).toFixed(1)} ms; submit → results on screen median ${median(screen).toFixed(0)} ms, first time each (target ≤ ${TARGETS.latencyMs} ms; ratio ${(median(engine) / TARGETS.latencyMs).toFixed(2)})`);

  // Instant results: the header panel on a doc page once the index is warm (engine started by a first query). Each
  // query is typed at 60 ms a key; the time runs in the page from its last keystroke until the panel shows that
  // query's results (its "See all" row is the query's and the panel is no longer busy), first time each.
  const doc = await context.newPage();
  await doc.goto(`${base}/stream`);
  await doc.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  const headerBox = doc.getByRole('combobox', { name: 'Search the documentation' });
  await doc.keyboard.press('Control+k');
  await headerBox.pressSequentially('replication');
  await doc.getByRole('option').first().waitFor();
  await doc.evaluate(() => document.addEventListener('keydown', () => (window.__lastKey = performance.now()), true));
  async function panelTimes(list) {
    const times = [];
    for (const q of list) {
      await headerBox.fill('');
      await headerBox.pressSequentially(q, { delay: 60 });
      const expected = `/search?q=${encodeURIComponent(q.toLowerCase())}`;
      const handle = await doc.waitForFunction(
        (href) => {
          const seeAll = document.querySelector('[role="listbox"] [role="option"]:last-child');
          return seeAll?.getAttribute('href') === href && seeAll.closest('[aria-busy]')?.getAttribute('aria-busy') === 'false' && performance.now() - window.__lastKey;
        },
        expected,
        { polling: 'raf' },
      );
      times.push(await handle.jsonValue());
    }
    return times;
  }
  for (const [label, list] of [['keyword queries', keywords], ['reader questions', questions]]) {
    const panel = await panelTimes(list);
    report(`instant results in the header panel, index warm (${list.length} ${label} typed at 60 ms a key): last keystroke → results on screen median ${median(panel).toFixed(0)} ms, 90th percentile ${percentile(panel, 0.9).toFixed(0)} ms, slowest ${Math.max(...panel).toFixed(0)} ms (target ≤ ${TARGETS.panelMs} ms; ratio ${(percentile(panel, 0.9) / TARGETS.panelMs).toFixed(2)})`);
  }
  await context.close();
  writeSection('search', 'Search (`npm run bench:search`)', lines.join('\n'));
} finally {
  await browser.close();
  await server.close();
}
