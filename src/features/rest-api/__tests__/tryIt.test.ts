/**
 * @jest-environment node
 *
 * Try it's rules (src/features/rest-api/tryIt.ts): which requests wait for a confirmation, and the URL it names.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { changesData, tryItUrl } from '../tryIt';

const server = { url: '{protocol}://{host}:{port}', variables: { protocol: { default: 'http' }, host: { default: 'localhost' }, port: { default: '18080' } } };

describe('changesData', () => {
  it('confirms every method that can write: POST, PUT, PATCH, DELETE, in any case', () => {
    for (const method of ['post', 'PUT', 'patch', 'delete', 'Delete']) expect([method, changesData({ method })]).toEqual([method, true]);
  });

  it('sends reads at once: GET, HEAD, OPTIONS', () => {
    for (const method of ['get', 'GET', 'head', 'options']) expect([method, changesData({ method })]).toEqual([method, false]);
  });

  it('treats a method it does not know as one that changes data', () => {
    expect(changesData({ method: 'purge' })).toBe(true);
    expect(changesData({ method: '' })).toBe(true);
  });

  it('confirms each data-changing operation of the REST document, and none of its reads', () => {
    const document = yaml.load(readFileSync(path.resolve(__dirname, '../../../../rest-api/openapi.yaml'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths).flatMap(([route, item]) => Object.keys(item).filter((k) => /^(get|put|post|delete|patch|head|options)$/.test(k)).map((method) => ({ route, method })));
    const confirmed = operations.filter(changesData).map(({ method }) => method);
    expect(new Set(confirmed)).toEqual(new Set(operations.map(({ method }) => method).filter((m) => m !== 'get')));
    expect(operations.find((o) => o.method === 'delete' && changesData(o))).toBeDefined();
  });
});

describe('tryItUrl', () => {
  it('is the server with its variables, the path with its parameters and the query', () => {
    const url = tryItUrl('/db/{db}/{table}', server, [{ name: 'db', value: 'mydb' }, { name: 'table', value: 'my_table_test' }], [{ name: 'limit', value: '10' }]);
    expect(url).toBe('http://localhost:18080/db/mydb/my_table_test?limit=10');
  });

  it('drops the #suffix of the path key, a trailing slash of the server, and query parameters left empty', () => {
    expect(tryItUrl('/graph/{db}/{graph}/query#cypher', { url: 'https://example.com/' }, [{ name: 'db', value: 'mydb' }], [{ name: 'skip', value: '' }, { name: 'k' }])).toBe('https://example.com/graph/mydb/{graph}/query');
  });

  it('names hostile values as text a URL can carry: markup, traversal, a huge value; no server is no base', () => {
    expect(tryItUrl('/db/{db}', server, [{ name: 'db', value: '<img src=x onerror=alert(1)>' }], [])).toBe('http://localhost:18080/db/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(tryItUrl('/db/{db}', server, [{ name: 'db', value: '../../etc/passwd' }], [])).toBe('http://localhost:18080/db/..%2F..%2Fetc%2Fpasswd');
    expect(tryItUrl('/db/{db}', server, [{ name: 'db', value: 'x'.repeat(100_000) }], [])).toHaveLength('http://localhost:18080/db/'.length + 100_000);
    expect(tryItUrl('/db/{db}', undefined, [], [])).toBe('/db/{db}');
  });

  it('encodes what a URL cannot carry, in path and query, and joins lists with commas', () => {
    expect(tryItUrl('/db/{db}', server, [{ name: 'db', value: 'a b/../c' }], [{ name: 'q x', value: ['1', '2&3'] }])).toBe('http://localhost:18080/db/a%20b%2F..%2Fc?q%20x=1%2C2%263');
  });
});
