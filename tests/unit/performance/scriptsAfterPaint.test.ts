/**
 * @jest-environment node
 *
 * Contract of patch `scriptsAfterPaint` (src/performance/scripts-after-paint): the page template is the installed
 * Docusaurus default with its script tags, and only them, replaced by the loader.
 */
import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import { LOADER_SCRIPT, UPSTREAM_SCRIPTS, ssrTemplate, withScriptsAfterPaint } from '@site/src/performance/scripts-after-paint';

it("equals Docusaurus' default template except the lines of the script tags", () => {
  const upstream = upstreamTemplate.split('\n');
  const ours = ssrTemplate.split('\n');
  const at = upstream.indexOf(UPSTREAM_SCRIPTS.split('\n')[0]);
  const removed = UPSTREAM_SCRIPTS.trimEnd().split('\n').length;
  const added = LOADER_SCRIPT.trimEnd().split('\n').length;
  expect(at).toBeGreaterThan(0);
  expect(ours.slice(0, at)).toEqual(upstream.slice(0, at));
  expect(ours.slice(at + added)).toEqual(upstream.slice(at + removed));
  expect(ours.slice(at, at + added).join('\n')).toBe(LOADER_SCRIPT.trimEnd());
});

it('loads the same scripts, in order, once the page has painted', () => {
  expect(LOADER_SCRIPT).toContain("it.scripts.map((script) => it.baseUrl + script).join(' ')");
  expect(LOADER_SCRIPT).toContain('first-contentful-paint');
  expect(LOADER_SCRIPT).toContain('script.async = false');
});

it('fails when the default template changes its script tags (the assumption broken on purpose)', () => {
  const changed = upstreamTemplate.replace('" defer></script>', '" type="module"></script>');
  expect(() => withScriptsAfterPaint(changed)).toThrow(/scriptsAfterPaint/);
});
