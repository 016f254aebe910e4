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
    url: '/graph-and-cypher',
    // 0 Graph 1 and 2 Cypher. 3 graph 4 and 5 cypher. 6 BangDB 7 stores 8 triples. 9 Match 10 patterns. 11 A 12 pattern 13 in 14 Cypher 15 matches 16 nodes.
    content: 'Graph and Cypher. graph and cypher. BangDB stores triples. Match patterns. A pattern in Cypher matches nodes.',
    meta: { title: 'Graph and Cypher', area: 'Graph & Cypher', breadcrumb: 'Graph & Cypher' },
    locations: [2, 5, 14],
    anchors: [
      { element: 'div', id: BODY_ANCHOR, location: 6 },
      { element: 'h2', id: 'match-patterns', text: 'Match patterns', location: 9 },
    ],
    sub_results: [
      { title: 'Graph and Cypher', url: '/graph-and-cypher', locations: [2, 5] },
      { title: 'Match patterns', url: '/graph-and-cypher#match-patterns', anchor: { element: 'h2', id: 'match-patterns', text: 'Match patterns', location: 9 }, locations: [14] },
    ],
  },
  p2: {
    url: '/rest-api/run-cypher-query-on-graph',
    content: 'Run cypher query. rest api run cypher query. POST a Cypher query to a graph.',
    meta: { title: 'Run cypher query', area: 'REST API' },
    locations: [1, 5, 10],
    anchors: [{ element: 'div', id: BODY_ANCHOR, location: 7 }],
    sub_results: [{ title: 'Run cypher query', url: '/rest-api/run-cypher-query-on-graph', locations: [1, 5, 10] }],
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
      file === 'names.json' ? { p1: ['Graph and Cypher', '/graph-and-cypher', 'graphs in bangdb'], p2: ['Run cypher query', '/rest-api/run-cypher-query-on-graph', 'runs cypher query'] } : ['cypher', 'graph'],
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
  expect(options.map((o) => o.getAttribute('href'))).toEqual(['/graph-and-cypher#match-patterns', '/rest-api/run-cypher-query-on-graph', '/search?q=cypher']);
  expect(options[0]).toHaveTextContent('Graph and Cypher › Match patterns');
  expect(options[0].querySelector('mark')).toHaveTextContent(/^Cypher$/);
  expect(options[2]).toHaveTextContent('See all 2 results');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(box).toHaveAttribute('aria-controls', listbox.id);
  expect(mockSearched).toContain('cypher'); // the lowercased query, as on /search
  expect(location.current).toMatchObject({ pathname: '/stream', search: '' });
});

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
  expect(location.current).toMatchObject({ pathname: '/graph-and-cypher', hash: '#match-patterns' });
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
