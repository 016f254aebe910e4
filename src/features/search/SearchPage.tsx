import React, { useState } from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SearchResults from '@site/src/features/search/SearchResults';
import { PAGEFIND_MODULE, SEARCH_PRELOADS } from '@site/src/features/search/pagefind';
import { MAX_QUERY_LENGTH, normaliseSubmittedQuery, readQuery, searchUrl } from '@site/src/features/search/searchQuery';
import styles from './searchPage.module.css';

/** The refine box's id: fixed, as the inline script below names it. */
const REFINE_INPUT_ID = 'search-page-query';

/**
 * Puts the URL's query in the refine box while the page is parsed: the static page cannot know it, and the box
 * would stay empty until the scripts load (seconds on a slow network). It does what `readQuery` does and sets only
 * the box's value, never markup. Allowed by its hash in the CSP (.deploy/security-headers.conf;
 * tests/build/deploy.test.ts fails with the new hash when this text changes); written as the build's minifier
 * writes it, so the page carries this very text.
 */
export const FILL_QUERY_SCRIPT = `!function(){var e=new URLSearchParams(location.search).get("q");e&&(document.getElementById("${REFINE_INPUT_ID}").value=e.trim().slice(0,${MAX_QUERY_LENGTH}))}()`;

/** The refine box: starts from the URL's query and follows it when the URL changes (a new search, Back). */
function RefineForm({ query }: { query: string }) {
  const history = useHistory();
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    // Adjusting state to a new query while rendering (not by re-keying the form: a key equal to the results'
    // key among the same siblings made React leave each old form on the page).
    setShownQuery(query);
    setText(query);
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const next = normaliseSubmittedQuery(text);
    if (next !== null) history.push(searchUrl(next));
  }

  return (
    <form role="search" aria-label="Refine the search" className={styles.refine} onSubmit={onSubmit}>
      <label htmlFor={REFINE_INPUT_ID} className="sr-only">
        Refine your search
      </label>
      <input
        id={REFINE_INPUT_ID}
        name="q"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        className={`bdb-input ${styles.input}`}
        placeholder="e.g. shortest path, helm, train a model"
      />
      <script dangerouslySetInnerHTML={{ __html: FILL_QUERY_SCRIPT }} />
      <button type="submit" className="button button--primary">
        Search
      </button>
    </form>
  );
}

/** The /search screen: reads `q` from the URL (always rendered as plain text) and shows its results. */
export default function SearchPage(): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const { search } = useLocation();
  // The static page has no query string: read it only in the browser, after hydration.
  const query = isBrowser ? readQuery(search) : '';

  return (
    <Layout title={query ? `Search: ${query}` : 'Search'} description="Search all BangDB documentation, API references and app guides">
      <Head>
        <link rel="modulepreload" href={PAGEFIND_MODULE} />
        {SEARCH_PRELOADS.map((href) => (
          <link key={href} rel="preload" as="fetch" crossOrigin="anonymous" fetchPriority="low" href={href} />
        ))}
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>{query ? 'Search results' : 'Search the documentation'}</h1>
        <RefineForm query={query} />
        {!isBrowser ? (
          <p>Loading search…</p>
        ) : query ? (
          <SearchResults key={query} query={query} />
        ) : (
          <p>Type a word or phrase above, or in the search box in the header. Search covers every page of the guides, the API and REST references and the app manuals.</p>
        )}
      </main>
    </Layout>
  );
}
