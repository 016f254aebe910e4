// Reuse for post-build steps: what a step derives from some input is stored under a hash of that input (and of the
// step's own version), so a rebuild recomputes only what changed: the compressed copies of unchanged bundles, the
// search text of unchanged pages. It lives in node_modules/.cache/post-build/<step>/ beside the bundler's
// persistent cache and goes with it (`npm run clear`); CI builds start without it. A step opens its cache, calls
// `reuse` once per input, and `prune`s at the end, which deletes what this build did not use. Steps that produce
// one output per input (a page's Markdown twin, a file's compressed copy) join by doing the same.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface PostBuildCache {
  /** The output stored for `input`, or `produce()`'s, stored for the next build. */
  reuse(input: string | Buffer, produce: () => Promise<Buffer>): Promise<Buffer>;
  /** Deletes the entries this build did not use; returns how many outputs were reused and produced. */
  prune(): Promise<{ reused: number; produced: number }>;
}

/** The cache folder of the site's post-build steps. */
export function postBuildCacheDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'post-build');
}

/**
 * The cache of one step. `version` names everything besides the input that decides the output (the step's
 * options, its code's version): changing it starts the step afresh. Set POST_BUILD_CACHE=false to bypass it.
 */
export async function openPostBuildCache(siteDir: string, step: string, version: string): Promise<PostBuildCache> {
  const dir = path.join(postBuildCacheDir(siteDir), step);
  const enabled = process.env.POST_BUILD_CACHE !== 'false';
  if (enabled) await mkdir(dir, { recursive: true });
  const used = new Set<string>();
  let reused = 0;
  let produced = 0;
  let written = 0;
  return {
    async reuse(input, produce) {
      if (!enabled) {
        produced += 1;
        return produce();
      }
      const key = createHash('sha256').update(version).update('\0').update(input).digest('hex');
      used.add(key);
      const file = path.join(dir, key);
      try {
        const output = await readFile(file);
        reused += 1;
        return output;
      } catch {
        const output = await produce();
        // Written aside and renamed, so an interrupted build never leaves a truncated entry.
        // (Two inputs can be equal: each writes its own temporary file.)
        const temporary = `${file}.${process.pid}.${(written += 1)}.tmp`;
        await writeFile(temporary, output);
        await rename(temporary, file);
        produced += 1;
        return output;
      }
    },
    async prune() {
      if (enabled) {
        const stale = (await readdir(dir)).filter((name) => !used.has(name));
        await Promise.all(stale.map((name) => rm(path.join(dir, name), { force: true })));
      }
      return { reused, produced };
    },
  };
}
