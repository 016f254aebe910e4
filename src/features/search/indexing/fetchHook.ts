/**
 * Patch of a generated file: Pagefind's browser module (`pagefind.js`, written by `pagefind` 1.x) gets a module-level
 * `fetch` that the site sets with `setFetch`, so every index file the engine loads goes through the site's code.
 *
 * Why: Pagefind swallows a failed index chunk (logged, then searched without it: silently missing results, cached
 * for the life of the instance) and a failed start (entry, metadata, WASM: its searches then wait forever). The
 * site's fetch times each file out, reads it whole, and reports any failure, so the search ends in an error the
 * reader can retry instead of wrong or endless results (src/features/search/engine.ts).
 *
 * Relies on: the module calling the global `fetch` for each file and declaring no top-level `fetch` of its own.
 * src/features/search/__tests__/pagefindFetchHook.test.ts runs a patched module of the installed Pagefind and fails if either changes;
 * `addFetchHook` refuses a module that already declares the hook's names.
 */

/** The export the site calls with its fetch (src/features/search/engine.ts). */
export const SET_FETCH = 'setFetch';

const HOOK = [
  '// Added by the site (src/features/search/indexing/fetchHook.ts): index files are fetched with the function the',
  `// site passes to ${SET_FETCH}, which reports failed and stalled requests.`,
  `let fetch = (...args) => globalThis.fetch(...args);`,
  `export function ${SET_FETCH}(f) { fetch = f; }`,
  '',
].join('\n');

/** Pagefind's module with the hook in front of it. */
export function addFetchHook(source: string): string {
  if (/\b(let|const|var|function)\s+fetch\b/.test(source) || source.includes(SET_FETCH)) {
    throw new Error(`pagefind.js already declares fetch or ${SET_FETCH}: the site's fetch hook would not take effect`);
  }
  if (!/\bfetch\(/.test(source)) throw new Error('pagefind.js no longer calls fetch: the fetch hook assumes it does');
  return HOOK + source;
}
