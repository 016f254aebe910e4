/**
 * @jest-environment node
 *
 * Reuse for post-build steps (src/lib/postBuildCache.ts): an output is produced once per distinct input and
 * version, read back on the next build, and forgotten when a build no longer uses it.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostBuildCache, postBuildCacheDir } from '@site/src/lib/postBuildCache';

let siteDir: string;
beforeEach(() => {
  siteDir = mkdtempSync(path.join(os.tmpdir(), 'post-build-cache-'));
});
afterEach(() => {
  rmSync(siteDir, { recursive: true, force: true });
  delete process.env.POST_BUILD_CACHE;
});

const upper = (text: string) => jest.fn(async () => Buffer.from(text.toUpperCase()));

it('produces an output once and reads it back on the next build', async () => {
  const first = await openPostBuildCache(siteDir, 'step', 'v1');
  const produce = upper('page');
  expect((await first.reuse('page', produce)).toString()).toBe('PAGE');
  expect(await first.prune()).toEqual({ reused: 0, produced: 1 });
  const second = await openPostBuildCache(siteDir, 'step', 'v1');
  const again = upper('page');
  expect((await second.reuse('page', again)).toString()).toBe('PAGE');
  expect(again).not.toHaveBeenCalled();
  expect(await second.prune()).toEqual({ reused: 1, produced: 0 });
});

it('produces again when the input or the version changes', async () => {
  const cache = await openPostBuildCache(siteDir, 'step', 'v1');
  await cache.reuse('page', upper('page'));
  const edited = upper('page, edited');
  await cache.reuse('page, edited', edited);
  expect(edited).toHaveBeenCalledTimes(1);
  const newVersion = await openPostBuildCache(siteDir, 'step', 'v2');
  const rerun = upper('page');
  await newVersion.reuse('page', rerun);
  expect(rerun).toHaveBeenCalledTimes(1);
});

it('prunes what the build did not use, and keeps other steps apart', async () => {
  const first = await openPostBuildCache(siteDir, 'step', 'v1');
  await first.reuse('a', upper('a'));
  await first.reuse('b', upper('b'));
  await (await openPostBuildCache(siteDir, 'other', 'v1')).reuse('a', upper('a'));
  const second = await openPostBuildCache(siteDir, 'step', 'v1');
  await second.reuse('a', upper('a'));
  await second.prune();
  expect(readdirSync(path.join(postBuildCacheDir(siteDir), 'step'))).toHaveLength(1);
  expect(readdirSync(path.join(postBuildCacheDir(siteDir), 'other'))).toHaveLength(1);
});

it('is bypassed with POST_BUILD_CACHE=false', async () => {
  process.env.POST_BUILD_CACHE = 'false';
  const cache = await openPostBuildCache(siteDir, 'step', 'v1');
  const produce = upper('page');
  await cache.reuse('page', produce);
  await cache.reuse('page', produce);
  expect(produce).toHaveBeenCalledTimes(2);
  expect(readdirSync(siteDir)).toEqual([]);
});
