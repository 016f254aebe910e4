// Local plugin: keeps the REST endpoint pages light by replacing, in the browser bundle only, what
// docusaurus-theme-openapi-docs pulls in but these pages do not need:
// - postman-code-generators (~40 languages, 1.7 MB gz) → src/lib/codeSamples.ts (the four languages offered);
// - @faker-js/faker (loaded by postman-collection for {{$random…}} variables, unused here) → an empty stand-in;
// - crypto-js (every algorithm; the explorer only calls SHA1) → crypto-js's SHA1 module;
// and keeps the OpenAPI theme's stylesheet (27 KB gz) off the other pages: `restApiTheme` is the theme without
// its global CSS import (src/theme/ApiItem imports it instead), and that CSS goes to its own file.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs/lib/index.js';
import { getInstance } from '../../config/instances';

/** The OpenAPI theme minus its stylesheet on every page. */
export function restApiTheme(): Plugin {
  const { getClientModules, ...theme } = openApiTheme() as Plugin;
  return theme;
}

/** The OpenAPI theme's components and stylesheet, and the site's REST rules, whose CSS must not join the site-wide file. */
// (Its Tabs and TabItem replace the classic ones on every page, so their small CSS stays site-wide.)
const OPENAPI_THEME = /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](?!Tabs[\\/]|TabItem[\\/])|[\\/]src[\\/]theme[\\/]ApiItem[\\/]rest\.css$/;
const REST_CSS = 'rest-api';

/**
 * Links the REST stylesheet from the server-rendered REST pages (Docusaurus only links its site-wide CSS), so
 * they are styled at first paint instead of when the page's scripts load it (which would shift the layout).
 */
async function linkRestStylesheet(outDir: string, routes: string[]): Promise<void> {
  // (The stylesheet itself, not the compressed copies src/plugins/precompress may be writing beside it.)
  const css = (await readdir(path.join(outDir, 'assets/css'))).find((f) => f.startsWith(`${REST_CSS}.`) && f.endsWith('.css'));
  if (!css) throw new Error('lean-rest-pages: the REST stylesheet was not emitted');
  for (const route of routes) {
    const file = path.join(outDir, `${route}.html`);
    const html = await readFile(file, 'utf8');
    await writeFile(file, html.replace('</head>', `<link rel="stylesheet" href="/assets/css/${css}"></head>`));
  }
}

export default function leanRestPages(context: LoadContext): Plugin {
  return {
    name: 'lean-rest-pages',
    configureWebpack() {
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Docusaurus puts all CSS in one file (cache group `styles`, priority 50); REST CSS gets its own.
              restApiStyles: { name: REST_CSS, type: 'css/mini-extract', test: OPENAPI_THEME, chunks: 'all', enforce: true, priority: 60 },
            },
          },
        },
        resolve: {
          alias: {
            'postman-code-generators$': path.join(context.siteDir, 'src/lib/codeSamples.ts'),
            '@faker-js/faker/locale/en$': path.join(__dirname, 'fakerStub.cjs'),
            'crypto-js$': path.join(__dirname, 'cryptoSha1.cjs'),
          },
        },
      };
    },
    async postBuild({ outDir, routesPaths }) {
      const base = getInstance('rest-api').routeBasePath;
      await linkRestStylesheet(outDir, routesPaths.filter((route) => route === base || route.startsWith(`${base}/`)));
    },
  };
}
