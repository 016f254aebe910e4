// Local plugin: trims data Docusaurus ships to the browser on every page but the browser never reads
// (see each loader). Pages render the same; main.js and each docs area's props chunk get smaller.
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** Runs one of this folder's loaders on a generated file before Docusaurus' own loaders. */
const trim = (file: RegExp, loader: string) => ({ test: file, enforce: 'pre' as const, use: [{ loader: path.join(__dirname, loader) }] });

const versionProps = trim(/[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/, 'versionPropsLoader.cjs');
const globalData = trim(/[\\/]\.docusaurus[\\/]globalData\.json$/, 'globalDataLoader.cjs');
const registry = trim(/[\\/]\.docusaurus[\\/]registry\.js$/, 'registryLoader.cjs');

export default function leanClientData(): Plugin {
  return {
    name: 'lean-client-data',
    configureWebpack(_config, isServer) {
      // The server build keeps the registry's module paths: it reads them to list each page's chunks.
      return { module: { rules: isServer ? [versionProps, globalData] : [versionProps, globalData, registry] } };
    },
  };
}
