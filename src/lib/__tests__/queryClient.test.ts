import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient, retryDelay, QUERY_POLICY } from '@site/src/lib/queryClient';

describe('query client policy', () => {
  it('backs off 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('does not refetch on focus and keeps data 5 minutes', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
    expect(queries?.retry).toBe(3);
  });

  describe('a failing query under fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('is retried exactly 3 times, after 1 s, 2 s and 4 s, then fails', async () => {
      const client = createQueryClient();
      const calls: number[] = [];
      const start = Date.now();
      const observer = new QueryObserver(client, {
        queryKey: ['always-fails'],
        queryFn: () => {
          calls.push(Date.now() - start);
          return Promise.reject(new Error('down'));
        },
      });
      const unsubscribe = observer.subscribe(() => undefined);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(calls).toEqual([0, 1000, 3000, 7000]);
      expect(observer.getCurrentResult().status).toBe('error');
      expect(observer.getCurrentResult().failureCount).toBe(QUERY_POLICY.retries + 1);
      unsubscribe();
      client.clear();
    });

    it('serves a repeated query from the cache without a new request', async () => {
      const client = createQueryClient();
      const fetcher = jest.fn().mockResolvedValue(['result']);
      await client.fetchQuery({ queryKey: ['q', 'stream'], queryFn: fetcher });
      await client.fetchQuery({ queryKey: ['q', 'stream'], queryFn: fetcher });
      expect(fetcher).toHaveBeenCalledTimes(1);
      client.clear();
    });
  });
});
