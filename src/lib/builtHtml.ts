// Reading the pages of a build, shared by the post-build steps that read them (search index, Markdown twins) and
// the build checks: where a route's page is, and its parts parsed.
// The pages are minified, optional end tags left out; they are parsed with htmlparser2, several times faster than
// cheerio's default (spec-compliant) parser on them and giving the same tree once one omitted tag is restored.
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';

/** The built HTML file of a route (trailingSlash: false): `/` → index.html, `/a/b` → a/b.html. */
export function htmlFile(outDir: string, route: string): string {
  return path.join(outDir, route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`);
}

/** The route a built HTML file serves, from its path in the build: `a/b.html` and `a/b/index.html` are `/a/b`. */
export function routeOfFile(relativeFile: string): string {
  return `/${relativeFile.split(path.sep).join('/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

/** The part of `html` from the first `<tag` to its last closing tag, if the page has one. Parsing only the parts a
 *  step reads is faster than parsing the whole page, whose header, sidebar and scripts are more than half of it. */
export function elementSource(html: string, tag: string): string | undefined {
  const start = html.indexOf(`<${tag}`);
  const end = html.lastIndexOf(`</${tag}>`);
  return start >= 0 && end > start ? html.slice(start, end + tag.length + 3) : undefined;
}

/**
 * Parses (part of) a built page. htmlparser2 infers every end tag the minifier omits but `</thead>` before
 * `<tbody>`: it would nest a table's body in its last header cell, so that one is put back first.
 */
export function loadBuilt(html: string): CheerioAPI {
  return load(html.replace(/<tbody(?=[\s>])/g, '</thead>$&'), { xml: { xmlMode: false, decodeEntities: true } });
}
