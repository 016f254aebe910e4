/**
 * Area links: resolved from the navigation model at build time (src/plugins/area-links) and read by the home
 * cards, the 404 page and an empty search through `useAreas`, so the browser never loads the navigation model.
 */
import React from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Plugin, PluginContentLoadedActions } from '@docusaurus/types';
import areaLinks, { type AreaLinks } from '@site/src/plugins/area-links';
import { areas } from '@site/src/config/areas';
import AreaList from '@site/src/components/AreaList';

let mockPublished: AreaLinks = {};
jest.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: (name: string) => (name === 'area-links' ? mockPublished : undefined),
}));

async function publish(): Promise<AreaLinks> {
  let data: unknown;
  const plugin = areaLinks() as Plugin;
  await plugin.contentLoaded?.({
    content: undefined,
    actions: { setGlobalData: (d: unknown) => { data = d; } } as PluginContentLoadedActions,
    allContent: {} as never,
  } as never);
  return data as AreaLinks;
}

describe('area links', () => {
  it('publishes the first page of every area', async () => {
    const links = await publish();
    expect(Object.keys(links)).toEqual(areas.map((a) => a.title));
    expect(links['Graph & Cypher']).toBe('/graph-and-cypher');
    expect(links['Get Started']).toBe('/server-getting-started');
    expect(links['REST API']).toMatch(/^\/rest-api(\/|$)/);
    expect(links['Forum']).toMatch(/^\/apps\/forum\//);
  });

  it('links each area of the list to the mockPublished route', async () => {
    mockPublished = await publish();
    render(<MemoryRouter><AreaList withHome /></MemoryRouter>);
    expect(screen.getByRole('link', { name: 'Documentation home' })).toHaveAttribute('href', '/');
    for (const area of areas) {
      expect(screen.getByRole('link', { name: area.title })).toHaveAttribute('href', mockPublished[area.title]);
    }
  });

  it('fails loudly when the build did not publish an area', () => {
    mockPublished = {};
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<MemoryRouter><AreaList /></MemoryRouter>)).toThrow(/no link for the area "Get Started"/);
  });
});
