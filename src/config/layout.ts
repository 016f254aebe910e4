/** The header's layout constant (the sidebar's sizes, which only stylesheets use, are custom properties in
 *  src/css/tokens.css; its graph breakpoint is the sidebar feature's, src/features/sidebar/sidebarState.ts). */

/** From this window width the header shows its links and Download on one row; below it, one menu button, px. The
 *  stylesheets' media queries repeat the number (CSS cannot read a custom property there); a test keeps them equal. */
export const HEADER_MENU_BREAKPOINT = 1200;
