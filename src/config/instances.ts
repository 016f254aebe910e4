import type { InstanceId } from '../nav/types';

/** The four docs plugin instances, declared once: id, content folder, route base. */
export interface DocsInstance {
  id: InstanceId;
  /** Docusaurus plugin id (the core instance is the preset's `default`). */
  pluginId: string;
  folder: string;
  routeBasePath: string;
  sidebarPath: string;
}

export const instances: readonly DocsInstance[] = [
  { id: 'docs', pluginId: 'default', folder: 'docs', routeBasePath: '/', sidebarPath: './sidebars.ts' },
  { id: 'apps', pluginId: 'apps', folder: 'apps-docs', routeBasePath: '/apps', sidebarPath: './src/sidebars/apps.ts' },
  { id: 'use-cases', pluginId: 'use-cases', folder: 'use-cases', routeBasePath: '/use-cases', sidebarPath: './src/sidebars/useCases.ts' },
  { id: 'rest-api', pluginId: 'rest-api', folder: 'rest-api', routeBasePath: '/rest-api', sidebarPath: './src/sidebars/restApi.ts' },
];

export function getInstance(id: InstanceId): DocsInstance {
  const instance = instances.find((i) => i.id === id);
  if (!instance) throw new Error(`Unknown docs instance: ${id}`);
  return instance;
}

/** The doc id of a route inside its instance: the route minus the route base and any anchor. */
export function docIdForPath(path: string, instance: DocsInstance): string {
  const base = instance.routeBasePath === '/' ? '' : instance.routeBasePath;
  return path.split('#')[0].slice(base.length).replace(/^\//, '');
}
