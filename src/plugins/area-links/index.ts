// Local plugin: resolves where each documentation area starts (its Overview entry, or the first page of its sidebar
// or section) and what each sidebar's area is called, from the navigation model at build time, and publishes both
// as global data. The home cards, the 404 page, an empty search and the phone menu read them through
// src/lib/useAreas.ts without shipping the whole navigation model (~9 KB gz).
import type { Plugin } from '@docusaurus/types';
import { areas } from '../../config/areas';
import { firstPath, navigation, type SidebarId } from '../../nav';

export interface AreaData {
  /** Area title (home card) → the route its card links to. */
  links: Record<string, string>;
  /** Sidebar id → the area's name as readers see it. */
  labels: Partial<Record<SidebarId, string>>;
}

export default function areaLinks(): Plugin {
  return {
    name: 'area-links', // read by src/lib/useAreas.ts
    async contentLoaded({ actions }) {
      const data: AreaData = {
        links: Object.fromEntries(areas.map((area) => [area.title, firstPath(area.sidebar, area.section)])),
        labels: Object.fromEntries(navigation.map((sidebar) => [sidebar.id, sidebar.label])),
      };
      actions.setGlobalData(data);
    },
  };
}
