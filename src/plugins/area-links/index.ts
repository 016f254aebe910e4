// Local plugin: resolves where each documentation area starts (the first page of its sidebar or section) from
// the navigation model at build time and publishes the links as global data. The home cards, the 404 page and
// an empty search link the areas through `useAreas` without shipping the whole navigation model (~9 KB gz).
import type { Plugin } from '@docusaurus/types';
import { areas, type Area } from '../../config/areas';
import { firstPath } from '../../nav';

/** Area title → the route its card links to. */
export type AreaLinks = Record<string, string>;

function areaHref(area: Area): string {
  return firstPath(area.sidebar, area.section);
}

export default function areaLinks(): Plugin {
  return {
    name: 'area-links', // read by src/lib/useAreas.ts
    async contentLoaded({ actions }) {
      const links: AreaLinks = Object.fromEntries(areas.map((area) => [area.title, areaHref(area)]));
      actions.setGlobalData(links);
    },
  };
}
