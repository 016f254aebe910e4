/**
 * @jest-environment node
 *
 * The REST sidebar's endpoint entries come from the sidebar the OpenAPI plugin generates (rest-api/sidebar.ts):
 * their titles are the operations' summaries; src/nav/sidebars/restApi.ts gives only their order.
 */
import generatedSidebar from '@site/rest-api/sidebar';
import { operationLeaves, restApiSidebar, type GeneratedItem } from '@site/src/nav/sidebars/restApi';
import { leavesOf } from '@site/src/nav';

const generated: GeneratedItem[] = [{ type: 'category', items: [
  { type: 'doc', id: 'get-the-server-stats', label: 'Get the server stats' },
  { type: 'doc', id: 'open-a-table', label: 'Open a table' },
] }];

it("takes each endpoint's title from the generated sidebar, in the given order", () => {
  expect(operationLeaves(generated, ['open-a-table', 'get-the-server-stats'])).toEqual([
    { title: 'Open a table', path: '/rest-api/open-a-table' },
    { title: 'Get the server stats', path: '/rest-api/get-the-server-stats' },
  ]);
});

it('fails for a generated page left out of the order, and for an id with no generated page', () => {
  expect(() => operationLeaves(generated, ['open-a-table'])).toThrow(/add get-the-server-stats to OPERATION_ORDER/);
  expect(() => operationLeaves(generated, ['open-a-table', 'get-the-server-stats', 'gone'])).toThrow(/remove gone/);
});

it('lists every generated endpoint page once in the REST sidebar', () => {
  const generatedIds = JSON.stringify(generatedSidebar).match(/"id":"[^"]+"/g) ?? [];
  const paths = leavesOf(restApiSidebar.items).map((leaf) => leaf.path);
  expect(generatedIds.length).toBe(64);
  for (const id of generatedIds.map((m) => m.slice(6, -1))) expect(paths.filter((p) => p === `/rest-api/${id}`)).toHaveLength(1);
});
