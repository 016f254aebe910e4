// Local remark plugin: Mermaid diagrams rendered once, ahead of the build, to SVG files (`npm run diagrams`,
// render.ts). A ```mermaid fence becomes a figure with the light and dark renderings as images at their natural
// size (theme/Diagram), so pages with diagrams load no Mermaid runtime (~195 KB gz), show the diagram without
// JavaScript, never shift the layout, and can open it full screen.
// A fence whose rendering is missing (new or edited diagram) fails the build with the command to run.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { instances } from '../../config/instances';
import { fencesOf } from '../../lib/fences';
import { esmImport, jsxElement, type MdNode } from '../../lib/mdast';

export const THEMES = ['light', 'dark'] as const;
export type DiagramTheme = (typeof THEMES)[number];

/**
 * What render.ts records for each diagram: its natural size and the size of its smallest text in CSS pixels, and
 * a text alternative (the Markdown twins of the pages read `alt` too).
 */
export interface RenderedDiagram {
  width: number;
  height: number;
  fontSize: number;
  alt: string;
}
export type DiagramManifest = Record<string, RenderedDiagram>;

const SITE = path.resolve(__dirname, '../../..');
/** Where the SVG files are served from, and where they live (the site's static folder). */
const SVG_URL = '/img/diagrams/';
export const SVG_DIR = path.join(SITE, 'static', SVG_URL);
export const MANIFEST_FILE = path.join(__dirname, 'manifest.json');
const RENDER_COMMAND = 'npm run diagrams';

/** A diagram's key: a hash of its Mermaid source (one key per distinct diagram). */
export function diagramKey(source: string): string {
  return createHash('sha256').update(source.trim()).digest('hex').slice(0, 16);
}

export function svgFile(key: string, theme: DiagramTheme): string {
  return `${key}-${theme}.svg`;
}

/** Every Mermaid fence of a Markdown/MDX file, as its source (indentation of the fence removed). */
export function mermaidSources(markdown: string): string[] {
  return fencesOf(markdown).filter((f) => f.lang === 'mermaid').map((f) => f.body.join('\n'));
}

/** The image's text alternative: the kind of diagram and every label it shows, in drawing order. */
export function altText(kind: string, labels: string[]): string {
  const name = kind.replace(/-v\d+$/, '').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${labels.join('; ')}.`;
}

/** Every distinct diagram of the content (all docs instances), by key. */
export function contentDiagrams(): Map<string, string> {
  const diagrams = new Map<string, string>();
  for (const { folder } of instances) {
    const dir = path.join(SITE, folder);
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f))) {
      for (const source of mermaidSources(readFileSync(path.join(dir, file), 'utf8'))) diagrams.set(diagramKey(source), source);
    }
  }
  return diagrams;
}

export function readManifest(): DiagramManifest {
  return existsSync(MANIFEST_FILE) ? (JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as DiagramManifest) : {};
}

/** The component each fence becomes (theme/Diagram): the image at its natural size, and the full-screen link. */
const COMPONENT = 'PrerenderedDiagram';
const COMPONENT_SOURCE = '@site/src/plugins/diagrams/theme/Diagram';

function diagramElement(key: string, diagram: RenderedDiagram): MdNode {
  return jsxElement(COMPONENT, {
    light: `${SVG_URL}${svgFile(key, 'light')}`,
    dark: `${SVG_URL}${svgFile(key, 'dark')}`,
    width: diagram.width,
    height: diagram.height,
    fontSize: diagram.fontSize,
    alt: diagram.alt,
  });
}

/** The remark plugin: replaces each ```mermaid fence with its pre-rendered diagram and imports the component once. */
export default function remarkDiagrams() {
  const manifest = readManifest();
  return (tree: MdNode, file: { path?: string }): void => {
    let replaced = 0;
    const visit = (node: MdNode): void => {
      node.children?.forEach((child, index) => {
        if (child.type === 'code' && child.lang === 'mermaid') {
          const key = diagramKey(child.value ?? '');
          const diagram = manifest[key];
          const missing = THEMES.filter((t) => !existsSync(path.join(SVG_DIR, svgFile(key, t))));
          if (!diagram || missing.length > 0) {
            throw new Error(`${file.path ?? 'a page'}: a Mermaid diagram has no rendering (key ${key}); run \`${RENDER_COMMAND}\`.`);
          }
          node.children![index] = diagramElement(key, diagram);
          replaced += 1;
        } else {
          visit(child);
        }
      });
    };
    visit(tree);
    if (replaced > 0) tree.children!.unshift(esmImport(COMPONENT, COMPONENT_SOURCE));
  };
}
