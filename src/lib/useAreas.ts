import { usePluginData } from '@docusaurus/useGlobalData';
import { areas, type Area } from '@site/src/config/areas';
import type { AreaData } from '@site/src/plugins/area-links';

export type AreaLink = Area & { href: string };

/** The documentation areas with the links the area-links plugin resolved at build time. */
export function useAreas(): AreaLink[] {
  const { links } = usePluginData('area-links') as AreaData;
  return areas.map((area) => {
    const href = links[area.title];
    if (!href) throw new Error(`area-links: no link for the area "${area.title}"`);
    return { ...area, href };
  });
}

/** The name of the area a sidebar belongs to ("Stream", "REST API 2.0"), when the sidebar is known. */
export function useAreaLabel(sidebarId: string | undefined): string | undefined {
  const { labels } = usePluginData('area-links') as AreaData;
  return sidebarId ? labels[sidebarId as keyof AreaData['labels']] : undefined;
}
