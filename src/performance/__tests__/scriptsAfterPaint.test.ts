/**
 * @jest-environment node
 *
 * Contract of patch `scriptsAfterPaint` (src/performance/scripts-after-paint): the committed page template is the
 * installed Docusaurus default with its script tags, and only them, replaced by the loader.
 */
import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import { ssrTemplate } from '@site/src/performance/scripts-after-paint';

/** The default template's script tags: one deferred `<script src>` per script of the page. */
const UPSTREAM_SCRIPTS = /\n *<% it\.scripts\.forEach\(\(script\) => \{ %>\n *<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\n *<% \}\); %>/;
/** The loader that replaces them. */
const LOADER = /\n *<script data-scripts="[^"]*">[\s\S]*?<\/script>/;

/** `template` with its script tags (`pattern`) replaced by a marker; throws unless they occur exactly once. */
function withoutScripts(template: string, pattern: RegExp): string {
  const parts = template.trim().split(pattern);
  if (parts.length !== 2) throw new Error(`expected one match of ${pattern.source.slice(0, 40)}…, found ${parts.length - 1}`);
  return parts.join('\n    SCRIPTS');
}

it("equals Docusaurus' default template except for the script tags", () => {
  expect(withoutScripts(ssrTemplate, LOADER)).toBe(withoutScripts(upstreamTemplate, UPSTREAM_SCRIPTS));
});

it('loads the same scripts, in order, once the page has painted', () => {
  const loader = LOADER.exec(ssrTemplate)?.[0] ?? '';
  expect(loader).toContain('data-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(\' \') %>"');
  expect(loader).toContain('first-contentful-paint');
  expect(loader).toContain('script.async = false');
});

it('fails when the default template changes (the assumption broken on purpose)', () => {
  const scripts = upstreamTemplate.replace('" defer></script>', '" type="module"></script>');
  expect(() => withoutScripts(scripts, UPSTREAM_SCRIPTS)).toThrow(/found 0/);
  const head = upstreamTemplate.replace('<meta charset="UTF-8">', '<meta charset="utf-8">');
  expect(withoutScripts(ssrTemplate, LOADER)).not.toBe(withoutScripts(head, UPSTREAM_SCRIPTS));
});
