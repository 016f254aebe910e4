import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { readQuery } from '@site/src/lib/searchQuery';

/** The /search screen. Reads `q` from the URL and always renders it as plain text. */
export default function SearchPage(): React.JSX.Element {
  const { search } = useLocation();
  const query = readQuery(search);
  return (
    <Layout title={query ? `Search: ${query}` : 'Search'} description="Search the BangDB documentation">
      <main className="container margin-vert--lg">
        <h1>Search the documentation</h1>
        {query ? (
          <p>
            You searched for: <strong>{query}</strong>
          </p>
        ) : (
          <p>Type a word or phrase in the search box in the header.</p>
        )}
        <p>
          Full-text results are not wired up yet. Until they are, every area of the documentation is one click away on
          the <Link to="/">documentation home</Link>, and each area&apos;s sidebar has a filter box that narrows its
          pages as you type.
        </p>
      </main>
    </Layout>
  );
}
