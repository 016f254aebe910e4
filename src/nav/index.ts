import type { InstanceId, NavItem, NavLeaf, NavSidebar, SidebarId } from './types';
import { isSection } from './types';
import { aboutSidebar } from './sidebars/about';
import { appMonSidebar } from './sidebars/appMon';
import { bugTrackerSidebar } from './sidebars/bugTracker';
import { cepSidebar } from './sidebars/cep';
import { clickStreamSidebar } from './sidebars/clickStream';
import { forumSidebar } from './sidebars/forum';
import { graphSidebar } from './sidebars/graph';
import { helpGuideSidebar } from './sidebars/helpGuide';
import { leadsManagementSidebar } from './sidebars/leadsManagement';
import { mainSidebar } from './sidebars/main';
import { mlUsecasesSidebar } from './sidebars/mlUsecases';
import { releaseInfoSidebar } from './sidebars/releaseInfo';
import { restApiSidebar } from './sidebars/restApi';
import { streamSidebar } from './sidebars/stream';
import { useCasesSidebar } from './sidebars/useCases';

export * from './types';

/** Every sidebar of the portal, in the order the product lists its areas. */
export const navigation: readonly NavSidebar[] = [
  mainSidebar,
  useCasesSidebar,
  helpGuideSidebar,
  graphSidebar,
  releaseInfoSidebar,
  streamSidebar,
  cepSidebar,
  mlUsecasesSidebar,
  aboutSidebar,
  restApiSidebar,
  leadsManagementSidebar,
  forumSidebar,
  bugTrackerSidebar,
  clickStreamSidebar,
  appMonSidebar,
];

export function getSidebar(id: SidebarId): NavSidebar {
  const sidebar = navigation.find((s) => s.id === id);
  if (!sidebar) throw new Error(`Unknown sidebar: ${id}`);
  return sidebar;
}

export function sidebarsOfInstance(instance: InstanceId): NavSidebar[] {
  return navigation.filter((s) => s.instance === instance);
}

/** All leaves of a list of items, depth first, in display order. */
export function leavesOf(items: readonly NavItem[]): NavLeaf[] {
  return items.flatMap((item) => (isSection(item) ? leavesOf(item.children) : [item]));
}

/** Every leaf of a sidebar, the Overview entry and variant entries included, in display order. */
export function allLeaves(sidebar: NavSidebar): NavLeaf[] {
  return [
    ...(sidebar.overview ? [sidebar.overview] : []),
    ...leavesOf(sidebar.items),
    ...(sidebar.variants ?? []).map((v) => v.item),
  ];
}

/** The first page of a sidebar (or of one of its top-level sections): where an area card links. */
export function firstPath(id: SidebarId, sectionTitle?: string): string {
  const sidebar = getSidebar(id);
  const items = sectionTitle
    ? sidebar.items.filter((i) => i.title === sectionTitle)
    : sidebar.items;
  const first = (sectionTitle ? undefined : sidebar.overview) ?? leavesOf(items)[0];
  if (!first) throw new Error(`No page in sidebar ${id} ${sectionTitle ?? ''}`);
  return first.path;
}
