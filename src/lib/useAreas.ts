import { usePluginData } from '@docusaurus/useGlobalData';
import { areas, type Area } from '@site/src/config/areas';
import type { AreaLinks } from '@site/src/plugins/area-links';

export type AreaLink = Area & { href: string };

/** The documentation areas with the links the area-links plugin resolved at build time. */
export function useAreas(): AreaLink[] {
  const links = usePluginData('area-links') as AreaLinks;
  return areas.map((area) => {
    const href = links[area.title];
    if (!href) throw new Error(`area-links: no link for the area "${area.title}"`);
    return { ...area, href };
  });
}
