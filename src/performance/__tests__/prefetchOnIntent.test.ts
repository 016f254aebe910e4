/**
 * Contract of patch `prefetchOnIntent` (src/performance/prefetch-on-intent): the installed Link prefetches a
 * visible link's route and preloads a hovered one through `window.docusaurus`, looked up when called, and client
 * modules' `onRouteDidUpdate` runs on the first render; the patch then turns only the prefetch off.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { onRouteDidUpdate } from '@site/src/performance/prefetch-on-intent/client';

const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
const read = (file: string) => readFileSync(path.join(core, 'lib/client', file), 'utf8');

/** What the patch needs from Link's source: both calls made through `window.docusaurus` at call time. */
function linkProblems(source: string): string[] {
  return [
    ...(/window\.docusaurus\.prefetch\(/.test(source) ? [] : ['Link no longer prefetches through window.docusaurus.prefetch']),
    ...(/window\.docusaurus\.preload\(/.test(source) ? [] : ['Link no longer preloads through window.docusaurus.preload']),
  ];
}

it('Link prefetches and preloads through window.docusaurus', () => {
  expect(linkProblems(read('exports/Link.js'))).toEqual([]);
});

it('notices a Link that captures prefetch at import (the assumption broken on purpose)', () => {
  const changed = read('exports/Link.js').replace(/window\.docusaurus\.prefetch\(/g, 'prefetch(');
  expect(linkProblems(changed)).toEqual(['Link no longer prefetches through window.docusaurus.prefetch']);
});

it('client modules get onRouteDidUpdate on the first render, in a layout effect', () => {
  const dispatcher = read('ClientLifecyclesDispatcher.js');
  expect(dispatcher).toMatch(/useIsomorphicLayoutEffect\(\(\) => \{\s*if \(previousLocation !== location\)/);
  expect(dispatcher).toContain("dispatchLifecycleAction('onRouteDidUpdate'");
  expect(read('PendingNavigation.js')).toMatch(/this\.previousLocation = null/);
});

it('turns the prefetch off and keeps the preload', () => {
  const preload = jest.fn(() => Promise.resolve([]));
  const prefetch = jest.fn(() => Promise.resolve([]));
  window.docusaurus = Object.freeze({ prefetch, preload }) as unknown as typeof window.docusaurus;
  onRouteDidUpdate();
  onRouteDidUpdate();
  expect(window.docusaurus.prefetch('/stream')).toBe(false);
  void window.docusaurus.preload('/stream');
  expect(prefetch).not.toHaveBeenCalled();
  expect(preload).toHaveBeenCalledWith('/stream');
});
