// Benchmark (not a test): the docs' MCP server as agents meet it, on the production build. Prints
//  - start to first answer over stdio (initialize, then list_areas), the first search (loads the index), one search
//    and one lookup later (targets ≤ 1 s and ≤ 100 ms);
//  - the heap after a full GC before and after 1,000 searches in one session (target: growth ≤ 5 MB);
//  - 200 concurrent tool calls to /mcp of `npm run serve`: their p50/p95, and what a reader's page request takes during
//    the burst against before it (the static site must not slow down);
//  - the browser's search: the page's heap after a GC over 200 searches in one page of Chromium, once the query
//    client's cache time has passed (target ≤ 5 MB).
// Run `npm run build` first.
//   npm run bench:mcp [-- --runs 5]
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { chromium } from 'playwright-core';
import { QUERY_POLICY } from '../../src/lib/queryClient';
import { openDocs } from '../../src/features/mcp/docs';
import { serveOnFreePort } from '../e2e/server.cjs';
import { writeSection } from './lib/report.mjs';
import questions from './reader-questions.json';

const root = path.resolve(__dirname, '../..');
const build = path.join(root, 'build');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
const QUERIES = ['shortest path between two nodes', 'import leads from a csv file', 'replication', 'train a model', 'send an alert when a value crosses a threshold'];
const TARGETS = { startMs: 1000, searchMs: 100, heapMb: 5 };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
/** 200 distinct searches: the reader questions, then keywords. */
const SEARCHES = [...questions.map((q) => q.question), 'stream', 'table', 'graph', 'cypher', 'replication', 'index', 'config', 'train', 'forum', 'leads', 'rest api', 'cli', 'docker', 'backup', 'join', 'filter'].slice(0, 200);

async function once() {
  const started = performance.now();
  const client = new Client({ name: 'bench', version: '1.0.0' });
  // The server as `npm run mcp` starts it, without npm's own start-up in front.
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [path.join(root, 'node_modules/jiti/bin/jiti.js'), 'src/features/mcp/server.ts'], cwd: root }));
  await client.callTool({ name: 'list_areas', arguments: {} });
  const firstAnswer = performance.now() - started;
  let t = performance.now();
  await client.callTool({ name: 'search_docs', arguments: { query: 'stream' } });
  const firstSearch = performance.now() - t;
  const searches: number[] = [];
  for (const query of QUERIES) {
    t = performance.now();
    await client.callTool({ name: 'search_docs', arguments: { query } });
    searches.push(performance.now() - t);
  }
  t = performance.now();
  await client.callTool({ name: 'lookup', arguments: { name: 'scanDoc' } });
  const firstLookup = performance.now() - t;
  t = performance.now();
  await client.callTool({ name: 'lookup', arguments: { name: 'create table' } });
  const lookup = performance.now() - t;
  await client.close();
  return { firstAnswer, firstSearch, search: median(searches), firstLookup, lookup };
}

/** The heap after a full GC, before and after 1,000 searches in one session (the engine warm: every query once). */
async function heapOverSearches(count = 1000) {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const docs = await openDocs({ dir: build });
  for (const query of SEARCHES) await docs.search(query);
  const heap = async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    gc();
    return process.memoryUsage().heapUsed;
  };
  const before = await heap();
  for (let i = 0; i < count; i += 1) await docs.search(SEARCHES[i % SEARCHES.length]);
  return { count, before, after: await heap() };
}

/** 200 tool calls at once to /mcp, and a reader's page requests one after another before and during the burst. */
async function httpBurst(base: string, count = 200) {
  const call = async (query: string) => {
    const started = performance.now();
    const reply = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_docs', arguments: { query } } }),
    });
    const ok = reply.ok && !((await reply.json()) as { result?: { isError?: boolean } }).result?.isError;
    return { ms: performance.now() - started, ok };
  };
  const reader = async (until: () => boolean) => {
    const times: number[] = [];
    while (!until() || times.length === 0) {
      const started = performance.now();
      await (await fetch(`${base}/server-install`)).arrayBuffer();
      times.push(performance.now() - started);
    }
    return times;
  };
  await call('stream'); // the endpoint loaded and the index warm
  let n = 0;
  const idle = await reader(() => (n += 1) > 30);
  let done = false;
  const [calls, during] = await Promise.all([Promise.all(SEARCHES.slice(0, count).map(call)).finally(() => (done = true)), reader(() => done)]);
  return { calls, idle, during };
}

