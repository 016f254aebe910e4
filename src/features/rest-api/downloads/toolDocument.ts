import yaml from 'js-yaml';

type Parameter = { name?: string; in?: string; $ref?: string; [key: string]: unknown };
type Operation = { parameters?: Parameter[]; [key: string]: unknown };
type Document = { paths: Record<string, Record<string, Operation>>; components?: { parameters?: Record<string, Parameter> } };

/**
 * The OpenAPI document as Swagger tools need it. A `#suffix` in a path key keeps two operations on one route
 * apart (OpenAPI allows one operation per method and path). Tools append query parameters after the whole path,
 * so behind a `#` the query lands in the fragment, which is never sent: a `DELETE` meant for one document would
 * drop its table. Such operations get their query parameters written into the path template instead
 * (`/db/{db_name}/{table_name}?key={key}`, the parameter `in: path`), which tools fill in and send.
 */
export function forSwaggerTools(openapiYaml: string): string {
  const doc = yaml.load(openapiYaml) as Document;
  const resolve = (p: Parameter): Parameter => (p.$ref ? doc.components?.parameters?.[p.$ref.split('/').pop() ?? ''] ?? p : p);
  const paths = Object.entries(doc.paths).map(([key, item]): [string, Record<string, Operation>] => {
    const [route, suffix] = key.split('#');
    const query = [...new Set(Object.values(item).flatMap((op) => (op.parameters ?? []).map(resolve).filter((p) => p.in === 'query').map((p) => p.name)))];
    if (suffix === undefined || query.length === 0) return [key, item];
    const ops = Object.entries(item).map(([method, op]): [string, Operation] => [
      method,
      { ...op, parameters: (op.parameters ?? []).map((p) => (resolve(p).in === 'query' ? { ...resolve(p), in: 'path' } : p)) },
    ]);
    return [`${route}?${query.map((name) => `${name}={${name}}`).join('&')}`, Object.fromEntries(ops)];
  });
  return yaml.dump({ ...doc, paths: Object.fromEntries(paths) }, { lineWidth: 120, noRefs: true });
}
