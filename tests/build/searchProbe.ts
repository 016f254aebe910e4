// Runs queries through the site's search over a build (src/features/search/offline.ts) and prints, as JSON, each query's
// result routes (first 10), where its first result opens, what the spelling check made of it, and each term's number
// of pages. Pagefind's module is an ES module loaded at run time,
// which jest cannot import, so tests/build/search.test.ts runs this in a child process.
//   jiti tests/build/searchProbe.ts <build dir> '{"queries":["…"],"terms":["…"]}'
import { openSearch } from '../../src/features/search/offline';

async function main() {
  const [dir, json] = process.argv.slice(2);
  const { queries = [], terms = [] } = JSON.parse(json) as { queries?: string[]; terms?: string[] };
  const search = await openSearch({ dir });
  const routes: Record<string, string[]> = {};
  const opens: Record<string, string | undefined> = {};
  const corrected: Record<string, string | null> = {};
  for (const q of queries) {
    const outcome = await search.search(q);
    routes[q] = outcome.ids.slice(0, 10).map((id) => search.names[id][1]);
    opens[q] = (await search.details(outcome, 1))[0]?.url;
    corrected[q] = outcome.correctedFrom ? outcome.searched : null;
  }
  const pages: Record<string, number> = {};
  for (const t of terms) pages[t] = await search.pagesWith(t);
  process.stdout.write(JSON.stringify({ routes, opens, corrected, pages, indexed: Object.values(search.names).map((n) => n[1]) }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
