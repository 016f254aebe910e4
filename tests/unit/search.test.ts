/** @jest-environment node */
/** Search logic that runs in the browser and in the indexing plugin: ranking, excerpts, spelling, indexing. */
import { allKnown, initialsToCheck, maxEdits, spellCheck } from '@site/src/lib/search/correct';
import { parseExcerpt } from '@site/src/lib/search/excerpt';
import { nameMatch, rankByName, words } from '@site/src/lib/search/rank';
import { bestHeading } from '@site/src/components/SearchResults/Result';
import { indexDocument, routeWords } from '@site/src/plugins/search-index';
import { buildVocabulary, splitByInitial } from '@site/src/plugins/search-index/vocabulary';

describe('rankByName', () => {
  const names = {
    a: 'Stream manager: schemas, streams and attributes|/stream-manager',
    b: 'Stream processing in BangDB|/stream',
    c: 'Group by (gpby)|/group-by',
    d: 'Graph and Cypher in BangDB|/graph-and-cypher',
    e: 'BangDB Cypher vs other Cypher|/graph-and-cypher/bangdb-cypher-vs-other-cypher',
    f: 'Manage posts|/apps/forum/setup/manage-posts',
    g: 'Create a new post|/apps/forum/user-guide/create-new-post',
    h: 'Fraud detection: conclusion|/use-cases/fraud-detection/conclusion',
    i: 'Fraud detection with graphs|/use-cases/fraud-detection/introduction',
  };
  const ids = (list: { id: string }[]) => list.map((r) => r.id);

  it('splits words at punctuation and drops stop words', () => {
    expect(words('SHORT_PATH vs bangdb.config, a Train-a-Model')).toEqual(['short', 'path', 'bangdb', 'config', 'train', 'model']);
  });

  it('puts the page the query names first (here by its route), whatever Pagefind scored', () => {
    expect(ids(rankByName([{ id: 'c' }, { id: 'a' }, { id: 'b' }], 'stream', names))).toEqual(['b', 'a', 'c']);
    expect(nameMatch(['stream'], names.b).tier).toBe(0);
    expect(nameMatch(['stream'], names.a).tier).toBe(1);
    expect(nameMatch(['stream'], names.c).tier).toBe(2);
  });

  it('reads a title that itself contains "|"', () => {
    expect(nameMatch(['pipes', 'filters'], 'Pipes | filters|/guides/pipes')).toEqual({ tier: 0, whole: 2, depth: 2 });
    expect(nameMatch(['guides'], 'Pipes | filters|/guides/pipes').tier).toBe(1);
  });

  it('treats query words as prefixes: "strea" still names /stream', () => {
    expect(ids(rankByName([{ id: 'a' }, { id: 'b' }], 'strea', names))).toEqual(['b', 'a']);
  });

  it('prefers whole-word matches, then the shallower page (an area overview)', () => {
    expect(ids(rankByName([{ id: 'f' }, { id: 'g' }], 'forum post', names))).toEqual(['g', 'f']);
    expect(ids(rankByName([{ id: 'e' }, { id: 'd' }], 'cypher', names))).toEqual(['d', 'e']);
  });

  it("counts a section's introduction or overview as its folder, so it comes before the section's other pages", () => {
    expect(nameMatch(['fraud'], names.i).depth).toBe(2);
    expect(ids(rankByName([{ id: 'h' }, { id: 'i' }], 'fraud detection', names))).toEqual(['i', 'h']);
  });

  it("keeps Pagefind's order for pages the query does not name, and for unknown ids", () => {
    expect(ids(rankByName([{ id: 'x' }, { id: 'c' }, { id: 'y' }], 'replication', names))).toEqual(['x', 'c', 'y']);
    expect(ids(rankByName([{ id: 'c' }, { id: 'a' }], '', names))).toEqual(['c', 'a']);
  });
});

describe('parseExcerpt', () => {
  it('marks the matched words and decodes entities to plain text', () => {
    expect(parseExcerpt('the <mark>stream</mark> &amp; its &lt;schema&gt; &#39;x&#39;')).toEqual([
      { text: 'the ', mark: false },
      { text: 'stream', mark: true },
      { text: " & its <schema> 'x'", mark: false },
    ]);
  });

  it('never keeps markup: other tags are dropped, decoded tags stay text', () => {
    const parts = parseExcerpt('<img src=x onerror=alert(1)>hello <mark>&lt;script&gt;</mark>');
    expect(parts).toEqual([
      { text: 'hello ', mark: false },
      { text: '<script>', mark: true },
    ]);
  });
});

