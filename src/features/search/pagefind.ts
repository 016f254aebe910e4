/**
 * The search index as the browser sees it: the files src/features/search writes into the build's `pagefind/`
 * folder, and the shapes of Pagefind's browser API that the site uses (loaded by ./engine.ts).
 */

/** Where the index is served (the build's `pagefind/` folder), its spelling vocabulary and its page names. */
export const INDEX_DIR = 'pagefind';
export const INDEX_BASE = `/${INDEX_DIR}/`;
/** Every word of the documentation, then the real English words near them that it does not use (marked:
 *  src/features/search/correct.ts), in one file: what the site's search reads outside the browser. */
export const VOCABULARY_FILE = 'vocabulary.json';
/** The same by first letter (`vocabulary/s.json`), and the documentation's words alone (`vocabulary/words.json`):
 *  the browser fetches the parts of a query's initials, and the words only to correct a misspelt one. */
export const VOCABULARY_PARTS_DIR = 'vocabulary';
export const vocabularyPartFile = (letter: string) => `${VOCABULARY_PARTS_DIR}/${letter}.json`;
export const CORRECTIONS_FILE = `${VOCABULARY_PARTS_DIR}/words.json`;
export const NAMES_FILE = 'names.json';
/** Pagefind's browser module (with the site's fetch hook, src/features/search/indexing/fetchHook.ts). */
export const MODULE_FILE = 'pagefind.js';
/** Pagefind's search engine for the index language (English). */
const WASM_FILE = 'wasm.en.pagefind';

/** Id of the element that holds a page's article in the indexed document: where its body text starts. */
export const BODY_ANCHOR = 'bdb-article-body';

/** Pagefind's module, as first loaded (the search page preloads it). */
export const PAGEFIND_MODULE = `${INDEX_BASE}${MODULE_FILE}`;

/** What the search page asks for in its head besides the module, so the engine and the page names download
 *  while the page's own scripts load instead of after them. */
export const SEARCH_PRELOADS = [WASM_FILE, NAMES_FILE].map((file) => `${INDEX_BASE}${file}`);

/** Pagefind ranking, tuned on the keyword table (tests/build/relevance.json): repeated mentions in long reference
 *  pages count for less (saturation), so a page about the topic — title and route weighted 10 — comes first. */
export const RANKING = { termSaturation: 1.4, termFrequency: 1.0, pageLength: 0.5 };

/** An element with an id in the indexed text, at word `location` (headings among them). */
export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  location: number;
}

/** A part of a result: the page before its first heading, or a heading's section. */
export interface PagefindSubResult {
  title: string;
  url: string;
  /** The heading the section starts at (none for the page's opening). */
  anchor?: PagefindAnchor;
  /** Where the query's words are, as word positions in `content`. */
  locations: number[];
}

/** One page as Pagefind returns it for a search (`result.data()`). */
export interface PagefindResultData {
  url: string;
  /** The page's indexed text, plain (never markup), words separated by white space. */
  content: string;
  meta: { title?: string; area?: string; breadcrumb?: string };
  locations: number[];
  anchors: PagefindAnchor[];
  sub_results: PagefindSubResult[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}

/** The module's functions the site calls (`setFetch` is the site's hook). */
export interface PagefindModule {
  setFetch: (fetch: typeof globalThis.fetch) => void;
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<{ results: PagefindResult[] }>;
}
