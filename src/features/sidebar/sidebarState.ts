/** When an area sidebar is open: the graph sidebar starts collapsed on narrow windows. */

export const GRAPH_SIDEBAR = 'graph';

/** At or below this window width the graph sidebar is collapsed, px. The stylesheets' media queries repeat the
 *  number (CSS cannot read a custom property there); a test keeps them equal. */
export const GRAPH_NARROW_BREAKPOINT = 1024;

export function isOpenByDefault(sidebarName: string | undefined, windowWidth: number): boolean {
  return !(sidebarName === GRAPH_SIDEBAR && windowWidth <= GRAPH_NARROW_BREAKPOINT);
}

/**
 * The open flag after a resize from `previousWidth` to `width`: the graph sidebar collapses when the window is
 * narrowed across the breakpoint; otherwise the reader's choice (`open`, or `null` for "not chosen") stands.
 */
export function openAfterResize(
  sidebarName: string | undefined,
  open: boolean | null,
  previousWidth: number,
  width: number,
): boolean | null {
  const narrowed = previousWidth > GRAPH_NARROW_BREAKPOINT && width <= GRAPH_NARROW_BREAKPOINT;
  return sidebarName === GRAPH_SIDEBAR && narrowed ? false : open;
}

/** The effective open flag: the reader's choice, else the default for this window. */
export function isSidebarOpen(sidebarName: string | undefined, open: boolean | null, windowWidth: number): boolean {
  return open ?? isOpenByDefault(sidebarName, windowWidth);
}

/**
 * The scrollTop that brings an item into view inside a scrolling container (a third of the way down), or
 * `null` when the item is already fully visible.
 */
export function scrollTopToReveal(
  container: { top: number; bottom: number; height: number },
  item: { top: number; bottom: number },
  scrollTop: number,
): number | null {
  if (item.top >= container.top && item.bottom <= container.bottom) return null;
  return Math.max(0, Math.round(scrollTop + item.top - container.top - container.height / 3));
}
