/**
 * @jest-environment node
 *
 * The repository stands on its own: the README stays a newcomer's page (at most 10 KB, its directory tree naming
 * folders that exist), no tracked file depends on a path outside the repository, and the code and guides name only
 * files and folders that exist.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { instances } from '@site/src/config/instances';

const root = path.resolve(__dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

it('keeps the README, ARCHITECTURE.md and the contributor guide together under 45 KB', () => {
  const bytes = ['README.md', 'ARCHITECTURE.md', '.github/CONTRIBUTING.md'].reduce((n, f) => n + Buffer.byteLength(readFileSync(path.join(root, f), 'utf8')), 0);
  expect(bytes).toBeLessThan(45_000);
});

it('keeps the README at most 10 KB', () => {
  expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(10 * 1024);
});

it("names in its directory tree only folders and files that exist, and every top-level folder", () => {
  const tree = /## Directory tree\n[\s\S]*?```text\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const entries = tree.split('\n').map((line) => /^(\S+)\s/.exec(line)?.[1]).filter((e): e is string => Boolean(e));
  expect(entries.length).toBeGreaterThan(10);
  expect(entries.filter((entry) => !existsSync(path.join(root, entry)))).toEqual([]);
  const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
  const topFolders = [...new Set(tracked.filter((f) => f.includes('/')).map((f) => f.split('/')[0]))];
  const listed = new Set(entries.map((e) => e.split('/')[0]));
  expect(topFolders.filter((folder) => statSync(path.join(root, folder)).isDirectory() && !listed.has(folder))).toEqual([]);
});

it('has no tracked file that reaches outside the repository', () => {
  const hits = (pattern: string) => {
    try {
      return execFileSync('git', ['grep', '-l', '-e', pattern, '--', '.', ':!package-lock.json', ':!tests/unit/repository.test.ts'], { cwd: root, encoding: 'utf8' }).trim().split('\n');
    } catch {
      return []; // git grep exits 1 when nothing matches
    }
  };
  expect([...hits('../shared/'), ...hits('/work/')]).toEqual([]);
});

/** A repository path named in code or in the guides (`src/features/search/engine.ts`, `tests/unit`), not one inside
 *  a package (`…-docs/src/types`). */
const NAMED_PATH = /(?<![\w/.-])(?:src|tests|\.deploy|\.github|facts)\/[\w./@-]*\w/g;
/** Files a benchmark writes into its throw-away copy of the site. */
const WRITTEN_BY_BENCHMARKS = new Set(['src/nav/scaledCopies.ts']);
/** Tests that plant files in a copy of the repository, to show a check failing. */
const PLANTING_IN_COPIES = ['tests/unit/internals.test.ts', 'tests/unit/docsInstanceRecipe.test.ts'];

/** Every tracked file and the folders holding them: what a clean clone has (not what an install or build adds). */
const tracked = new Set(
  execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .trim()
    .split('\n')
    .flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))),
);

/** The paths `text` names that are neither a tracked file nor a folder of one (nor a module named without its
 *  extension). `node_modules` folders are what an install writes. */
function missingPaths(text: string): string[] {
  return [...text.matchAll(NAMED_PATH)]
    .map(([named]) => named.replace(/\.$/, ''))
    .filter((named) => !WRITTEN_BY_BENCHMARKS.has(named) && !named.split('/').includes('node_modules'))
    .filter((named) => !['', '.ts', '.tsx', '.mjs', '.cjs'].some((ext) => tracked.has(named + ext)));
}

it('names in its code and guides only files and folders that exist', () => {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.css', '*.conf', '*.md', '.npmrc', ':!tests/unit/repository.test.ts'], { cwd: root, encoding: 'utf8' })
    .trim()
    .split('\n')
    // The content (its links are checked by the build) and what the benchmarks write.
    .filter((file) => ![...instances.map((instance) => instance.folder), 'static'].includes(file.split('/')[0]) && file !== 'PERFORMANCE.md')
    .filter((file) => !PLANTING_IN_COPIES.includes(file));
  const missing = files.flatMap((file) => missingPaths(readFileSync(path.join(root, file), 'utf8')).map((named) => `${file}: ${named}`));
  expect(missing).toEqual([]);
  // A moved file is noticed (the check broken on purpose).
  expect(missingPaths('// see src/lib/search/engine.ts')).toEqual(['src/lib/search/engine.ts']);
});
