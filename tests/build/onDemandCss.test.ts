/** Stylesheets of parts loaded on demand (src/plugins/on-demand-css) are files of their own, which no page links:
 *  the site-wide stylesheet every page downloads before its first paint does not carry them. Nor does it carry the
 *  REST pages' rules (the OpenAPI theme's and src/features/rest-api's), which only the REST pages link
 *  (src/performance/rest-css-split). A build made with that patch off (PERFORMANCE_PATCHES_OFF, as `npm run
 *  test:exhaustive` sets it for its build and these checks) ships them site-wide instead: the check expects that. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ON_DEMAND_STYLESHEETS } from '@site/src/plugins/on-demand-css';
import { PATCHES_OFF_VARIABLE, PATCH_NAMES, withPatchesOff, type PerformanceOptions } from '@site/src/performance';
import build from '../buildDir.cjs';

const cssDir = path.join(build, 'assets/css');
const cssFiles = readdirSync(cssDir).filter((f) => f.endsWith('.css'));
const home = readFileSync(path.join(build, 'index.html'), 'utf8');
const diagramPage = readFileSync(path.join(build, 'graph-and-cypher.html'), 'utf8');
const restPage = readFileSync(path.join(build, 'rest-api/get-the-server-stats.html'), 'utf8');

/** The stylesheets a page links, as file names in assets/css. */
const linked = (html: string) => [...html.matchAll(/<link rel="?stylesheet"? href="?[^"\s>]*\/assets\/css\/([^"\s>]+\.css)/g)].map((m) => m[1]);
const stylesheet = (file: string) => readFileSync(path.join(cssDir, file), 'utf8');
const allOn = Object.fromEntries(PATCH_NAMES.map((name) => [name, true])) as unknown as PerformanceOptions;
const restCssSplit = withPatchesOff(allOn, process.env[PATCHES_OFF_VARIABLE]).restCssSplit;

it.each(Object.keys(ON_DEMAND_STYLESHEETS))('%s: its own stylesheet, linked from no page', (name) => {
  const own = cssFiles.filter((f) => f.startsWith(`${name}.`));
  expect(own).toHaveLength(1);
  expect(readFileSync(path.join(cssDir, own[0]), 'utf8').length).toBeGreaterThan(100);
  for (const html of [home, diagramPage]) expect(html).not.toContain(own[0]);
});

it("keeps the REST pages' rules out of the stylesheets a core docs page links (with the patch on), and in the one the REST pages link", () => {
  for (const html of [home, diagramPage]) {
    expect(linked(html).length).toBeGreaterThan(0);
    const rules = linked(html).flatMap((file) => stylesheet(file).match(/[\w.-]*openapi[\w-]*|api-method/g) ?? []);
    if (restCssSplit) expect(rules).toEqual([]);
    else expect(rules.length).toBeGreaterThan(0);
  }
  const rest = linked(restPage).map(stylesheet).join('\n');
  // The site's REST rules (src/features/rest-api/ApiItem: openapi.css, rest.css) and the theme's own.
  for (const rule of ['html .openapi-explorer__request-btn', 'html.plugin-id-rest-api .api-method>.menu__link', '.openapi-left-panel__container']) {
    expect([rule, rest.includes(rule)]).toEqual([rule, true]);
  }
});
