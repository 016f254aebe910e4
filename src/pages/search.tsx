import React from 'react';
import Layout from '@theme/Layout';
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
        {query ? <p>You searched for: <strong>{query}</strong></p> : <p>Type a word or phrase in the search box in the header.</p>}
      </main>
    </Layout>
  );
}
