/** @jest-environment node */
/** Search logic that runs in the browser and in the indexing plugin: excerpts, spelling, indexing. */
import english from 'an-array-of-english-words';
import { REAL_WORD_MARK, initialsToCheck, maxEdits, nameWords, nothingToCorrect, spellCheck } from '@site/src/features/search/correct';
import { buildExcerpt, markWord, queryTerms, type ExcerptPart } from '@site/src/features/search/excerpt';
import { BODY_ANCHOR, type PagefindResultData } from '@site/src/features/search/pagefind';
import { bestHeading, resultView } from '@site/src/features/search/resultView';
import { indexDocument, routeWords } from '@site/src/features/search';
import { pageText } from '@site/src/features/search/indexing/pages';
import { buildVocabulary, splitByInitial } from '@site/src/features/search/indexing/vocabulary';
import { englishNearMisses } from '@site/src/features/search/indexing/realWords';

/** An excerpt as text with its marks in [brackets]. */
const shown = (parts: ExcerptPart[]) => parts.map((p) => (p.mark ? `[${p.text}]` : p.text)).join('');

describe('excerpts', () => {
  it('marks whole words without the punctuation Pagefind includes in a token', () => {
    const terms = queryTerms('addStreams');
    expect(shown(markWord('*addStreams(long', terms))).toBe('*[addStreams](long');
    expect(shown(markWord('stream.', queryTerms('stream')))).toBe('[stream].');
    expect(shown(markWord('(BangDBStreamManager).', queryTerms('stream')))).toBe('([BangDBStreamManager]).');
    expect(shown(markWord('#SHORT_PATH', queryTerms('short_path')))).toBe('#[SHORT_PATH]');
    expect(shown(markWord('Cypher-like', queryTerms('cypher')))).toBe('[Cypher]-like');
  });

  it('marks every word of a token that matched by its stem', () => {
    expect(shown(markWord('studies,', queryTerms('study')))).toBe('[studies],');
    expect(shown(markWord('co-located', queryTerms('colocate')))).toBe('[co]-[located]');
  });

  it('shows the densest run of matches, starting at a sentence near it, with … where a sentence is cut', () => {
    const content = 'Alpha beta gamma. Delta stream epsilon zeta stream eta theta iota kappa lambda mu nu xi omicron.';
    // words: 0 Alpha 1 beta 2 gamma. 3 Delta 4 stream 5 epsilon 6 zeta 7 stream 8 eta … 14 nu 15 xi 16 omicron.
    expect(shown(buildExcerpt(content, [4, 7], ['stream'], { from: 0, length: 6 }))).toBe('Delta [stream] epsilon zeta [stream] eta …');
    expect(shown(buildExcerpt(content, [], ['stream'], { from: 3, length: 4 }))).toBe('Delta stream epsilon zeta …');
    expect(shown(buildExcerpt(content, [15], ['xi'], { from: 0, length: 3 }))).toBe('… nu [xi] omicron.');
  });

  it('keeps to its range: a section ends at the next heading', () => {
    const content = 'Intro text. Setup. Run stream now. Usage. More stream here.';
    // 0 Intro 1 text. 2 Setup. 3 Run 4 stream 5 now. 6 Usage. 7 More 8 stream 9 here.
    expect(shown(buildExcerpt(content, [4, 8], ['stream'], { from: 3, to: 6, length: 10 }))).toBe('Run [stream] now.');
  });

  it('is plain text: markup in the indexed text stays text', () => {
    expect(buildExcerpt('<img src=x onerror=alert(1)> stream', [3], ['stream'], { from: 0, length: 5 })).toEqual([
      { text: '<img src=x onerror=alert(1)> ', mark: false },
      { text: 'stream', mark: true },
    ]);
  });
});

