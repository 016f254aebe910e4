/** Page flags a doc sets in its front matter: `noHeader` hides header and footer, `noSidebar` the sidebar. */
export interface PageFlags {
  noHeader: boolean;
  noSidebar: boolean;
}

export function pageFlags(frontMatter: Record<string, unknown>): PageFlags {
  return { noHeader: frontMatter.noHeader === true, noSidebar: frontMatter.noSidebar === true };
}

/**
 * Front matter as Docusaurus should see it: `noSidebar: true` becomes `displayed_sidebar: null`, which makes the
 * docs plugin render the page without a sidebar (used from docusaurus.config.ts `markdown.parseFrontMatter`).
 */
export function applyPageFlags(frontMatter: Record<string, unknown>): Record<string, unknown> {
  return pageFlags(frontMatter).noSidebar ? { ...frontMatter, displayed_sidebar: null } : frontMatter;
}
