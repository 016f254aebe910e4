/** Where edit links and feedback go (src/config/site.ts): one repository, configured once. */
import { DOCS_REPOSITORY, EDIT_URL, feedbackIssueUrl, withSourceEditUrl } from '@site/src/config/site';

it('generated REST endpoint pages link the OpenAPI document they come from; other pages keep their front matter', () => {
  expect(withSourceEditUrl('/site/rest-api/open-a-table.api.mdx', { id: 'x', custom_edit_url: null })).toEqual({ id: 'x', custom_edit_url: `${EDIT_URL}rest-api/openapi.yaml` });
  const own = { custom_edit_url: 'https://example.com/x' };
  expect(withSourceEditUrl('/site/rest-api/open-a-table.api.mdx', own)).toBe(own);
  const page = { title: 'T' };
  expect(withSourceEditUrl('/site/docs/server-install.md', page)).toBe(page);
});

it('feedback opens a new issue pre-filled with the page, its text encoded', () => {
  const url = new URL(feedbackIssueUrl('Tables & keys <b>', 'https://docs.bangdb.com/tables?x=1'));
  expect(`${url.origin}${url.pathname}`).toBe(`${DOCS_REPOSITORY}/issues/new`);
  expect(url.searchParams.get('title')).toBe('Feedback: Tables & keys <b>');
  expect(url.searchParams.get('body')).toContain('Page: https://docs.bangdb.com/tables?x=1');
});
