// Local plugin: a Markdown twin of every page at `/<route>.md` (the home page at `/index.md`), and /llms.txt and
// /llms-full.txt (llmstxt.org), linked from every page's head. Doc pages are read back from their built HTML (htmlToMarkdown.ts), so MDX
// components arrive rendered; REST endpoint pages are written from the OpenAPI document (src/features/rest-api/twin.ts), whose
// schemas their HTML does not hold. The doc header's "Copy page" control copies the twin (src/theme/DocItem/Content).
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PerfLogger } from '@docusaurus/logger';
import type { Plugin } from '@docusaurus/types';
import { getInstance } from '../../config/instances';
import { htmlFile } from '../../lib/builtHtml';
import { OPENAPI_SPEC } from '../rest-api/config';
import { twinPath } from './twinPath';
import { pageMarkdown } from './htmlToMarkdown';
import { groupByArea, llmsFullTxt, llmsTxt, twinDocument, type Site, type Twin } from './llmsTxt';
import { readOpenApi, restEndpoints, restTwin } from '../rest-api/twin';

export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

export async function writeTwins(siteDir: string, outDir: string, site: Site, routesPaths: readonly string[]): Promise<Twin[]> {
  const restInstance = getInstance('rest-api');
  const openApi = readOpenApi(path.join(siteDir, OPENAPI_SPEC));
  const endpoints = new Map(restEndpoints(path.join(siteDir, restInstance.folder), restInstance.routeBasePath).map((e) => [e.route, e]));
  // Every route with a page (the 404 page's route is its file name, `/404.html`, and has no twin).
  const routes = [...new Set(routesPaths)].filter((route) => existsSync(htmlFile(outDir, route))).sort();
  // One page at a time: the work is parsing, and the build's other post-build steps run meanwhile.
  const twins: Twin[] = [];
  for (const route of routes) {
    const url = `${site.url}${route}`;
    const endpoint = endpoints.get(route);
    const page = endpoint ? restTwin(openApi, endpoint, site.url) : pageMarkdown(await readFile(htmlFile(outDir, route), 'utf8'), { pageUrl: url });
    const twin = { route, url, ...page };
    await writeFile(path.join(outDir, twinPath(route)), twinDocument(twin));
    twins.push(twin);
  }
  const byRoute = new Map(twins.map((twin) => [twin.route, twin]));
  const groups = groupByArea(routes);
  await writeFile(path.join(outDir, LLMS_TXT), llmsTxt(site, groups, byRoute));
  await writeFile(path.join(outDir, LLMS_FULL_TXT), llmsFullTxt(site, groups, byRoute));
  return twins;
}

export default function markdownTwins(): Plugin {
  return {
    name: 'markdown-twins',
    // Every page points agents to llms.txt (the llms.txt link relation); doc pages also link their own twin
    // (src/theme/DocItem/Content).
    injectHtmlTags: () => ({ headTags: [{ tagName: 'link', attributes: { rel: 'describedby', type: 'text/plain', href: `/${LLMS_TXT}` } }] }),
    async postBuild({ siteDir, outDir, siteConfig, routesPaths }) {
      const site = { title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url.replace(/\/$/, '') };
      await PerfLogger.async('Markdown twins', () => writeTwins(siteDir, outDir, site, routesPaths));
    },
  };
}
