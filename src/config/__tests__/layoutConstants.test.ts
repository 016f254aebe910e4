/**
 * @jest-environment node
 *
 * The layout constants are written once: the header breakpoint in src/config/layout.ts (the stylesheets repeat it
 * in media queries), the sidebar sizes as custom properties in src/css/tokens.css, which no other stylesheet
 * redefines.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { HEADER_MENU_BREAKPOINT } from '@site/src/config/layout';
import { SIDEBAR } from '@site/tests/sidebarSizes';

const src = path.resolve(__dirname, '../..');
const stylesheets = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.css'))
  .map((f) => readFileSync(path.join(src, f), 'utf8'));

it("switches the header between its row and its menu at the header menu breakpoint", () => {
  const header = readFileSync(path.join(src, 'theme/Navbar/Content/styles.module.css'), 'utf8');
  expect(header).toContain(`@media (max-width: ${HEADER_MENU_BREAKPOINT - 0.02}px)`);
  expect(header).toContain(`@media (min-width: ${HEADER_MENU_BREAKPOINT}px)`);
});

it('defines the sidebar sizes once, as custom properties the stylesheets use; collapsed, the sidebar slides wholly away', () => {
  expect(SIDEBAR.width).toBeGreaterThan(0);
  expect(SIDEBAR.collapseOffset).toBeGreaterThanOrEqual(SIDEBAR.width);
  for (const name of ['--bdb-sidebar-width', '--bdb-sidebar-collapse-offset']) {
    expect(stylesheets.some((css) => css.includes(`var(${name})`))).toBe(true);
    expect(stylesheets.filter((css) => css.includes(`${name}:`))).toHaveLength(1);
  }
});
