/** What a search result shows, in the header's panel and on /search, made from Pagefind's data for its page. */
import { buildExcerpt, type ExcerptPart } from './excerpt';
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

/** The heading whose section holds most of the query's words (the first of equals), if any section holds one. */
export function bestHeading(data: PagefindResultData): (PagefindSubResult & { anchor: PagefindAnchor }) | null {
  let best: (PagefindSubResult & { anchor: PagefindAnchor }) | null = null;
  for (const section of data.sub_results) {
    if (!section.anchor || !isHeading(section.anchor) || section.locations.length === 0) continue;
    if (!best || section.locations.length > best.locations.length) best = { ...section, anchor: section.anchor };
  }
  return best;
}

/**
 * The result for a page: opened at the heading that matches best, with an excerpt of that section (after the
 * heading's own words), or of the page's body (after its title and route words, which the result already shows).
 */
export function resultView(data: PagefindResultData, terms: readonly string[]): ResultView {
  const title = data.meta.title ?? data.url;
  const heading = bestHeading(data);
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
