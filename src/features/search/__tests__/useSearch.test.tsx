/**
 * Searching through the real query client (src/features/search/useSearch.ts) with the engine replaced: a search whose
 * files keep failing ends in the error state after the spec's retries, every wait bounded, and Retry recovers.
 */
import React, { type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@site/src/lib/queryClient';
import { engine } from '@site/src/features/search/engine';
import { useSearch } from '@site/src/features/search/useSearch';

jest.mock('@site/src/features/search/engine', () => ({ engine: { session: jest.fn(), loadJson: jest.fn() } }));
const loadJson = engine.loadJson as jest.Mock;
const session = engine.session as jest.Mock;

function renderSearch(query: string) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useSearch(query, 10), { wrapper });
}

beforeEach(() => {
  jest.useFakeTimers();
  loadJson.mockReset();
  session.mockReset().mockResolvedValue({ search: async () => [], data: async () => ({}) });
});
afterEach(() => jest.useRealTimers());

it('a file that keeps failing is tried 4 times (then 1 s, 2 s, 4 s later), then the error shows; Retry recovers', async () => {
  loadJson.mockRejectedValue(new TypeError('Failed to fetch'));
  const { result } = renderSearch('stream');
  await act(() => jest.advanceTimersByTimeAsync(6_900));
  expect(result.current.failed).toBe(false);
  await act(() => jest.advanceTimersByTimeAsync(200));
  expect(result.current.failed).toBe(true);
  const files = loadJson.mock.calls.map(([file]) => file);
  expect(files.filter((file) => file === 'names.json')).toHaveLength(4);

  loadJson.mockImplementation(async (file: string) => (file === 'names.json' ? {} : ['stream']));
  await act(async () => result.current.retry());
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(result.current.failed).toBe(false);
  expect(result.current.outcome).toMatchObject({ searched: 'stream', correctedFrom: null, ids: [] });
});

it('an engine that cannot start fails the search the same way', async () => {
  loadJson.mockImplementation(async (file: string) => (file === 'names.json' ? {} : ['stream']));
  session.mockRejectedValue(new Error('Starting the search engine took longer than 15 s'));
  const { result } = renderSearch('stream');
  await act(() => jest.advanceTimersByTimeAsync(7_100));
  expect(result.current.failed).toBe(true);
  expect(session).toHaveBeenCalledTimes(4);
});
