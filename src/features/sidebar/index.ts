// Local plugin: publishes each sidebar's area name ("Stream", "REST API 2.0") from the navigation model as global
// data, so the sidebar can name its area (src/lib/useAreaLabel.ts) without shipping the whole model (~9 KB gz).
import type { Plugin } from '@docusaurus/types';
import { navigation, type SidebarId } from '../../nav';

/** Sidebar id → the area's name as readers see it. */
export type AreaLabels = Partial<Record<SidebarId, string>>;

export default function areaLabels(): Plugin {
  return {
    name: 'area-labels', // read by src/lib/useAreaLabel.ts
    async contentLoaded({ actions }) {
      const labels: AreaLabels = Object.fromEntries(navigation.map((sidebar) => [sidebar.id, sidebar.label]));
      actions.setGlobalData(labels);
    },
  };
}
