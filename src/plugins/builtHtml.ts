// Reading the pages of a build, shared by the post-build steps that read them (search index, Markdown twins).
// The pages are minified, optional end tags left out; they are parsed with htmlparser2, several times faster than
// cheerio's default (spec-compliant) parser on them and giving the same tree once one omitted tag is restored.
import { load, type CheerioAPI } from 'cheerio';

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
