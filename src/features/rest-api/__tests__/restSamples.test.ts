/**
 * Every REST operation's samples run as shown: for each operation of the OpenAPI document, the request the
 * explorer builds (the theme's own buildPostmanRequest, fed as its page feeds it: parameters prefilled from
 * their examples, the body editor filled by the theme's schema sampler) and the first curl sample carry the
 * method, the route without `#suffix`, every path parameter filled, `Content-Type` and the documented body.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { OpenAPIV3 } from 'openapi-types';
import buildPostmanRequest from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/buildPostmanRequest';
import { sampleFromSchema } from 'docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample';
import {
  convert,
  curlForOperation,
  exampleRequest,
  getLanguageList,
  parameterExample,
  rawTextExample,
  requestBodyExample,
  requestPath,
  withRunnableExamples,
  type OperationLike,
  type RequestLike,
} from '@site/src/features/rest-api/codeSamples';

/** The parts of postman-collection's Request (the package ships no types) the test reads. */
type PostmanRequest = RequestLike & { body?: { raw?: string } | null };
const { Request } = jest.requireActual<{ Request: new (json: unknown) => PostmanRequest }>('postman-collection');
type BuildOptions = Parameters<typeof buildPostmanRequest>[1];

// The schema sampler imports chalk (ESM only) for a warning it prints; the test needs none of it.
jest.mock('docusaurus-plugin-openapi-docs/node_modules/chalk', () => ({ __esModule: true, default: { yellow: String } }));

const SERVER = 'http://localhost:18080';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Operation = OperationLike & { operationId: string };
let operations: Operation[] = [];

beforeAll(async () => {
  const text = readFileSync(path.resolve(__dirname, '../../../../rest-api/openapi.yaml'), 'utf8');
  const spec = (await SwaggerParser.dereference(yaml.load(text) as OpenAPIV3.Document)) as OpenAPIV3.Document;
  operations = Object.entries(spec.paths).flatMap(([route, item]) =>
    METHODS.flatMap((method) => {
      const op = item?.[method];
      return op ? [{ ...(op as unknown as Operation), method, path: route, servers: spec.servers as Operation['servers'] }] : [];
    }),
  );
});

/** The request the explorer sends and shows in its samples before the reader edits anything. */
function explorerRequest(operation: Operation): PostmanRequest {
  const item = withRunnableExamples(operation);
  const params = (place: string) =>
    (item.parameters ?? []).filter((p) => p.in === place).map((p) => ({ ...p, value: parameterExample(p) }));
  const [contentType, media] = Object.entries(item.requestBody?.content ?? {})[0] ?? [];
  // The theme's Body component: a JSON body starts as its schema's sample; a raw text body as its example
  // (src/features/rest-api/theme/ApiExplorer/Body).
  const schema = media?.schema as Parameters<typeof sampleFromSchema>[0] | undefined;
  const text = rawTextExample(media) ?? (schema ? JSON.stringify(sampleFromSchema(schema, { type: 'request' }), null, 2) : undefined);
  const accept = Object.keys(Object.values(item.responses ?? {})[0]?.content ?? {})[0];
  const options = {
    queryParams: params('query'),
    pathParams: params('path'),
    cookieParams: [],
    headerParams: [],
    contentType,
    accept,
    body: text ? { type: 'raw', content: { type: 'string', value: text } } : { type: 'empty' },
    server: { url: SERVER },
    auth: { options: {}, data: {} },
    encoding: undefined,
  } as unknown as BuildOptions;
  return buildPostmanRequest(new Request(item.postman) as never, options) as unknown as PostmanRequest;
}

function sample(language: string, request: PostmanRequest): string {
  let out = '';
  convert(language, '', request, {}, (error, snippet) => {
    if (error) throw error;
    out = snippet ?? '';
  });
  return out;
}

it('reads all 64 operations', () => expect(operations).toHaveLength(64));

it('sends every request to its route: method, no #suffix, every path parameter filled', () => {
  for (const operation of operations) {
    const route = requestPath(operation.path);
    const request = explorerRequest(operation);
    const url = request.url.toString();
    expect({ id: operation.operationId, method: request.method }).toEqual({ id: operation.operationId, method: operation.method.toUpperCase() });
    expect(url.startsWith(`${SERVER}${route.split('{')[0]}`)).toBe(true);
    expect(url).not.toMatch(/[{}#]|\/:/);
    expect(exampleRequest(operation).url).not.toMatch(/[{}#]/);
  }
});

it('gives every body-taking operation, in every language, its Content-Type and documented body', () => {
  const bodied = operations.filter((o) => o.requestBody);
  expect(bodied.length).toBeGreaterThanOrEqual(30);
  for (const operation of bodied) {
    const { contentType, example } = requestBodyExample(operation) ?? {};
    expect({ id: operation.operationId, example }).toEqual({ id: operation.operationId, example: expect.anything() });
    const request = explorerRequest(operation);
    const body = request.body?.raw ?? '';
    // The body is the documented example (JSON compared as data), never a skeleton of type names.
    if (typeof example === 'string') expect(body).toBe(example);
    else expect({ id: operation.operationId, body: JSON.parse(body) }).toEqual({ id: operation.operationId, body: example });
    expect(body).not.toMatch(/"string"|\{db_name\}/);
    for (const { key } of getLanguageList()) {
      const code = sample(key, request);
      expect(code).toContain(`Content-Type`);
      expect(code).toContain(contentType);
      expect(code).toContain(operation.method.toUpperCase());
      expect(code).toContain(requestPath(operation.path).split('{')[0]);
      expect(code).not.toMatch(/\{[a-z_]+\}|"string"|#(notifications|streams|key)\b/);
      // The body's first characters, as each language quotes them.
      const start = body.slice(0, 8);
      expect(code.includes(start) || code.includes(JSON.stringify(start).slice(1, -1))).toBe(true);
    }
    const curl = curlForOperation(operation);
    expect(curl).toContain(`-H 'Content-Type: ${contentType}'`);
    expect(curl).toContain('--data-raw');
    expect(curl).toContain(`-X ${operation.method.toUpperCase()} '${SERVER}${requestPath(operation.path).split('{')[0]}`);
    expect(curl).not.toMatch(/\{[a-z_]+\}|"string"/);
  }
});

it('sends the two operations that share the query route to POST /db/mydb/query', () => {
  for (const suffix of ['#streams', '#notifications']) {
    const operation = operations.find((o) => o.path.endsWith(suffix));
    const request = explorerRequest(operation as Operation);
    expect([request.method, request.url.toString()]).toEqual(['POST', `${SERVER}/db/mydb/query`]);
    expect(JSON.parse(request.body?.raw ?? '')).toHaveProperty('sql');
  }
});
