/**
 * The documentation as the MCP server reads it: a production build on this machine (`build/` by default) or a
 * deployed site (only then the network). Pages are their Markdown twins (`/route.md`), the search is the site's own
 * (src/features/search/offline.ts), the areas come from the navigation model and the facts from the registry (facts/).
 */
import { distance } from 'fastest-levenshtein';
import { loadFacts } from '../../../facts/registry';
import { openSearch, siteFetch, type OfflineSearch, type SiteLocation } from '../search/offline';
import { queryWords } from '../search/queryPlan';
import type { ResultView } from '../search/resultView';
import { twinPath } from '../twins/twinPath';
import { allLeaves, firstPath, navigation } from '../../nav';
import { indexFacts, lookupFacts, type FactEntry } from './lookup';
import { EXPLAINED_INDEX, QUICK_REFERENCE_ROUTE } from '../quick-reference/constants';
import type { ExplainedIndex } from '../quick-reference/sheets';
import { escapeRegExp } from '../../lib/escapeRegExp';

/** The site's public address: twins name their page with it, and routes may be given as full URLs. */
export const SITE_ORIGIN = 'https://docs.bangdb.com';

/** Thrown for a route, area, name or query the docs cannot answer; the message says what to ask instead. The server
 *  reports it as a tool error and goes on. */
export class NotFound extends Error {}

/** Thrown when there is no site to read (no build yet, or a URL that is not the docs); the message says what to run. */
export class NoSite extends NotFound {}

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

/** Input as an error message may quote it: as a JSON string (control characters escaped), at most 200 characters. */
const shown = (input: string) => JSON.stringify(input.length > 200 ? `${input.slice(0, 200)}…` : input);

/** What a route may be given as: the site's address, a page's full URL, `.md`, a trailing slash, a query or an anchor.
 *  Only a lookup key: a page is served only if the result is one of the site's routes (`Docs.page`). */
