/**
 * @jest-environment node
 *
 * Contract of patch `renderOnce` (src/performance/render-once): the listed theme files of the installed packages
 * read `useIsBrowser` only as their re-mount key, so a constant value is safe; an upgrade that reads it for anything
 * else fails here (and fails the build).
 */
import { existsSync, readFileSync } from 'node:fs';
import { REMOUNTING_COMPONENTS, remountKeyProblems } from '@site/src/performance/render-once';

it('lists the classic CodeBlock and the OpenAPI theme’s tabs and code blocks, all installed', () => {
  expect(REMOUNTING_COMPONENTS).toHaveLength(9);
  expect(REMOUNTING_COMPONENTS.filter((file) => !existsSync(file))).toEqual([]);
});

it.each(REMOUNTING_COMPONENTS.map((file) => [file.replace(/^.*node_modules\//, ''), file]))('%s reads useIsBrowser only as its re-mount key', (_name, file) => {
  expect(remountKeyProblems(readFileSync(file, 'utf8'))).toEqual([]);
});

it('reports a file that reads isBrowser for more than the key (the assumption broken on purpose)', () => {
  const source = readFileSync(REMOUNTING_COMPONENTS[0], 'utf8');
  const broken = source.replace(/key=\{String\(isBrowser\)\}|key: String\(isBrowser\)/, (key) => `${key}, hidden: !isBrowser`);
  expect(broken).not.toBe(source);
  expect(remountKeyProblems(broken)).toEqual([expect.stringMatching(/reads isBrowser 3 times/)]);
});

