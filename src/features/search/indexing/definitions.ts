/**
 * Which names a page defines: a name of the facts registry (facts/: config keys, methods, CLI words, Cypher words …)
 * that stands where a page introduces a thing — the first cell of a table row (the config page's `BUFF_POOL_SIZE_HINT`
 * row), a heading (a class page's `scanDoc`) or a definition term — and not merely somewhere in its text. Search
 * ranks a page that defines the name a reader typed before the pages that only mention it (../rank.ts).
 */
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { loadFacts } from '../../../../facts/registry';
import { indexFacts, normalise } from '../../mcp/lookup';
import { queryWords } from '../queryPlan';

/** The texts of the places where the article may define a name: each code span there, or the place's whole text. */
export function definingPlaces($: CheerioAPI, article: Cheerio<AnyNode>): string[] {
  const texts = new Set<string>();
  article.find('tr > :first-child, h2, h3, h4, dt').each((_, place) => {
    const code = $(place).find('code');
    const found = code.length ? code.map((__, c) => $(c).text()).get() : [$(place).text()];
    for (const text of found) if (text.trim().length <= 80) texts.add(text.trim());
  });
  return [...texts];
}

/** A name as a query holds it: its words as the search reads them (`BangDBTable::scanDoc` → "bangdbtable scandoc"). */
export const definedKey = (name: string): string => queryWords(name).join(' ');

/**
 * The registry's names among `places`, as keys (definedKey): each place's text as it is, without the parameters of a
 * call (`scanDoc(prev_rs, …)`) and without its class (`BangDBTable::scanDoc`). Names made of English words only
 * ("select", "create table") are left out: a reader typing them means the words, not the name. A name of fewer than
 * three characters says too little.
 */
export function definedNames(places: readonly string[], registry: ReadonlySet<string>, english: ReadonlySet<string>): string[] {
  const keys = new Set<string>();
  for (const place of places) {
    const call = place.replace(/\(.*$/s, '').trim();
    for (const candidate of [place, call, call.split(/::|\./).pop() ?? '']) {
      const key = definedKey(candidate);
      if (key.length < 3 || !registry.has(normalise(candidate)) || key.split(' ').every((w) => english.has(w))) continue;
      keys.add(key);
    }
  }
  return [...keys];
}

/** Every name of the facts registry, as `lookup` finds it (src/features/mcp/lookup.ts). */
export const registryNames = (): Set<string> => new Set(indexFacts(loadFacts()).map((entry) => entry.key));
