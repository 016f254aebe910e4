/**
 * @jest-environment node
 *
 * README's recipe "Add a docs instance" (an entry in src/config/instances.ts, its id in InstanceId, a one-line file
 * in src/sidebars/), followed in a copy of the repository: the docs lint and the tests that read the content reach
 * the new folder with nothing else edited, because they take the content folders from src/config/instances.ts.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { instances } from '@site/src/config/instances';

const root = path.resolve(__dirname, '../../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
let copy: string;

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  writeFileSync(path.join(copy, file), text);
};
const edit = (file: string, from: RegExp, to: string) => {
  const text = readFileSync(path.join(copy, file), 'utf8');
  expect(from.test(text)).toBe(true);
  writeFileSync(path.join(copy, file), text.replace(from, to));
};
const jiti = (script: string, args: string[] = []) => {
  try {
    return execFileSync(process.execPath, [path.join(root, 'node_modules/jiti/bin/jiti.js'), script, ...args], { cwd: copy, encoding: 'utf8' });
  } catch (error) {
    return (error as { stdout: string }).stdout; // the lint exits 1 when it finds something
  }
};

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'docs-instance-'));
  for (const entry of ['src', 'facts', 'tests/lint', 'package.json']) cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  // The existing instances' folders, empty but for the OpenAPI document and the REST sidebar the lint reads too.
  for (const { folder } of instances) mkdirSync(path.join(copy, folder), { recursive: true });
  for (const file of ['rest-api/openapi.yaml', 'rest-api/sidebar.ts']) cpSync(path.join(root, file), path.join(copy, file));

  // The recipe, as README states it.
  edit('src/config/instances.ts', /(\n\];)/, "\n  { id: 'guides', pluginId: 'guides', folder: 'guides', routeBasePath: '/guides', sidebarPath: './src/sidebars/guides.ts' },$1");
  edit('src/nav/types.ts', /export type InstanceId = /, "export type InstanceId = 'guides' | ");
  write('src/sidebars/guides.ts', "import { sidebarsFor } from '../nav/toSidebar';\n\nexport default sidebarsFor('guides');\n");
  // A page of the new instance with a finding of the docs lint and a fenced sample.
  write('guides/intro.md', '---\ntitle: Intro\ndescription: Keys with #hash cut short\n---\n\n```bash\necho guides-sample\n```\n');
}, 60_000);
afterAll(() => rmSync(copy, { recursive: true, force: true }));

it('is the recipe README gives', () => {
  expect(readme).toMatch(/\*\*Add a docs instance\*\*: an entry in `src\/config\/instances\.ts`, its id in `InstanceId`, a one-line file\s+in\s+`src\/sidebars\/`/);
});

it('brings the new folder into the docs lint', () => {
  const { findings } = JSON.parse(jiti('tests/lint/cli.ts', ['--only', 'front-matter', '--format', 'json'])) as { findings: { file: string; rule: string }[] };
  expect(findings.map((f) => `${f.file} ${f.rule}`)).toEqual(['guides/intro.md front-matter']);
}, 120_000);

it("brings the new folder's code samples into the tests that read the content's fences", () => {
  write('probe.ts', "import { fencedCode } from './src/features/code-highlighting/__tests__/contentFences';\nconsole.log(JSON.stringify(fencedCode().get('bash')));\n");
  expect(JSON.parse(jiti('probe.ts'))).toEqual(['echo guides-sample']);
}, 60_000);
