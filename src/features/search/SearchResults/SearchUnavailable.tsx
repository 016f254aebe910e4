import React from 'react';

const isDevelopment = process.env.NODE_ENV === 'development';

/** Search failed even after its retries: what happened, and a Retry button. */
export default function SearchUnavailable({ onRetry, className }: { onRetry: () => void; className?: string }): React.JSX.Element {
  return (
    <div role="alert" className={className}>
      <p>
        <strong>Search is not available right now.</strong>{' '}
        {isDevelopment
          ? 'The search index is made by the production build. Run `npm run preview` to build and serve the site with search.'
          : 'The search index could not be loaded, even after several attempts. Check your connection and try again.'}
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