export function normaliseRoute(route: string): string {
  let r = route.trim();
  if (r.startsWith(SITE_ORIGIN)) r = r.slice(SITE_ORIGIN.length);
  else if (/^[a-z][a-z\d+.-]*:/i.test(r)) {
    const url = URL.canParse(r) ? new URL(r) : undefined;
    if (!url || !/^https?:$/.test(url.protocol)) throw new NotFound(`${shown(route)} is not a route of the docs: give a route such as /server-install (list_areas names them all).`);
    r = url.pathname;
  }
  r = r.split(/[?#]/)[0].replace(/\.md$/, '').replace(/\/+$/, '');
  if (r === '' || r === '/index') return '/';
  return r.startsWith('/') ? r : `/${r}`;
}

/** The routes in the site's llms.txt (every page with a twin: `https://docs.bangdb.com/server-install.md`). */
export function listedRoutes(llmsTxt: string): Set<string> {
  const routes = new Set<string>();
  const origin = SITE_ORIGIN.replace(/[.]/g, '\\.');
  for (const [, route] of llmsTxt.matchAll(new RegExp(`${origin}(/[^\\s()\`]*?)\\.md\\b`, 'g'))) routes.add(route === '/index' ? '/' : route);
  return routes;
}

/** A registry entry as `lookup` answers it: where the quick reference explains it (its sheet, and the page and
 *  heading its row links to) and the pages that mention it. */
export type LookupAnswer = Omit<FactEntry, 'row'> & { sheet?: string; explainedIn?: { route: string; heading: string }; pages: string[] };

export interface Docs {
  search: (query: string, area?: string, limit?: number) => Promise<DocsResult[]>;
  page: (route: string) => Promise<{ route: string; markdown: string }>;
  lookup: (name: string) => Promise<LookupAnswer[]>;
  areas: Area[];
}

export async function openDocs(location: SiteLocation): Promise<Docs> {
  const fetchFile = siteFetch(location);
  const read = async (file: string): Promise<string | null> => {
    const response = await fetchFile(file);
    return response.ok ? response.text() : null;
  };
  /** The built site's routes, from its llms.txt: the only pages `page` reads. */
  let siteRoutes: Promise<Set<string>> | undefined;
  const routes = () =>
    (siteRoutes ??= read('/llms.txt').then((text) => {
      if (text === null) {
        siteRoutes = undefined; // a build made later is found on the next call
        throw new NoSite(
          'dir' in location
            ? `No build of the docs in ${location.dir}: run \`npm run build\` in the docs repository first (or start the server with --url https://docs.bangdb.com).`
            : `${location.url} has no /llms.txt: give --url the address of the BangDB docs site (https://docs.bangdb.com).`,
        );
      }
      return listedRoutes(text);
    }));
  let search: Promise<OfflineSearch> | undefined;
  const engine = async () => {
    await routes();
    return (search ??= openSearch(location).catch((error: unknown) => {
      search = undefined;
      throw error;
    }));
  };

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
  /** The quick reference's rows with where each is explained (built with the sheets): read once, at the first lookup. */
  let explainedRows: Promise<ExplainedIndex> | undefined;
  const explainedIndex = () => (explainedRows ??= read(`/${EXPLAINED_INDEX}`).then((text) => (text ? (JSON.parse(text) as ExplainedIndex) : {})));

  return {
    areas: AREAS,

    async search(query, area, limit = 8) {
      if (queryWords(query).length === 0) throw new NotFound(`${shown(query)} has no words to search for: search_docs looks for words (letters or digits), such as "stream join" or "create table".`);
      let wanted: string | undefined;
      if (area) {
        wanted = AREAS.find((a) => a.area.toLowerCase() === area.trim().toLowerCase())?.area;
        if (!wanted) throw new NotFound(`No area ${shown(area)}. Areas: ${nearest(area, AREAS.map((a) => a.area)).join(', ')} (list_areas names them all).`);
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
      const known = await routes();
      const wanted = normaliseRoute(route);
      const markdown = known.has(wanted) ? await read(twinPath(wanted)) : null;
      if (markdown === null) throw new NotFound(`No page at ${shown(wanted).slice(1, -1)}. Nearest: ${nearest(wanted, [...known]).join(', ')}.`);
      return { route: wanted, markdown };
    },

    async lookup(name) {
      await routes();
      facts ??= indexFacts(loadFacts());
      const { entries, nearest: close } = lookupFacts(facts, name);
      if (entries.length === 0) throw new NotFound(`${shown(name)} is not in the facts registry. Nearest: ${close.join(', ')}.`);
      const [byRoute, explained] = await Promise.all([allTwins(), explainedIndex()]);
      return entries.map(({ row, ...entry }) => {
        const place = row && explained[row.sheet]?.[row.key];
        const pages = pagesNaming({ ...entry, row }, byRoute);
        const first = place?.href.split('#')[0];
        return {
          ...entry,
          ...(row ? { sheet: `${QUICK_REFERENCE_ROUTE}/${row.sheet}` } : {}),
          ...(place ? { explainedIn: { route: place.href, heading: place.where } } : {}),
          pages: first ? [first, ...pages.filter((p) => p !== first)].slice(0, 3) : pages,
        };
      });
    },
  };
}

/** What a page shows when it documents the entry: a method as `name(` on a page that names its class, a REST path
 *  with any parameter names, anything else as written. */
function mentions(entry: FactEntry): { pattern: RegExp; alsoOnPage?: string } {
  if (entry.kind === 'method') {
    const [cls, method] = entry.name.includes('.') ? entry.name.split('.') : ['', entry.name];
    return { pattern: new RegExp(`(?<![\\w])${escapeRegExp(method)}\\(`, 'g'), alsoOnPage: cls || undefined };
  }
  if (entry.kind === 'rest operation') {
    const pathPattern = entry.name.split(' ').pop()!.split(/<[^>]+>|\{[^}]+\}/).map(escape).join('[^/\\s]+');
    return { pattern: new RegExp(pathPattern, 'g') };
  }
  return { pattern: new RegExp(`(?<![\\w#])${escapeRegExp(entry.name)}(?![\\w])`, 'g') };
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
