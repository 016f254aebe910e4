import { openSearch } from './src/lib/search/offline';
import { planQuery, planTerms } from './src/lib/search/queryPlan';
import { where } from './src/lib/search/rank';
(async () => {
  const s = await openSearch({ dir: 'build' });
  const q = process.argv[2]; const want = process.argv.slice(3);
  const o = await s.search(q);
  const plan = planQuery(q);
  console.log(JSON.stringify(plan.groups.map(g => [g.typed, g.terms.map(t => t.term)])));
  const show = [...o.ids.slice(0, 4), ...o.ids.filter(id => want.includes(s.names[id][1]))];
  for (const id of show) {
    const n = s.names[id];
    console.log(o.ids.indexOf(id) + 1, n[1], '|', n[0], '| terms:', o.terms[id].join(','), '| headings:', n.slice(2, 8).join(' / '));
  }
})();
