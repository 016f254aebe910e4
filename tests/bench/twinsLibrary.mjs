// Benchmark (not a test): the Markdown twins' own converter (src/features/twins/htmlToMarkdown.ts) against the
// unified libraries that do the general job (hast-util-from-html, hast-util-to-mdast, mdast-util-gfm,
// mdast-util-to-markdown), on the article of every built page. Counts what a reader of each twin gets: code blocks
// with their language and title, tabs with their labels, admonitions with their kind, diagrams with their text,
// absolute links; and the time per page. Needs a build (npm run build). Prints, and writes to PERFORMANCE.md.
//   npm run bench:twins
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
// The site's own modules are TypeScript: jiti runs this file (npm run bench:twins).
import { pageMarkdown } from '../../src/features/twins/htmlToMarkdown';
import { routeOfFile } from '../../src/lib/builtHtml';
import { table, writeSection } from './lib/report.mjs';

const root = path.resolve(__dirname, '../..');
const buildDir = path.join(root, 'build');
const SITE = 'https://docs.bangdb.com';

const classes = (node) => (Array.isArray(node.properties.className) ? node.properties.className.map(String) : []);

function findElement(node, test) {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/** The libraries' twin of a page: the same article, its title heading left out as the site's converter does. */
function libraryMarkdown(html) {
  const tree = fromHtml(html);
  const article = findElement(tree, (e) => classes(e).includes('theme-doc-markdown'));
  if (!article) return undefined;
  const header = findElement(article, (e) => e.tagName === 'header') ?? findElement(article, (e) => e.tagName === 'h1');
  const strip = (node) => {
    node.children = node.children.filter((child) => child !== header);
    for (const child of node.children) if (child.type === 'element') strip(child);
  };
  strip(article);
  return toMarkdown(toMdast(article), { extensions: [gfmToMarkdown()] });
}

/** What a reader of a twin gets, counted in its text. */
/** @type {[string, (markdown: string) => number][]} */
const MEASURES = [
  ['code blocks with a language', (md) => (md.match(/^```+[a-z]\S*/gm) ?? []).length],
  ['code blocks with their title', (md) => (md.match(/^```+\S+ title="/gm) ?? []).length],
  ['admonitions with their kind', (md) => (md.match(/^> \*\*(Note|Tip|Info|Caution|Warning|Danger)\b/gm) ?? []).length],
  ['tab panels with their label', (md) => (md.match(/^\*\*[^*\n]+\*\*\n\n(?:```|[^\n])/gm) ?? []).length],
  ['diagrams as text', (md) => (md.match(/^> \*\*Diagram\.\*\*/gm) ?? []).length],
  ['absolute links', (md) => (md.match(/\]\(https?:\/\//g) ?? []).length],
  ['relative links (unusable out of the page)', (md) => (md.match(/\]\((?!https?:|mailto:|#)[^)]+\)/g) ?? []).length],
  ['image links to SVG files', (md) => (md.match(/!\[[^\]]*\]\([^)]*\.svg\)/g) ?? []).length],
];

const pages = readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({ file, route: routeOfFile(file) }));

const totals = { ours: MEASURES.map(() => 0), library: MEASURES.map(() => 0), oursMs: 0, libraryMs: 0, pages: 0 };
for (const { file, route } of pages) {
  const html = readFileSync(path.join(buildDir, file), 'utf8');
  let start = performance.now();
  const library = libraryMarkdown(html);
  const libraryMs = performance.now() - start;
  if (library === undefined) continue;
  start = performance.now();
  const ours = pageMarkdown(html, { pageUrl: `${SITE}${route}` }).body;
  totals.oursMs += performance.now() - start;
  totals.libraryMs += libraryMs;
  totals.pages += 1;
  MEASURES.forEach(([, count], i) => {
    totals.ours[i] += count(ours);
    totals.library[i] += count(library);
  });
}

const rows = [
  ...MEASURES.map(([label], i) => [label, String(totals.ours[i]), String(totals.library[i])]),
  ['time per page, ms', (totals.oursMs / totals.pages).toFixed(1), (totals.libraryMs / totals.pages).toFixed(1)],
];
const markdown = `Every built page with an article (${totals.pages}); counts over all of them.

${table(['what the twin holds', 'htmlToMarkdown.ts', 'hast-util-to-mdast + mdast-util-to-markdown'], rows)}`;
console.log(`\n${markdown}\n`);
writeSection('twins', "Markdown twins: the site's converter against the unified libraries (`npm run bench:twins`)", markdown);