describe('spellCheck', () => {
  const vocabulary = ['stream', 'cypher', 'table', 'graph', 'cipher', 'replication'];

  it('corrects each misspelt word to the most frequent word within the allowed edits', () => {
    expect(spellCheck('cyphr', vocabulary)).toEqual({ corrected: 'cypher', unknown: [] });
    expect(spellCheck('graph cyphr', vocabulary).corrected).toBe('graph cypher');
    expect(spellCheck('replicaton', vocabulary).corrected).toBe('replication');
  });

  it('knows words and the starts of words, and leaves symbols to the index', () => {
    expect(spellCheck('stream', vocabulary)).toEqual({ corrected: null, unknown: [] });
    expect(spellCheck('strea Repl', vocabulary)).toEqual({ corrected: null, unknown: [] });
    expect(spellCheck('<img src=x> 42 bangdb.config', vocabulary)).toEqual({ corrected: null, unknown: [] });
  });

  it('needs only the vocabulary parts of the checked words\' initials to tell that every word is known', () => {
    expect(initialsToCheck('Stream  table <b> 42 sTreams')).toEqual(['s', 't']);
    expect(initialsToCheck('<img src=x> 42')).toEqual([]);
    const parts = splitByInitial(vocabulary);
    expect(allKnown('strea Tab', [...parts.s, ...parts.t])).toBe(true);
    expect(allKnown('cyphr', parts.c)).toBe(false);
    expect(allKnown('42 <b>', [])).toBe(true);
  });

  it('reports words nothing is close to; short words are never corrected (too many neighbours)', () => {
    expect(spellCheck('graph qwxzvbnmpl', vocabulary)).toEqual({ corrected: null, unknown: ['qwxzvbnmpl'] });
    expect(maxEdits('tabx')).toBe(0);
    expect(spellCheck('tabx', vocabulary).unknown).toEqual(['tabx']);
  });
});

describe('bestHeading', () => {
  const page = { url: '/graph-and-cypher/shortest-path', excerpt: 'all about <mark>paths</mark>', meta: { title: 'Shortest path' } };

  it('links to the heading with the most matches', () => {
    const sub_results = [
      { title: 'Shortest path', url: '/graph-and-cypher/shortest-path', excerpt: 'x' },
      { title: 'Weights', url: '/graph-and-cypher/shortest-path#weights', excerpt: 'one <mark>path</mark>' },
      { title: 'All paths', url: '/graph-and-cypher/shortest-path#all-paths', excerpt: '<mark>all</mark> <mark>paths</mark>' },
    ];
    expect(bestHeading({ ...page, sub_results })?.url).toBe('/graph-and-cypher/shortest-path#all-paths');
  });

  it('is null when no heading matches or the page has none', () => {
    expect(bestHeading(page)).toBeNull();
    expect(bestHeading({ ...page, excerpt: 'no marks', sub_results: [{ title: 'A', url: '/x#a', excerpt: 'none' }] })).toBeNull();
  });
});

describe('indexing', () => {
  it('indexes the route words and escapes the title and metadata', () => {
    expect(routeWords('/apps/forum/user-guide/create-new-post')).toBe('apps forum user guide create new post');
    const html = indexDocument({ url: '/x', title: '<b>T</b>', area: 'Docs & more', breadcrumb: 'A › B', articleHtml: '<p>body</p>', text: 'body' });
    expect(html).toContain('<h1 data-pagefind-weight="10">&lt;b&gt;T&lt;/b&gt;</h1>');
    expect(html).toContain('data-pagefind-filter="area">Docs &amp; more</span>');
    expect(html).toContain('<div data-pagefind-weight="0.3"><p>body</p></div>');
  });

  it('builds the vocabulary from every word of three letters or more, most frequent first', () => {
    expect(buildVocabulary(['stream stream table', 'Stream table graph', 'x1 ab'])).toEqual(['stream', 'table', 'graph']);
  });

  it('splits the vocabulary by initial into 26 parts, each still most frequent first', () => {
    const parts = splitByInitial(['table', 'stream', 'graph', 'schema', 'tag']);
    expect(Object.keys(parts)).toHaveLength(26);
    expect(parts.s).toEqual(['stream', 'schema']);
    expect(parts.t).toEqual(['table', 'tag']);
    expect(parts.z).toEqual([]);
  });
});
