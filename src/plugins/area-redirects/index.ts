// Local plugin: a page at every trimmed address of the navigation (`/apps`, `/use-cases`, `/rest-api`, `/about`,
// `/apps/forum`…, every folder of a route that is not itself a page) that sends the reader on to the first page
// under it, in the navigation's order. Plain HTML with a meta refresh, a canonical link and a link to follow: it
// works on any static host, needs no script (so no CSP hash) and no server rule.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { allLeaves, navigation } from '../../nav';
import { htmlFile } from '../../lib/builtHtml';

export interface Redirect {
  /** The trimmed address, e.g. `/apps`. */
  from: string;
  /** The first page under it, e.g. `/apps/leads-management/crm-editing/overview`. */
  to: string;
}

/**
 * For routes in reading order: each folder of a route (`/a`, `/a/b` of `/a/b/c`) that is not itself a route,
 * sent to the first route under it. Anchors and query strings are not part of a route.
 */
export function trimmedRedirects(routesInOrder: readonly string[]): Redirect[] {
  const routes = routesInOrder.map((route) => route.split(/[?#]/)[0]);
  const pages = new Set(routes);
  const first = new Map<string, string>();
  for (const route of routes) {
    const segments = route.split('/').filter(Boolean);
    for (let n = 1; n < segments.length; n++) {
      const folder = `/${segments.slice(0, n).join('/')}`;
      if (!pages.has(folder) && !first.has(folder)) first.set(folder, route);
    }
  }
  return [...first].map(([from, to]) => ({ from, to }));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The redirect page: `target` is the absolute path to go to, `canonical` its full address. */
export function redirectPage(target: string, canonical: string): string {
  const to = escapeHtml(target);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved to ${to}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(canonical)}">
<meta http-equiv="refresh" content="0; url=${to}">
</head>
<body>
<p>This page is at <a href="${to}">${to}</a>.</p>
</body>
</html>
`;
}

export default function areaRedirects(): Plugin {
  return {
    name: 'area-redirects',
    async postBuild({ outDir, siteConfig }) {
      const routes = navigation.flatMap((sidebar) => allLeaves(sidebar).map((leaf) => leaf.path));
      const base = siteConfig.baseUrl.replace(/\/$/, '');
      const written = trimmedRedirects(routes)
        // Never over a page the build made (a route outside the navigation, such as /search).
        .filter(({ from }) => !existsSync(htmlFile(outDir, from)))
        .map(async ({ from, to }) => {
          const page = redirectPage(`${base}${to}`, `${siteConfig.url}${base}${to}`);
          // `/apps` is `apps.html`, as the build writes its routes; `apps/index.html` serves `/apps/` on hosts that
          // add the slash to a folder's address.
          const folder = path.join(outDir, from.slice(1));
          await mkdir(folder, { recursive: true });
          await Promise.all([writeFile(htmlFile(outDir, from), page), writeFile(path.join(folder, 'index.html'), page)]);
        });
      await Promise.all(written);
    },
  };
}
