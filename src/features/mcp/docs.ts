/**
 * The documentation as the MCP server reads it: a production build on this machine (`build/` by default) or a
 * deployed site (only then the network). Pages are their Markdown twins (`/route.md`), the search is the site's own
 * (src/features/search/offline.ts), the areas come from the navigation model and the facts from the registry (facts/).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { distance } from 'fastest-levenshtein';
import { loadFacts } from '../../../facts/registry';
import { openSearch, type OfflineSearch, type SiteLocation } from '../search/offline';
import type { ResultView } from '../search/resultView';
import { twinPath } from '../twins/twinPath';
import { allLeaves, firstPath, navigation } from '../../nav';
import { indexFacts, lookupFacts, type FactEntry } from './lookup';

/** The site's public address: twins name their page with it, and routes may be given as full URLs. */
export const SITE_ORIGIN = 'https://docs.bangdb.com';

/** Thrown for a route, area or name the docs do not have; the message names the nearest ones. */
export class NotFound extends Error {}

export interface Area {
  area: string;
  /** The area's first page (its overview where it has one). */
  route: string;
  pages: { title: string; route: string }[];
}

/** A result of `search_docs`, typed by kind the way readers tell pages apart. */
export interface DocsResult {
  title: string;
  route: string;
  area: string;
  kind: 'guide' | 'api' | 'cli' | 'rest' | 'app' | 'use case';
  heading: string | null;
  excerpt: string;
}

export const AREAS: Area[] = navigation.map((sidebar) => ({
  area: sidebar.label,
  route: firstPath(sidebar.id),
  pages: allLeaves(sidebar)
    .map((leaf) => ({ title: leaf.title, route: leaf.path }))
    .filter((page) => !page.route.includes('#')),
}));

const areaOf = new Map(AREAS.flatMap((a) => a.pages.map((p) => [p.route, a.area] as const)));

/** The kind of a page, from where it sits. */
export function kindOf(route: string): DocsResult['kind'] {
  if (route.startsWith('/rest-api/')) return 'rest';
  if (route.startsWith('/apps/')) return 'app';
  if (route.startsWith('/use-cases/')) return 'use case';
  if (/-cli$/.test(route)) return 'cli';
  if (/-(api|embedded)$|^\/api-server$|^\/dbparam-type$|^\/bangdb-client-common$/.test(route)) return 'api';
  return 'guide';
}

/** The closest of `candidates` to `wanted`, for "did you mean". */
export function nearest(wanted: string, candidates: readonly string[], count = 5): string[] {
  return [...candidates].sort((a, b) => distance(a, wanted) - distance(b, wanted) || a.localeCompare(b)).slice(0, count);
}

