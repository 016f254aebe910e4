/**
 * A query from typed text to ranked pages, the same in the browser (./useSearch.ts), the benchmark and the MCP
 * server: the spelling checked (misspelt words corrected, words the documentation does not contain dropped), the
 * meaningful words and their synonyms planned (./queryPlan.ts), each term searched in the index, and the pages
 * ranked by how much of the query they cover and where (./rank.ts).
 * "No results" only when no meaningful word occurs anywhere.
 */
import type { SpellCheck } from './correct';
import { planQuery, planTerms } from './queryPlan';
import { rankPages, type Hit, type PageNames } from './rank';

/** What a search reads: the index's hits for a term, the page names and the spelling check. */
export interface SearchSource {
  search: (term: string) => Promise<Hit[]>;
  names: () => Promise<PageNames>;
  spelling: (query: string) => Promise<SpellCheck>;
}

export interface SearchOutcome {
  /** The query that was searched (the corrected one when words were misspelt). */
  searched: string;
  correctedFrom: string | null;
  /** The matching pages, best first (Pagefind's result ids). */
  ids: string[];
  /** Page id → the terms whose search found it. */
  terms: Record<string, string[]>;
  /** False when no page holds every meaningful word: the results match some of them. */
  complete: boolean;
  /** Words the documentation does not contain (dropped from the search). */
  unknown: string[];
  /** Whether the query had a meaningful word at all (not only words such as "how", "to", "the"). */
  meaningful: boolean;
}

export async function runSearch(query: string, source: SearchSource): Promise<SearchOutcome> {
  const [{ corrected, unknown }, names] = await Promise.all([source.spelling(query), source.names()]);
  const searched = corrected ?? query;
  const unknownWords = new Set(unknown.map((w) => w.toLowerCase()));
  const plan = planQuery(searched.split(/\s+/).filter((w) => w && !unknownWords.has(w.toLowerCase())).join(' '));
  const hits = new Map(await Promise.all(planTerms(plan).map(async (t) => [t, await source.search(t)] as const)));
  const { ranked, complete } = rankPages(plan, hits, names);
  return {
    searched,
    correctedFrom: corrected ? query : null,
    ids: ranked.map((r) => r.id),
    terms: Object.fromEntries(ranked.map((r) => [r.id, r.terms])),
    complete: complete && unknown.length === 0,
    unknown,
    meaningful: plan.groups.length > 0 || unknown.length > 0,
  };
}
