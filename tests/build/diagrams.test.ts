/**
 * Pre-rendered diagrams: every Mermaid fence of the content has its light and dark SVG and a manifest entry
 * (nothing stale is kept), each SVG has the size the page reserves for it and readable text at that size, the
 * colours of the site's palette, and the built pages show the images (not Mermaid code) with a plain link to the
 * SVG that opens it full screen. The benchmark pages' bar charts are in the HTML, accessible, and draw exactly
 * the numbers of the table beside them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { SVG_DIR, THEMES, contentDiagrams, readManifest, svgFile } from '../../src/plugins/diagrams';
import { themeVariables } from '../../src/plugins/diagrams/palette';
import build from '../buildDir.cjs';

const diagrams = contentDiagrams();
const manifest = readManifest();

it('has a rendering for every diagram of the content and none for diagrams no page has', () => {
  expect(diagrams.size).toBeGreaterThan(80);
  expect(Object.keys(manifest).sort()).toEqual([...diagrams.keys()].sort());
  const expected = [...diagrams.keys()].flatMap((key) => THEMES.map((theme) => svgFile(key, theme)));
  expect(readdirSync(SVG_DIR).sort()).toEqual(expected.sort());
});

it('gives every SVG the size and a text alternative the page uses, and text readable at that size', () => {
  for (const [key, entry] of Object.entries(manifest)) {
    expect(entry.alt.length).toBeGreaterThan(12);
    // Labels are text, never markup Mermaid printed literally (`<i>`), and never smaller than 11 px as drawn.
    expect([key, entry.alt]).not.toEqual([key, expect.stringMatching(/<\/?[a-z]+>/)]);
    expect([key, entry.fontSize]).toEqual([key, expect.any(Number)]);
    expect(entry.fontSize).toBeGreaterThanOrEqual(11);
    for (const theme of THEMES) {
      const root = /^<svg[^>]*>/.exec(readFileSync(path.join(SVG_DIR, svgFile(key, theme)), 'utf8'))?.[0] ?? '';
      expect([key, theme, /\swidth="(\d+)"/.exec(root)?.[1], /\sheight="(\d+)"/.exec(root)?.[1]])
        .toEqual([key, theme, String(entry.width), String(entry.height)]);
    }
  }
});

it('builds pages that show the images, not Mermaid code, and every image exists', () => {
  const pages = readdirSync(build, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  const shown = new Set<string>();
  for (const page of pages) {
    const html = readFileSync(path.join(build, page), 'utf8');
    expect([page, /language-mermaid|docusaurus-mermaid/.test(html)]).toEqual([page, false]);
    for (const [, src] of html.matchAll(/src="?\/img\/diagrams\/([^" >]+)/g)) shown.add(src);
    // Each diagram's full-screen trigger is, before any script runs, a link to its light SVG.
    const images = [...html.matchAll(/<img class="diagram__light[^>]*src="?\/img\/diagrams\/([^" >]+)/g)].map((m) => m[1]);
    const links = [...html.matchAll(/<a class="diagram__open[^>]*href="?\/img\/diagrams\/([^" >]+)/g)].map((m) => m[1]);
    expect([page, links]).toEqual([page, images]);
  }
  expect(shown.size).toBe(diagrams.size * THEMES.length);
  for (const file of shown) expect([file, existsSync(path.join(build, 'img/diagrams', file))]).toEqual([file, true]);
});

it("draws every diagram in the site's palette, not Mermaid's default lavender and yellow", () => {
  const css = readFileSync(path.resolve(__dirname, '../../src/css/tokens.css'), 'utf8');
  for (const theme of THEMES) {
    const { primaryColor, primaryBorderColor } = themeVariables(css, theme);
    for (const key of Object.keys(manifest)) {
      const svg = readFileSync(path.join(SVG_DIR, svgFile(key, theme)), 'utf8').toLowerCase();
      expect([key, theme, /#ececff|#fff5ad|#9370db|#1f2020/.test(svg)]).toEqual([key, theme, false]);
      expect([key, theme, svg.includes(String(primaryBorderColor)) && svg.includes(String(primaryColor))]).toEqual([key, theme, true]);
    }
  }
});

describe('benchmark charts', () => {
  const pages = readdirSync(build, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((file) => ({ file, $: load(readFileSync(path.join(build, file), 'utf8')) }))
    .filter(({ $ }) => $('figure.bar-chart').length > 0);
  // A cell's number, read independently of the chart plugin: digits and the decimal point only.
  const number = (text: string) => Number(text.replace(/[^\d.]/g, ''));

  it('are drawn into the built benchmark pages', () => {
    expect(pages.map((p) => p.file).sort()).toEqual(['bangdb-vs-other-dbs.html', 'throughput.html']);
  });

  it('are SVG with a title and a description as text alternative, and a caption', () => {
    for (const { file, $ } of pages) {
      $('figure.bar-chart').each((_, figure) => {
        const svg = $(figure).find('svg[role="img"]');
        const [titleId, descId] = (svg.attr('aria-labelledby') ?? '').split(' ');
        expect([file, svg.find('title').attr('id'), svg.find('desc').attr('id')]).toEqual([file, titleId, descId]);
        expect([file, svg.find('title').text().length > 10, svg.find('desc').text().length > 40]).toEqual([file, true, true]);
        expect([file, $(figure).find('figcaption').text()]).toEqual([file, svg.find('title').text()]);
      });
    }
  });

  it("draw exactly the numbers of the table beside them: every row a group, every charted column's value a bar", () => {
    for (const { file, $ } of pages) {
      $('figure.bar-chart').each((_, figure) => {
        const table = $(figure).nextAll('table').first();
        const header = table.find('thead th').map((__, th) => $(th).text().trim()).get();
        const rows = table.find('tbody tr').map((__, tr) => [$(tr).find('td').map((___, td) => $(td).text().trim()).get()]).get() as string[][];
        const groups = $(figure).find('g[data-group]');
        expect([file, groups.map((__, g) => $(g).attr('data-group')).get()]).toEqual([file, rows.map((r) => r[0])]);
        // Bar lengths follow the values: one scale for the whole chart (1 unit at least, so a tiny value shows),
        // drawn to a tenth of a unit (so within 0.15 of the exact length, the longest bar being rounded too).
        const drawn = $(figure).find('rect[data-value]').map((__, r) => [[Number($(r).attr('data-value')), Number($(r).attr('width'))]]).get() as [number, number][];
        const [maxValue, maxWidth] = drawn.reduce((a, b) => (b[0] > a[0] ? b : a));
        for (const [value, width] of drawn) {
          expect([file, value, Math.abs(width - Math.max(1, (value / maxValue) * maxWidth)) <= 0.15]).toEqual([file, value, true]);
        }
        groups.each((index, group) => {
          const bars = $(group).find('rect[data-value]');
          expect(bars.length).toBeGreaterThan(0);
          bars.each((__, bar) => {
            const column = header.indexOf($(bar).attr('data-series') ?? '');
            expect([file, rows[index][0], column > 0]).toEqual([file, rows[index][0], true]);
            expect([file, rows[index][0], Number($(bar).attr('data-value'))]).toEqual([file, rows[index][0], number(rows[index][column])]);
          });
        });
      });
    }
  });
});
