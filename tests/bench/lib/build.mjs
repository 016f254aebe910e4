// Shared by the benchmarks: production builds of a site folder, timed, with the peak memory of the build's process
// tree and the phases Docusaurus' perf logger reports (our post-build steps report theirs through it too).
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Resident memory of a process and all its descendants, KB (Linux /proc). */
export function treeRssKb(pid) {
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

/** The machine's load: the 1-minute load average over the core count (1 = every core busy). */
export function load() {
  const [one] = readFileSync('/proc/loadavg', 'utf8').split(' ').map(Number);
  return one;
}

/** Removes what makes a build warm: the output, the generated files and every cache under node_modules/.cache. */
export function clearCaches(siteDir, outDir) {
  for (const dir of [outDir, path.join(siteDir, '.docusaurus'), path.join(siteDir, 'node_modules/.cache')]) rmSync(dir, { recursive: true, force: true });
}

/**
 * Perf-logger lines as phase → seconds, keyed by their path below the locale ("SSG", "postBuild() > search index").
 * Repeated labels (one per SSG task) are summed.
 */
export function parsePhases(log) {
  const phases = {};
  for (const [, name, value, unit] of log.matchAll(/^\[PERF\] Build > \w+ > (.+?) - ([\d.]+) (ms|seconds)/gm)) {
    phases[name] = (phases[name] ?? 0) + Number(value) / (unit === 'ms' ? 1000 : 1);
  }
  return phases;
}

/** The phases a benchmark reports: Docusaurus' own top-level ones and every post-build step (with the search
 *  index's own steps), from the phase maps of its builds; in log order, each step after the phase holding it. */
export function reportedPhases(phaseMaps) {
  const names = [...new Set(phaseMaps.flatMap((phases) => Object.keys(phases)))].filter((name) => !name.includes(' > ') || name.startsWith('postBuild() > '));
  const at = (name) => names.indexOf(name);
  const key = (name) => name.split(' > ').map((_, depth, parts) => at(parts.slice(0, depth + 1).join(' > ')));
  const compare = (a, b) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < Math.max(ka.length, kb.length); i++) if ((ka[i] ?? -1) !== (kb[i] ?? -1)) return (ka[i] ?? -1) - (kb[i] ?? -1);
    return 0;
  };
  return names.sort(compare);
}

/** A phase's name as a table shows it ("postBuild() > search index > Pagefind" → "post-build: search index > Pagefind"). */
export const phaseLabel = (name) => name.replace('postBuild() > ', 'post-build: ');

/** Runs `docusaurus build` in `siteDir` into `outDir`; resolves with its time, peak memory and phases. */
export function build(siteDir, outDir, env = {}) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, [path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', outDir], {
      cwd: siteDir,
      env: { ...process.env, DOCUSAURUS_PERF_LOGGER: 'true', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, treeRssKb(child.pid))), 100);
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`build in ${siteDir} failed (exit ${code}):\n${log.slice(-3000)}`));
      else resolve({ seconds: Number(process.hrtime.bigint() - start) / 1e9, peakMb: peak / 1024, phases: parsePhases(log) });
    });
  });
}

/** Bytes of the files under `dir` whose path passes `keep`. */
export function folderBytes(dir, keep = () => true) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => keep(file) && statSync(file).isFile())
    .reduce((total, file) => total + statSync(file).size, 0);
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
