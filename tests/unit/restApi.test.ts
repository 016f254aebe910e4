/**
 * @jest-environment node
 *
 * The REST API 2.0 reference: the OpenAPI document is valid, maps one-to-one to the manifest's endpoint pages,
 * and converts to a Postman collection with one request per operation.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import yaml from 'js-yaml';
import type { OpenAPIV3 } from 'openapi-types';
import { getSidebar, isSection } from '@site/src/nav';
import { DEFAULT_BASE_URL, requestsOf, toPostmanCollection } from '@site/src/plugins/rest-api-downloads/postman';

const specPath = path.resolve(__dirname, '../../rest-api/openapi.yaml');
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

it('gives every operation a description, a tag and a 200 response with an example', () => {
  for (const { op } of operations) {
    expect((op.description ?? '').split(/\s+/).length).toBeGreaterThanOrEqual(60);
    expect(op.tags?.length).toBeGreaterThan(0);
    const ok = op.responses['200'] as OpenAPIV3.ResponseObject;
    const media = ok?.content && Object.values(ok.content)[0];
    expect(media?.example ?? media?.examples).toBeDefined();
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
