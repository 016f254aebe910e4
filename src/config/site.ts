/**
 * Where the documentation's own source lives. Every doc page links "Edit this page" to its file on the `main`
 * branch, and "Was this page helpful?" opens an issue there: when the repository moves, change it here (and only
 * here).
 */
export const DOCS_REPOSITORY = 'https://github.com/sachin-sinha/bangdb-docs';
export const DOCS_BRANCH = 'main';

/** Edit links: the docs plugins append each page's path inside the repository (`docs/server-install.md`). */
export const EDIT_URL = `${DOCS_REPOSITORY}/edit/${DOCS_BRANCH}/`;

/** The REST endpoint pages are generated from this file (npm run gen:rest-api): their edit link opens it. */
export const GENERATED_REST_SOURCE = 'rest-api/openapi.yaml';

/** Options every docs instance shares: the edit link and the date of the page's last change in git. */
export const docPageLinks = { editUrl: EDIT_URL, showLastUpdateTime: true } as const;

/**
 * Front matter of a page as the docs plugin should see it: the OpenAPI generator writes `custom_edit_url: null`
 * into the endpoint pages (`*.api.mdx`) it generates; their edit link opens the OpenAPI document they come from.
 */
export function withSourceEditUrl(filePath: string, frontMatter: Record<string, unknown>): Record<string, unknown> {
  return filePath.endsWith('.api.mdx') && frontMatter.custom_edit_url === null
    ? { ...frontMatter, custom_edit_url: `${EDIT_URL}${GENERATED_REST_SOURCE}` }
    : frontMatter;
}

/** "Was this page helpful?": a new issue in the documentation's repository, pre-filled with the page. */
export function feedbackIssueUrl(pageTitle: string, pageUrl: string): string {
  const params = new URLSearchParams({ title: `Feedback: ${pageTitle}`, body: `Page: ${pageUrl}\n\n` });
  return `${DOCS_REPOSITORY}/issues/new?${params.toString()}`;
}
