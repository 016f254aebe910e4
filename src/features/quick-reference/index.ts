// Local plugin: the quick reference's sheets (sheets.ts), built from the facts registry and the pages at every build
// and start, each written as a JSON module that its page in docs/quick-reference imports as
// `@quick-reference/<sheet>.json`.
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { FACTS_DIR } from '../../../facts/registry';
import { instances } from '../../config/instances';
import { loadSheets } from './load';

export const ALIAS = '@quick-reference';

export default function quickReference(context: LoadContext): Plugin {
  let dataDir = '';
  return {
    name: 'quick-reference',
    loadContent: async () => loadSheets(context.siteDir),
    async contentLoaded({ content, actions }) {
      const { sheets } = content as ReturnType<typeof loadSheets>;
      for (const sheet of sheets) dataDir = path.dirname(await actions.createData(`${sheet.id}.json`, JSON.stringify(sheet)));
    },
    configureWebpack: () => ({ resolve: { alias: { [ALIAS]: dataDir } } }),
    getPathsToWatch: () => [path.join(FACTS_DIR, '**/*.json'), ...instances.map((i) => path.join(context.siteDir, i.folder, '**/*.{md,mdx}'))],
  };
}
