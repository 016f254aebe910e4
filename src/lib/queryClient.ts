import { QueryClient } from '@tanstack/react-query';

/** The data-fetching policy: no refetch on window focus, 3 retries backing off from 1 s (doubling, at most 30 s),
 *  data kept for 5 minutes. */
export const QUERY_POLICY = {
  retries: 3,
  firstRetryDelayMs: 1_000,
  maxRetryDelayMs: 30_000,
  gcTimeMs: 5 * 60_000,
} as const;

/** Delay before retry number `failureCount` (0-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(QUERY_POLICY.firstRetryDelayMs * 2 ** failureCount, QUERY_POLICY.maxRetryDelayMs);
}

/** The portal's one query client: no refetch on focus, 3 retries with doubling backoff, 5-minute cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: QUERY_POLICY.retries,
        retryDelay,
        staleTime: QUERY_POLICY.gcTimeMs,
        gcTime: QUERY_POLICY.gcTimeMs,
      },
    },
  });
}
