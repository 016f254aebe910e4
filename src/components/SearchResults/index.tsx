import React, { useState } from 'react';
import AreaList from '@site/src/components/AreaList';
import { PAGE_SIZE, useResultData, useSearchResults } from '@site/src/lib/search/useSearch';
import Result from './Result';
import styles from './styles.module.css';

const isDevelopment = process.env.NODE_ENV === 'development';

function Suggestions() {
  return (
    <div className={styles.suggestions}>
      <p>Try a shorter query, other words for the same thing, or the exact name of a function, command or key.</p>
      <p>Or browse an area:</p>
      <AreaList />
    </div>
  );
}

/** The results of one query: loading, error (with Retry), no results, or ranked results with "More results". */
export default function SearchResults({ query }: { query: string }): React.JSX.Element {
  const { index, results } = useSearchResults(query);
  const [count, setCount] = useState(PAGE_SIZE);
  const outcome = results.data;
  const shown = useResultData(outcome, count);

  const failed = index.isError || results.isError || shown.isError;
  if (failed) {
    const retry = () => void (index.isError ? index.refetch() : results.isError ? results.refetch() : shown.refetch());
    return (
      <div role="alert" className="alert alert--danger">
        <p>
          <strong>Search is not available right now.</strong>{' '}
          {isDevelopment
            ? 'The search index is made by the production build. Run `npm run preview` to build and serve the site with search.'
            : 'The search index could not be loaded, even after several attempts. Check your connection and try again.'}
        </p>
        <button type="button" className="button button--secondary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (!outcome || (outcome.results.length > 0 && !shown.data)) {
    return (
      <p role="status" className={styles.status}>
        Searching…
      </p>
    );
  }
  const total = outcome.results.length;
  return (
    <section aria-label="Search results">
      <p role="status" className={styles.status}>
        {total === 0 ? 'No results for ' : `${total} result${total === 1 ? '' : 's'} for `}
        <strong>“{outcome.searched}”</strong>
        {outcome.correctedFrom && <> (corrected from “{outcome.correctedFrom}”: the documentation does not use that spelling)</>}
      </p>
      {total === 0 ? (
        <Suggestions />
      ) : (
        <>
          <ol className={styles.results}>
            {shown.data!.map((data) => (
              <Result key={data.url} data={data} />
            ))}
          </ol>
          {count < total && (
            <button type="button" className="button button--outline button--primary" onClick={() => setCount((c) => c + PAGE_SIZE)}>
              More results ({total - count} more)
            </button>
          )}
        </>
      )}
    </section>
  );
}
