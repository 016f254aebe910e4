/** Pagefind in the browser: the index built by src/plugins/search-index, loaded and queried on demand. */

import type { PageNames } from './rank';

/** Where the index is served (the build's `pagefind/` folder), its spelling vocabulary and its page names. */
export const INDEX_DIR = 'pagefind';
export const INDEX_BASE = `/${INDEX_DIR}/`;
export const VOCABULARY_FILE = 'vocabulary.json';
/** The vocabulary's words by first letter: `vocabulary/s.json`. */
export const VOCABULARY_PARTS_DIR = 'vocabulary';
export const vocabularyPartFile = (letter: string) => `${VOCABULARY_PARTS_DIR}/${letter}.json`;
export const NAMES_FILE = 'names.json';
/** Pagefind's search engine for the index language (English). */
const WASM_FILE = 'wasm.en.pagefind';

/** Pagefind's module, as first loaded (the search page preloads it); a retry loads it as `…?attempt=2`. */
export const PAGEFIND_MODULE = `${INDEX_BASE}pagefind.js`;

/** What the search page asks for in its head besides the module, so the engine and the page names download
 *  while the page's own scripts load instead of after them. */
export const SEARCH_PRELOADS = [WASM_FILE, NAMES_FILE].map((file) => `${INDEX_BASE}${file}`);

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; area?: string; breadcrumb?: string };
  sub_results?: { title: string; url: string; excerpt: string }[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}

export interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>;
}

/**
 * Pagefind ranking, tuned on the relevance table (tests/e2e/relevance.json): repeated mentions in long reference
 * pages count for less (saturation), so a page about the topic — title and route weighted 10 — comes first.
 */
export const RANKING = { termSaturation: 1.4, termFrequency: 1.0, pageLength: 0.5 };

let attempt = 0;

/**
 * Loads the Pagefind module. Each retry uses its own URL, because a browser remembers a module that failed to
 * load; the query client's retries then really fetch again.
 */
export async function loadPagefind(): Promise<Pagefind> {
  attempt += 1;
  const url = attempt === 1 ? PAGEFIND_MODULE : `${PAGEFIND_MODULE}?attempt=${attempt}`;
  const module = import(/* webpackIgnore: true */ url);
  // Pagefind splits every query with an Intl.Segmenter where the browser has one; the first one loads its
  // text-boundary data (≈ 30 ms on a laptop). Made while the module downloads, that cost is off the first search.
  if ('Segmenter' in Intl) setTimeout(() => new Intl.Segmenter('en', { granularity: 'grapheme' }), 0);
  const pagefind = (await module) as Pagefind;
  await pagefind.options({ basePath: INDEX_BASE, excerptLength: 28, ranking: RANKING });
  await pagefind.init();
  return pagefind;
}

async function loadJson<T>(file: string): Promise<T> {
  const response = await fetch(`${INDEX_BASE}${file}`);
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The vocabulary for spelling correction, most frequent word first. */
export const loadVocabulary = () => loadJson<string[]>(VOCABULARY_FILE);

/** The vocabulary's words that start with `letter`, most frequent first. */
export const loadVocabularyPart = (letter: string) => loadJson<string[]>(vocabularyPartFile(letter));

/** Every page's title and route, by result id (see rank.ts). */
export const loadNames = () => loadJson<PageNames>(NAMES_FILE);