/** The page's heap after a GC, over 200 searches on /search in one page of Chromium: after a first pass over 200
 *  queries (index chunks loaded) and after the same 200 again in another word order (new searches, same chunks). */
async function browserHeap(base: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    await page.goto(`${base}/search?q=stream`);
    const box = page.getByRole('searchbox', { name: 'Refine your search' });
    const search = async (q: string) => {
      await box.fill(q);
      await box.press('Enter');
      await page.waitForFunction((text) => document.querySelector('main [role="status"]')?.textContent?.includes(`“${text}”`) ?? false, q.toLowerCase(), { timeout: 30_000 });
    };
    for (const q of SEARCHES) await search(q);
    const before = await heap();
    for (const q of SEARCHES) await search(q.split(' ').reverse().join(' ') + (q.includes(' ') ? '' : ' docs'));
    const after = await heap();
    // The query client keeps each query's results for its gcTime: once that has passed, what is left is the engine's.
    await page.waitForTimeout(QUERY_POLICY.gcTimeMs + 5_000);
    return { count: SEARCHES.length, before, after, settled: await heap() };
  } finally {
    await browser.close();
  }
}

(async () => {
  const results: Awaited<ReturnType<typeof once>>[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await once());
  const m = (key: keyof (typeof results)[number]) => median(results.map((r) => r[key]));
  const memory = await heapOverSearches();
  const server = await serveOnFreePort(build);
  let burst: Awaited<ReturnType<typeof httpBurst>>;
  let browserMemory: Awaited<ReturnType<typeof browserHeap>>;
  try {
    burst = await httpBurst(server.base);
    browserMemory = await browserHeap(server.base);
  } finally {
    server.child.kill();
  }
  const callTimes = burst.calls.map((c) => c.ms);
  const lines = [
    `server start to first answer (stdio: initialize, list_areas): median ${m('firstAnswer').toFixed(0)} ms over ${runs} starts (target ≤ ${TARGETS.startMs} ms; ratio ${(m('firstAnswer') / TARGETS.startMs).toFixed(2)})`,
    `first search (loads the index): median ${m('firstSearch').toFixed(0)} ms; one search later (${QUERIES.length} questions and keywords): median ${m('search').toFixed(0)} ms (target ≤ ${TARGETS.searchMs} ms; ratio ${(m('search') / TARGETS.searchMs).toFixed(2)})`,
    `lookup: first (reads the registry and llms-full.txt) median ${m('firstLookup').toFixed(0)} ms, later ${m('lookup').toFixed(0)} ms`,
    `heap after a full GC over ${memory.count} searches in one session: ${mb(memory.before)} → ${mb(memory.after)} MB, growth ${mb(memory.after - memory.before)} MB (target ≤ ${TARGETS.heapMb} MB; ratio ${((memory.after - memory.before) / 2 ** 20 / TARGETS.heapMb).toFixed(2)})`,
    `${burst.calls.length} concurrent search_docs calls to /mcp (npm run serve, HTTP/1.1): ${burst.calls.filter((c) => c.ok).length} answered, p50 ${percentile(callTimes, 0.5).toFixed(0)} ms, p95 ${percentile(callTimes, 0.95).toFixed(0)} ms; a reader's page (/server-install) meanwhile: p50 ${percentile(burst.during, 0.5).toFixed(1)} ms, p95 ${percentile(burst.during, 0.95).toFixed(1)} ms over ${burst.during.length} requests (before the burst: p50 ${percentile(burst.idle, 0.5).toFixed(1)} ms, p95 ${percentile(burst.idle, 0.95).toFixed(1)} ms)`,
    `browser search, one page of Chromium (/search): heap after a GC ${mb(browserMemory.before)} MB after ${browserMemory.count} searches, ${mb(browserMemory.after)} MB after ${browserMemory.count} more (same words, another order; the query client still holds their results), ${mb(browserMemory.settled)} MB once its ${QUERY_POLICY.gcTimeMs / 60_000}-minute cache time has passed: growth ${mb(browserMemory.settled - browserMemory.before)} MB (target ≤ ${TARGETS.heapMb} MB; ratio ${((browserMemory.settled - browserMemory.before) / 2 ** 20 / TARGETS.heapMb).toFixed(2)})`,
  ];
  for (const line of lines) console.log(line);
  writeSection('mcp', 'MCP server and search memory (`npm run bench:mcp`)', lines.map((l) => `- ${l}`).join('\n'));
  process.exit(0);
})();
