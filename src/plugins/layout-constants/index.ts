// Local plugin: the layout constants of src/config/layout.ts that the stylesheets use, as CSS custom properties on
// :root, so the sizes are written once.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { SIDEBAR_COLLAPSE_OFFSET, SIDEBAR_WIDTH } from '../../config/layout';

export function layoutCss(): string {
  return `:root{--bdb-sidebar-width:${SIDEBAR_WIDTH}px;--bdb-sidebar-collapse-offset:${SIDEBAR_COLLAPSE_OFFSET}px}\n`;
}

export default function layoutConstants(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'layout-constants', 'layout.css');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, layoutCss());
  return { name: 'layout-constants', getClientModules: () => [file] };
}
