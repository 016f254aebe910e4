// `npm run diagrams`: renders every Mermaid fence of the content to light and dark SVG files in Chromium with
// Mermaid itself, records each diagram's size and text alternative in manifest.json, and deletes renderings no
// page uses any more. Only new or edited diagrams are rendered; `--all` renders everything again (e.g. after a
// Mermaid upgrade). The SVG files and the manifest are committed; the build reads them (index.ts).
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  MANIFEST_FILE, SVG_DIR, THEMES, altText, contentDiagrams, readManifest, svgFile,
  type DiagramManifest, type RenderedDiagram,
} from './index';
import { mermaidPage, renderDiagram } from './renderer';

async function main(): Promise<void> {
  const all = process.argv.includes('--all');
  const sources = contentDiagrams();
  const previous = readManifest();
  const manifest: DiagramManifest = {};
  const todo = [...sources].filter(([key]) => all || !previous[key]);
  for (const [key, value] of Object.entries(previous)) if (sources.has(key) && !all) manifest[key] = value;

  if (todo.length > 0) {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox'] });
    const page = await mermaidPage(browser);
    for (const [key, source] of todo) {
      let entry: RenderedDiagram | undefined;
      for (const theme of THEMES) {
        const out = await renderDiagram(page, key, source, theme);
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
