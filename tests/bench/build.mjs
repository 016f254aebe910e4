#!/usr/bin/env node
// Benchmark (not a test): cold production build time and peak memory of the whole process tree.
//   npm run bench:build [-- --runs 3]
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 1;

function treeRssKb(pid) {
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
      for (const task of readdirSync(`/proc/${p}/task`)) {
        const kids = readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim();
        if (kids) stack.push(...kids.split(/\s+/).map(Number));
      }
    } catch {
      // the process ended between reads
    }
  }
  return total;
}

function coldBuild() {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(path.join(root, dir), { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'], { cwd: root, stdio: 'ignore' });
    let peak = 0;
    const timer = setInterval(() => { peak = Math.max(peak, treeRssKb(child.pid)); }, 100);
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`build failed with exit code ${code}`));
      else resolve({ seconds: Number(process.hrtime.bigint() - start) / 1e9, peakMb: peak / 1024 });
    });
  });
}

const pages = Number(execFileSync('bash', ['-c', `find ${root}/docs ${root}/apps-docs ${root}/use-cases ${root}/rest-api -name '*.md*' | wc -l`]).toString().trim());
const results = [];
for (let i = 0; i < runs; i += 1) results.push(await coldBuild());
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`content files: ${pages}, cores: ${(await import('node:os')).cpus().length}, runs: ${runs}`);
for (const [i, r] of results.entries()) console.log(`run ${i + 1}: cold build ${r.seconds.toFixed(1)} s, peak memory ${r.peakMb.toFixed(0)} MB`);
console.log(`median cold build: ${median(results.map((r) => r.seconds)).toFixed(1)} s (target: well under 60 s; ratio ${(median(results.map((r) => r.seconds)) / 60).toFixed(2)} of a minute)`);
console.log(`median peak memory: ${median(results.map((r) => r.peakMb)).toFixed(0)} MB`);
