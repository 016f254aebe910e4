// Patch `restCssSplit`: the OpenAPI theme's stylesheet (27 KB gz) loads on REST pages only, not site-wide.
// Relies on: docusaurus-theme-openapi-docs (lib/index.js) adding its one stylesheet, lib/theme/styles.scss, through
// `getClientModules`; @docusaurus/core (lib/webpack/base.js) putting all CSS in one file with the `styles` cache
// group (priority 50); every REST page rendering the OpenAPI theme's ApiItem (inside the REST feature's doc item,
// src/features/rest-api/ApiItem); and the built pages' `</head>`. `openApiTheme` is the theme without its client
// modules, ./theme/ApiItem imports the stylesheet, a cache group gives the REST components' and the REST feature's
// CSS its own file, and after the build that file is linked from the server-rendered REST pages so they are styled
// at first paint. Each step fails the build if its assumption breaks.
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PerfLogger } from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import openApiThemePlugin from 'docusaurus-theme-openapi-docs/lib/index.js';
import { htmlFile } from '../../lib/builtHtml';

/** The one client module the OpenAPI theme adds: its stylesheet. */
export const OPENAPI_STYLESHEET = path.join(path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')), 'lib/theme/styles.scss');

/** The OpenAPI theme minus its site-wide stylesheet. */
export function openApiThemeWithoutCss(context: LoadContext, options: unknown): Plugin {
  const { getClientModules, ...theme } = (openApiThemePlugin as (c: LoadContext, o: unknown) => Plugin)(context, options);
  const modules = getClientModules?.() ?? [];
  if (modules.length !== 1 || path.resolve(modules[0]) !== OPENAPI_STYLESHEET) {
    throw new Error(`performance patch restCssSplit: the OpenAPI theme's client modules changed (${modules.join(', ')}). Update src/performance/rest-css-split or turn the patch off.`);
  }
  return theme;
}

/** The OpenAPI theme's components and stylesheet, and the REST feature's stylesheets (src/features/rest-api), whose
 *  CSS must not join the site-wide file. */
// (Its Tabs and TabItem replace the classic ones on every page, so their small CSS stays site-wide.)
export const OPENAPI_THEME_FILES =
  /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](?!Tabs[\\/]|TabItem[\\/])|[\\/]src[\\/]features[\\/]rest-api[\\/].*\.css$/;
const REST_CSS = 'rest-api';

/** `html` with the REST stylesheet linked at the end of its head; throws when the page has no `</head>`. */
export function linkStylesheet(html: string, href: string): string {
  if (!html.includes('</head>')) throw new Error('performance patch restCssSplit: a REST page has no </head>');
  return html.replace('</head>', `<link rel="stylesheet" href="${href}"></head>`);
}

/** Links the REST stylesheet from the server-rendered REST pages (Docusaurus links only its site-wide CSS). */
async function linkRestStylesheet(outDir: string, baseUrl: string, routes: string[]): Promise<void> {
  // (The stylesheet itself, not the compressed copies src/plugins/precompress may be writing beside it.)
  const css = (await readdir(path.join(outDir, 'assets/css'))).find((f) => f.startsWith(`${REST_CSS}.`) && f.endsWith('.css'));
  if (!css) throw new Error('performance patch restCssSplit: the REST stylesheet was not emitted');
  for (const route of routes) {
    const file = htmlFile(outDir, route);
    // Written aside and renamed over the page: the other post-build steps, reading the pages meanwhile, see the
    // old page or the new one, never a half-written file.
    await writeFile(`${file}.tmp`, linkStylesheet(await readFile(file, 'utf8'), `${baseUrl}assets/css/${css}`));
    await rename(`${file}.tmp`, file);
  }
}

/** The cache group, the ApiItem enhancer and the stylesheet link for the pages under `routeBasePath`. */
export default function restCssSplit(context: LoadContext, routeBasePath: string): Plugin {
  return {
    name: 'performance-rest-css-split',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack: () => ({
      optimization: {
        splitChunks: {
          cacheGroups: {
            // Docusaurus puts all CSS in one file (cache group `styles`, priority 50); REST CSS gets its own.
            restApiStyles: { name: REST_CSS, type: 'css/mini-extract', test: OPENAPI_THEME_FILES, chunks: 'all', enforce: true, priority: 60 },
          },
        },
      },
    }),
    async postBuild({ outDir, routesPaths }) {
      const routes = routesPaths.filter((route) => route === routeBasePath || route.startsWith(`${routeBasePath}/`));
      await PerfLogger.async('REST stylesheet links', () => linkRestStylesheet(outDir, context.baseUrl, routes));
    },
  };
}
