#!/usr/bin/env node
// Benchmark (not a test): how long a writer waits. In throw-away copies of the site and of a stock Docusaurus site
// with the same pages (./lib/sites.mjs), measures the cold production build (no output, generated files or caches:
// what CI does), the rebuild after editing one page (the bundler's persistent cache and the post-build steps'
// reuse warm), and the time `npm start` takes to serve its first page. Medians of --runs (default 3); the stock
// site is the floor Docusaurus itself sets on this machine. Prints, and writes to PERFORMANCE.md.
//   npm run bench:build [-- --runs 3]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build, clearCaches, load, median, phaseLabel, reportedPhases } from './lib/build.mjs';
import { table, writeSection } from './lib/report.mjs';
import { copySite, editPage, makeStock } from './lib/sites.mjs';

const runs = process.argv.includes('--runs') ? Number(process.argv[process.argv.indexOf('--runs') + 1]) : 3;
const work = mkdtempSync(path.join(os.tmpdir(), 'bangdb-build-'));
/** The page a writer edits between rebuilds. */
const EDITED = 'docs/stream.md';
const TARGETS = { cold: 20, warm: 8, start: 10, ofStock: 1.3 };

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Seconds from `npm start` (docusaurus start) to the first page served with its content. */
async function startTime(dir) {
  const port = await freePort();
  const began = process.hrtime.bigint();
  const child = spawn(process.execPath, [path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: dir,
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/stream`);
        if (response.ok && (await response.text()).includes('<div id="__docusaurus">')) return Number(process.hrtime.bigint() - began) / 1e9;
      } catch {
        // not listening yet
      }
      if (Number(process.hrtime.bigint() - began) / 1e9 > 600) throw new Error('npm start served nothing in 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    process.kill(-child.pid);
  }
}

/** Cold builds, rebuilds after an edit and a start, of one site copy. */
async function measure(variant) {
  const dir = path.join(work, variant);
  copySite(dir);
  if (variant === 'stock') makeStock(dir);
  const out = path.join(dir, 'build');
  const cold = [];
  for (let i = 0; i < runs; i += 1) {
    clearCaches(dir, out);
    cold.push({ ...(await build(dir, out)), load: load() });
    console.log(`${variant}: cold build ${i + 1}: ${cold.at(-1).seconds.toFixed(1)} s (load ${cold.at(-1).load.toFixed(1)})`);
  }
  const warm = [];
  for (let i = 0; i < runs; i += 1) {
    editPage(dir, EDITED, 'BangDB', `BangDB (edit ${i + 1})`);
    warm.push({ ...(await build(dir, out)), load: load() });
    console.log(`${variant}: rebuild after editing ${EDITED}: ${warm.at(-1).seconds.toFixed(1)} s (load ${warm.at(-1).load.toFixed(1)})`);
  }
  clearCaches(dir, out);
  const start = { cold: await startTime(dir), warm: await startTime(dir) };
  console.log(`${variant}: npm start serves its first page after ${start.cold.toFixed(1)} s (no cache), ${start.warm.toFixed(1)} s (cache warm)`);
  rmSync(dir, { recursive: true, force: true });
  return { cold, warm, start };
}

console.log(`bench:build, ${runs} runs, in ${work}`);
const ours = await measure('ours');
const stock = await measure('stock');

const med = (list, key) => median(list.map((r) => r[key]));
const ratio = (a, b) => (a / b).toFixed(2);
const rows = [
  ['cold build (CI)', `${med(ours.cold, 'seconds').toFixed(1)} s`, `${med(stock.cold, 'seconds').toFixed(1)} s`, ratio(med(ours.cold, 'seconds'), med(stock.cold, 'seconds')), `≤ ${TARGETS.cold} s, or ≤ ${TARGETS.ofStock}× stock`],
  ['rebuild after editing one page', `${med(ours.warm, 'seconds').toFixed(1)} s`, `${med(stock.warm, 'seconds').toFixed(1)} s`, ratio(med(ours.warm, 'seconds'), med(stock.warm, 'seconds')), `≤ ${TARGETS.warm} s, or ≤ ${TARGETS.ofStock}× stock`],
  ['npm start: first page served (cache warm)', `${ours.start.warm.toFixed(1)} s`, `${stock.start.warm.toFixed(1)} s`, ratio(ours.start.warm, stock.start.warm), `≤ ${TARGETS.start} s`],
  ['npm start: first page served (no cache)', `${ours.start.cold.toFixed(1)} s`, `${stock.start.cold.toFixed(1)} s`, ratio(ours.start.cold, stock.start.cold), ''],
  ['peak memory, cold build', `${(med(ours.cold, 'peakMb') / 1024).toFixed(2)} GB`, `${(med(stock.cold, 'peakMb') / 1024).toFixed(2)} GB`, ratio(med(ours.cold, 'peakMb'), med(stock.cold, 'peakMb')), ''],
  ['load average during the builds', ours.cold.concat(ours.warm).map((r) => r.load.toFixed(1)).join(', '), stock.cold.concat(stock.warm).map((r) => r.load.toFixed(1)).join(', '), '', ''],
];
/** Phases of our median cold build and rebuild, against the stock site's. */
const byTime = (list) => [...list].sort((a, b) => a.seconds - b.seconds)[Math.floor(list.length / 2)];
const shown = [byTime(ours.cold), byTime(stock.cold), byTime(ours.warm), byTime(stock.warm)];
const phaseRows = reportedPhases(shown.map((r) => r.phases)).map((name) => [
  phaseLabel(name),
  ...shown.map((r) => (r.phases[name] === undefined ? '–' : `${r.phases[name].toFixed(1)} s`)),
]);
const markdown = `${table(['', 'this site', 'stock Docusaurus, same pages', 'ratio', 'target'], rows)}

Phases (median runs; the post-build steps run in parallel):

${table(['', 'cold, this site', 'cold, stock', 'rebuild, this site', 'rebuild, stock'], phaseRows)}`;
console.log(`\n${markdown}\n`);
writeSection(
  'build',
  'Build times (`npm run bench:build`)',
  `Medians of ${runs}. Cold: no output, generated files or caches, as on CI. Rebuild: after editing ${EDITED}, with the bundler's
persistent cache and the post-build steps' reuse (src/lib/postBuildCache.ts) warm. The stock site has the same pages
without this site's plugins, theme or performance patches (tests/bench/lib/sites.mjs): the floor Docusaurus sets on
this machine. On a shared machine compare the ratios, not the times.

${markdown}`,
);
rmSync(work, { recursive: true, force: true });
