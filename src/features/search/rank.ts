/**
 * Ranks the pages a query's terms found (./queryPlan.ts), the same way wherever search runs (the header panel,
 * /search, the benchmark, the MCP server). A page scores, for each group of the query it holds:
 * - where the group is: in the title or route 3, in the summary (the description every page has) or a heading 2,
 *   only in the body 1 (a synonym counts a little less than the reader's own word);
 * - times how rare the group's term is across the documentation (a word found on few pages says more);
 * and, when one field (title, summary or a heading) holds two or more of the groups, their rarity once more: the
 * page whose name or heading answers the question comes before pages that mention its words apart or in passing.
 * Among equals: the page the query names (its title or route spelt out), then the shallower route (an area's
 * overview or a section's introduction before its sub-pages), then Pagefind's own scores.
 * Before all of this: when the query is a name of the facts registry (a config key, a method, a Cypher word), the
 * pages that define it (where its quick reference row links: ./indexing/definitions.ts) come first, the one that defines
 * the most names (the reference page) first of all.
 * No page, route or question is named here: the ranking reads only the query, the index and the page names.
 */
import { STOP_WORDS, queryWords, stem, type QueryPlan, type Term } from './queryPlan';

/** Page id (Pagefind's result id) → [title, route, summary, ...h2/h3 headings]: what the ranking knows of a page
 *  before loading it. Written by the search plugin into `names.json`. */
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

/** Where a term occurs on a page. */
export const WHERE = { name: 3, summary: 2, heading: 2, body: 1 } as const;
/** A documentation word found for the reader's word counts this much of the reader's own. */
export const SYNONYM_FACTOR = 0.9;
/** How much the groups one field holds together count again. */
export const TOGETHER_WEIGHT = 1;

/** A route ending in one of these is its folder's landing page, e.g. /use-cases/fraud-detection/introduction. */
const OVERVIEW_SEGMENTS = new Set(['introduction', 'overview']);

/** A field of a page's name: its words and their stems. */
interface Field {
  words: string[];
  stems: Set<string>;
}

interface PageView {
  title: string;
  route: string;
  /** Title and route words. */
  name: Field;
  summary: Field;
  headings: Field[];
  /** The registry names the page defines, as query words ("buff_pool_size_hint", "scandoc"). */
  defines: Set<string>;
}

const field = (text: string): Field => {
  const words = queryWords(text);
  return { words, stems: new Set(words.map(stem)) };
};

/** Each page's fields, read once per names file: every query of a visit ranks the same pages again. */
const views = new WeakMap<PageNames, Map<string, PageView>>();

function pageView(names: PageNames, id: string): PageView {
  let cache = views.get(names);
  if (!cache) views.set(names, (cache = new Map()));
  let view = cache.get(id);
  if (!view) {
    const [title = '', route = '', summary = '', defines = '', ...headings] = names[id] ?? [];
    view = {
      title,
      route,
      name: field(`${title} ${route.replace(/[/#-]+/g, ' ')}`),
      summary: field(summary),
      headings: headings.map(field),
      defines: new Set(defines.split('\t').filter(Boolean)),
    };
    cache.set(id, view);
  }
  return view;
}

/** Whether every stem of `term` is in the field, or the typed word starts one of its words (a word still being typed). */
function holds(term: Term, { words, stems }: Field): boolean {
  const typed = queryWords(term.term);
  return term.stems.every((s, i) => stems.has(s) || (typed[i].length >= 3 && words.some((w) => w.startsWith(typed[i]))));
}

