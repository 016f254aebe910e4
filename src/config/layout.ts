/** The layout constants the site's code reads (the sidebar's sizes, which only stylesheets use, are custom
 *  properties in src/css/tokens.css). The graph breakpoint drives the sidebar rule (src/lib/sidebarState.ts). */

/** At or below this window width the graph sidebar is collapsed, px. */
export const GRAPH_NARROW_BREAKPOINT = 1024;

/** From this window width the header shows its links and Download on one row; below it, one menu button, px. The
 *  stylesheets' media queries repeat the number (CSS cannot read a custom property there); a test keeps them equal. */
export const HEADER_MENU_BREAKPOINT = 1200;
