/**
 * Pre-rendered diagrams: every Mermaid fence of the content has its light and dark SVG and a manifest entry
 * (nothing stale is kept), each SVG has the size the page reserves for it, and the built pages show the images
 * instead of Mermaid code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SVG_DIR, THEMES, contentDiagrams, readManifest, svgFile } from '../../src/plugins/diagrams';
import build from '../buildDir.cjs';

const diagrams = contentDiagrams();
const manifest = readManifest();

it('has a rendering for every diagram of the content and none for diagrams no page has', () => {
  expect(diagrams.size).toBeGreaterThan(80);
  expect(Object.keys(manifest).sort()).toEqual([...diagrams.keys()].sort());
  const expected = [...diagrams.keys()].flatMap((key) => THEMES.map((theme) => svgFile(key, theme)));
  expect(readdirSync(SVG_DIR).sort()).toEqual(expected.sort());
});

it('gives every SVG the size and a text alternative the page uses', () => {
  for (const [key, entry] of Object.entries(manifest)) {
    expect(entry.alt.length).toBeGreaterThan(12);
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
  }
  expect(shown.size).toBe(diagrams.size * THEMES.length);
  for (const file of shown) expect([file, existsSync(path.join(build, 'img/diagrams', file))]).toEqual([file, true]);
});
