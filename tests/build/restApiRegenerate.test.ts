/**
 * The REST endpoint pages are generated from rest-api/openapi.yaml by the documented script
 * (`npm run gen:rest-api`); running it again must reproduce the committed files exactly.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

const root = path.resolve(__dirname, '../..');
const folder = path.join(root, 'rest-api');
const GENERATED = /\.(api\.mdx|ParamsDetails\.json|RequestSchema\.json|StatusCodes\.json)$|^sidebar\.ts$/;

/** One endpoint page per operation of the document. */
function operationCount(): number {
  const spec = yaml.load(readFileSync(path.join(folder, 'openapi.yaml'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  return Object.values(spec.paths).flatMap((item) => Object.keys(item).filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key))).length;
}

function generatedFiles(): Map<string, string> {
  return new Map(
    readdirSync(folder)
      .filter((name) => GENERATED.test(name))
      .map((name) => [name, readFileSync(path.join(folder, name), 'utf8')]),
  );
}

it('regenerating from the OpenAPI document reproduces the committed pages', () => {
  const before = generatedFiles();
  expect([...before.keys()].filter((n) => n.endsWith('.api.mdx'))).toHaveLength(operationCount());
  execFileSync('npm', ['run', '--silent', 'gen:rest-api'], { cwd: root, stdio: 'ignore' });
  const after = generatedFiles();
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  const changed = [...after].filter(([name, text]) => before.get(name) !== text).map(([name]) => name);
  expect(changed).toEqual([]);
}, 180_000);
