/**
 * The site's search outside the browser (Node): the same engine, spelling check and ranking as the header panel and
 * /search, over a production build's index folder or a deployed site. Used by the reader-questions benchmark and the
 * MCP server.
 */
import { mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spellCheck } from './correct';
import { createEngine } from './engine';
import { queryTerms } from './excerpt';
import { INDEX_BASE, MODULE_FILE, NAMES_FILE, VOCABULARY_FILE, type PagefindModule } from './pagefind';
import type { PageNames } from './rank';
import { mergeData, resultView, type ResultView } from './resultView';
import { runSearch, type SearchOutcome } from './runSearch';

export interface OfflineSearch {
  /** Ranked page ids with what the search made of the query. */
  search: (query: string) => Promise<SearchOutcome>;
  /** What the first `count` results show (title, route with the best heading, area, excerpt). */
  details: (outcome: SearchOutcome, count: number) => Promise<ResultView[]>;
  /** How many pages the index finds for a term as it is (no spelling check, no synonyms). */
  pagesWith: (term: string) => Promise<number>;
  names: PageNames;
}

/** A site: a build folder on this machine, or the base URL of a deployed site (then, and only then, the network). */
export type SiteLocation = { dir: string } | { url: string };

/**
 * Reads the site's files and nothing else: a path inside the build folder (after any symbolic link is followed), or
 * an address on the site's own origin (a redirect elsewhere is not followed). Anything else answers 404.
 */
export function siteFetch(location: SiteLocation): (input: string | URL | Request) => Promise<Response> {
  const notFound = () => new Response(null, { status: 404 });
  if ('url' in location) {
    const origin = new URL(location.url).origin;
    return async (input) => {
      const { pathname, search } = new URL(input instanceof Request ? input.url : String(input), 'http://site.invalid/');
      const target = new URL(pathname + search, origin);
      if (target.origin !== origin) return notFound();
      const response = await fetch(target, { redirect: 'manual' });
      return response.status >= 300 && response.status < 400 ? notFound() : response;
    };
  }
  const root = realpath(location.dir).catch(() => location.dir);
  return async (input) => {
    try {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input), 'http://site.invalid/');
      const dir = await root;
      const file = await realpath(path.join(dir, decodeURIComponent(pathname)));
      if (!file.startsWith(dir + path.sep)) return notFound();
      return new Response(await readFile(file));
    } catch {
      return notFound();
    }
  };
}

/** Pagefind's module from a deployed site, imported from a file of its own: a `data:` URL would reach the TypeScript
 *  loader the MCP server runs under (jiti), which turns `import()` into `require()`, and require cannot read it. */
async function importFetched(source: string): Promise<PagefindModule> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pagefind-'));
  try {
    const file = path.join(dir, MODULE_FILE);
    await writeFile(file, source);
    return (await import(pathToFileURL(file).href)) as PagefindModule;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function openSearch(location: SiteLocation): Promise<OfflineSearch> {
  const fetchFile = siteFetch(location);
  const importModule = async (url: string): Promise<PagefindModule> => {
    if ('dir' in location) return import(pathToFileURL(path.join(location.dir, INDEX_BASE, MODULE_FILE)).href);
    const response = await fetchFile(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return importFetched(await response.text());
  };
  const engine = createEngine({ importModule, fetch: fetchFile });
  const [names, vocabulary] = await Promise.all([engine.loadJson<PageNames>(NAMES_FILE), engine.loadJson<string[]>(VOCABULARY_FILE)]);

  const search = async (query: string) => {
    const session = await engine.session();
    return runSearch(query, {
      spelling: async (q) => spellCheck(q, vocabulary),
      names: async () => names,
      search: async (term) => (await session.search(term)).map(({ id, score }) => ({ id, score })),
    });
  };

  const details = async (outcome: SearchOutcome, count: number) => {
    const session = await engine.session();
    const shown = outcome.ids.slice(0, count);
    const wanted = [...new Set(shown.flatMap((id) => outcome.terms[id]))];
    const found = new Map(await Promise.all(wanted.map(async (t) => [t, new Map((await session.search(t)).map((r) => [r.id, r]))] as const)));
    const terms = queryTerms(wanted.join(' '));
    return Promise.all(shown.map(async (id) => resultView(mergeData(await Promise.all(outcome.terms[id].map((t) => session.data(found.get(t)!.get(id)!)))), terms)));
  };

  const pagesWith = async (term: string) => (await (await engine.session()).search(term)).length;

  return { search, details, pagesWith, names };
}
