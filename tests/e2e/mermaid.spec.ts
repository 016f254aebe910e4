/**
 * The contract of the mermaid entry in src/internals.ts: the installed mermaid's browser bundle loads in Chromium
 * and renders the committed diagrams as `npm run diagrams` recorded them (the same kind and labels, so the same
 * text alternative), one diagram of each kind the content uses, in both colour modes.
 */
import type { Browser, Page } from 'playwright-core';
import { THEMES, altText, contentDiagrams, readManifest } from '../../src/plugins/diagrams';
import { mermaidPage, renderDiagram } from '../../src/plugins/diagrams/renderer';
import { launch } from './browser';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await mermaidPage(browser);
});
afterAll(async () => browser?.close());

const manifest = readManifest();
const sources = contentDiagrams();
/** The first committed diagram of each kind ("Flowchart", "Sequence", …). */
const samples = [...new Map(Object.entries(manifest).map(([key, rendered]) => [rendered.alt.split(':')[0], key] as const)).values()];

it('has diagrams of more than one kind to render', () => {
  expect(samples.length).toBeGreaterThan(1);
});

describe.each(THEMES)('%s', (theme) => {
  it.each(samples)('renders diagram %s with the kind and labels recorded', async (key) => {
    const out = await renderDiagram(page, key, sources.get(key)!, theme);
    expect(out.svg).toMatch(/^<svg[\s>]/);
    expect(out.width).toBeGreaterThan(0);
    expect(altText(out.kind, out.labels)).toBe(manifest[key].alt);
  });
});
