/** The spec's layout constants (§9), for JavaScript logic. CSS has the same values in src/css/custom.css. */
export const BREAKPOINTS = { sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** Width of an area sidebar, px. */
export const SIDEBAR_WIDTH = 269;

/** How far a collapsed sidebar slides away, px. */
export const SIDEBAR_COLLAPSE_OFFSET = 279;

/** At or below this window width the graph sidebar is collapsed, px. */
export const GRAPH_NARROW_BREAKPOINT = 1024;

/** Below this width the header shows the mobile menu instead of the links and Download button, px. */
export const MOBILE_HEADER_BREAKPOINT = BREAKPOINTS.md;
