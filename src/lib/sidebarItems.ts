import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import type { NavCustomProps } from '../nav/toSidebar';

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

/**
 * The tree narrowed to entries whose label contains `text` (case-insensitive). A section whose own title
 * matches keeps all its entries; sections holding matches are shown opened (not collapsible while filtering).
 * Returns the items unchanged for blank text.
 */
export function filterSidebar(items: readonly PropSidebarItem[], text: string): PropSidebarItem[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...items];
  return items.flatMap<PropSidebarItem>((item) => {
    if (item.type === 'html') return [];
    const matches = item.label.toLowerCase().includes(needle);
    if (item.type !== 'category') return matches ? [item] : [];
    const children = matches ? item.items : filterSidebar(item.items, needle);
    if (children.length === 0) return [];
    return [{ ...item, items: children, collapsible: false, collapsed: false }];
  });
}

/** Number of page links in a tree (used for the "no matching pages" line). */
export function countLinks(items: readonly PropSidebarItem[]): number {
  return items.reduce((n, item) => n + (item.type === 'category' ? countLinks(item.items) + (item.href ? 1 : 0) : item.type === 'html' ? 0 : 1), 0);
}
