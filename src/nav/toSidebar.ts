import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { docIdForPath, getInstance, type DocsInstance } from '../config/instances';
import { sidebarsOfInstance } from './index';
import { isSection, type InstanceId, type NavItem, type NavLeaf, type NavSidebar } from './types';

/** Extra data the theme reads from a sidebar item (see src/theme/DocSidebar). */
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

function toItem(item: NavItem, instance: DocsInstance): SidebarItem {
  if (!isSection(item)) return leafItem(item, instance);
  return {
    type: 'category',
    label: item.title,
    collapsible: true,
    collapsed: true,
    items: item.children.map((child) => toItem(child, instance)),
  };
}

/** One navigation-model sidebar as Docusaurus sidebar items: Overview first, variant entries in place. */
export function toSidebarItems(sidebar: NavSidebar): SidebarItem[] {
  const instance = getInstance(sidebar.instance);
  const items = sidebar.items.map((item) => toItem(item, instance));
  for (const variant of sidebar.variants ?? []) {
    const section = items[variant.section];
    if (section?.type !== 'category') {
      throw new Error(`Variant of ${sidebar.id}: item ${variant.section} is not a section`);
    }
    section.items.splice(variant.position, 0, leafItem(variant.item, instance, variant.query));
  }
  return sidebar.overview ? [leafItem(sidebar.overview, instance), ...items] : items;
}

/** The sidebars file content of one docs instance: every model sidebar that lives in it. */
export function sidebarsFor(instance: InstanceId): SidebarsConfig {
  return Object.fromEntries(sidebarsOfInstance(instance).map((s) => [s.id, toSidebarItems(s)]));
}
