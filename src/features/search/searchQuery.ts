/** Rules of the documentation search box and of the /search URL. */

/** Longest query the search screen will work with; longer input is cut, never rejected. */
export const MAX_QUERY_LENGTH = 200;

/**
 * What submitting the header search box does with the typed text: `null` when nothing must happen (text
 * that begins with a space, or nothing typed), otherwise the lowercased text to search for.
 */
export function normaliseSubmittedQuery(typed: string): string | null {
  if (typed.length === 0 || typed.startsWith(' ')) return null;
  return typed.toLowerCase();
}

/** The URL the search box navigates to for a submitted query. */
export function searchUrl(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

/** The `q` parameter of a location's query string, safely decoded and trimmed; '' when missing or blank. */
export function readQuery(search: string): string {
  // URLSearchParams never throws: invalid percent-encoding decodes to U+FFFD replacement characters.
  const raw = new URLSearchParams(search).get('q') ?? '';
  return raw.trim().slice(0, MAX_QUERY_LENGTH);
}

/** True for the keys that focus the header search box: `/` (outside text fields) or Ctrl/⌘+K. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>, target: EventTarget | null): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const el = target as HTMLElement | null;
  const typing = !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
  return !typing;
}
