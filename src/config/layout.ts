/** The layout constants that drive the site: the sidebar sizes reach the CSS as custom properties
 *  (src/plugins/layout-constants), the graph breakpoint drives the sidebar rule (src/lib/sidebarState.ts). */

/** Width of an area sidebar, px (`--bdb-sidebar-width`). */
export const SIDEBAR_WIDTH = 269;

/** How far a collapsed sidebar slides away, px (`--bdb-sidebar-collapse-offset`). */
export const SIDEBAR_COLLAPSE_OFFSET = 279;

/** At or below this window width the graph sidebar is collapsed, px. */
export const GRAPH_NARROW_BREAKPOINT = 1024;

/** From this window width the header shows its links and Download on one row; below it, one menu button, px. The
 *  stylesheets' media queries repeat the number (CSS cannot read a custom property there); a test keeps them equal. */
export const HEADER_MENU_BREAKPOINT = 1200;
