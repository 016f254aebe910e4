/**
 * Markdown twins, llms.txt and the doc pages' edit links and dates, checked on the production build: every page of
 * the sitemap has its twin and is linked to it, llms.txt lists every page once, no twin holds HTML or JSX, one
 * twin's headings and code blocks match the source page they come from, and every doc page links its source
 * file and shows the date git gives it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { DOCS_REPOSITORY, EDIT_URL, GENERATED_REST_SOURCE } from '@site/src/config/site';
import { twinPath } from '@site/src/features/twins/twinPath';
import { fencesOf, withoutFences } from '@site/src/lib/fences';
import { diagramKey, mermaidSources, readManifest } from '@site/src/plugins/diagrams';
import { LLMS_FULL_TXT, LLMS_TXT } from '@site/src/features/twins';
import { htmlFile } from '@site/src/lib/builtHtml';
import build from '../buildDir.cjs';

const root = path.resolve(__dirname, '../..');
const ORIGIN = 'https://docs.bangdb.com';

const sitemapRoutes = [...readFileSync(path.join(build, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const twinOf = (route: string) => readFileSync(path.join(build, twinPath(route)), 'utf8');
/** Doc pages: every sitemap page but the search screen. */
const docRoutes = sitemapRoutes.filter((route) => route !== '/search');

/** Markdown with fenced code and code spans removed: what a reader sees as prose. */
function prose(markdown: string): string {
  return withoutFences(markdown).replace(/(`+)[^`][\s\S]*?\1/g, '');
}

/** The fenced code blocks of Markdown (language, info and code), wherever they sit. */
function fences(markdown: string) {
  return fencesOf(markdown).map(({ lang, meta, body }) => ({ lang, meta, code: body.join('\n') }));
}

