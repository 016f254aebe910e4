/**
 * @jest-environment node
 *
 * The REST API 2.0 reference: the OpenAPI document is valid, maps one-to-one to the manifest's endpoint pages,
 * and converts to a Postman collection with one request per operation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import yaml from 'js-yaml';
import type { OpenAPIV3 } from 'openapi-types';
import { getSidebar, isSection } from '@site/src/nav';
import { DEFAULT_BASE_URL, requestsOf, toPostmanCollection } from '@site/src/features/rest-api/downloads/postman';
import { forSwaggerTools } from '@site/src/features/rest-api/downloads/toolDocument';

const specPath = path.resolve(__dirname, '../../../../rest-api/openapi.yaml');
const specText = readFileSync(specPath, 'utf8');
const spec = yaml.load(specText) as OpenAPIV3.Document;

/** The endpoint pages: the children of the "Server API" section of the rest-api sidebar. */
const serverApi = getSidebar('rest-api').items[0];
const endpointPages = isSection(serverApi) ? serverApi.children.find((c) => c.title === 'Server API') : undefined;
const pages = endpointPages && isSection(endpointPages) ? endpointPages.children : [];

const operations = Object.entries(spec.paths).flatMap(([route, item]) =>
  (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) => {
    const op = item?.[method];
    return op ? [{ route, method, op }] : [];
  }),
);

it('validates as OpenAPI 3', async () => {
  await expect(SwaggerParser.validate(specPath)).resolves.toMatchObject({ openapi: expect.stringMatching(/^3\./) });
});

it('has exactly one operation per endpoint page, and back', () => {
  expect(operations.length).toBeGreaterThan(0);
  expect(pages).toHaveLength(operations.length);
  const bySlug = new Map(operations.map((o) => [o.op.operationId, o]));
  for (const page of pages) {
    if (isSection(page)) throw new Error(`${page.title} is a section`);
    const slug = page.path.replace('/rest-api/', '');
    expect({ slug, summary: bySlug.get(slug)?.op.summary }).toEqual({ slug, summary: page.title });
  }
});

it('gives every operation a description, a tag and a 200 response: a documented example, or how to check the result', () => {
  for (const { op } of operations) {
    expect((op.description ?? '').split(/\s+/).length).toBeGreaterThanOrEqual(20);
    expect(op.tags?.length).toBeGreaterThan(0);
    // BangDB documents successful replies only: no failure status codes, no failure bodies.
    expect({ id: op.operationId, codes: Object.keys(op.responses) }).toEqual({ id: op.operationId, codes: ['200'] });
    const ok = op.responses['200'] as OpenAPIV3.ResponseObject;
    const media = ok.content && Object.values(ok.content)[0];
    // without an example, the reader learns what to check, or which call's reply this one shares
    if (!media) expect({ id: op.operationId, description: ok.description }).toEqual({ id: op.operationId, description: expect.stringMatching(/\b(?:confirm|check|find)\b|\]\(\/rest-api\//i) });
    else expect(media.example ?? media.examples).toBeDefined();
  }
});

it('shows no failure message that no source contains', () => {
  const restArea = readdirSync(path.dirname(specPath)).filter((f) => /\.(ya?ml|mdx?)$/.test(f));
  for (const file of restArea) {
    const text = readFileSync(path.join(path.dirname(specPath), file), 'utf8');
    expect({ file, found: text.match(/doesn't exist, can't open|is not registered|operation failed, please check/g) }).toEqual({ file, found: null });
  }
});

it('defaults the server to http://localhost:18080', () => {
  const server = spec.servers?.[0];
  const url = Object.entries(server?.variables ?? {}).reduce((u, [k, v]) => u.replace(`{${k}}`, v.default), server?.url ?? '');
  expect(url).toBe('http://localhost:18080');
});

it('converts to a Postman collection with one request per operation and a baseUrl variable', async () => {
  const collection = await toPostmanCollection(specText);
  expect(requestsOf(collection.item)).toHaveLength(operations.length);
  expect(collection.variable?.find((v) => v.key === 'baseUrl')?.value).toBe(DEFAULT_BASE_URL);
  expect(JSON.parse(JSON.stringify(collection)).info.name).toBe('BangDB REST API');
}, 30_000);

it('puts each page\'s runnable request in the Postman collection: route, example values, Content-Type, body', async () => {
  const collection = await toPostmanCollection(specText);
  type Request = { method: string; url: { path: string[]; variable: { value: string }[] }; header: { key: string }[]; body?: { raw: string } };
  const requests = requestsOf(collection.item) as unknown as { name: string; request: Request }[];
  const query = requests.filter((r) => r.name === 'Various notification queries' || r.name === 'Query streams to retrieve data');
  expect(query.map((r) => [r.request.method, r.request.url.path.join('/')])).toEqual([
    ['POST', 'db/:db_name/query'],
    ['POST', 'db/:db_name/query'],
  ]);
  for (const { name, request } of requests) {
    expect({ name, path: request.url.path.join('/') }).toEqual({ name, path: expect.not.stringMatching(/[{}#?]/) });
    expect({ name, empty: request.url.variable.filter((v) => !v.value) }).toEqual({ name, empty: [] });
    if (request.body) {
      expect(request.header.map((h) => h.key)).toContain('Content-Type');
      expect({ name, raw: request.body.raw }).toEqual({ name, raw: expect.not.stringMatching(/^$|<string>|"string"/) });
    }
  }
}, 30_000);

it('publishes a copy for Swagger tools whose key operations carry the key in the path template, not behind a #', async () => {
  const published = yaml.load(forSwaggerTools(specText)) as OpenAPIV3.Document;
  const keyRoute = published.paths['/db/{db_name}/{table_name}?key={key}'];
  expect(Object.keys(keyRoute ?? {})).toEqual(['get', 'delete']);
  for (const op of [keyRoute?.get, keyRoute?.delete]) {
    expect(op?.parameters?.find((p) => 'name' in p && p.name === 'key')).toMatchObject({ in: 'path', required: true });
  }
  expect(Object.keys(published.paths).filter((p) => p.includes('#'))).toEqual(['/db/{db_name}/query#streams', '/db/{db_name}/query#notifications']);
  expect(Object.keys(published.paths)).toHaveLength(Object.keys(spec.paths).length);
  await expect(SwaggerParser.validate(JSON.parse(JSON.stringify(published)))).resolves.toBeDefined();
});
