/**
 * Pre-rendered Mermaid diagrams (src/plugins/diagrams): fences are found as remark sees them, keyed by their
 * source, and replaced by the light and dark images with size and text alternative; a diagram without a
 * rendering stops the build with the command that fixes it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import remarkDiagrams, { altText, contentDiagrams, diagramKey, mermaidSources, readManifest } from '@site/src/plugins/diagrams';
import { cssToken, mix, themeVariables } from '@site/src/plugins/diagrams/palette';
import { contrastRatio } from '@site/tests/contrast';

type Node = { type: string; lang?: string; value?: string; name?: string; children?: Node[]; attributes?: { name: string; value: string }[] };

describe('mermaidSources', () => {
  it('finds backtick and tilde fences and removes the indentation of an indented fence', () => {
    const markdown = [
      '# Title', '', '```mermaid', 'flowchart LR', '  a --> b', '```', '',
      '- item', '', '  ```mermaid title="in a list"', '  sequenceDiagram', '    A->>B: hi', '  ```', '',
      '~~~mermaid', 'flowchart TB', '  x --> y', '~~~', '', '```cypher', 'S=>(a)-[r]->(b)', '```',
    ].join('\n');
    expect(mermaidSources(markdown)).toEqual(['flowchart LR\n  a --> b', 'sequenceDiagram\n  A->>B: hi', 'flowchart TB\n  x --> y']);
  });
});

describe('diagramKey', () => {
  it('is the same for the same diagram and differs when the diagram changes', () => {
    expect(diagramKey('flowchart LR\n  a --> b')).toBe(diagramKey('flowchart LR\n  a --> b\n'));
    expect(diagramKey('flowchart LR\n  a --> b')).not.toBe(diagramKey('flowchart LR\n  a --> c'));
    expect(diagramKey('x')).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('altText', () => {
  it('names the kind of diagram and lists its labels', () => {
    expect(altText('flowchart-v2', ['CLI', 'BangDB server', 'TCP 10101'])).toBe('Flowchart: CLI; BangDB server; TCP 10101.');
    expect(altText('sequence', ['App', 'open'])).toBe('Sequence: App; open.');
  });
});

describe('remarkDiagrams', () => {
  const manifest = readManifest();
  const [key, rendered] = Object.entries(manifest)[0];

  it('replaces a fence that has a rendering by the diagram component with both images, size and text alternative', () => {
    const source = contentDiagrams().get(key)!;
    const tree: Node = {
      type: 'root',
      children: [{ type: 'paragraph', children: [] }, { type: 'code', lang: 'mermaid', value: source }, { type: 'code', lang: 'mermaid', value: source }],
    };
    remarkDiagrams()(tree as never, { path: 'page.md' });
    const [esm, , ...diagrams] = tree.children!;
    // One import of the component for the page, however many diagrams it has.
    expect(esm).toMatchObject({ type: 'mdxjsEsm', value: "import PrerenderedDiagram from '@site/src/plugins/diagrams/theme/Diagram';" });
    expect(tree.children!.filter((n) => n.type === 'mdxjsEsm')).toHaveLength(1);
    for (const element of diagrams) {
      expect(element).toMatchObject({ type: 'mdxJsxFlowElement', name: 'PrerenderedDiagram' });
      expect(Object.fromEntries(element.attributes!.map((a) => [a.name, a.value]))).toEqual({
        light: `/img/diagrams/${key}-light.svg`,
        dark: `/img/diagrams/${key}-dark.svg`,
        alt: rendered.alt,
        width: String(rendered.width),
        height: String(rendered.height),
        fontSize: String(rendered.fontSize),
      });
    }
  });

  it('adds no import to a page without diagrams', () => {
    const tree: Node = { type: 'root', children: [{ type: 'paragraph', children: [] }] };
    remarkDiagrams()(tree as never, { path: 'page.md' });
    expect(tree.children!.map((n) => n.type)).toEqual(['paragraph']);
  });

  it('leaves other code blocks alone', () => {
    const code: Node = { type: 'code', lang: 'cypher', value: 'S=>(a)-[r]->(b)' };
    const tree: Node = { type: 'root', children: [code] };
    remarkDiagrams()(tree as never, { path: 'page.md' });
    expect(tree.children![0]).toBe(code);
  });

  it('stops the build on a diagram without a rendering, naming the page and the command', () => {
    const tree: Node = { type: 'root', children: [{ type: 'code', lang: 'mermaid', value: 'flowchart LR\n  new --> diagram' }] };
    expect(() => remarkDiagrams()(tree as never, { path: 'docs/new.md' })).toThrow(/docs\/new\.md: .*run `npm run diagrams`/);
  });
});

describe('the diagram palette (themeVariables)', () => {
  const css = readFileSync(path.resolve(__dirname, '../../../css/tokens.css'), 'utf8');

  it.each(['light', 'dark'] as const)('takes its colours from the site tokens and keeps AA contrast in %s mode', (mode) => {
    const v = themeVariables(css, mode) as Record<string, string>;
    expect(v.primaryBorderColor).toBe(cssToken(css, mode === 'light' ? ':root' : "[data-theme='dark']", '--ifm-color-primary'));
    expect(v.fontFamily).toBe(cssToken(css, ':root', '--ifm-font-family-base'));
    // Text on every fill it is drawn on: 4.5:1.
    const text: [string, string][] = [
      [v.primaryTextColor, v.primaryColor], [v.textColor, v.background], [v.titleColor, v.clusterBkg],
      [v.textColor, v.edgeLabelBackground], [v.actorTextColor, v.actorBkg], [v.noteTextColor, v.noteBkgColor],
      [v.signalTextColor, v.background], [v.labelTextColor, v.labelBoxBkgColor],
    ];
    for (const [fg, bg] of text) expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
    // Lines and box outlines against the page and the boxes: 3:1 (non-text contrast).
    for (const [fg, bg] of [[v.lineColor, v.background], [v.primaryBorderColor, v.background], [v.primaryBorderColor, v.primaryColor]]) {
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(3);
    }
  });

  it('mixes a colour over a background', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#1d5fd1', '#ffffff', 0)).toBe('#ffffff');
  });

  it('names the missing token instead of drawing with an undefined colour', () => {
    expect(() => themeVariables(':root { --ifm-color-primary: #123456; }', 'light')).toThrow(/--bdb-surface is not set in :root/);
  });
});
