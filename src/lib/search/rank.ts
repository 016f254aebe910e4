/**
 * Puts the pages a query names before the pages that only mention it. Pagefind ranks by where and how often
 * the words occur; readers mostly type a page's name ("stream", "train a model", "forum post"), so among
 * Pagefind's results the pages whose title or route contains every query word come first, those whose name
 * the query spells out completely before them; among those, whole-word matches and shallower pages (an
 * area's overview) first. Pages the query does not name keep Pagefind's order, after them.
 */

/** Page id (Pagefind's result id) → the page's name: its title, then its route's words, e.g. "Stream join|stream join". */
export type PageNames = Record<string, string>;

const STOP_WORDS = new Set(['a', 'an', 'and', 'by', 'for', 'how', 'in', 'is', 'of', 'on', 'or', 'the', 'to', 'vs', 'with']);

/** The words that carry meaning: lower case, split at anything not a letter or digit, stop words dropped. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '' && !STOP_WORDS.has(w));
}

/** A route ending in one of these is its folder's landing page, e.g. /use-cases/fraud-detection/introduction. */
const OVERVIEW_SEGMENTS = new Set(['introduction', 'overview']);

const matches = (term: string, word: string) => word.startsWith(term);

/** How well a page's name matches the query; smaller sorts first. */
export interface NameMatch {
  /** 0: the query names the page, 1: every query word starts a word of its name, 2: neither. */
  tier: 0 | 1 | 2;
  /** Query words that are whole words of the name ("post" in "Create a new post", not in "Manage posts"). */
  whole: number;
  /** Segments in the route, a closing `introduction` or `overview` not counted: a section's overview before its sub-pages. */
  depth: number;
}

/**
 * The tier (0 when every word of the page's title, or of its route's last segment, is typed; 1 when every query
 * word starts a word of the page's name; 2 otherwise), then whole-word matches, then route depth.
 */
export function nameMatch(terms: readonly string[], name: string | undefined): NameMatch {
  // The route never contains '|'; a title may.
  const cut = (name ?? '').lastIndexOf('|');
  const [title, route] = cut < 0 ? ['', ''] : [name!.slice(0, cut), name!.slice(cut + 1)];
  const nameWords = words(`${title} ${route}`);
  const segments = route.split('/').filter(Boolean);
  const depth = segments.length - (OVERVIEW_SEGMENTS.has(segments.at(-1) ?? '') ? 1 : 0);
  const whole = terms.filter((t) => nameWords.includes(t)).length;
  if (terms.length === 0 || !terms.every((t) => nameWords.some((w) => matches(t, w)))) return { tier: 2, whole, depth };
  const spelled = (parts: string[]) => parts.length > 0 && parts.every((w) => terms.some((t) => matches(t, w)));
  return { tier: spelled(words(title)) || spelled(words(route.split('/').pop() ?? '')) ? 0 : 1, whole, depth };
}

/** The results in reading order: pages named by the query first, Pagefind's order kept among equals. */
export function rankByName<T extends { id: string }>(results: readonly T[], query: string, names: PageNames): T[] {
  const terms = words(query);
  return results
    .map((result, order) => ({ result, order, match: nameMatch(terms, names[result.id]) }))
    .sort((a, b) => {
      if (a.match.tier !== b.match.tier) return a.match.tier - b.match.tier;
      if (a.match.tier === 2) return a.order - b.order;
      return b.match.whole - a.match.whole || a.match.depth - b.match.depth || a.order - b.order;
    })
    .map((r) => r.result);
}
