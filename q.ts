import { openSearch } from './src/lib/search/offline';
(async () => {
  const s = await openSearch({ dir: 'build' });
  for (const q of process.argv.slice(2)) {
    const o = await s.search(q);
    console.log(q, o.complete, o.ids.length, o.ids.slice(0, 5).map((id) => s.names[id]?.[1]));
  }
})();
