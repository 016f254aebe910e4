// The search feature's plugin: everything search is lives in this folder (README.md's table). It serves the header's
// search box (./theme/SearchBar, over theme-classic's) and the /search screen (./SearchPage.tsx), and after the build
// indexes every documentation page with Pagefind (chunked, so a query downloads only the parts it needs) with its
// area and breadcrumb; Pagefind's browser module gets the site's fetch hook (./indexing/fetchHook.ts), and the page
// names and the vocabulary for spelling correction (whole, with the real English words it must not rewrite, and by
// first letter) are written beside the index, its text files precompressed like the bundles. The ranking and the engine are ./runSearch.ts and what it imports.
import { fork } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PerfLogger } from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { collectPages, type SearchPage } from './indexing/pages';
import { BODY_ANCHOR, CORRECTIONS_FILE, INDEX_DIR, MODULE_FILE, NAMES_FILE, VOCABULARY_FILE, VOCABULARY_PARTS_DIR, vocabularyPartFile } from './pagefind';
import { STOP_WORDS, queryWords } from './queryPlan';
import type { PageNames } from './rank';
import { buildVocabulary, splitByInitial } from './indexing/vocabulary';
import { version as englishWordsVersion } from 'an-array-of-english-words/package.json';
import { englishNearMisses } from './indexing/realWords';
import { definedNames } from './indexing/definitions';
import { loadSheets } from '../quick-reference/load';
import { explainedIndex } from '../quick-reference/sheets';
import { REAL_WORD_MARK } from './correct';
import { openCopyCaches, precompressFiles } from '../../plugins/precompress';
import { openPostBuildCache } from '../../lib/postBuildCache';
import { addFetchHook } from './indexing/fetchHook';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The words of a route: `/deploy-bangdb-helm-chart` → "deploy bangdb helm chart". */
export function routeWords(url: string): string {
  return url.split(/[/#-]+/).filter(Boolean).join(' ');
}

/** The document Pagefind indexes for a page: the article, plus the area and breadcrumb as metadata. */
export function indexDocument(page: SearchPage): string {
  return [
    '<!doctype html><html lang="en"><head><title>', escape(page.title), '</title></head><body>',
    '<span data-pagefind-meta="area" data-pagefind-filter="area">', escape(page.area), '</span>',
    '<span data-pagefind-meta="breadcrumb">', escape(page.breadcrumb), '</span>',
    '<main data-pagefind-body><h1 data-pagefind-weight="10">', escape(page.title), '</h1>',
    // The route's words (e.g. "deploy bangdb helm chart") weigh like the title: readers search for page names.
    '<p data-pagefind-weight="10">', escape(routeWords(page.url)), '</p>',
    // Body text counts less than the page's name and headings, so a page about a topic outranks pages that
    // merely mention it often (weights tuned on tests/build/relevance.json). Its id marks where the body starts in
    // the indexed text, so excerpts are taken from the body, not from the name above it.
    `<div id="${BODY_ANCHOR}" data-pagefind-weight="0.3">`, page.articleHtml, '</div></main>',
    '</body></html>',
  ].join('');
}

/** Pagefind's ready-made UI, which the site does not use (it has its own /search screen). */
const UNUSED_FILES = /^pagefind-(modular-)?(ui|highlight)\.(js|css)$/;

/** A heading on more pages than this ("Steps", "Related pages") says nothing about a page: names leave it out. */
const COMMON_HEADING_PAGES = 10;

/** A summary or heading as the ranking reads it: its meaningful words, lower case. */
const meaningfulWords = (text: string) => queryWords(text).filter((w) => !STOP_WORDS.has(w)).join(' ');

/** What the page names take from each page besides Pagefind's fragment: its summary and the names it defines. */
export interface PageFacts {
  summary: string;
  /** Keys of the registry names the page defines (./indexing/definitions.ts). */
  defines: string[];
}

/**
 * Page id → [title, route, summary, defined names, ...h2/h3 headings] for every indexed page
 * (src/features/search/rank.ts), so results can be ranked by where the query's words are before any page is loaded.
 * Ids, titles, routes and headings are read back from Pagefind's fragments (one gzipped JSON file per page, named
 * by the id search results carry); summaries and defined names (tab-separated) come from the pages. Summaries and
 * headings keep only their meaningful words, and headings found on many pages are left out: the file is part of
 * every first search.
 */
export async function readPageNames(indexDir: string, facts: ReadonlyMap<string, PageFacts>): Promise<PageNames> {
  const pages: { id: string; title: string; url: string; headings: string[] }[] = [];
  const fragments = path.join(indexDir, 'fragment');
  for (const file of await readdir(fragments)) {
    if (!file.endsWith('.pf_fragment')) continue; // not the precompressed copies
    const text = gunzipSync(await readFile(path.join(fragments, file))).toString('utf8');
    const fragment = JSON.parse(text.slice(text.indexOf('{'))) as { url: string; meta: { title?: string }; anchors?: { element: string; text?: string }[] };
    const headings = (fragment.anchors ?? []).filter((a) => /^h[23]$/i.test(a.element) && a.text).map((a) => a.text!.trim());
    pages.push({ id: path.basename(file, '.pf_fragment'), title: fragment.meta.title ?? '', url: fragment.url, headings: [...new Set(headings)] });
  }
  const pagesWith = new Map<string, number>();
  for (const page of pages) for (const h of page.headings) pagesWith.set(h, (pagesWith.get(h) ?? 0) + 1);
  const names: PageNames = {};
  for (const page of pages) {
    const headings = page.headings.filter((h) => pagesWith.get(h)! <= COMMON_HEADING_PAGES).map(meaningfulWords);
    const { summary = '', defines = [] } = facts.get(page.url) ?? {};
    names[page.id] = [page.title, page.url, meaningfulWords(summary), defines.join('\t'), ...headings];
  }
  return names;
}

/** Pagefind in its own process (./indexing/writeIndex.mjs), indexing each page as soon as it is read. */
function startPagefind(target: string) {
  const child = fork(path.join(__dirname, 'indexing/writeIndex.mjs'), [target], { stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
  let errors = '';
  child.stderr?.on('data', (data: Buffer) => (errors += data.toString()));
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Pagefind failed (exit code ${code}): ${errors}`))));
  });
  exited.catch(() => undefined); // a failure while pages are still being read is reported by `finish`
  return {
    /** Sends a page (once the process has ended on an error, `finish` reports it). */
    add: (url: string, html: string) => child.connected && child.send({ url, html }),
    /** Resolves when the index is written. */
    finish: () => {
      if (child.connected) child.send('done');
      return exited;
    },
    /** Ends the process if it is still running (the step failed before `finish`). */
    stop: () => child.exitCode === null && child.kill(),
  };
}

/** The English word list (≈ 275,000 words, 3 MB): read by the build's index step only, never by a browser. */
const englishWords = async (): Promise<Set<string>> => new Set((await import('an-array-of-english-words')).default);

/** The real English words near the vocabulary's, marked (./indexing/realWords.ts). Tens of seconds of work, so it is
 *  reused while the set of the documentation's words and the word list stay the same. */
async function realWordsNear(vocabulary: readonly string[], english: ReadonlySet<string>, siteDir?: string): Promise<string[]> {
  const code = await readFile(path.join(__dirname, 'indexing/realWords.ts'), 'utf8');
  const cache = siteDir ? await openPostBuildCache(siteDir, 'search-english', `${code}\n${englishWordsVersion}`) : undefined;
  const produce = async () => Buffer.from(JSON.stringify(englishNearMisses(english, vocabulary).map((word) => `${REAL_WORD_MARK}${word}`)));
  const words = JSON.parse((await (cache ? cache.reuse([...vocabulary].sort().join('\n'), produce) : produce())).toString('utf8')) as string[];
  await cache?.prune();
  return words;
}

/** Writes the index of the build in `outDir`; with `siteDir`, reuses the previous build's work where the pages or
 *  files did not change (src/lib/postBuildCache.ts). */
export async function writeSearchIndex(outDir: string, siteDir?: string): Promise<{ pages: number }> {
  // What a page contributes is decided by ./indexing/pages.ts and the parsing in src/lib/builtHtml.ts: a change to either starts
  // the page cache afresh.
  const code = async () => (await Promise.all(['indexing/pages.ts', '../../lib/builtHtml.ts'].map((file) => readFile(path.join(__dirname, file), 'utf8')))).join('\n');
  const pageCache = siteDir ? await openPostBuildCache(siteDir, 'search-pages', await code()) : undefined;
  const target = path.join(outDir, INDEX_DIR);
  await mkdir(target, { recursive: true });
  const indexer = startPagefind(target);
  let pages: SearchPage[];
  try {
    pages = await PerfLogger.async('read the pages', () => collectPages(outDir, pageCache, (page) => indexer.add(page.url, indexDocument(page))));
    await PerfLogger.async('Pagefind', indexer.finish);
  } finally {
    indexer.stop();
  }
  for (const file of await readdir(target)) if (UNUSED_FILES.test(file)) await rm(path.join(target, file));
  const moduleFile = path.join(target, MODULE_FILE);
  await writeFile(moduleFile, addFetchHook(await readFile(moduleFile, 'utf8')));
  const english = await englishWords();
  const { sheets, facts: registry } = loadSheets(siteDir ?? path.resolve(__dirname, '../../..'));
  const defined = definedNames(registry, explainedIndex(sheets), english);
  const facts = new Map(pages.map((p) => [p.url, { summary: p.summary, defines: defined.get(p.url) ?? [] }]));
  await writeFile(path.join(target, NAMES_FILE), JSON.stringify(await readPageNames(target, facts)));
  const vocabulary = buildVocabulary(pages.flatMap((p) => [p.title, p.breadcrumb, routeWords(p.url), p.text]));
  const marked = [...vocabulary, ...(await PerfLogger.async('English words near the vocabulary', () => realWordsNear(vocabulary, english, siteDir)))];
  await writeFile(path.join(target, VOCABULARY_FILE), JSON.stringify(marked));
  await mkdir(path.join(target, VOCABULARY_PARTS_DIR), { recursive: true });
  await writeFile(path.join(target, CORRECTIONS_FILE), JSON.stringify(vocabulary));
  for (const [letter, words] of Object.entries(splitByInitial(marked))) await writeFile(path.join(target, vocabularyPartFile(letter)), JSON.stringify(words));
  const copyCaches = siteDir ? await openCopyCaches(siteDir, 'search-index-copies', INDEX_BROTLI_QUALITY) : undefined;
  await PerfLogger.async('compressed copies of the index', () => precompressFiles(target, copyCaches, INDEX_BROTLI_QUALITY));
  await Promise.all([pageCache, ...Object.values(copyCaches ?? {})].map((cache) => cache?.prune()));
  return { pages: pages.length };
}

/** Brotli's quality for the index's copies: what a first search downloads (module, page names, a chunk, excerpts),
 *  ≈ 3 KB smaller per query than the bundles' quality 10, for about 2 s more of a cold build. */
const INDEX_BROTLI_QUALITY = 11;

/** Where the /search screen is. */
export const SEARCH_ROUTE = '/search';

export default function searchFeature(context: LoadContext): Plugin {
  return {
    name: 'search',
    getThemePath: () => path.join(__dirname, 'theme'),
    async contentLoaded({ actions }) {
      actions.addRoute({ path: SEARCH_ROUTE, component: '@site/src/features/search/SearchPage', exact: true });
    },
    async postBuild({ outDir }) {
      await PerfLogger.async('search index', () => writeSearchIndex(outDir, context.siteDir));
    },
  };
}
