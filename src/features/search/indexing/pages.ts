import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { allLeaves, navigation } from '../../../nav';
import { INDEX_DIR } from '../pagefind';
import { elementSource, loadBuilt, routeOfFile } from '../../../lib/builtHtml';
import type { PostBuildCache } from '../../../lib/postBuildCache';

/** One documentation page as the search index sees it. */
export interface SearchPage {
  url: string;
  title: string;
  /** The page's description (its front matter `description`, the meta description of its HTML). */
  summary: string;
  area: string;
  breadcrumb: string;
  /** The article's HTML (headings keep their ids, so results can link to the best-matching heading). */
  articleHtml: string;
  text: string;
}

/**
 * Elements a browser shows as blocks of their own that Pagefind does not end a sentence at (it does for `td`, `p`,
 * `li`, `div` and headings), with what they are indexed as; otherwise their text runs into the next ("TopicopenCypher").
 */
const SEPARATE_BLOCKS: Record<string, string> = { th: 'td', summary: 'div', dt: 'div', dd: 'div' };

/**
 * Makes the article read as it should in search excerpts, in place: the headings' "#" links (a zero-width space
 * each) dropped, header cells and similar blocks ending a sentence as table cells do, and elements that sit side by
 * side in the layout (a card's title and text) separated by a space. Code blocks keep their text exactly. One walk
 * over the already-parsed article (parsing it a second time took most of the index's reading time).
 */
export function makeReadable($: CheerioAPI, article: Cheerio<AnyNode>): void {
  article.find('a.hash-link').remove();
  const walk = (parent: AnyNode) => {
    if (!('children' in parent)) return;
    for (const child of [...parent.children]) {
      if (child.type !== 'tag') continue;
      child.tagName = SEPARATE_BLOCKS[child.tagName] ?? child.tagName;
      if (child.tagName === 'pre') continue;
      walk(child);
      if (child.nextSibling?.type === 'tag') $(child).after(' ');
    }
  };
  article.each((_, el) => walk(el));
}

/** Route → area name, from the navigation model. */
export function areaByRoute(): Map<string, string> {
  const areas = new Map<string, string>();
  for (const sidebar of navigation) for (const leaf of allLeaves(sidebar)) areas.set(leaf.path.split('#')[0], sidebar.label);
  return areas;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? (e.name === 'assets' || e.name === INDEX_DIR ? [] : htmlFiles(path.join(dir, e.name))) : [path.join(dir, e.name)])),
  );
  return nested.flat().filter((f) => f.endsWith('.html'));
}


/** The parts of a built page the index reads: its `<title>`, meta description and `<article>` (breadcrumbs, heading, content),
 *  with the code blocks' syntax-highlighting spans dropped (half of an article's HTML; the index needs only the
 *  code's text, which they do not change); undefined for a page without an article. */
export function indexedParts(html: string): string | undefined {
  const article = elementSource(html, 'article')?.replace(/<pre\b[\s\S]*?<\/pre>/g, (pre) => pre.replace(/<\/?span\b[^>]*>/g, ''));
  if (!article) return undefined;
  const title = /<title[^>]*>[\s\S]*?<\/title>/.exec(html)?.[0] ?? '';
  const description = /<meta\b[^>]*\bname="?description"?[^>]*>/.exec(html)?.[0] ?? '';
  return `<html><head>${title}${description}</head><body>${article}</body></html>`;
}

type PageText = Omit<SearchPage, 'url' | 'area'>;

/** What the index takes from a page's parts, or null when its article has no Markdown content. */
export function pageText(parts: string): PageText | null {
  const $ = loadBuilt(parts);
  const article = $('article .theme-doc-markdown').first();
  if (!article.length) return null;
  const title = $('article h1').first().text().trim() || $('title').text().replace(/ \| BangDB Docs$/, '');
  const breadcrumb = $('.breadcrumbs__item')
    .map((_, el) => $(el).text().trim())
    .get()
    .filter(Boolean)
    .join(' › ');
  const summary = $('meta[name="description"]').attr('content')?.trim() ?? '';
  article.find('h1').remove();
  const text = article.text();
  makeReadable($, article);
  return { title, summary, breadcrumb, articleHtml: article.html() ?? '', text };
}

/** Every documentation page of the build (pages of the four docs instances; not /search or /404), in the order of
 *  their routes, each passed to `onPage` as soon as it is read. A page whose parts are unchanged since the last
 *  build is read back from `cache` instead of being parsed again. */
export async function collectPages(outDir: string, cache?: PostBuildCache, onPage?: (page: SearchPage) => void): Promise<SearchPage[]> {
  const areas = areaByRoute();
  const pages: SearchPage[] = [];
  const files = (await htmlFiles(outDir)).map((file) => ({ file, url: routeOfFile(path.relative(outDir, file)) })).sort((a, b) => a.url.localeCompare(b.url));
  for (const { file, url } of files) {
    const area = areas.get(url) ?? (url === '/' ? 'Docs' : undefined);
    if (!area) continue;
    const parts = indexedParts(await readFile(file, 'utf8'));
    if (!parts) continue;
    const read = async () => Buffer.from(JSON.stringify(pageText(parts)));
    const text = JSON.parse((await (cache ? cache.reuse(parts, read) : read())).toString('utf8')) as PageText | null;
    if (!text) continue;
    const page = { url, area, ...text, breadcrumb: text.breadcrumb || area };
    pages.push(page);
    onPage?.(page);
  }
  return pages;
}
