import { promisify } from 'node:util';
import yaml from 'js-yaml';
import { postmanRequestFor, type OperationLike, type ParameterLike } from '../codeSamples';

/** The server address the collection points at until the reader changes the `baseUrl` variable. */
export const DEFAULT_BASE_URL = 'http://localhost:18080';

const SERVER_VARIABLES = new Set(['protocol', 'host', 'port']);

type Variable = { key: string; value?: string; [k: string]: unknown };
type Item = { name?: string; item?: Item[]; request?: { description?: unknown; url?: { variable?: Variable[] } } };
type Spec = {
  paths: Record<string, Record<string, OperationLike & { summary?: string }>>;
  components?: { parameters?: Record<string, ParameterLike> };
};
export type PostmanCollection = { info: { name: string }; item: Item[]; variable?: Variable[] };

/** Every request of a collection, folders flattened. */
export function requestsOf(items: readonly Item[]): Item[] {
  return items.flatMap((i) => (i.item ? requestsOf(i.item) : [i]));
}

/** Each operation by its summary (the request names of the collection), with its parameter references resolved. */
function operationsBySummary(openapiYaml: string): Map<string, OperationLike> {
  const spec = yaml.load(openapiYaml) as Spec;
  const resolve = (p: ParameterLike & { $ref?: string }) => (p.$ref ? spec.components?.parameters?.[p.$ref.split('/').pop() ?? ''] ?? p : p);
  return new Map(
    Object.entries(spec.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]): [string, OperationLike] => [
        op.summary ?? '',
        { ...op, method, path, parameters: (op.parameters ?? []).map(resolve) },
      ]),
    ),
  );
}

/**
 * A Postman collection generated from the OpenAPI document: one request per operation, one folder per tag,
 * and a single `baseUrl` collection variable (default http://localhost:18080) in place of the document's
 * protocol/host/port server variables. Each request is the one the reference page documents (route without
 * `#suffix`, example parameters, `Content-Type`, example body; src/features/rest-api/codeSamples.ts), not the converter's
 * placeholders such as `<string>`.
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
  const operations = operationsBySummary(openapiYaml);
  for (const item of requestsOf(collection.item)) {
    const operation = operations.get(item.name ?? '');
    if (!operation) throw new Error(`Postman collection: no operation named "${item.name}"`);
    item.request = { ...postmanRequestFor(operation), description: item.request?.description };
  }
  return collection;
}
