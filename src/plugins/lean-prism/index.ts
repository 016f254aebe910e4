// Local plugin: points every `prism-react-renderer` import in the browser and server bundles at
// src/lib/prism, the same API on Prism's core with only the grammars the site lists (see that module).
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const PRISM_MODULE = path.resolve(__dirname, '../../lib/prism/index.ts');

export default function leanPrism(): Plugin {
  return {
    name: 'lean-prism',
    configureWebpack: () => ({ resolve: { alias: { 'prism-react-renderer$': PRISM_MODULE } } }),
  };
}