/** Where `term` occurs on the page, given that its search found the page. */
function where(term: Term, page: PageView): number {
  if (holds(term, page.name)) return WHERE.name;
  if (holds(term, page.summary)) return WHERE.summary;
  if (page.headings.some((h) => holds(term, h))) return WHERE.heading;
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

/** The rarity of the groups that one field holds together (two or more), or 0. */
function heldTogether(plan: QueryPlan, f: Field, rarity: (term: Term) => number): number {
  const held = plan.groups.map((g) => g.terms.find((t) => holds(t, f))).filter((t) => t !== undefined);
  return held.length >= 2 ? held.reduce((sum, t) => sum + rarity(t), 0) : 0;
}

/** The rarity of the groups that a field of the page holds together, for each kind of field (the name, the summary,
 *  the best heading): a page whose summary lists the words and one of whose sections is titled with them is about
 *  them more than a page that only lists them. */
function together(plan: QueryPlan, page: PageView, rarity: (term: Term) => number): number {
  const heading = Math.max(0, ...page.headings.map((h) => heldTogether(plan, h, rarity)));
  return heldTogether(plan, page.name, rarity) + heldTogether(plan, page.summary, rarity) + heading;
}

interface Entry extends Ranked {
  page: PageView;
  score: number;
  /** Groups of the query the page holds. */
  groups: number;
  /** Pagefind's scores for the page, each relative to its term's best. */
  pagefind: number;
  /** When the page defines the name the query is: minus the number of names it defines (a reference page that
   *  defines many, such as the config page, before a page that lists a few); else 0. */
  defining: number;
  /** 0 when the query names the page. */
  tier: number;
  depth: number;
}

/** Best first: a page defining the query's name, then score, then the page the query names, then the shallower route,
 *  then Pagefind's scores. */
const byRank = (a: Entry, b: Entry) =>
  a.defining - b.defining || b.score - a.score || a.tier - b.tier || a.depth - b.depth || b.pagefind - a.pagefind;

/** The query as a defined name is keyed: its meaningful words (`BUFF_POOL_SIZE_HINT` → "buff_pool_size_hint"). */
const nameKey = (plan: QueryPlan) => plan.groups.map((g) => g.typed).join(' ');

/**
 * The pages found, best first. `hits` holds what Pagefind found for each of the plan's terms; `total` is the number
 * of indexed pages (for how rare a term is).
 */
export function rankPages(plan: QueryPlan, hits: ReadonlyMap<string, readonly Hit[]>, names: PageNames, total = Object.keys(names).length): Ranking {
  const rarity = (t: Term) => Math.log(1 + total / Math.max(1, hits.get(t.term)?.length ?? 0));
  const key = nameKey(plan);
  const entries = new Map<string, Entry>();
  const entry = (id: string) => {
    let e = entries.get(id);
    if (!e) {
      const page = pageView(names, id);
      e = { id, terms: [], page, score: 0, groups: 0, pagefind: 0, defining: page.defines.has(key) ? -page.defines.size : 0, tier: named(plan, page) ? 0 : 1, depth: depth(page.route) };
      entries.set(id, e);
    }
    return e;
  };

  for (const group of plan.groups) {
    /** Page id → what the group is worth on it: its best term's place, times the term's rarity. */
    const worth = new Map<string, number>();
    for (const t of group.terms) {
      const found = hits.get(t.term) ?? [];
      const top = Math.max(...found.map((h) => h.score), Number.MIN_VALUE);
      for (const hit of found) {
        const e = entry(hit.id);
        if (!e.terms.includes(t.term)) e.terms.push(t.term);
        e.pagefind += hit.score / top / plan.groups.length;
        worth.set(hit.id, Math.max(worth.get(hit.id) ?? 0, rarity(t) * where(t, e.page) * (t.synonym ? SYNONYM_FACTOR : 1)));
      }
    }
    for (const [id, value] of worth) {
      const e = entries.get(id)!;
      e.score += value;
      e.groups += 1;
    }
  }
  for (const e of entries.values()) e.score += TOGETHER_WEIGHT * together(plan, e.page, rarity);

  const ranked = [...entries.values()].sort(byRank);
  return {
    ranked: ranked.map(({ id, terms }) => ({ id, terms })),
    complete: ranked.length > 0 && ranked[0].groups === plan.groups.length,
  };
}
