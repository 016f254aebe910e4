import React, { useId } from 'react';
import { CloseIcon, SearchIcon } from '@site/src/components/icons';
import styles from './styles.module.css';

/** The filter box at the top of an area sidebar; its text lives in the layout state. */
export default function SidebarFilter({
  value,
  onChange,
  noMatches,
  className,
}: {
  value: string;
  onChange: (text: string) => void;
  noMatches: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`${styles.filter} ${className ?? ''}`}>
      <label htmlFor={id} className="sr-only">
        Filter this sidebar
      </label>
      <SearchIcon size={14} className={styles.filterIcon} />
      <input
        id={id}
        type="text"
        className={`bdb-input ${styles.filterInput}`}
        placeholder="Filter pages"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onChange('');
        }}
      />
      {value && (
        <button type="button" className={styles.filterClear} aria-label="Clear filter" onClick={() => onChange('')}>
          <CloseIcon size={14} />
        </button>
      )}
      {noMatches && (
        <p className={styles.noMatches} role="status">
          No matching pages
        </p>
      )}
    </div>
  );
}
