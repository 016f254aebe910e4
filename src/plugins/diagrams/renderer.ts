// Mermaid in Chromium: the installed mermaid's browser bundle (dist/mermaid.min.js, a reliance in src/internals.ts)
// loaded into a blank page, and one diagram rendered there to SVG with the site's colours, with its size, kind and
// labels. Used by `npm run diagrams` (render.ts) and by the contract test that loads the installed mermaid
// (tests/e2e/mermaid.spec.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { DiagramTheme } from './index';
import { themeVariables } from './palette';

const SITE_CSS = readFileSync(path.resolve(__dirname, '../../css/tokens.css'), 'utf8');

/** Renders one diagram in the page; returns the SVG (sized in pixels) and the labels it shows. */
export async function renderDiagram(page: Page, key: string, source: string, theme: DiagramTheme) {
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

/** A blank page of `browser` with the installed mermaid loaded. */
export async function mermaidPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ path: require.resolve('mermaid/dist/mermaid.min.js') });
  return page;
}
