import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import type { NavCustomProps } from '../../nav/toSidebar';

/** Rules applied to an area sidebar before it is drawn. All are pure. */

function customPropsOf(item: PropSidebarItem): Partial<NavCustomProps> {
  return (item.customProps ?? {}) as Partial<NavCustomProps>;
}

/** `href` with the page's query string kept (before any `#anchor`); external links are left alone. */
export function withQuery(href: string, search: string): string {
  if (!search || search === '?' || !href.startsWith('/')) return href;
  const hashAt = href.indexOf('#');
  const path = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  if (path.includes('?')) return href;
  return `${path}${search.startsWith('?') ? search : `?${search}`}${hash}`;
}

/** Every link of the tree carries the current query string. */
export function keepQuery(items: readonly PropSidebarItem[], search: string): PropSidebarItem[] {
  return items.map((item) => {
    if (item.type === 'category') {
      return { ...item, href: item.href && withQuery(item.href, search), items: keepQuery(item.items, search) };
    }
    if (item.type === 'link') return { ...item, href: withQuery(item.href, search) };
    return item;
  });
}

/** True when the query string `search` holds `key=value` (`condition`). */
export function queryHas(search: string, condition: string): boolean {
  const [key, value = ''] = condition.split('=');
  try {
    return new URLSearchParams(search).getAll(key).includes(value);
  } catch {
    return false;
  }
}

/** Drops entries that belong to a query variant (e.g. Create CRM with `app=leads_selling`) not in `search`. */
export function applyVariants(items: readonly PropSidebarItem[], search: string): PropSidebarItem[] {
  return items.flatMap<PropSidebarItem>((item) => {
    const only = customPropsOf(item).onlyWithQuery;
    if (only && !queryHas(search, only)) return [];
    if (item.type === 'category') return [{ ...item, items: applyVariants(item.items, search) }];
    return [item];
  });
}

/** The words of the filter box's text, lowercased; none for blank text. */
export function filterWords(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Whether a title holds a filter word: inside its text ("stream" in "Stream Commands"), or as the initials its words
 * begin with ("cli" for "Command Line Interface", "ml" for "Machine Learning Use cases"; two letters or more).
 */
export function titleHas(title: string, word: string): boolean {
  const lower = title.toLowerCase();
  if (lower.includes(word)) return true;
  const initials = lower.split(/[^\p{L}\p{N}]+/u).filter(Boolean).map((w) => w[0]).join('');
  return word.length >= 2 && initials.startsWith(word);
}

/** A section held open while filtering: the filter shows everything it keeps, and the reader cannot fold it. */
function opened(item: PropSidebarItem): PropSidebarItem {
  return item.type === 'category' ? { ...item, items: item.items.map(opened), collapsible: false, collapsed: false } : item;
}

function narrow(items: readonly PropSidebarItem[], words: readonly string[]): PropSidebarItem[] {
  return items.flatMap<PropSidebarItem>((item) => {
    if (item.type === 'html') return [];
    const missing = words.filter((word) => !titleHas(item.label, word));
    if (missing.length === 0) return [opened(item)];
    if (item.type !== 'category') return [];
    const children = narrow(item.items, missing);
    return children.length === 0 ? [] : [{ ...item, items: children, collapsible: false, collapsed: false }];
  });
}

/**
 * The tree narrowed to the entries the filter `text` finds: an entry is kept when each word of the text is held
 * (`titleHas`) by its title or a section's title above it; a section found so keeps everything under it. Every
 * section kept is open and stays open while filtering. Returns the items unchanged for blank text.
 */
export function filterSidebar(items: readonly PropSidebarItem[], text: string): PropSidebarItem[] {
  const words = filterWords(text);
  return words.length === 0 ? [...items] : narrow(items, words);
}

/**
 * The React key of an entry among its siblings: what it is (its link, or its section's title), never its
 * position, so each section keeps its own open state when the filter or a query variant changes the list. A
 * section the filter holds open is a different element from the foldable one: it mounts open, and after the
 * filter is cleared it mounts again as the theme starts it (folded, unless it holds the current page).
 */
export function sidebarItemKey(item: PropSidebarItem): string {
  if (item.type === 'link') return `link:${item.href}`;
  if (item.type === 'category') return `${item.collapsible ? 'section' : 'open'}:${item.label}`;
  return `html:${item.value}`;
}

/** Number of page links in a tree (used for the "no matching pages" line). */
export function countLinks(items: readonly PropSidebarItem[]): number {
  return items.reduce((n, item) => n + (item.type === 'category' ? countLinks(item.items) + (item.href ? 1 : 0) : item.type === 'html' ? 0 : 1), 0);
}