/** `## Heading` lines outside code, `{#id}` dropped. */
function headings(markdown: string): string[] {
  return [...prose(markdown).matchAll(/^(#{2,6}) (.+?)(?: \{#[\w-]+\})?$/gm)].map(([, hashes, text]) => `${hashes} ${text.trim()}`);
}

it('every sitemap page has its twin: front matter with title, description and URL, then the title and a body', () => {
  expect(sitemapRoutes.length).toBeGreaterThanOrEqual(351);
  const problems = sitemapRoutes.flatMap((route) => {
    if (!existsSync(path.join(build, twinPath(route)))) return [`${route}: no ${twinPath(route)}`];
    const match = /^---\ntitle: (.+)\ndescription: (.+)\nurl: (.+)\n---\n\n# (.+)\n\n(\S[\s\S]*)$/.exec(twinOf(route));
    if (!match) return [`${route}: twin does not start with front matter and title`];
    const [, , description, url, , body] = match;
    return [description === '""' ? `${route}: empty description` : '', url !== `${ORIGIN}${route}` ? `${route}: url ${url}` : '', body.trim().length < 20 ? `${route}: body too short` : ''].filter(Boolean);
  });
  expect(problems).toEqual([]);
});

/** One part of a built page (`head`, `article`), parsed: the whole page takes far longer to parse. */
function part(route: string, tag: string) {
  const html = readFileSync(htmlFile(build, route), 'utf8');
  return load(html.slice(html.indexOf(`<${tag}`), html.indexOf(`</${tag}>`) + tag.length + 3));
}

it('every doc page links its twin from <head> as its Markdown alternative, and every page links llms.txt as describedby', () => {
  const missing = docRoutes.flatMap((route) => {
    const $ = part(route, 'head');
    return [
      $(`head link[rel="alternate"][type="text/markdown"][href="${twinPath(route)}"]`).length === 1 ? '' : `${route}: twin`,
      $(`head link[rel="describedby"][href="/${LLMS_TXT}"]`).length === 1 ? '' : `${route}: llms.txt`,
    ].filter(Boolean);
  });
  expect(missing).toEqual([]);
  expect(part('/search', 'head')(`link[rel="describedby"][href="/${LLMS_TXT}"]`).length).toBe(1);
});

it('llms.txt lists every page once, grouped under headings, each with its description; llms-full.txt holds every twin', () => {
  const llms = readFileSync(path.join(build, LLMS_TXT), 'utf8');
  expect(llms).toMatch(/^# BangDB Docs\n\n> \S.*\n\n/);
  const links = [...llms.matchAll(/^- \[[^\]]+\]\((\S+)\)(: \S.*)?$/gm)];
  const listed = links.map(([, url]) => url);
  expect(listed.length).toBe(new Set(listed).size);
  expect(listed.sort()).toEqual(sitemapRoutes.map((route) => `${ORIGIN}${twinPath(route)}`).sort());
  expect(links.filter(([, , description]) => !description).map(([, url]) => url)).toEqual([]);
  expect(llms.match(/^## \S.*$/gm)?.length).toBeGreaterThan(10);
  const full = readFileSync(path.join(build, LLMS_FULL_TXT), 'utf8');
  expect(sitemapRoutes.filter((route) => !full.includes(twinOf(route)))).toEqual([]);
});

it('no twin holds HTML or JSX: no tags, imports, exports or MDX expressions outside code', () => {
  const leftovers = sitemapRoutes.flatMap((route) =>
    [...prose(twinOf(route)).matchAll(/\\?<\/?[A-Za-z][\w.:-]*(\s[^>\n]*)?\/?>|^(import|export) |\{\s*(require|props)\b/gm)].map((m) => `${route}: ${m[0]}`),
  );
  expect(leftovers).toEqual([]);
});

describe('a twin against its source page (docs/graph-and-cypher.md: tabs, tables, diagrams, titled code)', () => {
  const source = readFileSync(path.join(root, 'docs/graph-and-cypher.md'), 'utf8');
  const twin = twinOf('/graph-and-cypher');
  const sourceBody = source.replace(/^---\n[\s\S]*?\n---\n/, '');

  it('has the same title and headings, in order', () => {
    expect(twin).toContain(`\n# ${/^title: (.+)$/m.exec(source)![1]}\n`);
    expect(headings(sourceBody).length).toBeGreaterThan(5);
    expect(headings(twin)).toEqual(headings(sourceBody));
  });

  it('has every code block with its language, title and code, and each diagram as its recorded text alternative', () => {
    const code = fences(sourceBody).filter((f) => f.lang !== 'mermaid');
    expect(code.length).toBeGreaterThan(5);
    expect(fences(twin)).toEqual(code);
    const manifest = readManifest();
    const diagrams = mermaidSources(sourceBody).map((s) => manifest[diagramKey(s)].alt.replace(/<\/?[A-Za-z][^>]*>/g, ' ').replace(/\s+/g, ' '));
    expect(diagrams.length).toBeGreaterThan(0);
    expect([...twin.matchAll(/^> \*\*Diagram\.\*\* (.+)$/gm)].map((m) => m[1].replace(/\\(.)/g, '$1'))).toEqual(diagrams);
  });
});

describe('Edit this page and Last updated', () => {
  const pages = docRoutes.map((route) => {
    const $ = part(route, 'article');
    return { route, edit: $('a.theme-edit-this-page').attr('href'), updated: $('.theme-last-updated time').attr('datetime') };
  });

  it("every doc page links its source file on the repository's main branch (REST endpoints: the OpenAPI document)", () => {
    const problems = pages.flatMap(({ route, edit }) => {
      if (!edit?.startsWith(EDIT_URL)) return [`${route}: edit link ${edit}`];
      const file = decodeURIComponent(edit.slice(EDIT_URL.length));
      if (!existsSync(path.join(root, file))) return [`${route}: ${file} does not exist`];
      return route.startsWith('/rest-api/') && existsSync(path.join(root, `rest-api/${route.split('/').pop()}.api.mdx`)) && file !== GENERATED_REST_SOURCE ? [`${route}: ${file}`] : [];
    });
    expect(EDIT_URL).toBe(`${DOCS_REPOSITORY}/edit/main/`);
    expect(problems).toEqual([]);
  });

  it('every doc page shows the date of the last commit that changed its file, and none git cannot tell', () => {
    // In a shallow clone (many CI checkouts) the boundary commits have no parents to compare with: a file whose last
    // change git only knows as a boundary commit must show no date rather than a wrong one (src/lib/gitDates.ts).
    const shallowFile = execFileSync('git', ['rev-parse', '--git-path', 'shallow'], { cwd: root }).toString().trim();
    const boundary = new Set(existsSync(path.resolve(root, shallowFile)) ? readFileSync(path.resolve(root, shallowFile), 'utf8').split('\n').filter(Boolean) : []);
    if (boundary.size === 0) expect(pages.filter((p) => !p.updated).map((p) => p.route)).toEqual([]);
    // A sample checked against git itself, one file at a time.
    for (const { edit, updated } of pages.filter((p) => !p.route.startsWith('/rest-api/')).filter((_, i) => i % 40 === 0)) {
      const file = decodeURIComponent(edit!.slice(EDIT_URL.length));
      const [hash, seconds] = execFileSync('git', ['log', '-1', '--format=%H %ct', '--', file], { cwd: root }).toString().trim().split(' ');
      const expected = boundary.has(hash) ? undefined : new Date(Number(seconds) * 1000).toISOString();
      expect({ file, updated }).toEqual({ file, updated: expected });
    }
  });
});

it('nginx sends twins as text/markdown and llms.txt as text/plain, in UTF-8, with the security headers', () => {
  const nginx = readFileSync(path.join(root, '.deploy/nginx.conf'), 'utf8');
  const markdown = /location ~ \\\.md\$ \{([\s\S]*?)\n {4}\}/.exec(nginx)?.[1] ?? '';
  expect(markdown).toContain('include /etc/nginx/conf.d/security-headers.conf;');
  expect(markdown).toContain('default_type "text/markdown; charset=utf-8";');
  expect(nginx).toMatch(/^\s*charset utf-8;/m); // text/plain (llms.txt) is among nginx's default charset_types
  expect(nginx).toMatch(/gzip_types [^;]*text\/plain[^;]*text\/markdown/);
});