/** A route as an agent may give it: a full URL, with a trailing slash, `.md`, a query or an anchor. */
export function normaliseRoute(route: string): string {
  let r = route.trim();
  if (r.startsWith(SITE_ORIGIN)) r = r.slice(SITE_ORIGIN.length);
  else if (/^https?:\/\//.test(r)) r = new URL(r).pathname;
  r = r.split(/[?#]/)[0].replace(/\.md$/, '').replace(/\/+$/, '');
  if (r === '' || r === '/index') return '/';
  return r.startsWith('/') ? r : `/${r}`;
}

export interface Docs {
  search: (query: string, area?: string, limit?: number) => Promise<DocsResult[]>;
  page: (route: string) => Promise<{ route: string; markdown: string }>;
  lookup: (name: string) => Promise<(FactEntry & { pages: string[] })[]>;
  areas: Area[];
}

export async function openDocs(location: SiteLocation): Promise<Docs> {
  const read = async (file: string): Promise<string | null> => {
    if ('dir' in location) return readFile(path.join(location.dir, file), 'utf8').catch(() => null);
    const response = await fetch(new URL(file, location.url));
    return response.ok ? response.text() : null;
  };
  let search: Promise<OfflineSearch> | undefined;
  const engine = () => (search ??= openSearch(location));
  const routes = [...areaOf.keys(), '/'];

  /** Every page's twin, from llms-full.txt (one file), by route: read once, at the first lookup. */
  let twins: Promise<Map<string, string>> | undefined;
  const allTwins = () =>
    (twins ??= read('/llms-full.txt').then((text) => {
      const byRoute = new Map<string, string>();
      for (const part of (text ?? '').split(/\n(?=---\ntitle: )/).slice(1)) {
        const url = /^url: (\S+)$/m.exec(part)?.[1];
        if (url) byRoute.set(normaliseRoute(url), part);
      }
      return byRoute;
    }));
  let facts: ReturnType<typeof indexFacts> | undefined;

  return {
    areas: AREAS,

    async search(query, area, limit = 8) {
      let wanted: string | undefined;
      if (area) {
        wanted = AREAS.find((a) => a.area.toLowerCase() === area.trim().toLowerCase())?.area;
        if (!wanted) throw new NotFound(`No area "${area}". Areas: ${nearest(area, AREAS.map((a) => a.area)).join(', ')} (list_areas names them all).`);
      }
      const s = await engine();
      const outcome = await s.search(query.toLowerCase());
      const ids = outcome.ids.filter((id) => !wanted || areaOf.get(s.names[id]?.[1] ?? '') === wanted);
      const views = await s.details({ ...outcome, ids }, limit);
      return views.map((v: ResultView): DocsResult => {
        const route = normaliseRoute(v.url);
        return {
          title: v.title,
          route: v.url.split('?')[0],
          area: v.area,
          kind: kindOf(route),
          heading: v.heading,
          excerpt: v.excerpt.map((part) => part.text).join(''),
        };
      });
    },

    async page(route) {
      const wanted = normaliseRoute(route);
      const markdown = await read(twinPath(wanted));
      if (markdown === null) throw new NotFound(`No page at ${wanted}. Nearest: ${nearest(wanted, routes).join(', ')}.`);
      return { route: wanted, markdown };
    },

    async lookup(name) {
      facts ??= indexFacts(loadFacts());
      const { entries, nearest: close } = lookupFacts(facts, name);
      if (entries.length === 0) throw new NotFound(`"${name}" is not in the facts registry. Nearest: ${close.join(', ')}.`);
      const byRoute = await allTwins();
      return entries.map((entry) => ({ ...entry, pages: pagesNaming(entry, byRoute) }));
    },
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a page shows when it documents the entry: a method as `name(` on a page that names its class, a REST path
 *  with any parameter names, anything else as written. */
function mentions(entry: FactEntry): { pattern: RegExp; alsoOnPage?: string } {
  if (entry.kind === 'method') {
    const [cls, method] = entry.name.includes('.') ? entry.name.split('.') : ['', entry.name];
    return { pattern: new RegExp(`(?<![\\w])${escape(method)}\\(`, 'g'), alsoOnPage: cls || undefined };
  }
  if (entry.kind === 'rest operation') {
    const pathPattern = entry.name.split(' ').pop()!.split(/<[^>]+>|\{[^}]+\}/).map(escape).join('[^/\\s]+');
    return { pattern: new RegExp(pathPattern, 'g') };
  }
  return { pattern: new RegExp(`(?<![\\w#])${escape(entry.name)}(?![\\w])`, 'g') };
}

/** Up to three routes that document the entry, best first: the page of the same route as the fact's source where
 *  the site has one (a REST operation's page), then the pages whose twins mention it most often. */
function pagesNaming(entry: FactEntry, twins: ReadonlyMap<string, string>): string[] {
  const sourceRoute = /^docs\.bangdb\.com(\/[^\s#]*)/.exec(entry.source)?.[1];
  const own = sourceRoute && twins.has(sourceRoute) ? [sourceRoute] : [];
  const { pattern, alsoOnPage } = mentions(entry);
  const mentioning = [...twins]
    .filter(([route, text]) => !own.includes(route) && (!alsoOnPage || text.includes(alsoOnPage)))
    .map(([route, text]) => ({ route, count: text.match(pattern)?.length ?? 0 }))
    .filter((p) => p.count > 0)
    .sort((a, b) => b.count - a.count || a.route.localeCompare(b.route))
    .map((p) => p.route);
  return [...own, ...mentioning].slice(0, 3);
}
