// Patch `prismCore`: points every `prism-react-renderer` import in the browser and server bundles at ./prism.ts,
// the same API on Prism's core with only the grammars the site lists (see that module for what it relies on).
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const PRISM_MODULE = path.resolve(__dirname, 'prism.ts');

export default function prismCore(): Plugin {
  return {
    name: 'performance-prism-core',
    configureWebpack: () => ({ resolve: { alias: { 'prism-react-renderer$': PRISM_MODULE } } }),
  };
}
