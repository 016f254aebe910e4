/** @jest-environment node */
import { areas } from '@site/src/config/areas';
import { instances } from '@site/src/config/instances';
import { allLeaves, navigation } from '@site/src/nav';
import { redirectPage, trimmedRedirects } from '@site/src/plugins/area-redirects';

describe('trimmed addresses', () => {
  it('send each folder that is not a page to the first page under it', () => {
    expect(trimmedRedirects(['/a/x', '/a/b/y', '/a/b/z#part', '/c', '/c/d', '/e/f?k=v'])).toEqual([
      { from: '/a', to: '/a/x' },
      { from: '/a/b', to: '/a/b/y' },
      { from: '/e', to: '/e/f' },
    ]);
    expect(trimmedRedirects(['/', '/a'])).toEqual([]);
  });

  const redirects = trimmedRedirects(navigation.flatMap((sidebar) => allLeaves(sidebar).map((leaf) => leaf.path)));

  it('land every area root on the start page its home card links', () => {
    const roots = instances.map((instance) => instance.routeBasePath).filter((base) => base !== '/');
    for (const root of [...roots, '/about']) {
      const to = redirects.find((r) => r.from === root)?.to;
      expect([root, areas.some((area) => area.href === to)]).toEqual([root, true]);
    }
  });

  it('never replace a page of the navigation', () => {
    const pages = new Set(navigation.flatMap((sidebar) => allLeaves(sidebar).map((leaf) => leaf.path)));
    expect(redirects.filter((r) => pages.has(r.from))).toEqual([]);
  });
});

describe('the redirect page', () => {
  it('refreshes to the page, names it canonical and links it, with no script', () => {
    const html = redirectPage('/apps/forum/setup/overview', 'https://docs.bangdb.com/apps/forum/setup/overview');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/apps/forum/setup/overview">');
    expect(html).toContain('<link rel="canonical" href="https://docs.bangdb.com/apps/forum/setup/overview">');
    expect(html).toContain('<a href="/apps/forum/setup/overview">');
    expect(html).not.toContain('<script');
  });

  it('escapes what it writes into the markup', () => {
    const html = redirectPage('/a"><script>alert(1)</script>', 'https://x/"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('"><');
  });
});
