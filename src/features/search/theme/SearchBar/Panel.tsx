// The header search's panel (loaded on demand by ./index.tsx): the top results as the reader types, with the same
// queries, cache, spelling correction and ranking as /search, as the combobox's listbox.
import React, { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import Link from '@docusaurus/Link';
import { useQueryClient } from '@tanstack/react-query';
import Excerpt from '@site/src/features/search/SearchResults/Excerpt';
import SearchUnavailable from '@site/src/features/search/SearchResults/SearchUnavailable';
import { optionId, type ComboboxEvent, type ComboboxState } from '@site/src/features/search/combobox';
import { panelPlacement } from '@site/src/features/search/placement';
import { useSearch, warmUp } from '@site/src/features/search/useSearch';
import { normaliseSubmittedQuery, searchUrl } from '@site/src/features/search/searchQuery';
import useOverflows from '@site/src/lib/useOverflows';
import styles from './panel.module.css';

/** Results the panel shows before "See all". */
export const PANEL_RESULTS = 5;
/** Quiet time after a keystroke before the query runs. */
const DEBOUNCE_MS = 80;
/** Widest the panel gets beside the box on a large screen. */
const MAX_WIDTH = 560;

export interface PanelProps {
  /** The box's text. */
  text: string;
  state: ComboboxState;
  dispatch: (event: ComboboxEvent) => void;
  listboxId: string;
  input: RefObject<HTMLInputElement | null>;
  /** A result or the results page was opened. */
  onFollow: () => void;
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The panel's place under the box on a large screen (on a phone, CSS makes it a full-width sheet instead). */
function usePlacement(open: boolean, input: RefObject<HTMLInputElement | null>): React.CSSProperties {
  const [place, setPlace] = useState({ top: 0, right: 0, width: 0 });
  useLayoutEffect(() => {
    if (!open) return undefined;
    const update = () => input.current && setPlace(panelPlacement(input.current.getBoundingClientRect(), document.documentElement.clientWidth, MAX_WIDTH));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [open, input]);
  return { '--search-panel-top': `${place.top}px`, '--search-panel-right': `${place.right}px`, '--search-panel-width': `${place.width}px` } as React.CSSProperties;
}

export default function Panel({ text, state, dispatch, listboxId, input, onFollow }: PanelProps): React.JSX.Element {
  const client = useQueryClient();
  useEffect(() => warmUp(client), [client]);
  // The query is what submitting would search for (lowercased, nothing for a leading space): the same cache keys.
  const query = useDebounced(normaliseSubmittedQuery(text) ?? '', DEBOUNCE_MS);
  const { outcome, shown, failed, retry, busy } = useSearch(query, PANEL_RESULTS, true);
  const placement = usePlacement(state.open, input);
  const panel = useRef<HTMLDivElement>(null);

  const results = query && outcome && outcome.ids.length > 0 ? (shown ?? []) : [];
  const total = outcome?.ids.length ?? 0;
  const options = results.length > 0 ? results.length + 1 : 0; // the results, then "See all"
  const shownUrls = results.map((r) => r.url).join(' ');
  // Whether the panel scrolls: then it is a tab stop, so the keyboard can scroll it (↑/↓ in the box also bring the
  // highlighted option into view).
  const overflows = useOverflows(panel, 'y', `${state.open} ${failed} ${shownUrls}`);
  // New results: the box learns how many options there are, and nothing stays highlighted.
  useEffect(() => dispatch({ type: 'options', count: options }), [dispatch, options, shownUrls]);
  useEffect(() => {
    if (state.active >= 0) document.getElementById(optionId(listboxId, state.active))?.scrollIntoView({ block: 'nearest' });
  }, [state.active, listboxId]);

  useEffect(() => {
    // A press inside the panel keeps focus in the box (the combobox keeps focus while its options are chosen);
    // clicks still open results and press Retry.
    const el = panel.current;
    const keepFocus = (event: MouseEvent) => event.preventDefault();
    el?.addEventListener('mousedown', keepFocus);
    return () => el?.removeEventListener('mousedown', keepFocus);
  }, []);

  const option = (index: number) => ({
    id: optionId(listboxId, index),
    role: 'option',
    tabIndex: -1,
    'aria-selected': state.active === index,
    className: styles.option,
    onClick: onFollow,
    onPointerMove: () => state.active !== index && dispatch({ type: 'hover', index }),
  });

  let status: React.ReactNode;
  if (!query) status = 'Type to search every page: ↑ ↓ to move, Enter to open, Esc to close.';
  else if (failed) status = null;
  else if (!outcome || (total > 0 && !shown)) status = 'Searching…';
  else if (total === 0) status = outcome.meaningful ? <>No results for “{outcome.searched}”</> : 'Add what you are looking for: words such as “how” and “the” are left out.';
  else status = <>{total} result{total === 1 ? '' : 's'} for “{outcome.searched}”{outcome.correctedFrom && <> (corrected from “{outcome.correctedFrom}”)</>}{!outcome.complete && <>: no page holds every word</>}</>;

  return (
    <div
      ref={panel}
      role="region"
      aria-label="Instant search results"
      {...(overflows ? { tabIndex: 0 } : {})}
      className={styles.panel}
      style={placement}
      hidden={!state.open}
      aria-busy={!!query && busy && !failed}
    >
      <p role="status" className={styles.status}>
        {status}
      </p>
      {failed && query && <SearchUnavailable className={styles.error} onRetry={retry} />}
      {options > 0 && (
        <div role="listbox" id={listboxId} aria-label="Search results" className={styles.listbox}>
          {results.map((result, index) => (
            <Link key={result.url} to={result.url} {...option(index)}>
              <span className={styles.title}>
                {result.title}
                {result.heading && <span className={styles.heading}> › {result.heading}</span>}
              </span>
              <span className={styles.area}>{result.area}</span>
              <Excerpt parts={result.excerpt} className={styles.excerpt} />
            </Link>
          ))}
          <Link to={searchUrl(query)} {...option(results.length)}>
            See all {total} result{total === 1 ? '' : 's'}
          </Link>
        </div>
      )}
    </div>
  );
}
