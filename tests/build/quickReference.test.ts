/**
 * The quick reference on the production build: each sheet page holds every row of its sheet (built from the facts
 * registry) once, every link of a row opens an existing page at an existing heading, and the sheets reach readers
 * without scripts and agents through their Markdown twins and llms.txt.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { loadSheets } from '@site/src/features/quick-reference/load';
import { QUICK_REFERENCE_ROUTE } from '@site/src/features/quick-reference/constants';
import { twinPath } from '@site/src/features/twins/twinPath';
import { LLMS_TXT } from '@site/src/features/twins';
import { htmlFile } from '@site/src/lib/builtHtml';
import build from '../buildDir.cjs';

const root = path.resolve(__dirname, '../..');
const { sheets } = loadSheets(root);
const html = (route: string) => load(readFileSync(htmlFile(build, route), 'utf8'));
const routeOf = (id: string) => `${QUICK_REFERENCE_ROUTE}/${id}`;

describe.each(sheets.map((s) => [s.id, s] as const))('the %s sheet', (id, sheet) => {
  const $ = html(routeOf(id));
  const rows = sheet.groups.flatMap((g) => g.rows);

  test('its static HTML has one table row per entry, in the sheet order, with the entry written out', () => {
    const built = $('article tbody tr').map((_, tr) => $(tr).find('td').first().find('code').first().text()).get();
    expect(built).toEqual(rows.map((r) => r.cells[0]));
  });

  test('every link opens an existing page at an existing heading', () => {
    const broken: string[] = [];
    const pages = new Map<string, ReturnType<typeof load>>();
    for (const href of new Set(rows.flatMap((r) => (r.href ? [r.href] : [])))) {
      const [route, anchor] = href.split('#');
      if (!existsSync(htmlFile(build, route))) {
        broken.push(href);
        continue;
      }
      if (!pages.has(route)) pages.set(route, html(route));
      if (anchor && pages.get(route)!(`[id="${anchor}"]`).length === 0) broken.push(href);
    }
    expect(broken).toEqual([]);
  });

  test('its Markdown twin holds every entry', () => {
    const twin = readFileSync(path.join(build, twinPath(routeOf(id))), 'utf8');
    expect(rows.filter((r) => !twin.includes(r.cells[0])).map((r) => r.key)).toEqual([]);
  });
});

test('llms.txt lists every sheet', () => {
  const llms = readFileSync(path.join(build, LLMS_TXT), 'utf8');
  expect(sheets.filter((s) => !llms.includes(routeOf(s.id))).map((s) => s.id)).toEqual([]);
});
