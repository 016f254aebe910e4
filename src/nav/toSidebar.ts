import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { docIdForPath, getInstance, type DocsInstance } from '../config/instances';
import { leavesOf, sidebarsOfInstance } from './index';
import { isSection, type InstanceId, type NavItem, type NavLeaf, type NavSidebar, type NavVariant } from './types';

/** Extra data the theme reads from a sidebar item (see src/features/sidebar). */
export type NavCustomProps = {
  beforeIcon?: 'nested';
  /** Shown only when the page's query string contains this `key=value`. */
  onlyWithQuery?: string;
};

/** The Docusaurus sidebar items the adapter emits. */
export type SidebarItem =
  | { type: 'doc'; id: string; label: string; customProps?: NavCustomProps }
  | { type: 'link'; href: string; label: string; className: string; customProps?: NavCustomProps }
  | { type: 'category'; label: string; collapsible: true; collapsed: true; items: SidebarItem[] };

function leafItem(leaf: NavLeaf, instance: DocsInstance, onlyWithQuery?: string): SidebarItem {
  // Only what the theme reads: every sidebar item ships to the browser on every page of its area.
  const customProps: NavCustomProps = {};
  if (leaf.beforeIcon) customProps.beforeIcon = leaf.beforeIcon;
  if (onlyWithQuery) customProps.onlyWithQuery = onlyWithQuery;
  const extra = Object.keys(customProps).length > 0 ? { customProps } : {};
  if (leaf.path.includes('#')) {
    return { type: 'link', label: leaf.title, href: leaf.path, className: 'sidebar-item--nested', ...extra };
  }
  return { type: 'doc', id: docIdForPath(leaf.path, instance), label: leaf.title, ...extra };
}

/** Items and their sections' children as Docusaurus items, each variant entry right after the entry it follows. */
function toItems(items: readonly NavItem[], instance: DocsInstance, variants: readonly NavVariant[]): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (isSection(item)) {
      return [{ type: 'category', label: item.title, collapsible: true, collapsed: true, items: toItems(item.children, instance, variants) }];
    }
    const following = variants.filter((variant) => variant.after === item.path);
    return [leafItem(item, instance), ...following.map((variant) => leafItem(variant.item, instance, variant.query))];
  });
}

/** One navigation-model sidebar as Docusaurus sidebar items: Overview first, variant entries in place. */
export function toSidebarItems(sidebar: NavSidebar): SidebarItem[] {
  const instance = getInstance(sidebar.instance);
  const variants = sidebar.variants ?? [];
  const paths = new Set(leavesOf(sidebar.items).map((leaf) => leaf.path));
  const lost = variants.filter((variant) => !paths.has(variant.after));
  if (lost.length > 0) throw new Error(`Variant of ${sidebar.id}: no entry with the path ${lost.map((v) => v.after).join(', ')}`);
  const items = toItems(sidebar.items, instance, variants);
  return sidebar.overview ? [leafItem(sidebar.overview, instance), ...items] : items;
}

/** The sidebars file content of one docs instance: every model sidebar that lives in it. */
export function sidebarsFor(instance: InstanceId): SidebarsConfig {
  return Object.fromEntries(sidebarsOfInstance(instance).map((s) => [s.id, toSidebarItems(s)]));
}
