// SearchBar (ejected, safe): the header's documentation search — an ARIA 1.2 combobox with instant results in a
// panel under it (a full-width sheet on phones, opened by a search link), and the submit rule.
// The panel's code (./Panel, with the search engine) loads on the box's first focus, a shortcut or a tap, not with
// the page.
import React, { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useHistory } from '@docusaurus/router';
import { useLayoutState } from '@site/src/lib/layoutState';
import { isSearchShortcut, normaliseSubmittedQuery, searchUrl } from '@site/src/features/search/searchQuery';
import { CLOSED, comboboxKey, comboboxReducer, optionId, type ComboboxEvent } from '@site/src/features/search/combobox';
import { CloseIcon, SearchIcon } from '@site/src/components/icons';
import styles from './styles.module.css';

const Panel = lazy(() => import('./Panel'));

const isShown = (el: HTMLElement | null) => !!el && el.getClientRects().length > 0;

export default function SearchBar(): React.JSX.Element {
  const { searchQuery, setSearchQuery } = useLayoutState();
  const history = useHistory();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const phoneButton = useRef<HTMLAnchorElement>(null);
  /** Where focus was before a shortcut or the phone's search link opened the panel: Escape returns it there. */
  const returnFocus = useRef<Element | null>(null);
  const focusWhenOpen = useRef(false);
  const id = useId();
  const inputId = `${id}input`;
  const listboxId = `${id}results`;
  const [state, setState] = useState(CLOSED);
  /** The panel's code is wanted: the box was focused or typed in, or a shortcut or the phone's search link used. */
  const [wanted, setWanted] = useState(false);
  const dispatch = useCallback((event: ComboboxEvent) => setState((s) => comboboxReducer(s, event)), []);

  const open = useCallback(
    (from: Element | null) => {
      returnFocus.current = from;
      focusWhenOpen.current = true;
      setWanted(true);
      dispatch({ type: 'open' });
    },
    [dispatch],
  );

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSearchShortcut(event, event.target)) return;
      event.preventDefault();
      open(document.activeElement === input.current ? null : document.activeElement);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  useEffect(() => {
    // On a phone the box is shown only with its sheet, so it is focused once open has rendered.
    if (state.open && focusWhenOpen.current) input.current?.focus();
    focusWhenOpen.current = false;
  }, [state.open]);

  useEffect(() => {
    if (!state.open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) dispatch({ type: 'close' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state.open, dispatch]);

  /** Escape: closes the panel, and focus goes back where it was (on a phone, to the search link). */
  function dismiss() {
    dispatch({ type: 'close' });
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target instanceof HTMLElement && target !== document.body && target.isConnected) target.focus();
    else if (isShown(phoneButton.current)) phoneButton.current!.focus();
    else if (target === document.body) input.current?.blur();
  }

  /** After a result or the results page was opened: the box is cleared and closed. */
  const finish = useCallback(() => {
    setSearchQuery('');
    dispatch({ type: 'close' });
    returnFocus.current = null;
    input.current?.blur();
  }, [dispatch, setSearchQuery]);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const query = normaliseSubmittedQuery(searchQuery);
    if (query === null) return;
    history.push(searchUrl(query));
    finish();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const { state: next, effect, handled } = comboboxKey(state, event.key);
    if (handled) event.preventDefault();
    if (effect === 'dismiss') return dismiss();
    if (effect === 'follow') document.getElementById(optionId(listboxId, state.active))?.click();
    setState(next);
  }

  const expanded = state.open && state.options > 0;
  return (
    <div
      ref={root}
      className={`${styles.root} ${state.open ? styles.open : ''}`}
      onBlur={(event) => {
        // Focus moved on to something outside (Tab, a link); a click outside is the pointer handler's.
        if (event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) dispatch({ type: 'close' });
      }}
    >
      {/* A link to the search screen, which the script turns into the sheet: a tap before the scripts load (a slow
          network) or without them still reaches search. */}
      <a
        ref={phoneButton}
        href="/search"
        className={styles.phoneButton}
        aria-label="Search the documentation"
        onClick={(e) => {
          e.preventDefault();
          open(e.currentTarget);
        }}>
        <SearchIcon size={20} />
      </a>
      <form role="search" aria-label="Site search" className={styles.form} onSubmit={onSubmit} action="/search">
        <label htmlFor={inputId} className={styles.label}>
          <SearchIcon size={16} />
          <span className="sr-only">Search the documentation</span>
        </label>
        <input
          ref={input}
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && state.active >= 0 ? optionId(listboxId, state.active) : undefined}
          className={`bdb-input ${styles.input}`}
          placeholder="Search docs"
          autoComplete="off"
          enterKeyHint="search"
          value={searchQuery}
          onFocus={() => setWanted(true)}
          onChange={(e) => {
            setSearchQuery(e.target.value);
            setWanted(true);
            dispatch({ type: 'input', text: e.target.value });
          }}
          onKeyDown={onKeyDown}
        />
        <kbd className={styles.shortcut} aria-hidden="true">
          /
        </kbd>
        <button type="button" className={styles.closeButton} aria-label="Close search" onClick={dismiss}>
          <CloseIcon size={20} />
        </button>
      </form>
      {wanted && (
        <Suspense fallback={null}>
          <Panel text={searchQuery} state={state} dispatch={dispatch} listboxId={listboxId} input={input} onFollow={finish} />
        </Suspense>
      )}
    </div>
  );
}
