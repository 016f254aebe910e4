/**
 * @jest-environment node
 *
 * A name planted in the registry appears on its sheet after a rebuild: the build's own plugin (../index.ts, as
 * docusaurus.config.ts loads it) runs over a copy of this site, its registry holding one more config key and one more
 * page explaining it, and the sheet file it writes holds the key's row, linked to that page.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { ConfigFact } from '@site/facts/registry';
import { instances } from '@site/src/config/instances';
import quickReference, { SHEETS_FOLDER } from '../index';
import { EXPLAINED_INDEX } from '../constants';
import type { Sheet } from '../sheets';

const root = path.resolve(__dirname, '../../../..');
const PLANTED = 'PLANTED_QUICK_REFERENCE_KEY';

describe('the plugin over a copy of the site with a planted registry name', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'quick-reference-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  // The registry and the pages, as the plugin reads them; the sheets' own data (`_sheets`) is not copied.
  cpSync(path.join(root, 'facts'), path.join(site, 'facts'), { recursive: true, filter: (f) => !f.includes(`${path.sep}originality`) });
  for (const { folder } of instances) {
    cpSync(path.join(root, folder), path.join(site, folder), { recursive: true, filter: (f) => !f.endsWith('_sheets') && !/\.(png|jpe?g|gif|svg|webp)$/i.test(f) });
  }
  const config = path.join(site, 'facts/config.json');
  const registry = JSON.parse(readFileSync(config, 'utf8')) as { entries: ConfigFact[] };
  registry.entries.push({ key: PLANTED, default: '7', source: 'test' });
  writeFileSync(config, JSON.stringify(registry));
  writeFileSync(path.join(site, 'docs/planted-page.md'), `---\ntitle: Planted page\n---\n\n## Tuning\n\n| Key | Meaning |\n|---|---|\n| \`${PLANTED}\` | Planted |\n`);

  const run = async () => {
    const plugin = quickReference({ siteDir: site } as LoadContext) as Plugin<unknown>;
    const content = await plugin.loadContent!();
    await plugin.contentLoaded!({ content, actions: {} as never });
    const outDir = path.join(site, 'build');
    mkdirSync(outDir);
    await plugin.postBuild!({ outDir, content } as never);
    const sheet = JSON.parse(readFileSync(path.join(site, 'docs', SHEETS_FOLDER, 'config.json'), 'utf8')) as Sheet;
    return { rows: sheet.groups.flatMap((g) => g.rows), explained: JSON.parse(readFileSync(path.join(outDir, EXPLAINED_INDEX), 'utf8')) };
  };

  test('the config sheet it writes holds the planted key with its value, linked to the page that explains it', async () => {
    const { rows, explained } = await run();
    expect(rows).toContainEqual(expect.objectContaining({ key: PLANTED, cells: [PLANTED, '7'], href: '/planted-page#tuning' }));
    expect(explained.config[PLANTED]).toEqual({ href: '/planted-page#tuning', where: 'Planted page › Tuning' });
    // The rest of the registry is there as well.
    expect(rows.find((r) => r.key === 'BUFF_POOL_SIZE_HINT')?.href).toMatch(/^\/bangdb-config#/);
  }, 60_000); // the plugin reads every page of the four docs folders: seconds on a quiet machine, more under load
});
