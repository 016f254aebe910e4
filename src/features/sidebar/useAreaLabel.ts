import { usePluginData } from '@docusaurus/useGlobalData';
import type { AreaLabels } from '@site/src/features/sidebar';

/** The name of the area a sidebar belongs to ("Stream", "REST API 2.0"), when the sidebar is known. */
export function useAreaLabel(sidebarId: string | undefined): string | undefined {
  const labels = usePluginData('area-labels') as AreaLabels;
  return sidebarId ? labels[sidebarId as keyof AreaLabels] : undefined;
}
