// Benchmark (not a test): the docs' MCP server as an agent meets it, on the production build. Prints the time from
// starting the server to its first answer (initialize, then list_areas), the first search (which loads the index),
// and the median of later searches and lookups; targets ≤ 1 s and ≤ 100 ms. Run `npm run build` first.
//   npm run bench:mcp [-- --runs 5]
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { writeSection } from './lib/report.mjs';

const root = path.resolve(__dirname, '../..');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
const QUERIES = ['shortest path between two nodes', 'import leads from a csv file', 'replication', 'train a model', 'send an alert when a value crosses a threshold'];
const TARGETS = { startMs: 1000, searchMs: 100 };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

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

(async () => {
  const results: Awaited<ReturnType<typeof once>>[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await once());
  const m = (key: keyof (typeof results)[number]) => median(results.map((r) => r[key]));
  const lines = [
    `server start to first answer (initialize, list_areas): median ${m('firstAnswer').toFixed(0)} ms over ${runs} starts (target ≤ ${TARGETS.startMs} ms; ratio ${(m('firstAnswer') / TARGETS.startMs).toFixed(2)})`,
    `first search (loads the index): median ${m('firstSearch').toFixed(0)} ms; later searches (${QUERIES.length} questions and keywords): median ${m('search').toFixed(0)} ms (target ≤ ${TARGETS.searchMs} ms; ratio ${(m('search') / TARGETS.searchMs).toFixed(2)})`,
    `lookup: first (reads the registry and llms-full.txt) median ${m('firstLookup').toFixed(0)} ms, later ${m('lookup').toFixed(0)} ms`,
  ];
  for (const line of lines) console.log(line);
  writeSection('mcp', 'MCP server (`npm run bench:mcp`)', lines.map((l) => `- ${l}`).join('\n'));
})();
