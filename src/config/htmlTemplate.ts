/**
 * The page template (Docusaurus' own, one change): the scripts start loading once the server-rendered page has
 * been parsed and painted, instead of as deferred scripts that a fast connection delivers — and the browser runs —
 * before the first paint. Readers see the content first; React hydrates it right after. The inline loader is the
 * same on every page, so the Content-Security-Policy allows it by hash (.deploy/security-headers.conf).
 */

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

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <script data-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">${SCRIPT_LOADER}</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
