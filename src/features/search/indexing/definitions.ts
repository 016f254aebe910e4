/**
 * Which names a page defines, for search: a name of the facts registry (facts/: config keys, methods, Cypher words,
 * enum values …) that the quick reference links to the page, the place its sheet row says explains it
 * (src/features/quick-reference/places.ts and sheets.ts decide where). Search ranks a page that defines the name a
 * reader typed before the pages that only mention it (../rank.ts), so a name's sheet link and its first search result
 * come from the same answer and cannot disagree. A name no sheet row links (a CLI word, a constant, a name in the
 * coverage list) is defined by no page: search finds it by its text.
 */
import type { Facts } from '../../../../facts/registry';
import { indexFacts } from '../../mcp/lookup';
import type { ExplainedIndex } from '../../quick-reference/sheets';
import { queryWords } from '../queryPlan';

/** A name as a query holds it: its words as the search reads them (`BangDBTable::scanDoc` → "bangdbtable scandoc"). */
export const definedKey = (name: string): string => queryWords(name).join(' ');

/**
 * Route → the keys (definedKey) of the registry names the quick reference explains on that page: each name `lookup`
 * finds an entry by (src/features/mcp/lookup.ts), whose entry has a sheet row with a link. Names made of English words
 * only ("select", "create table") are left out: a reader typing them means the words, not the name. A name of fewer
 * than three characters says too little.
 */
export function definedNames(facts: Facts, explained: ExplainedIndex, english: ReadonlySet<string>): Map<string, string[]> {
  const byRoute = new Map<string, Set<string>>();
  for (const { key, entry } of indexFacts(facts)) {
    const href = entry.row && explained[entry.row.sheet]?.[entry.row.key]?.href;
    const name = definedKey(key);
    if (!href || name.length < 3 || name.split(' ').every((w) => english.has(w))) continue;
    const route = href.split('#')[0];
    byRoute.set(route, (byRoute.get(route) ?? new Set()).add(name));
  }
  return new Map([...byRoute].map(([route, names]) => [route, [...names]]));
}
