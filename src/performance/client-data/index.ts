// Patches `routeRegistryPaths`, `docDescriptions`, `globalDocsList`: bundler loaders that trim data Docusaurus ships
// to the browser on every page but the browser never reads (see each loader for the file and format it relies on).
// Pages render the same; main.js and each docs area's props chunk get smaller.
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** A rule running one of this folder's loaders on a generated file before Docusaurus' own loaders. */
const trim = (file: RegExp, loader: string) => ({ test: file, enforce: 'pre' as const, use: [{ loader: path.join(__dirname, loader) }] });

export const ROUTE_REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;
export const DOCS_VERSION_PROPS = /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;
export const GLOBAL_DATA = /[\\/]\.docusaurus[\\/]globalData\.json$/;

export function routeRegistryPaths(): Plugin {
  return {
    name: 'performance-route-registry-paths',
    // The server build keeps the module paths: it reads them to list each page's chunks.
    configureWebpack: (_config, isServer) => (isServer ? {} : { module: { rules: [trim(ROUTE_REGISTRY, 'routeRegistryLoader.cjs')] } }),
  };
}

export function docDescriptions(): Plugin {
  return {
    name: 'performance-doc-descriptions',
    configureWebpack: () => ({ module: { rules: [trim(DOCS_VERSION_PROPS, 'docDescriptionsLoader.cjs')] } }),
  };
}

export function globalDocsList(): Plugin {
  return {
    name: 'performance-global-docs-list',
    configureWebpack: () => ({ module: { rules: [trim(GLOBAL_DATA, 'globalDocsListLoader.cjs')] } }),
  };
}
