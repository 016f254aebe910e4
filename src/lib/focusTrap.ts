/** Keeping keyboard focus inside a modal dialog (WAI-ARIA dialog pattern: Tab and Shift+Tab cycle inside it). */

const TAB_STOP = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** The elements of `root` that Tab visits, in order: focusable, not disabled, not taken out of the tab order. */
export function tabStops(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TAB_STOP)).filter(
    (el) => !el.matches(':disabled, [tabindex="-1"]') && !el.closest('[hidden], [inert]'),
  );
}

/**
 * Where Tab should move focus instead of the browser: from the last stop to the first, with Shift from the first
 * to the last, and onto the first (last) stop when focus is on none of them. `null` leaves the move to the browser.
 */
export function wrappedTabTarget(count: number, current: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (current === -1) return backwards ? count - 1 : 0;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}
