/**
 * The header search box in the real providers (query client, router, layout state) with its real panel; only the
 * engine (Pagefind in the browser) is a stand-in with two mockPages.
 */
import React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@site/src/lib/queryClient';
import { LayoutStateProvider } from '@site/src/lib/layoutState';
import { BODY_ANCHOR, type PagefindResultData } from '@site/src/features/search/pagefind';
import SearchBar from '@site/src/features/search/theme/SearchBar';

const mockPages: Record<string, PagefindResultData> = {
  p1: {
    url: '/graph-tables',
    // 0 Graph 1 tables. 2 graph 3 tables. 4 BangDB 5 stores 6 triples. 7 Cypher 8 patterns. 9 A 10 pattern 11 in 12 Cypher 13 matches 14 nodes.
    content: 'Graph tables. graph tables. BangDB stores triples. Cypher patterns. A pattern in Cypher matches nodes.',
    meta: { title: 'Graph tables', area: 'Graph & Cypher', breadcrumb: 'Graph & Cypher' },
    locations: [7, 12],
    anchors: [
      { element: 'div', id: BODY_ANCHOR, location: 4 },
      { element: 'h2', id: 'cypher-patterns', text: 'Cypher patterns', location: 7 },
    ],
    sub_results: [
      { title: 'Graph tables', url: '/graph-tables', locations: [] },
      { title: 'Cypher patterns', url: '/graph-tables#cypher-patterns', anchor: { element: 'h2', id: 'cypher-patterns', text: 'Cypher patterns', location: 7 }, locations: [7, 12] },
    ],
  },
  p2: {
    url: '/rest-api/run-a-graph-query',
    // 0 Run 1 a 2 graph 3 query. 4 rest 5 api 6 run 7 a 8 graph 9 query. 10 POST 11 a 12 Cypher 13 query 14 to 15 a 16 graph.
    content: 'Run a graph query. rest api run a graph query. POST a Cypher query to a graph.',
    meta: { title: 'Run a graph query', area: 'REST API' },
    locations: [12],
    anchors: [{ element: 'div', id: BODY_ANCHOR, location: 10 }],
    sub_results: [{ title: 'Run a graph query', url: '/rest-api/run-a-graph-query', locations: [12] }],
  },
};
const mockSearched: string[] = [];

jest.mock('@site/src/features/search/engine', () => ({
  engine: {
    session: async () => ({
      search: async (term: string) => {
        mockSearched.push(term);
        return 'cypher'.startsWith(term) ? Object.keys(mockPages).map((id) => ({ id, score: 1, data: async () => mockPages[id] })) : [];
      },
      data: (result: { data: () => Promise<PagefindResultData> }) => result.data(),
    }),
    loadJson: async (file: string) =>
      file === 'names.json'
        ? { p1: ['Graph tables', '/graph-tables', 'graph tables cypher', '', 'cypher patterns'], p2: ['Run a graph query', '/rest-api/run-a-graph-query', 'runs a graph query'] }
        : ['cypher', 'graph'],
  },
}));

function renderBar() {
  const location: { current?: { pathname: string; search: string; hash: string } } = {};
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/stream']}>
        <LayoutStateProvider>
          <button type="button">before</button>
          <SearchBar />
          <Route render={({ location: l }) => ((location.current = l), null)} />
        </LayoutStateProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const box = screen.getByRole('combobox', { name: 'Search the documentation' });
  return { box, location };
}

const type = (box: HTMLElement, text: string) => fireEvent.change(box, { target: { value: text } });

// jsdom lays nothing out and has no scrollIntoView; the panel calls it to keep the highlighted option in view.
const scrolledTo: string[] = [];
Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
  scrolledTo.push(this.id);
};

beforeEach(() => {
  mockSearched.length = 0;
  scrolledTo.length = 0;
});

it('Ctrl+K focuses the box; typing shows the ranked results in a listbox, then "See all"; the URL stays', async () => {
  const { box, location } = renderBar();
  fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
  expect(box).toHaveFocus();
  type(box, 'Cypher');
  // The panel's code loads on first use (in jest, transformed then: allow it time).
  const listbox = await screen.findByRole('listbox', { name: 'Search results' }, { timeout: 10_000 });
  const options = await within(listbox).findAllByRole('option');
  expect(options.map((o) => o.getAttribute('href'))).toEqual(['/graph-tables#cypher-patterns', '/rest-api/run-a-graph-query', '/search?q=cypher']);
  expect(options[0]).toHaveTextContent('Graph tables › Cypher patterns');
  expect(options[0].querySelector('mark')).toHaveTextContent(/^Cypher$/);
  expect(options[2]).toHaveTextContent('See all 2 results');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(box).toHaveAttribute('aria-controls', listbox.id);
  expect(mockSearched).toContain('cypher'); // the lowercased query, as on /search
  expect(location.current).toMatchObject({ pathname: '/stream', search: '' });
}, 15_000); // beyond jest's 5 s default, for the 10 s the first load of the panel is allowed above

it('↓ highlights a result and Enter opens it at its heading, clearing the box', async () => {
  const { box, location } = renderBar();
  box.focus();
  type(box, 'cypher');
  const [first] = await screen.findAllByRole('option');
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(box).toHaveAttribute('aria-activedescendant', first.id);
  expect(first).toHaveAttribute('aria-selected', 'true');
  expect(scrolledTo).toEqual([first.id]);
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(location.current).toMatchObject({ pathname: '/graph-tables', hash: '#cypher-patterns' });
  expect(box).toHaveValue('');
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

it('Enter with nothing highlighted follows the spec: lowercased to /search, box cleared', async () => {
  const { box, location } = renderBar();
  box.focus();
  type(box, 'CyPher');
  await screen.findAllByRole('option');
  fireEvent.keyDown(box, { key: 'Enter' });
  fireEvent.submit(box);
  expect(location.current).toMatchObject({ pathname: '/search', search: '?q=cypher' });
  expect(box).toHaveValue('');
});

it('text that begins with a space searches nothing and Enter does nothing', async () => {
  const { box, location } = renderBar();
  box.focus();
  type(box, ' cypher');
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(screen.queryAllByRole('option')).toEqual([]);
  expect(mockSearched).toEqual([]);
  fireEvent.submit(box);
  expect(location.current?.pathname).toBe('/stream');
  expect(box).toHaveValue(' cypher');
});

it('Escape closes the panel and returns focus to where it was before the shortcut', async () => {
  const { box } = renderBar();
  const before = screen.getByRole('button', { name: 'before' });
  before.focus();
  fireEvent.keyDown(before, { key: '/' });
  expect(box).toHaveFocus();
  type(box, 'cypher');
  await screen.findAllByRole('option');
  fireEvent.keyDown(box, { key: 'Escape' });
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(before).toHaveFocus();
  expect(box).toHaveValue('cypher');
});

it('a press inside the panel keeps focus in the box; focus moving on to something outside closes it', async () => {
  const { box } = renderBar();
  box.focus();
  type(box, 'cypher');
  await screen.findAllByRole('option');
  const panel = screen.getByRole('region', { name: 'Instant search results' });
  expect(fireEvent.mouseDown(panel)).toBe(false); // default prevented: no blur
  fireEvent.focusOut(box, { relatedTarget: null }); // e.g. the window lost focus
  expect(box).toHaveAttribute('aria-expanded', 'true');
  fireEvent.focusOut(box, { relatedTarget: screen.getByRole('button', { name: 'before' }) });
  expect(box).toHaveAttribute('aria-expanded', 'false');
});
