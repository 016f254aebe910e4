import React, { useEffect, useRef, useState } from 'react';
import AreaList from '@site/src/components/AreaList';
import { PAGE_SIZE, useSearch } from '@site/src/features/search/useSearch';
import Result from './Result';
import SearchUnavailable from './SearchUnavailable';
import styles from './styles.module.css';

function Suggestions({ meaningful }: { meaningful: boolean }) {
  return (
    <div className={styles.suggestions}>
      <p>
        {meaningful
          ? 'None of these words is in the documentation. Check the spelling, or try other words for the same thing, or the exact name of a function, command or key.'
          : 'Words such as “how”, “to” and “the” are left out of a search. Add what you are looking for: a feature, a task, or the name of a function, command or key.'}
      </p>
      <p>Or browse an area:</p>
      <AreaList />
    </div>
  );
}

/** Results shown with the page; the rest of the first page of results loads as the reader scrolls towards it, so a
 *  reader who finds the answer at the top downloads no excerpts they never see. */
export const FIRST_SHOWN = 5;

/** The results of one query: loading, error (with Retry), no results, or ranked results with "More results". */
export default function SearchResults({ query }: { query: string }): React.JSX.Element {
  // Rendered in the browser only (the screen reads the URL after hydration); without IntersectionObserver, all ten.
  const [count, setCount] = useState(() => (typeof IntersectionObserver === 'undefined' ? PAGE_SIZE : FIRST_SHOWN));
  const { outcome, shown, failed, retry } = useSearch(query, count);
  const rest = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const marker = rest.current;
    if (!marker || count >= PAGE_SIZE) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setCount(PAGE_SIZE), { rootMargin: '200px' });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [count, shown]);

  if (failed) return <SearchUnavailable className="alert alert--danger" onRetry={retry} />;
  if (!outcome || (outcome.ids.length > 0 && !shown)) {
    return (
      <p role="status" className={styles.status}>
        Searching…
      </p>
    );
  }
  const total = outcome.ids.length;
  return (
    <section aria-label="Search results">
      <p role="status" className={styles.status}>
        {total === 0 ? 'No results for ' : `${total} result${total === 1 ? '' : 's'} for `}
        <strong>“{outcome.searched}”</strong>
        {outcome.correctedFrom && <> (corrected from “{outcome.correctedFrom}”: the documentation does not use that spelling)</>}
        {total > 0 && !outcome.complete && <>. No page holds every word: these hold most of them</>}
      </p>
      {total > 0 && outcome.unknown.length > 0 && (
        <p className={styles.note}>
          Not in the documentation, so left out: {outcome.unknown.map((word, i) => (
            <React.Fragment key={word}>{i > 0 && ', '}<s>{word}</s></React.Fragment>
          ))}
        </p>
      )}
      {total === 0 ? (
        <Suggestions meaningful={outcome.meaningful} />
      ) : (
        <>
          <ol className={styles.results}>
            {shown!.map((result) => (
              <Result key={result.url} result={result} />
            ))}
          </ol>
          {count < PAGE_SIZE && count < total ? (
            <div ref={rest} aria-hidden="true" />
          ) : (
            count < total && (
              <button type="button" className="button button--outline button--primary" onClick={() => setCount((c) => c + PAGE_SIZE)}>
                More results ({total - count} more)
              </button>
            )
          )}
        </>
      )}
    </section>
  );
}
