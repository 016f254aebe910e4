// Patch `scriptsAfterPaint`: the page template is Docusaurus' own with one change — the scripts start loading once
// the server-rendered page has been parsed and painted, instead of as deferred scripts that a fast connection
// delivers (and the browser runs) before the first paint. Readers see the content first; React hydrates it right
// after. Relies on: the default template of @docusaurus/core (lib/ssg/ssgTemplate.html.js) and its `it.scripts`
// loop, which is the only part replaced (the template fails to build otherwise). The inline loader is the same
// on every page, so the Content-Security-Policy allows it by hash (.deploy/security-headers.conf).
import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

/** Appends the page's scripts (listed in its `data-scripts`) in order once the browser reports the first
 *  contentful paint. A tab opened in the background, which paints nothing, loads them at once; a browser without
 *  paint timing waits one frame; a page that somehow never paints content loads them after 3 s. */
const SCRIPT_LOADER = [
  '(function (loader) {',
  "  var urls = loader.getAttribute('data-scripts').split(' ');",
  '  var started = false;',
  '  function load() {',
  '    if (started) return;',
  '    started = true;',
  '    urls.forEach(function (url) {',
  "      var script = document.createElement('script');",
  '      script.src = url;',
  '      script.async = false;',
  '      document.head.appendChild(script);',
  '    });',
  '  }',
  '  function afterPaint() {',
  '    if (document.hidden) return load();',
  '    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;',
  "    if (!types || types.indexOf('paint') < 0) return requestAnimationFrame(function () { setTimeout(load, 0); });",
  '    new PerformanceObserver(function (list) {',
  "      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(load, 0);",
  "    }).observe({ type: 'paint', buffered: true });",
  '    setTimeout(load, 3000);',
  '  }',
  "  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);",
  '  else afterPaint();',
  '})(document.currentScript);',
].join('\n');

/** The default template's script tags: one deferred `<script src>` per script of the page. */
export const UPSTREAM_SCRIPTS = `    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
`;

/** What replaces them: the loader, given the page's scripts in `data-scripts`. */
export const LOADER_SCRIPT = `    <script data-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">${SCRIPT_LOADER}</script>
`;

/** `template` with its script tags replaced by the loader; throws when they are not there exactly once. */
export function withScriptsAfterPaint(template: string): string {
  const parts = template.split(UPSTREAM_SCRIPTS);
  if (parts.length !== 2) {
    throw new Error(
      "performance patch scriptsAfterPaint: Docusaurus' page template no longer has the expected script tags. " +
        'Update src/performance/scripts-after-paint or turn the patch off.',
    );
  }
  return parts.join(LOADER_SCRIPT);
}

export const ssrTemplate = withScriptsAfterPaint(upstreamTemplate);