describe('result view', () => {
  // As Pagefind returns it: title and route words, then the body (BODY_ANCHOR), headings as anchors.
  const data: PagefindResultData = {
    url: '/graph-and-cypher/shortest-path',
    content: 'Shortest path. graph and cypher shortest path. Paths join nodes. Weights. A weighted path sums weights. All paths. Every path counts.',
    // 0 Shortest 1 path. 2 graph 3 and 4 cypher 5 shortest 6 path. 7 Paths 8 join 9 nodes. 10 Weights. 11 A 12 weighted 13 path
    // 14 sums 15 weights. 16 All 17 paths. 18 Every 19 path 20 counts.
    meta: { title: 'Shortest path', area: 'Graph', breadcrumb: 'Graph › Shortest path' },
    locations: [1, 6, 7, 13, 17, 19],
    anchors: [
      { element: 'div', id: BODY_ANCHOR, location: 7 },
      { element: 'h2', id: 'weights', text: 'Weights', location: 10 },
      { element: 'h2', id: 'all-paths', text: 'All paths', location: 16 },
    ],
    sub_results: [
      { title: 'Shortest path', url: '/graph-and-cypher/shortest-path', locations: [1, 6, 7] },
      { title: 'Weights', url: '/graph-and-cypher/shortest-path#weights', anchor: { element: 'h2', id: 'weights', text: 'Weights', location: 10 }, locations: [13] },
      { title: 'All paths', url: '/graph-and-cypher/shortest-path#all-paths', anchor: { element: 'h2', id: 'all-paths', text: 'All paths', location: 16 }, locations: [17, 19] },
    ],
  };

  it('opens at the heading whose own title holds the query’s words, excerpting that section after its heading', () => {
    expect(bestHeading(data, ['paths'])?.url).toBe('/graph-and-cypher/shortest-path#all-paths');
    const view = resultView(data, ['weighted']);
    expect(view).toMatchObject({ url: '/graph-and-cypher/shortest-path#weights', title: 'Shortest path', heading: 'Weights', area: 'Graph' });
    expect(shown(view.excerpt).replace(/[[\]]/g, '')).toBe('A weighted path sums weights.');
  });

  it('opens a page whose title holds every word at its top', () => {
    expect(resultView(data, ['path'])).toMatchObject({ url: '/graph-and-cypher/shortest-path', heading: null });
    expect(resultView(data, ['shortest', 'paths']).url).toBe('/graph-and-cypher/shortest-path');
  });

  it('opens at the top when the words are only in a section, not in its heading (a "Responses" section that mentions them)', () => {
    expect(bestHeading(data, ['sums'])).toBeNull(); // in the Weights section's text only
    expect(resultView(data, ['sums'])).toMatchObject({ url: '/graph-and-cypher/shortest-path', heading: null });
  });

  it('among headings that hold the words, prefers the one whose title holds more of them, then whose section does', () => {
    const locations: Record<string, number[]> = { weights: [12, 13], 'all-paths': [17, 18, 19] };
    const both = { ...data, sub_results: data.sub_results.map((s) => ({ ...s, locations: locations[s.anchor?.id ?? ''] ?? s.locations })) };
    expect(bestHeading(both, ['path'])?.url).toBe('/graph-and-cypher/shortest-path#all-paths'); // "All paths" holds it
    expect(bestHeading(both, ['all', 'weights'])?.url).toBe('/graph-and-cypher/shortest-path#weights'); // equal titles; its section holds both
  });

  it('without a matching heading, excerpts the body, not the title and route words above it', () => {
    const view = resultView({ ...data, sub_results: data.sub_results.slice(0, 1) }, ['path']);
    expect(view.url).toBe('/graph-and-cypher/shortest-path');
    expect(view.heading).toBeNull();
    expect(shown(view.excerpt)).toMatch(/^\[Paths\] join nodes\. Weights\. A weighted \[path\] sums/);
  });
});

