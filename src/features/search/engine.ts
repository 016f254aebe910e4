/**
 * The search engine in the browser: Pagefind, loaded on first use, and the JSON files beside its index.
 *
 * Pagefind runs in a session: one instance of its module, whose every index file goes through `fetchFile` (the
 * module's fetch hook, src/features/search/indexing/fetchHook.ts). A session ends at its first failed or stalled file,
 * or when its work runs out of time: Pagefind would otherwise wait forever (a failed start) or keep searching
 * without a failed chunk, and it caches both. The next search then starts a fresh session: a new instance of the
 * module (its own URL), whose files are requested anew (policy.ts). The query client's retries and the Retry
 * buttons therefore really load again.
 */
import { INDEX_BASE, PAGEFIND_MODULE, RANKING, type PagefindModule, type PagefindResult, type PagefindResultData } from './pagefind';
import { FILE_TIMEOUT_MS, WORK_TIMEOUT_MS, requestUrl, withTimeout } from './policy';

/** One running instance of Pagefind. */
export interface Session {
  /** Every page matching `term`, in Pagefind's order (≈ 1 ms once the words' chunks are loaded). */
  search: (term: string) => Promise<PagefindResult[]>;
  /** A result's page: its text, metadata and where the query's words are. */
  data: (result: PagefindResult) => Promise<PagefindResultData>;
}

export interface EngineDeps {
  /** Loads Pagefind's module from a URL (in the browser, a dynamic import the bundler leaves alone). */
  importModule: (url: string) => Promise<PagefindModule>;
  fetch: typeof globalThis.fetch;
}

export interface Engine {
  /** The running session, or a fresh one if there is none or it failed. */
  session: () => Promise<Session>;
  /** A JSON file of the index folder (page names, vocabulary). */
  loadJson: <T>(file: string) => Promise<T>;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** A page's data with its own copies of the word positions (Pagefind reuses the object for the page's next search). */
const copyData = (data: PagefindResultData): PagefindResultData => ({
  ...data,
  locations: [...data.locations],
  sub_results: data.sub_results.map((s) => ({ ...s, locations: [...s.locations] })),
});

export function createEngine(deps: EngineDeps): Engine {
  /** How often this page has asked for each file (by path): a file asked for again gets a new URL. */
  const requests = new Map<string, number>();
  function nextUrl(url: string): string {
    const path = url.split('?')[0];
    const request = (requests.get(path) ?? 0) + 1;
    requests.set(path, request);
    return requestUrl(url, request);
  }

  /** An index file, read whole within the time limit; any HTTP error is a failure. */
  async function fetchFile(url: string): Promise<Response> {
    const controller = new AbortController();
    const load = async () => {
      const response = await deps.fetch(nextUrl(url), { signal: controller.signal });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return new Response(await response.arrayBuffer(), { status: response.status, headers: response.headers });
    };
    try {
      return await withTimeout(load(), FILE_TIMEOUT_MS, url);
    } catch (error) {
      controller.abort();
      throw error;
    }
  }

  async function start(): Promise<Session & { failed: () => boolean }> {
    let failure: Error | null = null;
    /** How each call still running ends early: the session's first failure stops them all. A call removes its own
     *  when it ends, so nothing of a finished call stays reachable from the session. */
    const running = new Set<(error: Error) => void>();
    const fail = (error: unknown) => {
      failure ??= asError(error);
      for (const stop of running) stop(failure);
    };
    /** The session's work: ends at the session's first failure (whichever work it happened in) or time-out. */
    async function guard<T>(work: Promise<T>, what: string): Promise<T> {
      if (failure) throw failure;
      let stop: (error: Error) => void = () => undefined;
      const stopped = new Promise<never>((_, reject) => (stop = reject));
      running.add(stop);
      try {
        const value = await withTimeout(Promise.race([work, stopped]), WORK_TIMEOUT_MS, what);
        if (failure) throw failure; // a chunk failed while Pagefind searched on without it
        return value;
      } catch (error) {
        fail(error);
        throw failure;
      } finally {
        running.delete(stop);
      }
    }

    const pagefind = await guard(deps.importModule(nextUrl(PAGEFIND_MODULE)), 'Loading the search engine');
    pagefind.setFetch((input) =>
      fetchFile(input instanceof Request ? input.url : String(input)).catch((error: unknown) => {
        fail(error);
        throw error;
      }),
    );
    // Pagefind splits every query with an Intl.Segmenter where the browser has one; the first one loads its
    // text-boundary data (≈ 30 ms on a laptop). Made while the engine starts, that cost is off the first search.
    if ('Segmenter' in Intl) setTimeout(() => new Intl.Segmenter('en', { granularity: 'grapheme' }), 0);
    await pagefind.options({ basePath: INDEX_BASE, ranking: RANKING });
    await pagefind.init();
    // Settles once the engine has its entry, metadata and WASM (an empty search needs nothing else).
    await guard(pagefind.search(''), 'Starting the search engine');

    // Pagefind keeps one object per page and writes each search's word positions into it: a page's data is read
    // one call at a time and copied at once, so the positions of one term's search are not overwritten by the next.
    let reading: Promise<unknown> = Promise.resolve();
    const readData = (result: PagefindResult) => {
      const read = reading.then(async () => copyData(await result.data()));
      reading = read.then(
        () => undefined,
        () => undefined,
      );
      return read;
    };
    return {
      failed: () => failure !== null,
      search: async (term) => (await guard(pagefind.search(term), `Searching for “${term}”`)).results,
      data: (result) => guard(readData(result), 'Loading a result'),
    };
  }

  let current: { session: ReturnType<typeof start>; done: boolean; failed?: () => boolean } | null = null;
  return {
    session() {
      if (!current || current.done || current.failed?.()) {
        const entry: NonNullable<typeof current> = { session: start(), done: false };
        entry.session.then(
          (session) => (entry.failed = session.failed),
          () => (entry.done = true),
        );
        current = entry;
      }
      return current.session;
    },
    async loadJson<T>(file: string): Promise<T> {
      return (await (await fetchFile(`${INDEX_BASE}${file}`)).json()) as T;
    },
  };
}

/** The page's engine. */
export const engine = createEngine({
  importModule: (url) => import(/* webpackIgnore: true */ url) as Promise<PagefindModule>,
  fetch: (...args) => fetch(...args),
});
