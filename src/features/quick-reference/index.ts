// Local plugin: the quick reference's sheets (sheets.ts), built from the facts registry and the pages at every build
// and start. Each is written as `<sheet>.json` into `_sheets/` beside the sheets' pages (docs/quick-reference), which
// import it by its relative path; the folder is not committed, and Docusaurus takes no page from a `_` folder.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { getInstance, instances } from '../../config/instances';
import { loadSheets } from './load';
import { explainedIndex } from './sheets';
import { EXPLAINED_INDEX } from './constants';

export const SHEETS_FOLDER = 'quick-reference/_sheets';

/** Writes a file only when its text changes, so a rebuild in `npm start` does not reload for nothing. */
function writeIfChanged(file: string, text: string): void {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}

export default function quickReference(context: LoadContext): Plugin {
  return {
    name: 'quick-reference',
    loadContent: async () => loadSheets(context.siteDir),
    async contentLoaded({ content }) {
      const dir = path.join(context.siteDir, getInstance('docs').folder, SHEETS_FOLDER);
      mkdirSync(dir, { recursive: true });
      for (const sheet of (content as ReturnType<typeof loadSheets>).sheets) writeIfChanged(path.join(dir, `${sheet.id}.json`), JSON.stringify(sheet));
    },
    async postBuild({ outDir, content }) {
      await writeFile(path.join(outDir, EXPLAINED_INDEX), JSON.stringify(explainedIndex((content as ReturnType<typeof loadSheets>).sheets)));
    },
    getPathsToWatch: () => [path.join(context.siteDir, 'facts/**/*.json'), ...instances.map((i) => path.join(context.siteDir, i.folder, '**/*.{md,mdx}'))],
  };
}
