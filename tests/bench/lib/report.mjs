// Shared by the benchmarks: PERFORMANCE.md holds the figures of each benchmark's last run, one section per
// benchmark, replaced whole by the next run (no history is kept by hand).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, root } from './build.mjs';

const FILE = path.join(root, 'PERFORMANCE.md');
const HEADER = `# Performance

Figures from the last run of each benchmark, written by the benchmark itself (\`npm run bench\` runs them all but
\`bench:scale\`); each section says when and on what machine. Why the site is built this way: ARCHITECTURE.md.
`;

/** The machine a run happened on, and how busy it was. */
export function machine() {
  return `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${load().toFixed(1)}`;
}

/** The sections in the order the file lists them, whichever benchmark ran last. */
const ORDER = ['build', 'scale', 'patches', 'lighthouse', 'lighthouse-http1', 'search-questions', 'search', 'twins', 'mcp'];
const marker = (id) => `<!-- bench:${id} -->`;

/** Replaces (or adds) section `id` of PERFORMANCE.md with `markdown`, stamped with the date and the machine. */
export function writeSection(id, title, markdown) {
  const start = marker(id);
  const end = `<!-- /bench:${id} -->`;
  const body = `${start}\n## ${title}\n\n_Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}._\n\n${markdown.trim()}\n${end}`;
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  const at = current.indexOf(start);
  if (at >= 0) {
    writeFileSync(FILE, current.slice(0, at) + body + current.slice(current.indexOf(end) + end.length));
    return;
  }
  const later = ORDER.slice(ORDER.indexOf(id) + 1).map((next) => current.indexOf(marker(next))).filter((i) => i >= 0);
  const insertAt = later.length > 0 ? Math.min(...later) : -1;
  writeFileSync(FILE, insertAt >= 0 ? `${current.slice(0, insertAt)}${body}\n\n${current.slice(insertAt)}` : `${current.trimEnd()}\n\n${body}\n`);
}

/** A Markdown table. */
export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
