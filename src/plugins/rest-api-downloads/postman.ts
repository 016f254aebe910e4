import { promisify } from 'node:util';

/** The server address the collection points at until the reader changes the `baseUrl` variable. */
export const DEFAULT_BASE_URL = 'http://localhost:18080';

const SERVER_VARIABLES = new Set(['protocol', 'host', 'port']);

type Variable = { key: string; value?: string; [k: string]: unknown };
type Item = { item?: Item[]; request?: { url?: { variable?: Variable[] } } };
export type PostmanCollection = { info: { name: string }; item: Item[]; variable?: Variable[] };

/** Every request of a collection, folders flattened. */
export function requestsOf(items: readonly Item[]): Item[] {
  return items.flatMap((i) => (i.item ? requestsOf(i.item) : [i]));
}

/**
 * A Postman collection generated from the OpenAPI document: one request per operation, one folder per tag,
 * and a single `baseUrl` collection variable (default http://localhost:18080) in place of the document's
 * protocol/host/port server variables.
 */
export async function toPostmanCollection(openapiYaml: string): Promise<PostmanCollection> {
  // Loaded here, not with the site config: it takes half a second and only the production build converts.
  const { convert } = await import('openapi-to-postmanv2');
  const result = await promisify(convert)({ type: 'string', data: openapiYaml }, { folderStrategy: 'Tags', requestNameSource: 'Fallback' });
  if (!result?.result || !result.output?.[0]) throw new Error(`OpenAPI to Postman conversion failed: ${result?.reason}`);
  const collection = result.output[0].data as PostmanCollection;
  collection.variable = [
    { key: 'baseUrl', value: DEFAULT_BASE_URL, type: 'string', description: 'Address of your BangDB server (HTTP or hybrid mode).' },
    ...(collection.variable ?? []).filter((v) => v.key !== 'baseUrl' && !SERVER_VARIABLES.has(v.key)),
  ];
  for (const request of requestsOf(collection.item)) {
    const url = request.request?.url;
    if (url?.variable) url.variable = url.variable.filter((v) => !SERVER_VARIABLES.has(v.key));
  }
  return collection;
}
