/** Stylesheets of parts loaded on demand (src/plugins/on-demand-css) are files of their own, which no page links:
 *  the site-wide stylesheet every page downloads before its first paint does not carry them. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ON_DEMAND_STYLESHEETS } from '@site/src/plugins/on-demand-css';
import build from '../buildDir.cjs';

const cssDir = path.join(build, 'assets/css');
const cssFiles = readdirSync(cssDir).filter((f) => f.endsWith('.css'));
const home = readFileSync(path.join(build, 'index.html'), 'utf8');
const diagramPage = readFileSync(path.join(build, 'graph-and-cypher.html'), 'utf8');

it.each(Object.keys(ON_DEMAND_STYLESHEETS))('%s: its own stylesheet, linked from no page', (name) => {
  const own = cssFiles.filter((f) => f.startsWith(`${name}.`));
  expect(own).toHaveLength(1);
  expect(readFileSync(path.join(cssDir, own[0]), 'utf8').length).toBeGreaterThan(100);
  for (const html of [home, diagramPage]) expect(html).not.toContain(own[0]);
});
