#!/usr/bin/env node
// Benchmark (not a test): how the build grows with the documentation. In throw-away copies of the site, the content
// is multiplied N times (default 10: copies of every page with their own routes, titles and sidebars), then the site
// and a stock Docusaurus site with the same pages (no plugins, theme or patches of ours) are built cold at 1× and N×.
// Prints, and writes to PERFORMANCE.md, the build time and its phases, peak memory, output and index size and the
// bytes a typical query downloads, with the N×/1× ratios (linear growth: ≤ 1.1 N for time) and ours/stock.
//   npm run bench:scale [-- --factor 10] [--keep]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, clearCaches, folderBytes, load, phaseLabel, reportedPhases } from './lib/build.mjs';
import { queryBytes } from './lib/query.mjs';
import { table, writeSection } from './lib/report.mjs';
import { copySite, makeStock, multiplyContent } from './lib/sites.mjs';

const arg = (name, fallback) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback);
const factor = arg('--factor', 10);
const keep = process.argv.includes('--keep');
const work = mkdtempSync(path.join(os.tmpdir(), 'bangdb-scale-'));

/** Builds one variant at one size and measures it. */
async function measure(variant, size) {
  const dir = path.join(work, `${variant}-${size}x`);
  copySite(dir);
  if (size > 1) multiplyContent(dir, size);
  if (variant === 'stock') makeStock(dir);
  const out = path.join(dir, 'build');
  clearCaches(dir, out);
  const loadBefore = load();
  process.stdout.write(`${variant} ${size}×: building (load ${loadBefore.toFixed(1)})… `);
  const result = await build(dir, out);
  const pages = (readFileSync(path.join(out, 'sitemap.xml'), 'utf8').match(/<loc>/g) ?? []).length;
  const measured = {
    ...result,
    loadBefore,
    loadAfter: load(),
    pages,
    outputBytes: folderBytes(out),
    indexBytes: variant === 'ours' ? folderBytes(path.join(out, 'pagefind'), (f) => !/\.(br|gz)$/.test(f)) : undefined,
    queryBytes: variant === 'ours' ? await queryBytes(out) : undefined,
  };
  console.log(`${measured.seconds.toFixed(1)} s, ${measured.peakMb.toFixed(0)} MB`);
  if (!keep) rmSync(dir, { recursive: true, force: true });
  return measured;
}

console.log(`bench:scale ×${factor} in ${work} (${os.cpus().length} cores)`);
const results = {};
for (const size of [1, factor]) for (const variant of ['ours', 'stock']) results[`${variant}-${size}`] = await measure(variant, size);

/** The phases shown: Docusaurus' own, and the post-build steps (which run in parallel, so they overlap). */
const phaseNames = reportedPhases(Object.values(results).map((r) => r.phases));
const s = (x) => (x === undefined ? '–' : `${x.toFixed(1)} s`);
const mb = (x) => (x === undefined ? '–' : `${(x / 1e6).toFixed(1)} MB`);
const ratio = (a, b) => (a === undefined || b === undefined || b === 0 ? '–' : `${(a / b).toFixed(2)}`);
const row = (label, get, format) => {
  const [o1, oN, s1, sN] = ['ours-1', `ours-${factor}`, 'stock-1', `stock-${factor}`].map((key) => get(results[key]));
  return [label, format(o1), format(oN), ratio(oN, o1), format(s1), format(sN), ratio(sN, s1), ratio(o1, s1), ratio(oN, sN)];
};
const rows = [
  row('pages (sitemap)', (r) => r.pages, (x) => String(x)),
  row('cold build', (r) => r.seconds, s),
  ...phaseNames.map((name) => row(`  ${phaseLabel(name)}`, (r) => r.phases[name], s)),
  row('peak memory (process tree)', (r) => r.peakMb * 1e6, mb),
  row('output size', (r) => r.outputBytes, mb),
  row('search index size (without compressed copies)', (r) => r.indexBytes, mb),
  row('typical query downloads ("stream", cold)', (r) => r.queryBytes, (x) => (x === undefined ? '–' : `${(x / 1024).toFixed(0)} KB`)),
  row('load average before / after the build', (r) => r.loadBefore, (x) => x.toFixed(1)),
];
const header = ['', 'ours 1×', `ours ${factor}×`, `${factor}×/1×`, 'stock 1×', `stock ${factor}×`, `${factor}×/1×`, 'ours/stock 1×', `ours/stock ${factor}×`];
const markdown = table(header, rows);
console.log(`\n${markdown}\n`);
writeSection(
  'scale',
  `Build at ${factor}× the pages (\`npm run bench:scale\`)`,
  `Cold builds (no output, generated files or caches) of this site and of a stock Docusaurus site with the same pages
(classic preset and the OpenAPI plugin and theme, none of this site's plugins, theme components or performance
patches), at 1× and at ${factor}× the content (copies of every page with their own routes, titles and sidebars). Phases
come from Docusaurus' perf logger; the post-build steps run in parallel, so their times overlap. Targets: at
${factor}× the build takes at most ${(factor * 1.1).toFixed(0)}× the 1× time, peak memory stays under 8 GB and a typical query
downloads at most 300 KB.

${markdown}`,
);
if (!keep) rmSync(work, { recursive: true, force: true });