describe('readable indexed text', () => {
  /** The article HTML the index keeps for a page whose Markdown content is `html`. */
  const readableArticle = (html: string) => pageText(`<article><div class="theme-doc-markdown">${html}</div></article>`)!.articleHtml;

  it('ends a sentence after each header cell as after a data cell, and drops the headings\' # links', () => {
    const html = readableArticle('<h2 id="a">Clause<a class="hash-link" href="#a">\u200b</a></h2><table><tr><th>Topic</th><th>openCypher</th></tr><tr><td>x</td></tr></table>');
    expect(html).toBe('<h2 id="a">Clause</h2> <table><tr><td>Topic</td> <td>openCypher</td></tr> <tr><td>x</td></tr></table>');
  });

  it('separates elements that sit side by side, but not inside code blocks', () => {
    expect(readableArticle('<a><span>Graph</span><span>Store triples</span></a>')).toBe('<a><span>Graph</span> <span>Store triples</span></a>');
    const code = '<pre><code><span>add</span><span>(</span></code></pre>';
    expect(readableArticle(code)).toBe(code);
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
    expect(nothingToCorrect('strea Tab', [...parts.s, ...parts.t])).toBe(true);
    expect(nothingToCorrect('cyphr', parts.c)).toBe(false);
    expect(nothingToCorrect('42 <b>', [])).toBe(true);
  });

  it('takes words of the page names as known, so they need no vocabulary part (a summary is not indexed text)', () => {
    const known = nameWords({ p1: ['Stream join', '/stream-join', 'summaryonly words', 'join types'] });
    expect([...known].sort()).toEqual(['join', 'stream', 'types']);
    expect(initialsToCheck('stream table cyphr', known)).toEqual(['t', 'c']);
    expect(nothingToCorrect('stream join', [], known)).toBe(true);
    expect(spellCheck('stream cyphr', ['cypher'], known)).toEqual({ corrected: 'stream cypher', unknown: [] });
  });

  it('reports words nothing is close to; short words are never corrected (too many neighbours)', () => {
    expect(spellCheck('graph qwxzvbnmpl', vocabulary)).toEqual({ corrected: null, unknown: ['qwxzvbnmpl'] });
    expect(maxEdits('tabx')).toBe(0);
    expect(spellCheck('tabx', vocabulary).unknown).toEqual(['tabx']);
  });
});

describe('real English words', () => {
  // Documentation words that real English words lie one or two edits from, and the words a reader might type.
  const vocabulary = ['callback', 'project', 'borrows', 'deal', 'cypher', 'stream', 'replication'];
  const planted = ['rollback', 'prospect', 'borrowers', 'deals'];
  const typos = ['cyphr', 'strem', 'replicaton'];
  // The real word list, cut to the words that share a start with the planted ones (the whole list takes seconds).
  const sample = english.filter((w) => ['ro', 'pro', 'bor', 'dea', 'cyp', 'str', 're'].some((start) => w.startsWith(start)));
  const marked = [...vocabulary, ...englishNearMisses(sample, vocabulary).map((w) => `${REAL_WORD_MARK}${w}`)];

  it('are in the word list, and typos are not', () => {
    for (const word of planted) expect(english).toContain(word);
    for (const word of typos) expect(english).not.toContain(word);
  });

  it('are marked when within the check’s reach of a documentation word, the words far from all of them not', () => {
    const near = englishNearMisses(sample, vocabulary);
    expect(near).toEqual(expect.arrayContaining(planted));
    expect(near).not.toContain('stream'); // a documentation word itself
    expect(near).not.toContain('robot'); // English, but two edits from every documentation word of five letters
  });

  it('are never corrected, while misspelt words still are', () => {
    // Without the marks the check would rewrite every one of them (rollback → callback, prospect → project …).
    for (const word of planted) expect(spellCheck(word, vocabulary).corrected).not.toBeNull();
    for (const word of planted) expect(spellCheck(word, marked)).toEqual({ corrected: null, unknown: [word] });
    expect(spellCheck('cyphr strem replicaton', marked).corrected).toBe('cypher stream replication');
    expect(spellCheck('rollback cyphr', marked)).toEqual({ corrected: 'rollback cypher', unknown: ['rollback'] });
  });

  it('need no correction, so the browser fetches no more than the parts of their initials', () => {
    const parts = splitByInitial(marked);
    expect(parts.r).toContain(`${REAL_WORD_MARK}rollback`);
    expect(nothingToCorrect('rollback deals', [...parts.r, ...parts.d])).toBe(true);
    expect(nothingToCorrect('cyphr', parts.c)).toBe(false);
  });
});

describe('indexing', () => {
  it('indexes the route words and escapes the title and metadata', () => {
    expect(routeWords('/apps/forum/user-guide/create-new-post')).toBe('apps forum user guide create new post');
    const html = indexDocument({ url: '/x', title: '<b>T</b>', summary: 'Sum & more', area: 'Docs & more', breadcrumb: 'A › B', articleHtml: '<p>body</p>', text: 'body' });
    expect(html).toContain('<h1 data-pagefind-weight="10">&lt;b&gt;T&lt;/b&gt;</h1>');
    expect(html).toContain('data-pagefind-filter="area">Docs &amp; more</span>');
    expect(html).toContain(`<div id="${BODY_ANCHOR}" data-pagefind-weight="0.3"><p>body</p></div>`);
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
