import type { NavLeaf, NavSidebar } from '../types';

/** The endpoint pages in the order of the product's navigation, by operation id. Their titles (each operation's
 *  summary) come from the sidebar the OpenAPI plugin generates with the pages (`npm run gen:rest-api`), their method
 *  badges from the pages' `sidebar_class_name`. */
const OPERATION_ORDER = [
  'get-the-server-stats',
  'check-server-type',
  'run-sql-like-query-for-tables',
  'get-database-name',
  'get-the-tables-count',
  'open-a-table',
  'get-environment-details',
  'list-all-the-tables',
  'get-the-general-info-statistics-of-the-tables',
  'get-the-stats-of-a-given-table',
  'count-number-of-rows-in-a-table',
  'create-a-table',
  'add-index-to-a-table',
  'insert-a-document-data-into-a-table',
  'get-a-document-data-for-a-key',
  'delete-a-key-and-value-document',
  'delete-an-index-from-the-table-only-secondary-index',
  'delete-a-table',
  'register-schema-for-stream-processing',
  'insert-an-event-into-a-stream',
  'get-the-list-of-all-schemas-registered-in-the-db',
  'get-information-for-a-given-schema',
  'get-the-schema-json-doc-for-a-given-schema',
  'get-the-dependency-graph-of-the-schema',
  'change-the-state-of-any-stream',
  'query-streams-to-retrieve-data',
  'run-cypher-on-stream',
  'add-another-stream-into-an-existing-schema',
  'delete-prediction-status-of-a-file',
  'delete-a-training-request-of-a-model',
  'edit-an-existing-schema',
  'delete-a-model',
  'get-usage-of-the-schema',
  'count-the-number-of-events-in-a-stream',
  'get-the-number-of-buckets',
  'list-all-buckets-in-the-db',
  'upload-stream-data-to-brs',
  'create-a-bucket',
  'de-register-a-schema',
  'de-register-a-stream-in-a-schema',
  'get-list-of-objects-files-in-the-bucket',
  'get-list-of-objects-in-a-bucket',
  'train-a-model',
  'get-the-training-status-of-a-model',
  'upload-put-file-into-a-bucket',
  'download-a-file-from-the-bucket',
  'do-prediction-for-a-trained-model',
  'get-prediction-status-for-a-model-async',
  'upload-an-object-in-memory',
  'count-number-of-models-for-a-schema',
  'delete-an-object-from-a-bucket',
  'delete-a-bucket',
  'get-training-request-for-a-model',
  'create-a-graph-table',
  'get-all-training-requests-in-the-system',
  'open-an-existing-graph-table',
  'list-all-graph-tables-in-the-db',
  'get-the-stats-of-a-graph-table',
  'add-a-node-into-a-graph-table',
  'add-triple-into-a-graph-table',
  'run-cypher-query-on-graph',
  'register-a-notification',
  'pause-activate-and-deregister-a-notification',
  'various-notification-queries',
];

/** What the plugin writes in rest-api/sidebar.ts: doc items with a label, in categories (one per tag). */
export type GeneratedItem = { type: 'doc'; id: string; label: string } | { type: 'category'; items: GeneratedItem[] };

/** The sidebar the OpenAPI plugin generates with the endpoint pages (rest-api/sidebar.ts). Read when the entries are
 *  first needed, not when this module loads: `npm run gen:rest-api` deletes and rewrites it, and loading the site
 *  config in between imports the navigation. */
function generatedSidebar(): GeneratedItem[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- read lazily, see above
  return (require('../../../rest-api/sidebar') as { default: GeneratedItem[] }).default;
}

/** The generated sidebar's endpoint pages as navigation entries, in `order`; throws when a generated page is not in
 *  `order` or an id in `order` has no generated page, so a new operation cannot be left out of the sidebar. */
export function operationLeaves(generated: readonly GeneratedItem[], order: readonly string[]): NavLeaf[] {
  const titles = new Map<string, string>();
  const visit = (items: readonly GeneratedItem[]): void => {
    for (const item of items) {
      if (item.type === 'doc') titles.set(item.id, item.label);
      else visit(item.items);
    }
  };
  visit(generated);
  const unplaced = [...titles.keys()].filter((id) => !order.includes(id));
  const unknown = order.filter((id) => !titles.has(id));
  if (unplaced.length || unknown.length) {
    throw new Error(`REST sidebar: add ${unplaced.join(', ') || 'nothing'} to OPERATION_ORDER, remove ${unknown.join(', ') || 'nothing'} (src/nav/sidebars/restApi.ts)`);
  }
  return order.map((id) => ({ title: titles.get(id)!, path: `/rest-api/${id}` }));
}

let endpointLeaves: NavLeaf[] | undefined;

/** The `rest-api` sidebar (rest-api instance). Order and titles follow the product's navigation. */
export const restApiSidebar = {
  id: 'rest-api',
  label: 'REST API',
  instance: 'rest-api',
  items: [
    {
      title: 'API 2.0',
      children: [
        { title: 'Introduction', path: '/rest-api/api-introduction' },
        { title: 'General Information', path: '/rest-api/general-information' },
        { title: 'The document structure', path: '/rest-api/document-structure' },
        {
          title: 'Server API',
          get children() {
            return (endpointLeaves ??= operationLeaves(generatedSidebar(), OPERATION_ORDER));
          },
        },
      ],
    },
    {
      title: 'Swagger API',
      children: [
        { title: 'Swagger API', path: '/rest-api/swagger-api' },
      ],
    },
    {
      title: 'Postman API',
      children: [
        { title: 'Postman API', path: '/rest-api/postman-api' },
      ],
    },
  ],
} satisfies NavSidebar;
