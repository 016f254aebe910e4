import { queryOptions, usePrefetchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { allKnown, initialsToCheck, spellCheck } from './correct';
import { loadNames, loadPagefind, loadVocabulary, loadVocabularyPart, type PagefindResult, type PagefindResultData } from './pagefind';
import { rankByName } from './rank';

/** Results shown at first, and added by each "More results". */
export const PAGE_SIZE = 10;

export interface SearchOutcome {
  /** The query that produced the results (the corrected one when the typed one found nothing). */
  searched: string;
  correctedFrom: string | null;
  results: PagefindResult[];
}

/** Something that comes with the index, loaded once through the root query client (retried) and kept for the visit. */
const indexPart = <T>(key: string[], load: () => Promise<T>) =>
  queryOptions({ queryKey: ['search', ...key], queryFn: load, staleTime: Infinity, gcTime: Infinity });

/** The loaded index, shared by every search. */
export function usePagefind() {
  return useQuery(indexPart(['index'], loadPagefind));
}

const vocabularyFile = indexPart(['vocabulary'], loadVocabulary);
const vocabularyPart = (letter: string) => indexPart(['vocabulary', letter], () => loadVocabularyPart(letter));
const namesFile = indexPart(['names'], loadNames);

/** The spelling check of a query. The vocabulary's parts for the query's initials tell known words (a few KB);
 *  the whole vocabulary (≈ 60 KB) is fetched only to correct a word they do not know. */
const spelling = (query: string) =>
  queryOptions({
    queryKey: ['search', 'spelling', query],
    staleTime: Infinity,
    queryFn: async ({ client }) => {
      const parts = await Promise.all(initialsToCheck(query).map((letter) => client.fetchQuery(vocabularyPart(letter))));
      const words = parts.flat();
      return spellCheck(query, allKnown(query, words) ? words : await client.fetchQuery(vocabularyFile));
    },
  });

/**
 * All results for a query: Pagefind's matches, pages named by the query first (rank.ts). Misspelt words are
 * corrected first (Pagefind would otherwise match a shorter part of them); a word the documentation does not
 * contain and nothing is close to means no results.
 */
export function useSearchResults(query: string) {
  const client = useQueryClient();
  const index = usePagefind();
  // Checked and fetched while Pagefind loads rather than after it.
  usePrefetchQuery(spelling(query));
  usePrefetchQuery(namesFile);
  const pagefind = index.data;
  const results = useQuery({
    queryKey: ['search', 'results', query],
    enabled: !!pagefind && query !== '',
    queryFn: async (): Promise<SearchOutcome> => {
      const [{ corrected, unknown }, names] = await Promise.all([client.fetchQuery(spelling(query)), client.fetchQuery(namesFile)]);
      const searched = corrected ?? query;
      if (unknown.length > 0) return { searched, correctedFrom: null, results: [] };
      const found = (await pagefind!.search(searched))?.results ?? [];
      return { searched, correctedFrom: corrected ? query : null, results: rankByName(found, searched, names) };
    },
  });
  return { index, results };
}

/** The details (title, area, excerpt, best heading) of the first `count` results. */
export function useResultData(outcome: SearchOutcome | undefined, count: number) {
  return useQuery({
    queryKey: ['search', 'data', outcome?.searched, count],
    enabled: !!outcome && outcome.results.length > 0,
    placeholderData: (previous) => previous,
    queryFn: (): Promise<PagefindResultData[]> => Promise.all(outcome!.results.slice(0, count).map((r) => r.data())),
  });
}
