// NotFound/Content (ejected): a 404 that helps — says what happened, offers search and the main areas.
import React from 'react';
import Heading from '@theme/Heading';
import AreaList from '@site/src/components/AreaList';
import styles from './styles.module.css';

export default function NotFoundContent({ className }: { className?: string }): React.JSX.Element {
  return (
    <main className={`container margin-vert--xl ${className ?? ''}`}>
      <Heading as="h1">Page not found</Heading>
      <p>
        There is no page at this address. It may have moved when the documentation was reorganised, or the link may
        be mistyped.
      </p>
      <form action="/search" method="get" role="search" aria-label="Search for the page" className={styles.search}>
        <label htmlFor="not-found-search">Search the documentation</label>
        <div className={styles.row}>
          <input id="not-found-search" name="q" type="search" className={`bdb-input ${styles.input}`} placeholder="e.g. stream schema" />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      <Heading as="h2">Or start from an area</Heading>
      <AreaList withHome />
    </main>
  );
}
