/** What a search result shows, in the header's panel and on /search, made from Pagefind's data for its page. */
import { buildExcerpt, type ExcerptPart } from './excerpt';
import { stem } from './queryPlan';
import { BODY_ANCHOR, type PagefindAnchor, type PagefindResultData, type PagefindSubResult } from './pagefind';

export interface ResultView {
  /** Where the result opens: at its best heading, or the page. */
  url: string;
  title: string;
  /** The best heading's title, when it is not the page's. */
  heading: string | null;
  area: string;
  breadcrumb: string;
  excerpt: ExcerptPart[];
}

/** Words in an excerpt: about two lines in the panel, three on /search. */
export const EXCERPT_WORDS = 24;

const isHeading = (anchor: PagefindAnchor) => /^h[2-6]$/i.test(anchor.element);
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** How many of the query's terms the words match (by stem, or containing it). */
function termsIn(words: readonly string[], terms: readonly string[]): number {
  const found = words.flatMap((w) => w.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []);
  return terms.filter((t) => found.some((w) => w.includes(t) || stem(w) === stem(t))).length;
}

/** How many of the query's terms the words at `locations` of the page's text match. */
const termsAt = (words: readonly string[], locations: readonly number[], terms: readonly string[]) => termsIn(locations.map((l) => words[l] ?? ''), terms);

/** How many of the query's terms a title holds. */
const termsInTitle = (title: string, terms: readonly string[]) => termsIn(title.split(/\s+/), terms);

/**
 * The heading whose own title holds the most of the query's terms, then whose section holds the most of them, then
 * the most matches (the first of equals); null when no heading's title holds one. A section that merely contains
 * the words ("Responses", "Example") is not what the reader asked for: the page opens at its top instead.
 */
export function bestHeading(data: PagefindResultData, terms: readonly string[]): (PagefindSubResult & { anchor: PagefindAnchor }) | null {
  const words = data.content.split(/\s+/);
  let best: (PagefindSubResult & { anchor: PagefindAnchor }) | null = null;
  let bestKey = [0, 0, 0];
  for (const section of data.sub_results) {
    if (!section.anchor || !isHeading(section.anchor) || section.locations.length === 0) continue;
    const key = [termsInTitle(section.anchor.text ?? section.title, terms), termsAt(words, section.locations, terms), section.locations.length];
    if (key[0] === 0) continue;
    const better = key.findIndex((k, i) => k !== bestKey[i]);
    if (!best || (better >= 0 && key[better] > bestKey[better])) [best, bestKey] = [{ ...section, anchor: section.anchor }, key];
  }
  return best;
}

/**
 * The result for a page: opened at its top when its title holds every term of the query (the page is what the
 * reader asked for), else at the heading that matches best (bestHeading), with an excerpt of that section (after the
 * heading's own words), or of the page's body (after its title and route words, which the result already shows).
 */
export function resultView(data: PagefindResultData, terms: readonly string[]): ResultView {
  const title = data.meta.title ?? data.url;
  const heading = terms.length > 0 && termsInTitle(title, terms) === terms.length ? null : bestHeading(data, terms);
  const base = { title, area: data.meta.area ?? '', breadcrumb: data.meta.breadcrumb ?? '' };
  if (heading) {
    const next = data.anchors.filter((a) => isHeading(a) && a.location > heading.anchor.location).sort((a, b) => a.location - b.location)[0];
    const from = heading.anchor.location + wordCount(heading.anchor.text ?? heading.title);
    return {
      ...base,
      url: heading.url,
      heading: heading.title === title ? null : heading.title,
      excerpt: buildExcerpt(data.content, heading.locations, terms, { from, to: next?.location, length: EXCERPT_WORDS }),
    };
  }
  const from = data.anchors.find((a) => a.id === BODY_ANCHOR)?.location ?? 0;
  return { ...base, url: data.url, heading: null, excerpt: buildExcerpt(data.content, data.locations, terms, { from, length: EXCERPT_WORDS }) };
}

/** One page's data from the searches of several terms (its text is the same in each): where each term is, together. */
export function mergeData(parts: readonly PagefindResultData[]): PagefindResultData {
  const [first, ...rest] = parts;
  if (rest.length === 0) return first;
  const union = (lists: (readonly number[])[]) => [...new Set(lists.flat())].sort((a, b) => a - b);
  const sections = new Map<string, PagefindSubResult>();
  for (const part of parts) {
    for (const section of part.sub_results) {
      const seen = sections.get(section.url);
      sections.set(section.url, seen ? { ...seen, locations: union([seen.locations, section.locations]) } : section);
    }
  }
  return { ...first, locations: union(parts.map((p) => p.locations)), sub_results: [...sections.values()] };
}
