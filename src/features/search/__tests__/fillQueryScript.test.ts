/**
 * The inline script of /search (FILL_QUERY_SCRIPT) fills the refine box from the URL before the bundles load: it must
 * give what the page shows once hydrated (`readQuery`), for hostile query strings too, and only ever set a value.
 */
// The page's layout is the theme's, which needs a build's generated modules; the script alone is under test.
jest.mock('@theme/Layout', () => () => null);

import { FILL_QUERY_SCRIPT } from '@site/src/features/search/SearchPage';
import { readQuery } from '@site/src/features/search/searchQuery';

const CORPUS = [
  '?q=stream%20join',
  '?q=%20%20padded%20%20',
  '?q=',
  '?x=1',
  '',
  '?q=a&q=b',
  '?q=a+b',
  '?q=%E0%A4%A',
  '?q=%',
  `?q=${'x'.repeat(5000)}`,
  `?q=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`,
  `?q=${encodeURIComponent('</script><script>alert(1)</script>')}`,
  '?q=..%2F..%2Fetc%2Fpasswd',
  '?q=%00%0A%0D',
];

const named = CORPUS.map((search) => [search.length > 60 ? `${search.slice(0, 20)}… (${search.length} characters)` : search || '(none)', search]);

it.each(named)('fills the box with what the page reads from %s', (_name, search) => {
  document.body.innerHTML = '<input id="search-page-query" value="">';
  window.history.replaceState(null, '', `/search${search}`);
  new Function(FILL_QUERY_SCRIPT)();
  const box = document.getElementById('search-page-query') as HTMLInputElement;
  expect(box.value).toBe(readQuery(search));
  expect(document.body.children).toHaveLength(1); // a value, never markup
});
