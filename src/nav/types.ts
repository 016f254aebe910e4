/** The navigation model of the portal, the one source every sidebar is built from. */

export type InstanceId = 'docs' | 'apps' | 'use-cases' | 'rest-api';

export type SidebarId =
  | 'main'
  | 'use-cases'
  | 'help-guide'
  | 'graph'
  | 'release-info'
  | 'stream'
  | 'cep'
  | 'ml-usecases'
  | 'about'
  | 'rest-api'
  | 'leads-management'
  | 'forum'
  | 'bug-tracker'
  | 'click-stream'
  | 'app-mon';

/** A page entry. `path` is the site route, optionally with an `#anchor`; unique across the portal, it is the
 *  entry's identity. */
export interface NavLeaf {
  title: string;
  path: string;
  /** `nested` marks an entry drawn as a sub-entry (the graph query-scenario anchors). */
  beforeIcon?: 'nested';
}

/** A section (accordion or expandable sub-section). */
export interface NavSection {
  title: string;
  children: NavItem[];
}

export type NavItem = NavLeaf | NavSection;

/** An entry shown only when the page's query string contains `query` (e.g. `app=leads_selling`). */
export interface NavVariant {
  query: string;
  /** The path of the entry it follows (in that entry's section). */
  after: string;
  item: NavLeaf;
}

export interface NavSidebar {
  id: SidebarId;
  /** The area's name as readers see it (search results, cards). */
  label: string;
  instance: InstanceId;
  /** The optional Overview entry, always shown first. */
  overview?: NavLeaf;
  variants?: NavVariant[];
  items: NavItem[];
}

export function isSection(item: NavItem): item is NavSection {
  return 'children' in item;
}
