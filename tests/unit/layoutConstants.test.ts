/**
 * @jest-environment node
 *
 * The layout constants are written once, in src/config/layout.ts: the stylesheets get the sidebar sizes
 * as custom properties generated from it and define none of their own.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { HEADER_MENU_BREAKPOINT } from '@site/src/config/layout';
import { layoutCss } from '@site/src/plugins/layout-constants';

const src = path.resolve(__dirname, '../../src');
const stylesheets = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.css'))
  .map((f) => readFileSync(path.join(src, f), 'utf8'));

it("switches the header between its row and its menu at the header menu breakpoint", () => {
  const header = readFileSync(path.join(src, 'theme/Navbar/Content/styles.module.css'), 'utf8');
  expect(header).toContain(`@media (max-width: ${HEADER_MENU_BREAKPOINT - 0.02}px)`);
  expect(header).toContain(`@media (min-width: ${HEADER_MENU_BREAKPOINT}px)`);
});

it('gives the stylesheets the sidebar sizes as custom properties, which they use and do not redefine', () => {
  expect(layoutCss()).toBe(':root{--bdb-sidebar-width:269px;--bdb-sidebar-collapse-offset:279px}\n');
  for (const name of ['--bdb-sidebar-width', '--bdb-sidebar-collapse-offset']) {
    expect(stylesheets.some((css) => css.includes(`var(${name})`))).toBe(true);
    expect(stylesheets.filter((css) => css.includes(`${name}:`))).toEqual([]);
  }
});
