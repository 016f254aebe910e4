import React, { useId } from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SearchResults from '@site/src/components/SearchResults';
import { PAGEFIND_MODULE, SEARCH_PRELOADS } from '@site/src/lib/search/pagefind';
import { normaliseSubmittedQuery, readQuery, searchUrl } from '@site/src/lib/searchQuery';
import styles from './search.module.css';

/** The /search screen: reads `q` from the URL (always rendered as plain text) and shows its results. */
export default function SearchPage(): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const { search } = useLocation();
  const history = useHistory();
  const inputId = useId();
  // The static page has no query string: read it only in the browser, after hydration.
  const query = isBrowser ? readQuery(search) : '';

  function onRefine(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    const next = normaliseSubmittedQuery(typeof typed === 'string' ? typed : '');
    if (next !== null) history.push(searchUrl(next));
  }

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
        <form role="search" className={styles.refine} onSubmit={onRefine} key={query}>
          <label htmlFor={inputId} className="sr-only">
            Refine your search
          </label>
          <input id={inputId} name="q" type="search" defaultValue={query} className={`bdb-input ${styles.input}`} placeholder="e.g. shortest path, helm, train a model" />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
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
