// The docs sidebar's plugin: everything the area sidebar is lives in this folder (README.md's table). Its theme
// folder (./theme) wraps theme-classic's DocSidebar, reaching it through `@theme-init` as a plugin theme must, and
// ejects DocSidebarItems; its stylesheet (./sidebar.css) sets the theme's sidebar column and entries on every docs
// page. It also publishes each sidebar's area name ("Stream", "REST API 2.0") from the navigation model as global
// data, so the sidebar can name its area (./useAreaLabel.ts) without shipping the whole model (~9 KB gz).
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { navigation, type SidebarId } from '../../nav';

/** Sidebar id → the area's name as readers see it. */
export type AreaLabels = Partial<Record<SidebarId, string>>;

export default function sidebarFeature(): Plugin {
  return {
    name: 'area-labels', // the key of its global data, read by ./useAreaLabel.ts
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'sidebar.css')],
    async contentLoaded({ actions }) {
      const labels: AreaLabels = Object.fromEntries(navigation.map((sidebar) => [sidebar.id, sidebar.label]));
      actions.setGlobalData(labels);
    },
  };
}
