/**
 * The REST endpoint pages are generated from rest-api/openapi.yaml by the documented script (`npm run gen:rest-api`);
 * running it again must reproduce the committed files exactly. It runs in a copy of the repository, so the working
 * tree is never rewritten.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';

const root = path.resolve(__dirname, '../../..');
const GENERATED = /\.(api\.mdx|ParamsDetails\.json|RequestSchema\.json|StatusCodes\.json)$|^sidebar\.ts$/;
/** What the copy leaves out: outputs, caches and history. */
const NOT_COPIED = new Set(['node_modules', 'build', 'build-vanilla', '.docusaurus', '.git']);

/** One endpoint page per operation of the document. */
function operationCount(folder: string): number {
  const spec = yaml.load(readFileSync(path.join(folder, 'openapi.yaml'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  return Object.values(spec.paths).flatMap((item) => Object.keys(item).filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key))).length;
}

function generatedFiles(folder: string): Map<string, string> {
  return new Map(
    readdirSync(folder)
      .filter((name) => GENERATED.test(name))
      .map((name) => [name, readFileSync(path.join(folder, name), 'utf8')]),
  );
}

it('regenerating from the OpenAPI document reproduces the committed pages', () => {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'rest-regenerate-'));
  try {
    for (const entry of readdirSync(root)) if (!NOT_COPIED.has(entry)) cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
    const before = generatedFiles(path.join(root, 'rest-api'));
    expect([...before.keys()].filter((n) => n.endsWith('.api.mdx'))).toHaveLength(operationCount(path.join(root, 'rest-api')));
    execFileSync('npm', ['run', '--silent', 'gen:rest-api'], { cwd: copy, stdio: 'ignore' });
    const after = generatedFiles(path.join(copy, 'rest-api'));
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    expect([...after].filter(([name, text]) => before.get(name) !== text).map(([name]) => name)).toEqual([]);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}, 180_000);
