// SearchBar (ejected, safe): the header's documentation search box and its submit rule (spec §2.1, §5).
import React, { useEffect, useId, useRef } from 'react';
import { useHistory } from '@docusaurus/router';
import { useLayoutState } from '@site/src/lib/layoutState';
import { isSearchShortcut, normaliseSubmittedQuery, searchUrl } from '@site/src/lib/searchQuery';
import { SearchIcon } from '@site/src/components/icons';
import styles from './styles.module.css';

export default function SearchBar(): React.JSX.Element {
  const { searchQuery, setSearchQuery } = useLayoutState();
  const history = useHistory();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (isSearchShortcut(event, event.target)) {
        event.preventDefault();
        input.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const query = normaliseSubmittedQuery(searchQuery);
    if (query === null) return;
    history.push(searchUrl(query));
    setSearchQuery('');
  }

  return (
    <form role="search" className={styles.form} onSubmit={onSubmit} action="/search">
      <label htmlFor={inputId} className={styles.label}>
        <SearchIcon size={16} />
        <span className="sr-only">Search the documentation</span>
      </label>
      <input
        ref={input}
        id={inputId}
        name="q"
        type="search"
        className={`bdb-input ${styles.input}`}
        placeholder="Search docs"
        autoComplete="off"
        enterKeyHint="search"
        value={searchQuery}
        onChange={(e) => setSearchQuery(e.target.value)}
      />
      <kbd className={styles.shortcut} aria-hidden="true">/</kbd>
    </form>
  );
}
