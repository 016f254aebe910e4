/**
 * @jest-environment node
 *
 * The repository stands on its own: the README stays a newcomer's page (at most 10 KB, its directory tree naming
 * folders that exist), and no tracked file depends on a path outside the repository.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

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
