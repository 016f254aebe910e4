/**
 * @jest-environment node
 *
 * Reading built pages (src/lib/builtHtml.ts): a route's file and a file's route, and the fast parser giving the
 * tree a browser would, end tags left out by the minifier included.
 */
import { load } from 'cheerio';
import { elementSource, htmlFile, loadBuilt, routeOfFile } from '@site/src/lib/builtHtml';

// A table as the HTML minifier writes it: no </th>, </tr>, </thead>, </td>, </tbody>.
const minified = '<article><table><thead><tr><th>Goal<th>Where<tbody><tr><td>Learn<td><a href=/a>A</a><tr><td>Run<td>B</table><p>After</article>';

it('puts the table body beside its head, not inside the last header cell', () => {
  const $ = loadBuilt(minified);
  expect($('th tbody')).toHaveLength(0);
  expect($('table > tbody > tr')).toHaveLength(2);
  expect($('thead th').map((_, el) => $(el).text()).get()).toEqual(['Goal', 'Where']);
});

it('reads a minified page to the same tree as a spec-compliant parser', () => {
  const cells = ($: ReturnType<typeof load>) => $('tr').map((_, row) => $(row).children().map((__, cell) => $(cell).text()).get().join('|')).get();
  expect(cells(loadBuilt(minified))).toEqual(cells(load(minified)));
  expect(loadBuilt(minified)('p').text()).toBe('After');
});

it('cuts out the first element of a tag up to its last closing tag', () => {
  const page = '<html><head><title>T</title></head><body><nav>menu</nav><article><p>a</p></article></body></html>';
  expect(elementSource(page, 'article')).toBe('<article><p>a</p></article>');
  expect(elementSource(page, 'head')).toBe('<head><title>T</title></head>');
  expect(elementSource(page, 'main')).toBeUndefined();
});

it('maps a route to its built file and a built file back to its route (trailingSlash: false)', () => {
  expect(htmlFile('/b', '/')).toBe('/b/index.html');
  expect(htmlFile('/b', '/rest-api/get-the-server-stats')).toBe('/b/rest-api/get-the-server-stats.html');
  expect(['index.html', 'server-install.html', 'apps/forum/setup/overview.html', 'search/index.html'].map(routeOfFile)).toEqual([
    '/',
    '/server-install',
    '/apps/forum/setup/overview',
    '/search',
  ]);
  for (const route of ['/', '/graph-and-cypher', '/use-cases/fraud-detection/introduction']) expect(routeOfFile(htmlFile('.', route))).toBe(route);
});
