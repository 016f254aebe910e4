/**
 * Pre-rendered diagrams: every Mermaid fence of the content has its light and dark SVG and a manifest entry
 * (nothing stale is kept), each SVG has the size the page reserves for it and readable text at that size, the
 * colours of the site's palette, and the built pages show the images (not Mermaid code) with a plain link to the
 * SVG that opens it full screen.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SVG_DIR, THEMES, contentDiagrams, readManifest, svgFile } from '../../src/plugins/diagrams';
import { themeVariables } from '../../src/plugins/diagrams/palette';

const build = path.resolve(__dirname, '../../build');
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
  const css = readFileSync(path.resolve(__dirname, '../../src/css/custom.css'), 'utf8');
  for (const theme of THEMES) {
    const { primaryColor, primaryBorderColor } = themeVariables(css, theme);
    for (const key of Object.keys(manifest)) {
      const svg = readFileSync(path.join(SVG_DIR, svgFile(key, theme)), 'utf8').toLowerCase();
      expect([key, theme, /#ececff|#fff5ad|#9370db|#1f2020/.test(svg)]).toEqual([key, theme, false]);
      expect([key, theme, svg.includes(String(primaryBorderColor)) && svg.includes(String(primaryColor))]).toEqual([key, theme, true]);
    }
  }
});
