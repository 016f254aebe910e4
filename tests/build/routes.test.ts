/**
 * The production build: every route of the portal is emitted, every page has real content, and every page
 * shows the sidebar of its area (the docs home none).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { allLeaves, navigation, type NavSidebar } from '@site/src/nav';
import { htmlFile } from '@site/src/lib/builtHtml';
import build from '../buildDir.cjs';

const htmlFor = (route: string) => htmlFile(build, route);

/** Entries shown only with a query string (Create CRM): not in the server-rendered sidebar. */
const variantRoutes = new Set(navigation.flatMap((s) => (s.variants ?? []).map((v) => v.item.path)));

const sidebarOf = new Map<string, NavSidebar>();
for (const sidebar of navigation) for (const leaf of allLeaves(sidebar)) sidebarOf.set(leaf.path.split('#')[0], sidebar);
const routes = ['/', '/search', ...sidebarOf.keys()];

function words(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

it('lists the home and every page of the navigation model in the sitemap', () => {
  const sitemap = readFileSync(path.join(build, 'sitemap.xml'), 'utf8');
  const listed = new Set([...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/'));
  expect(['/', ...sidebarOf.keys()].filter((route) => !listed.has(route))).toEqual([]);
});

it('emits the page of every route of the navigation model, the home and the search screen', () => {
  expect(sidebarOf.size).toBeGreaterThan(0);
  expect(routes.filter((r) => !existsSync(htmlFor(r)))).toEqual([]);
});

const docRoutes = [...sidebarOf.keys()];

describe.each(docRoutes)('%s', (route) => {
  const $ = load(readFileSync(htmlFor(route), 'utf8'));

  it('has an article of at least 80 words, with no markdown left unrendered', () => {
    const text = $('article .theme-doc-markdown').text();
    expect(words(text)).toBeGreaterThanOrEqual(80);
    expect(text).not.toMatch(/^:::|\s:::(note|tip|info|warning|danger|caution)\b/m);
  });

  it('has a title and a meta description', () => {
    expect($('h1').first().text().trim()).not.toBe('');
    expect(($('meta[name="description"]').attr('content') ?? '').length).toBeGreaterThan(20);
  });

  it('renders the sidebar of its area with the page marked current', () => {
    const sidebar = sidebarOf.get(route)!;
    const menu = $('.theme-doc-sidebar-menu');
    expect(menu.length).toBe(1);
    const labels = menu.children('li').map((_, li) => $(li).find('.menu__link').first().text().trim()).get();
    const expected = [...(sidebar.overview ? [sidebar.overview.title] : []), ...sidebar.items.map((i) => i.title)];
    expect(labels).toEqual(expected);
    const current = menu.find('a[aria-current="page"]').attr('href');
    expect(current).toBe(variantRoutes.has(route) ? undefined : route);
  });
});

it('renders the docs home without a sidebar', () => {
  const $ = load(readFileSync(htmlFor('/'), 'utf8'));
  expect($('.theme-doc-sidebar-menu').length).toBe(0);
  expect($('article .theme-doc-markdown a').length).toBeGreaterThanOrEqual(14);
});

it('has the three graph anchors as real headings on query-scenarios', () => {
  const $ = load(readFileSync(htmlFor('/graph-and-cypher/query-scenarios'), 'utf8'));
  for (const id of ['moviesdata', 'salesdata', 'patientdata']) expect($(`h2#${id}, h3#${id}`).length).toBe(1);
});
