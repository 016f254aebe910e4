/**
 * @jest-environment node
 *
 * What the search index reads from a built page (src/features/search/indexing/pages.ts): only its title, description and article,
 * giving the same title, breadcrumb, article and text as the whole page would.
 */
import { load } from 'cheerio';
import { indexedParts, makeReadable, pageText } from '@site/src/features/search/indexing/pages';

const page = `<!doctype html><html lang="en"><head><title data-rh="true">Streams | BangDB Docs</title><meta data-rh=true name=description content="Streams &amp; their events">
<link rel="stylesheet" href="/assets/css/styles.css"><script src="/assets/js/main.js"></script></head>
<body><nav class="navbar"><a href="/">BangDB Docs</a><ul class="menu"><li>Sidebar entry</li></ul></nav>
<main><article><nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a href="/">Docs</a></li>
<li class="breadcrumbs__item"><span>Stream</span></li></ul></nav><div class="theme-doc-markdown markdown"><header><h1>Streams</h1></header>
<p>A stream is BangDB's <a class="" href="/stream-manager">time-ordered</a> table &amp; more.</p>
<h2 id="join">Join</h2><pre><code>CREATE &lt;x&gt;</code></pre></div><footer></footer></article>
<nav class="pagination-nav">Next page</nav></main><footer class="footer">© 2023</footer></body></html>`;

/** The same reading on the whole page, with cheerio's default parser. */
function wholePage(html: string) {
  const $ = load(html);
  const article = $('article .theme-doc-markdown').first();
  const title = $('article h1').first().text().trim();
  const breadcrumb = $('.breadcrumbs__item').map((_, el) => $(el).text().trim()).get().join(' › ');
  article.find('h1').remove();
  const text = article.text();
  makeReadable($, article);
  return { title, breadcrumb, text, articleHtml: article.html() ?? '' };
}

it('keeps the title and the article, nothing of the header, sidebar, scripts or footer', () => {
  const parts = indexedParts(page)!;
  expect(parts).toContain('<title data-rh="true">Streams | BangDB Docs</title>');
  expect(parts).toContain('<article>');
  for (const outside of ['Sidebar entry', 'main.js', 'styles.css', 'Next page', '© 2023']) expect(parts).not.toContain(outside);
  expect(indexedParts('<html><body><main>No article</main></body></html>')).toBeUndefined();
});

it('reads the same title, breadcrumb and text as the whole page gives', () => {
  const whole = wholePage(page);
  const read = pageText(indexedParts(page)!)!;
  expect({ title: read.title, breadcrumb: read.breadcrumb, text: read.text }).toEqual({ title: whole.title, breadcrumb: whole.breadcrumb, text: whole.text });
  expect(read.text).toContain("BangDB's time-ordered table & more.");
  expect(load(read.articleHtml).text()).toBe(load(whole.articleHtml!).text());
  expect(read.articleHtml).toContain('<h2 id="join">Join</h2>');
  expect(read.summary).toBe('Streams & their events');
});

it('skips an article without Markdown content', () => {
  expect(pageText('<html><body><article><p>Generated index</p></article></body></html>')).toBeNull();
});

it('keeps only the text of highlighted code, the markup outside code blocks untouched', () => {
  const html = `<article><div class="theme-doc-markdown"><p><span class="badge">Keep</span></p><pre class=prism-code><code><div class=token-line><span class="token keyword">CREATE</span><span class="token plain"> &lt;x&gt;</span><br></div></code></pre></div></article>`;
  const parts = indexedParts(html)!;
  expect(parts).not.toContain('token keyword');
  expect(parts).toContain('<span class="badge">Keep</span>');
  const read = pageText(parts)!;
  expect(read.articleHtml).toContain('<div class="token-line">CREATE &lt;x&gt;<br></div>');
  expect(read.text).toBe(load(html)('.theme-doc-markdown').text());
});
