/**
 * Areas: the home cards, the 404 page and an empty search link every area (src/config/areas.ts) to the first page of
 * a sidebar or of one of its top-level sections, as the navigation model says; the sidebar's area names are
 * published at build time (src/features/sidebar), so the browser never loads the navigation model for either.
 */
import React from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Plugin, PluginContentLoadedActions } from '@docusaurus/types';
import areaLabels, { type AreaLabels } from '@site/src/features/sidebar';
import { areas } from '@site/src/config/areas';
import { allLeaves, firstPath, getSidebar, navigation } from '@site/src/nav';
import { isSection } from '@site/src/nav/types';
import AreaCards from '@site/src/components/AreaCards';
import AreaList from '@site/src/components/AreaList';

/** Where a card may point: the start of every sidebar (its Overview, else its first page) and of each top-level
 *  section, with the sidebar it opens. */
const starts = new Map(
  navigation.flatMap((sidebar) => [
    [firstPath(sidebar.id), sidebar.id] as const,
    ...sidebar.items.filter(isSection).map((section) => [firstPath(sidebar.id, section.title), sidebar.id] as const),
  ]),
);

describe('areas', () => {
  it('open the first page of a sidebar or of one of its top-level sections', () => {
    expect(areas.filter((area) => !starts.has(area.href)).map((area) => area.title)).toEqual([]);
    expect(areas.find((area) => area.title === 'Get Started')?.href).toBe('/server-getting-started'); // the section's Overview
  });

  it('would notice a card pointing past the start of its area (the check broken on purpose)', () => {
    expect(starts.has('/stream-manager')).toBe(false);
    expect(starts.has('/stream')).toBe(true);
  });

  it("open each app's overview, never one of its task pages", () => {
    const apps = areas.filter((area) => getSidebar(starts.get(area.href)!).instance === 'apps');
    expect(apps.map((a) => a.title)).toEqual(['Leads & CRM', 'Forum', 'Bug tracker', 'Click stream', 'App monitor']);
    for (const app of apps) {
      const page = allLeaves(getSidebar(starts.get(app.href)!)).find((leaf) => leaf.path === app.href);
      expect([app.title, page?.title]).toEqual([app.title, 'Overview']);
    }
  });

  it('are listed with their links, and as home cards where only the title is underlined, on hover', () => {
    render(<MemoryRouter><AreaList withHome /></MemoryRouter>);
    expect(screen.getByRole('link', { name: 'Documentation home' })).toHaveAttribute('href', '/');
    for (const area of areas) expect(screen.getByRole('link', { name: area.title })).toHaveAttribute('href', area.href);
    render(<MemoryRouter><AreaCards /></MemoryRouter>);
    for (const area of areas) {
      const card = screen.getByRole('link', { name: new RegExp(`^${area.title.replace(/[&]/g, '\\$&')}.`) });
      expect(card).toHaveAttribute('href', area.href);
      expect(card).toHaveClass('bdb-card'); // src/css/accessibility.css: no underline for links that are a whole card
    }
  });
});

it("publishes every sidebar's area name", async () => {
  let labels: unknown;
  await (areaLabels() as Plugin).contentLoaded?.({
    content: undefined,
    actions: { setGlobalData: (data: unknown) => { labels = data; } } as PluginContentLoadedActions,
    allContent: {} as never,
  } as never);
  expect(labels).toEqual(Object.fromEntries(navigation.map((s) => [s.id, s.label])));
  expect((labels as AreaLabels).stream).toBe('Stream');
});
