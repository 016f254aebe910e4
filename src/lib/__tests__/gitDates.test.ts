/**
 * @jest-environment node
 *
 * "Last updated" dates from git (src/lib/gitDates.ts): the newest commit that changed each file; nothing, never a
 * failure, without a git work tree; and in a shallow clone only what its history can tell.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getVcsPreset } from '@docusaurus/utils';
import { gitDatesVcs, readGitDates } from '@site/src/lib/gitDates';

const work = mkdtempSync(path.join(os.tmpdir(), 'git-dates-'));
const repo = path.join(work, 'repo');
const site = path.join(repo, 'site');
afterAll(() => rmSync(work, { recursive: true, force: true }));

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'pipe' }).toString();
/** Commits the given files with a fixed date (seconds since the epoch). */
function commit(seconds: number, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  }
  git(repo, 'add', '-A');
  const date = `${seconds} +0000`;
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', `at ${seconds}`], {
    cwd: repo,
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });
}

beforeAll(() => {
  mkdirSync(repo);
  git(repo, 'init', '-q');
  commit(1_600_000_000, { 'site/docs/a.md': 'a1', 'site/docs/b.md': 'b1', 'outside.md': 'o1' });
  commit(1_700_000_000, { 'site/docs/a.md': 'a2' });
  commit(1_750_000_000, { 'site/docs/c d.md': 'c1', 'outside.md': 'o2' });
});

it('dates each file of the site folder by the newest commit that changed it', async () => {
  const dates = await readGitDates(site);
  expect(Object.fromEntries(dates)).toEqual({
    [path.join(site, 'docs/a.md')]: 1_700_000_000_000,
    [path.join(site, 'docs/b.md')]: 1_600_000_000_000,
    [path.join(site, 'docs/c d.md')]: 1_750_000_000_000,
  });
});

it('gives Docusaurus the last update of a file, and null for files git does not know', async () => {
  const vcs = gitDatesVcs();
  vcs.initialize({ siteDir: site });
  expect(await vcs.getFileLastUpdateInfo(path.join(site, 'docs/a.md'))).toEqual({ timestamp: 1_700_000_000_000, author: '' });
  expect(await vcs.getFileLastUpdateInfo(path.join(site, 'docs/new.md'))).toBeNull();
  expect(await vcs.getFileCreationInfo(path.join(site, 'docs/a.md'))).toBeNull();
});

it('in a shallow clone, dates only files changed after its oldest commit (that commit has nothing to compare with)', async () => {
  const shallow = path.join(work, 'shallow');
  git(work, 'clone', '-q', '--depth', '2', `file://${repo}`, shallow);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const dates = await readGitDates(path.join(shallow, 'site'));
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/shallow clone/));
  warn.mockRestore();
  // The clone holds the last two commits: the newest changed "c d.md"; the older one is the boundary, whose
  // listing would wrongly name every file it contains.
  expect(Object.fromEntries(dates)).toEqual({ [path.join(shallow, 'site/docs/c d.md')]: 1_750_000_000_000 });
});

it('without a git work tree (a source archive) yields no dates and does not fail', async () => {
  const plain = path.join(work, 'plain');
  mkdirSync(path.join(plain, 'docs'), { recursive: true });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const vcs = gitDatesVcs();
  vcs.initialize({ siteDir: plain });
  await expect(vcs.getFileLastUpdateInfo(path.join(plain, 'docs/a.md'))).resolves.toBeNull();
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not a git work tree/));
  warn.mockRestore();
});

it("is needed while Docusaurus' own git-eager strategy dates a shallow clone's untouched files to its oldest commit", async () => {
  // When this fails, `experimental_vcs: 'git-eager'` (Docusaurus' own) serves and src/lib/gitDates.ts can go.
  const shallow = path.join(work, 'shallow-eager');
  git(work, 'clone', '-q', '--depth', '2', `file://${repo}`, shallow);
  const eager = getVcsPreset('git-eager');
  eager.initialize({ siteDir: path.join(shallow, 'site') });
  // b.md last changed at 1_600_000_000 (before the clone's history); git-eager reports the boundary commit's date.
  expect(await eager.getFileLastUpdateInfo(path.join(shallow, 'site/docs/b.md'))).toMatchObject({ timestamp: 1_700_000_000_000 });
});
