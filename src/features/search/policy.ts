/**
 * How search copes with a flaky connection: every wait has a time limit, and a file asked for again is asked for
 * under a new URL. Retries themselves are the root query client's (3, after 1 s, 2 s and 4 s: src/lib/queryClient.ts).
 */

/** Longest wait for one index file (a chunk is ≈ 30–50 KB: seconds even on a slow phone connection). */
export const FILE_TIMEOUT_MS = 8_000;

/** Longest wait for the engine's work — starting (module, entry, metadata, WASM), a search, a page's details —
 *  when no file failed: what is left is the engine itself hanging (e.g. a WASM that fails to compile). */
export const WORK_TIMEOUT_MS = 15_000;

export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} took longer than ${ms / 1000} s`);
    this.name = 'TimeoutError';
  }
}

/** `work`, or a TimeoutError once `ms` have passed without it settling. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/**
 * The URL to request an index file at, the `request`-th time this page asks for it (1 = first). The first request
 * uses the plain URL, which the search page preloads; later ones add `retry=<n>`, because the browser answers a
 * request that matches a failed preload with that failure, and remembers a module that failed to load.
 */
export function requestUrl(url: string, request: number): string {
  if (request <= 1) return url;
  return `${url}${url.includes('?') ? '&' : '?'}retry=${request}`;
}
