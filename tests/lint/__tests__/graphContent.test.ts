/**
 * @jest-environment node
 *
 * Content checks for the Graph & Cypher guide (the area that sets the standard for the others).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { allLeaves, getSidebar, navigation } from '@site/src/nav';
import { fencesOf, findFences } from '@site/src/lib/fences';

const docs = path.resolve(__dirname, '../../../docs');
const COMPARISONS = ['difference-between-bangdb-and-another-graph-database', 'bangdb-cypher-vs-other-cypher'];
const knownRoutes = new Set(['/', '/search', ...navigation.flatMap((s) => allLeaves(s).map((l) => l.path.split('#')[0]))]);

const pages = allLeaves(getSidebar('graph'))
  .filter((l) => !l.path.includes('#'))
  .map((leaf) => {
    const base = path.join(docs, leaf.path.slice(1));
    const file = ['.md', '.mdx'].map((e) => base + e).find(existsSync) ?? `${base}.md`;
    const source = readFileSync(file, 'utf8');
    const [, frontMatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
    return { route: leaf.path, slug: leaf.path.split('/').pop() ?? '', source, body, meta: yaml.load(frontMatter) as Record<string, unknown> };
  });

/** Words of article text: prose and code, without imports, JSX tags and markdown punctuation. */
function articleWords(body: string): number {
  const text = body.replace(/^import .*$/gm, '').replace(/<[^>]+>/g, ' ').replace(/[#*|`>\-_=[\](){}]/g, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Titles of the code blocks that show a query result outside an <IllustrativeOutput> wrapper. */
function unmarkedResults(body: string): string[] {
  const lines = body.split('\n');
  const depthAt = (end: number) =>
    lines.slice(0, end).reduce((depth, line) => depth + (/^<IllustrativeOutput\b/.test(line) ? 1 : /^<\/IllustrativeOutput>/.test(line) ? -1 : 0), 0);
  return findFences(lines)
    .filter((fence) => fence.title.startsWith('Result') && depthAt(fence.line - 1) === 0)
    .map((fence) => fence.title);
}

it('has every page of the graph guide in the graph sidebar', () => {
  const files = [...readdirSync(docs).filter((f) => f.startsWith('graph-and-cypher.')), ...readdirSync(path.join(docs, 'graph-and-cypher')).map((f) => `graph-and-cypher/${f}`)]
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => `/${f.replace(/\.mdx?$/, '')}`);
  expect(files.length).toBeGreaterThan(1);
  expect(pages.map((p) => p.route).sort()).toEqual(files.sort());
});

it('is at least as long as the old graph area (12 000 words with code)', () => {
  expect(pages.reduce((n, p) => n + articleWords(p.body), 0)).toBeGreaterThanOrEqual(12_000);
});

describe.each(pages.map((p) => [p.route, p] as const))('%s', (_, page) => {
  it('has a title and a description', () => {
    expect(typeof page.meta.title).toBe('string');
    expect(String(page.meta.description ?? '').length).toBeGreaterThan(30);
  });

  it('has at least 200 words of article text and no placeholder', () => {
    expect(articleWords(page.body)).toBeGreaterThanOrEqual(200);
    expect(page.body).not.toMatch(/\b(TBD|TODO|coming soon|lorem ipsum)\b/i);
  });

  it('has a labelled code example (comparison pages excepted)', () => {
    const labelled = fencesOf(page.body).filter((fence) => ['cypher', 'json', 'bash', 'cpp', 'java', 'text', 'python'].includes(fence.lang));
    if (COMPARISONS.includes(page.slug)) expect(page.body).toMatch(/^\|.*\|.*\|/m);
    else expect(labelled.length).toBeGreaterThanOrEqual(1);
  });

  it('labels every code block, and its JSON blocks parse', () => {
    const fences = fencesOf(page.body);
    expect(fences.filter((fence) => !fence.lang).map((fence) => fence.line)).toEqual([]);
    for (const json of fences.filter((fence) => fence.lang === 'json')) expect(() => JSON.parse(json.body.join('\n'))).not.toThrow();
  });

  it('opens with content rather than an announcement of the page', () => {
    const opening = page.body.replace(/^import .*$/gm, '').trim();
    expect(opening).not.toMatch(/^This page (describes|explains|covers|lists|shows|documents)\b/);
  });

  it('marks every result it shows as illustrative and claims no result was run or is reproducible', () => {
    expect(unmarkedResults(page.body)).toEqual([]);
    expect(page.body).not.toMatch(/reproducib|reproduce the results|verified on|(one|a single) run\)/i);
  });

  it('links only to routes of the portal', () => {
    const targets = [...page.body.matchAll(/\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g)].map((m) => m[1] || '/');
    expect(targets.filter((t) => !knownRoutes.has(t))).toEqual([]);
  });
});

it('defines the three query-scenario data sets under their anchors', () => {
  const scenarios = pages.find((p) => p.slug === 'query-scenarios');
  for (const id of ['moviesdata', 'salesdata', 'patientdata']) expect(scenarios?.body).toMatch(new RegExp(`^##+ .*\\{#${id}\\}$`, 'm'));
});
