// `npm run diagrams`: renders every Mermaid fence of the content to light and dark SVG files in Chromium with
// Mermaid itself, records each diagram's size and text alternative in manifest.json, and deletes renderings no
// page uses any more. Only new or edited diagrams are rendered; `--all` renders everything again (e.g. after a
// Mermaid upgrade). The SVG files and the manifest are committed; the build reads them (index.ts).
import { readFileSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import {
  MANIFEST_FILE, SVG_DIR, THEMES, altText, contentDiagrams, readManifest, svgFile,
  type DiagramManifest, type DiagramTheme, type RenderedDiagram,
} from './index';
import { themeVariables } from './palette';

const SITE_CSS = readFileSync(path.resolve(__dirname, '../../css/custom.css'), 'utf8');

/** Renders one diagram in the page; returns the SVG (sized in pixels) and the labels it shows. */
async function render(page: Page, key: string, source: string, theme: DiagramTheme) {
  return page.evaluate(
    async ({ id, source, variables }) => {
      const mermaid = (window as unknown as { mermaid: { initialize(o: object): void; render(id: string, s: string): Promise<{ svg: string }> } }).mermaid;
      // Sequence diagrams measure their text with their own font settings: the same family, so boxes fit it.
      const font = String(variables.fontFamily);
      mermaid.initialize({
        startOnLoad: false, securityLevel: 'strict', htmlLabels: false, flowchart: { htmlLabels: false },
        theme: 'base', themeVariables: variables, fontFamily: font,
        sequence: { actorFontFamily: font, noteFontFamily: font, messageFontFamily: font },
      });
      const { svg } = await mermaid.render(id, source);
      // The smallest text of the drawing, as laid out at its natural size.
      const host = document.body.appendChild(document.createElement('div'));
      host.innerHTML = svg;
      const sizes = Array.from(host.querySelectorAll('text, tspan'))
        .filter((e) => (e.textContent ?? '').trim() !== '')
        .map((e) => parseFloat(getComputedStyle(e).fontSize));
      host.remove();
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      const root = doc.documentElement;
      const [, , width, height] = (root.getAttribute('viewBox') ?? '0 0 0 0').split(/\s+/).map(Number);
      // An image needs an intrinsic size: the viewBox's, instead of Mermaid's width="100%" and max-width style.
      root.setAttribute('width', String(Math.ceil(width)));
      root.setAttribute('height', String(Math.ceil(height)));
      root.removeAttribute('style');
      const kind = root.getAttribute('aria-roledescription') ?? 'diagram';
      // A label's words, lines joined by spaces (each line of an SVG label is its own <tspan class="row">).
      const words = (e: Element) => {
        const rows = Array.from(e.querySelectorAll('tspan.row'));
        return (rows.length > 0 ? rows.map((r) => r.textContent ?? '').join(' ') : (e.textContent ?? '')).replace(/\s+/g, ' ').trim();
      };
      const text = (selector: string) => Array.from(doc.querySelectorAll(selector)).map(words).filter(Boolean);
      // Groups first, then boxes and actors, then what the arrows say.
      const labels = [...new Set([
        ...text('.cluster-label'), ...text('.node .label'), ...text('text.actor'),
        ...text('.edgeLabel'), ...text('.messageText'), ...text('.noteText'),
      ])];
      return {
        svg: new XMLSerializer().serializeToString(root), width: Math.ceil(width), height: Math.ceil(height), kind, labels,
        fontSize: Math.min(...sizes),
      };
    },
    { id: `diagram-${key}`, source, variables: themeVariables(SITE_CSS, theme) },
  );
}

async function main(): Promise<void> {
  const all = process.argv.includes('--all');
  const sources = contentDiagrams();
  const previous = readManifest();
  const manifest: DiagramManifest = {};
  const todo = [...sources].filter(([key]) => all || !previous[key]);
  for (const [key, value] of Object.entries(previous)) if (sources.has(key) && !all) manifest[key] = value;

  if (todo.length > 0) {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox'] });
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ path: require.resolve('mermaid/dist/mermaid.min.js') });
    for (const [key, source] of todo) {
      let entry: RenderedDiagram | undefined;
      for (const theme of THEMES) {
        const out = await render(page, key, source, theme);
        await writeFile(path.join(SVG_DIR, svgFile(key, theme)), `${out.svg}\n`);
        entry ??= { width: out.width, height: out.height, fontSize: out.fontSize, alt: altText(out.kind, out.labels) };
      }
      manifest[key] = entry!;
      console.log(`rendered ${key} (${entry!.width}×${entry!.height})`);
    }
    await browser.close();
  }

  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(MANIFEST_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
  const used = new Set(Object.keys(sorted).flatMap((key) => THEMES.map((t) => svgFile(key, t))));
  for (const file of await readdir(SVG_DIR)) if (!used.has(file)) await rm(path.join(SVG_DIR, file));
  console.log(`${sources.size} diagrams: ${todo.length} rendered, ${Object.keys(previous).filter((k) => !sources.has(k)).length} removed`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
