/**
 * Searching through the root query client, shared by the header's panel and /search (same keys, same cache, the
 * spec's 3 retries with doubling backoff). Every file and every step of the engine has a time limit (policy.ts),
 * so each query ends in results or in an error with Retry. `networkMode: 'always'`: a browser that believes it is
 * offline still tries (and fails into the error state) instead of pausing with "Searching…" on screen.
 */
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { initialsToCheck, nameWords, nothingToCorrect, spellCheck } from './correct';
import { engine } from './engine';
import { queryTerms } from './excerpt';
import { CORRECTIONS_FILE, NAMES_FILE, vocabularyPartFile } from './pagefind';
import type { PageNames } from './rank';
import { mergeData, resultView, type ResultView } from './resultView';
import { runSearch, type SearchOutcome } from './runSearch';

export type { SearchOutcome };

/** Results shown at first on /search, and added by each "More results". */
export const PAGE_SIZE = 10;

/** What a search needs besides the engine is fetched inside the search's own query (`client.fetchQuery`), and
 *  retried with it: retrying it on its own as well would multiply the attempts (4 × 4 × 4) and the wait. */
const partOfSearch = { retry: false, networkMode: 'always' } as const;

/** A file of the index folder, loaded once and kept for the visit. */
const indexFile = <T>(key: string[], file: string) =>
  queryOptions({ queryKey: ['search', ...key], queryFn: () => engine.loadJson<T>(file), staleTime: Infinity, gcTime: Infinity, ...partOfSearch });

const namesFile = indexFile<PageNames>(['names'], NAMES_FILE);
const correctionsFile = indexFile<string[]>(['vocabulary'], CORRECTIONS_FILE);
const vocabularyPart = (letter: string) => indexFile<string[]>(['vocabulary', letter], vocabularyPartFile(letter));

/** The words of the page names, read once per names file. */
const namesWords = new WeakMap<PageNames, Set<string>>();

/** The spelling check of a query. Words of the page names (loaded for the ranking anyway) are known; the vocabulary's
 *  parts for the other words' initials tell theirs, and which are real English words the documentation does not use
 *  (a few KB); the documentation's words (≈ 50 KB) are fetched only to correct a word they do not know. */
const spelling = (query: string) =>
  queryOptions({
    queryKey: ['search', 'spelling', query],
    staleTime: Infinity,
    ...partOfSearch,
    queryFn: async ({ client }) => {
      const names = await client.fetchQuery(namesFile);
      if (!namesWords.has(names)) namesWords.set(names, nameWords(names));
      const known = namesWords.get(names)!;
      const parts = await Promise.all(initialsToCheck(query, known).map((letter) => client.fetchQuery(vocabularyPart(letter))));
      const words = parts.flat();
      return spellCheck(query, nothingToCorrect(query, words, known) ? words : [...(await client.fetchQuery(correctionsFile)), ...words], known);
    },
  });

/**
 * All results for a query, best first (./runSearch.ts: spelling, meaningful words and synonyms, ranking). The engine
 * starts while the spelling is checked.
 */
const results = (query: string) =>
  queryOptions({
    queryKey: ['search', 'results', query],
    networkMode: 'always',
    queryFn: async ({ client }): Promise<SearchOutcome> => {
      const session = engine.session();
      session.catch(() => undefined); // a failed start fails the first term's search
      return runSearch(query, {
        spelling: (q) => client.fetchQuery(spelling(q)),
        names: () => client.fetchQuery(namesFile),
        search: async (term) => (await (await session).search(term)).map(({ id, score }) => ({ id, score })),
      });
    },
  });

/** What the first `count` results show. Pagefind's results belong to the session that found them, so each page's
 *  terms are searched again in the current one (≈ 1 ms each): after a failed file, a fresh session loads the pages
 *  anew. A page found by several terms shows where each of them is. */
const details = (outcome: SearchOutcome | undefined, count: number) =>
  queryOptions({
    queryKey: ['search', 'details', outcome?.searched, count],
    networkMode: 'always',
    queryFn: async (): Promise<ResultView[]> => {
      const session = await engine.session();
      const shown = outcome!.ids.slice(0, count);
      const wanted = [...new Set(shown.flatMap((id) => outcome!.terms[id]))];
      const found = new Map(await Promise.all(wanted.map(async (t) => [t, new Map((await session.search(t)).map((r) => [r.id, r]))] as const)));
      const terms = queryTerms(wanted.join(' '));
      return Promise.all(
        shown.map(async (id) => {
          const results = outcome!.terms[id].map((t) => found.get(t)?.get(id));
          if (results.some((r) => !r)) throw new Error(`Result ${id} for “${outcome!.searched}” went missing`);
          return resultView(mergeData(await Promise.all(results.map((r) => session.data(r!)))), terms);
        }),
      );
    },
  });

/**
 * A query's results and what the first `count` of them show. `keepPrevious`: while the next query runs, the previous
 * one's results stay (the panel, as the reader types). `failed` once the retries are spent; `retry` tries again;
 * `busy` while what the hook returns is not yet this query's.
 */
export function useSearch(query: string, count: number, keepPrevious = false) {
  const found = useQuery({ ...results(query), enabled: query !== '', placeholderData: keepPrevious ? keepPreviousData : undefined });
  const outcome = found.data;
  const shown = useQuery({
    ...details(outcome, count),
    enabled: !!outcome && outcome.ids.length > 0,
    // "More results" keeps the ten on screen while the next ten load.
    placeholderData: keepPreviousData,
  });
  const failed = found.isError || shown.isError;
  const retry = () => void (found.isError ? found.refetch() : shown.refetch());
  // What is on screen is (still) another query's, or not there yet.
  const busy = !outcome || found.isPlaceholderData || (outcome.ids.length > 0 && (!shown.data || shown.isPlaceholderData));
  return { outcome, shown: shown.data, failed, retry, busy };
}

/** Starts the engine and fetches the page names before the first query (the header box's first focus). */
export function warmUp(client: QueryClient): void {
  engine.session().catch(() => undefined); // a failure shows when the reader searches (a fresh session is tried)
  void client.prefetchQuery(namesFile);
}
