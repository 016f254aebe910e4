/**
 * The site's search outside the browser (Node): the same engine, spelling check and ranking as the header panel and
 * /search, over a production build's index folder or a deployed site. Used by the reader-questions benchmark and the
 * MCP server.
 */
import { readFile } from 'node:fs/promises';
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

function fileFetch(location: SiteLocation): typeof fetch {
  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://site.invalid/');
    if ('url' in location) return fetch(new URL(url.pathname + url.search, location.url));
    try {
      return new Response(await readFile(path.join(location.dir, decodeURIComponent(url.pathname))));
    } catch {
      return new Response(null, { status: 404 });
    }
  };
}

export async function openSearch(location: SiteLocation): Promise<OfflineSearch> {
  const fetchFile = fileFetch(location);
  const importModule = async (url: string): Promise<PagefindModule> => {
    if ('dir' in location) return import(pathToFileURL(path.join(location.dir, INDEX_BASE, MODULE_FILE)).href);
    const source = await (await fetchFile(url)).text();
    return import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
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
