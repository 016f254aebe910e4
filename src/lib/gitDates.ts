// "Last updated" dates from git, read once per build with a single `git log` (Docusaurus' own eager strategy does the
// same, but fails the build outside a git work tree and dates every file of a shallow clone to its newest commit).
// Here a file's date is the newest commit that changed it; what git cannot tell is left out, never guessed:
//  - no git, or not a work tree (a source archive): no dates, the pages simply show none;
//  - a shallow clone (CI checkouts often fetch one commit): the boundary commits have no parents to compare with,
//    so a file that only appears there has an unknown date. Fetch the full history (`git fetch --unshallow`, or
//    `fetch-depth: 0` on GitHub Actions) to date every page.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { VcsConfig } from '@docusaurus/types';

const git = async (cwd: string, args: string[]) =>
  (await promisify(execFile)('git', ['-c', 'log.showSignature=false', '-c', 'core.quotePath=false', ...args], { cwd, maxBuffer: 64 * 1024 * 1024 })).stdout;

const COMMIT = '\u0001';

/** Absolute path → time of the newest commit that changed it (ms), for the files under `dir`. */
export async function readGitDates(dir: string): Promise<Map<string, number>> {
  const dates = new Map<string, number>();
  try {
    await git(dir, ['rev-parse', '--is-inside-work-tree']);
  } catch {
    console.warn('[git dates] not a git work tree (or git is missing): pages show no "Last updated" date.');
    return dates;
  }
  const shallowFile = path.resolve(dir, (await git(dir, ['rev-parse', '--git-path', 'shallow'])).trim());
  const boundary = new Set(existsSync(shallowFile) ? readFileSync(shallowFile, 'utf8').split('\n').filter(Boolean) : []);
  // Newest first: the first commit that names a file is its last change. `--relative` keeps to `dir`.
  const log = await git(dir, ['log', `--format=${COMMIT}%H %ct`, '--name-only', '--no-renames', '--relative', '--', '.']);
  for (const entry of log.split(COMMIT).slice(1)) {
    const [header, ...files] = entry.split('\n');
    const [hash, seconds] = header.split(' ');
    if (boundary.has(hash)) continue;
    for (const file of files) {
      const absolute = path.join(dir, file);
      if (file && !dates.has(absolute)) dates.set(absolute, Number(seconds) * 1000);
    }
  }
  if (boundary.size) console.warn(`[git dates] shallow clone: only files changed after its oldest commit show "Last updated" (${dates.size} files).`);
  return dates;
}

/** Docusaurus' VCS hooks on top of readGitDates: last-update dates only (the site shows no authors). */
export function gitDatesVcs(): VcsConfig {
  let dates: Promise<Map<string, number>> | undefined;
  return {
    initialize: ({ siteDir }) => {
      // Whatever goes wrong with git, the build goes on without dates.
      dates ??= readGitDates(siteDir).catch((error: unknown) => {
        console.warn(`[git dates] could not read the history, pages show no "Last updated" date: ${String(error)}`);
        return new Map<string, number>();
      });
    },
    // Docusaurus validates that each hook takes the file path (its arity), though creation dates are never shown.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    getFileCreationInfo: async (_filePath: string) => null,
    getFileLastUpdateInfo: async (filePath) => {
      const timestamp = (await dates)?.get(path.resolve(filePath));
      return timestamp === undefined ? null : { timestamp, author: '' };
    },
  };
}
