/**
 * Ranks the pages a query's terms found (./queryPlan.ts), the same way wherever search runs (the header panel,
 * /search, the benchmark, the MCP server):
 * 1. pages by how much of the query they cover and where: each group found in the page's title or route counts 3,
 *    in one of its headings 2, only in its body 1 (a synonym a little less than the reader's own word), weighted by
 *    how rare the group is across the documentation, so a page about the words comes before pages that mention
 *    them in passing;
 * 2. among equals, the page the query names (its title or route spelt out), then whole-word matches, then the
 *    shallower route (an area's overview or a section's introduction before its sub-pages);
 * 3. then Pagefind's own scores.
 * No page, route or question is named here: the ranking reads only the query, the index and the page names.
 */
import { STOP_WORDS, queryWords, searchText, stem, type QueryPlan, type Term } from './queryPlan';

/** Page id (Pagefind's result id) → [title, route, ...h2/h3 headings]: what the ranking knows of a page before
 *  loading it. Written by the search-index plugin into `names.json`. */
export type PageNames = Record<string, string[]>;

/** A page Pagefind found for one term, with its score. */
export interface Hit {
  id: string;
  score: number;
}

export interface Ranked {
  id: string;
  /** The terms whose search found the page (its excerpt marks their words). */
  terms: string[];
}

export interface Ranking {
  ranked: Ranked[];
  /** Whether the first page holds every group of the query (false: the results match only some of the words). */
  complete: boolean;
}

/** Where a term occurs on a page: 3 title or route, 2 a heading, 1 the body, 0 nowhere. */
export const WHERE = { name: 3, heading: 2, body: 1 } as const;
/** A documentation word found for the reader's word counts this much of the reader's own. */
export const SYNONYM_FACTOR = 0.9;

/** How much a phrase found on a page counts, relative to one of its words. */
export const PHRASE_WEIGHT = 1;

/** A route ending in one of these is its folder's landing page, e.g. /use-cases/fraud-detection/introduction. */
const OVERVIEW_SEGMENTS = new Set(['introduction', 'overview']);

/** The words of a page's name: its title and its route. */
const nameWords = (title: string, route: string) => queryWords(`${title} ${route.replace(/[/#-]+/g, ' ')}`);

/** Whether every stem of `term` is one of `words`' stems, or starts one of the words (a word still being typed). */
function holds(term: Term, words: readonly string[], wordStems: ReadonlySet<string>): boolean {
  const typed = queryWords(term.term);
  return term.stems.every((s, i) => wordStems.has(s) || (typed[i].length >= 3 && words.some((w) => w.startsWith(typed[i]))));
}

interface PageView {
  words: string[];
  stems: Set<string>;
  headings: { words: string[]; stems: Set<string> }[];
  title: string;
  route: string;
}

function pageView(name: string[] | undefined): PageView {
  const [title = '', route = '', ...headings] = name ?? [];
  const words = nameWords(title, route);
  return {
    title, route, words, stems: new Set(words.map(stem)),
    headings: headings.map((h) => {
      const w = queryWords(h);
      return { words: w, stems: new Set(w.map(stem)) };
    }),
  };
}

/** Where `term` occurs on the page, given that its search found the page. */
export function where(term: Term, page: PageView): number {
  if (holds(term, page.words, page.stems)) return WHERE.name;
  if (page.headings.some((h) => holds(term, h.words, h.stems))) return WHERE.heading;
  return WHERE.body;
}

/** Depth of the route, a closing `introduction` or `overview` not counted. */
function depth(route: string): number {
  const segments = route.split('/').filter(Boolean);
  return segments.length - (OVERVIEW_SEGMENTS.has(segments.at(-1) ?? '') ? 1 : 0);
}

/** Whether the query spells out the page's title or its route's last segment: each of its meaningful words typed
 *  (or, for the word being typed, its start). */
function named(plan: QueryPlan, page: PageView): boolean {
  const typed = plan.groups.flatMap((g) => g.terms.filter((t) => !t.synonym).flatMap((t) => queryWords(t.term)));
  const typedStems = new Set(typed.map(stem));
  const spelled = (text: string) => {
    const w = queryWords(text).filter((word) => !STOP_WORDS.has(word));
    return w.length > 0 && w.every((word) => typedStems.has(stem(word)) || typed.some((t) => t.length >= 3 && word.startsWith(t)));
  };
  return spelled(page.title) || spelled(page.route.split('/').pop() ?? '');
}

/**
 * The pages found, best first. `hits(term)` is what Pagefind found for each of the plan's terms; `total` is the
 * number of indexed pages (for how rare a group is).
 */
export function rankPages(plan: QueryPlan, hits: ReadonlyMap<string, readonly Hit[]>, names: PageNames, total = Object.keys(names).length): Ranking {
  interface Entry { id: string; score: number; groups: number; terms: Set<string>; pagefind: number; page: PageView }
  const entries = new Map<string, Entry>();
  const entry = (id: string) => {
    let e = entries.get(id);
    if (!e) {
      e = { id, score: 0, groups: 0, terms: new Set(), pagefind: 0, page: pageView(names[id]) };
      entries.set(id, e);
    }
    return e;
  };

  for (const group of plan.groups) {
    const best = new Map<string, number>();
    for (const t of group.terms) {
      const found = hits.get(searchText(t)) ?? [];
      const top = Math.max(...found.map((h) => h.score), 1e-9);
      for (const hit of found) {
        const e = entry(hit.id);
        e.terms.add(t.term);
        const value = where(t, e.page) * (t.synonym ? SYNONYM_FACTOR : 1);
        best.set(hit.id, Math.max(best.get(hit.id) ?? 0, value));
        e.pagefind += hit.score / top / plan.groups.length;
      }
    }
    // A group found on few pages says more about a page than one found on most.
    const rarity = Math.log(1 + total / Math.max(1, best.size));
    for (const [id, value] of best) {
      const e = entries.get(id)!;
      e.score += rarity * value;
      e.groups += 1;
    }
  }

  // Words typed together and found together: the phrase counts on top of its words.
  for (const phrase of plan.phrases) {
    const found = (hits.get(searchText(phrase, true)) ?? []).filter((hit) => entries.has(hit.id));
    const rarity = Math.log(1 + total / Math.max(1, found.length));
    for (const hit of found) {
      const e = entries.get(hit.id)!;
      e.score += PHRASE_WEIGHT * rarity * where(phrase, e.page);
    }
  }

  const tier = new Map([...entries.values()].map((e) => [e.id, named(plan, e.page) ? 0 : 1]));
  const ranked = [...entries.values()].sort(
    (a, b) =>
      b.score - a.score ||
      tier.get(a.id)! - tier.get(b.id)! ||
      depth(a.page.route) - depth(b.page.route) ||
      b.pagefind - a.pagefind,
  );
  return {
    ranked: ranked.map((e) => ({ id: e.id, terms: [...e.terms] })),
    complete: ranked.length > 0 && ranked[0].groups === plan.groups.length,
  };
}
