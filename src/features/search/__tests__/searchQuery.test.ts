import { isSearchShortcut, normaliseSubmittedQuery, readQuery, searchUrl, MAX_QUERY_LENGTH } from '@site/src/features/search/searchQuery';

describe('search box rule', () => {
  it('does nothing for text that begins with a space, or for no text', () => {
    expect(normaliseSubmittedQuery(' stream')).toBeNull();
    expect(normaliseSubmittedQuery('   ')).toBeNull();
    expect(normaliseSubmittedQuery('')).toBeNull();
  });

  it('lowercases the typed text', () => {
    expect(normaliseSubmittedQuery('SHORT_PATH Query')).toBe('short_path query');
  });

  it('builds an encoded /search URL', () => {
    expect(searchUrl('a&b c/<x>')).toBe('/search?q=a%26b%20c%2F%3Cx%3E');
  });
});

describe('reading q from the URL', () => {
  it.each([
    ['', ''],
    ['?q=', ''],
    ['?q=%20%20', ''],
    ['?q=Stream', 'Stream'],
    ['?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', '<img src=x onerror=alert(1)>'],
    ['?q=%F0%9F%98%80', '😀'],
  ])('%s -> %s', (search, expected) => {
    expect(readQuery(search)).toBe(expected);
  });

  it('never throws on invalid percent-encoding and returns text', () => {
    expect(readQuery('?q=%E0%A4%A')).toBe('\uFFFD%A');
  });

  it('cuts very long queries', () => {
    expect(readQuery(`?q=${'a'.repeat(10_000)}`)).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('search shortcut', () => {
  const body = document.body;
  const input = document.createElement('input');
  it.each([
    [{ key: '/', ctrlKey: false, metaKey: false, altKey: false }, body, true],
    [{ key: '/', ctrlKey: false, metaKey: false, altKey: false }, input, false],
    [{ key: 'k', ctrlKey: true, metaKey: false, altKey: false }, input, true],
    [{ key: 'K', ctrlKey: false, metaKey: true, altKey: false }, body, true],
    [{ key: 'k', ctrlKey: false, metaKey: false, altKey: false }, body, false],
  ])('%o on %s -> %s', (event, target, expected) => {
    expect(isSearchShortcut(event, target)).toBe(expected);
  });
});
