/**
 * Area links and names: resolved from the navigation model at build time (src/plugins/area-links) and read by the
 * home cards, the 404 page, an empty search and the phone menu through src/lib/useAreas.ts, so the browser never
 * loads the navigation model.
 */
import React from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Plugin, PluginContentLoadedActions } from '@docusaurus/types';
import areaLinks, { type AreaData } from '@site/src/plugins/area-links';
import { areas } from '@site/src/config/areas';
import { allLeaves, getSidebar, navigation } from '@site/src/nav';
import AreaCards from '@site/src/components/AreaCards';
import AreaList from '@site/src/components/AreaList';

let mockPublished: AreaData = { links: {}, labels: {} };
jest.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: (name: string) => (name === 'area-links' ? mockPublished : undefined),
}));

async function publish(): Promise<AreaData> {
  let data: unknown;
  const plugin = areaLinks() as Plugin;
  await plugin.contentLoaded?.({
    content: undefined,
    actions: { setGlobalData: (d: unknown) => { data = d; } } as PluginContentLoadedActions,
    allContent: {} as never,
  } as never);
  return data as AreaData;
}

describe('area links', () => {
  it('publishes where every area starts: its Overview entry, else the first page of its sidebar or section', async () => {
    const { links } = await publish();
    expect(Object.keys(links)).toEqual(areas.map((a) => a.title));
    expect(links['Get Started']).toBe('/server-getting-started'); // the section's Overview
    expect(links['Graph & Cypher']).toBe('/graph-and-cypher');
    expect(links['Stream & CEP']).toBe('/stream');
    expect(links['REST API']).toBe('/rest-api/api-introduction');
  });

  it("opens each app's overview, never one of its task pages", async () => {
    const { links } = await publish();
    const apps = areas.filter((a) => getSidebar(a.sidebar).instance === 'apps');
    expect(apps.map((a) => a.title)).toEqual(['Leads & CRM', 'Forum', 'Bug tracker', 'Click stream', 'App monitor']);
    for (const app of apps) {
      const page = allLeaves(getSidebar(app.sidebar)).find((leaf) => leaf.path === links[app.title]);
      expect([app.title, page?.title]).toEqual([app.title, 'Overview']);
    }
  });

  it("publishes every sidebar's area name", async () => {
    const { labels } = await publish();
    expect(labels).toEqual(Object.fromEntries(navigation.map((s) => [s.id, s.label])));
    expect(labels.stream).toBe('Stream');
  });

  it('links each area of the list to the mockPublished route', async () => {
    mockPublished = await publish();
    render(<MemoryRouter><AreaList withHome /></MemoryRouter>);
    expect(screen.getByRole('link', { name: 'Documentation home' })).toHaveAttribute('href', '/');
    for (const area of areas) {
      expect(screen.getByRole('link', { name: area.title })).toHaveAttribute('href', mockPublished.links[area.title]);
    }
  });

  it('home cards link to the published routes; only the title is underlined, on hover', async () => {
    mockPublished = await publish();
    render(<MemoryRouter><AreaCards /></MemoryRouter>);
    for (const area of areas) {
      const card = screen.getByRole('link', { name: new RegExp(`^${area.title.replace(/[&]/g, '\\$&')}`) });
      expect(card).toHaveAttribute('href', mockPublished.links[area.title]);
      expect(card).toHaveClass('bdb-card'); // src/css/custom.css: no underline for links that are a whole card
    }
  });

  it('fails loudly when the build did not publish an area', () => {
    mockPublished = { links: {}, labels: {} };
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<MemoryRouter><AreaList /></MemoryRouter>)).toThrow(/no link for the area "Get Started"/);
  });
});
