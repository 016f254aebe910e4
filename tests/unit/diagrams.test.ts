/**
 * Pre-rendered Mermaid diagrams (src/plugins/diagrams): fences are found as remark sees them, keyed by their
 * source, and replaced by the light and dark images with size and text alternative; a diagram without a
 * rendering stops the build with the command that fixes it.
 */
import remarkDiagrams, { altText, contentDiagrams, diagramKey, mermaidSources, readManifest } from '@site/src/plugins/diagrams';

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

  it('replaces a fence that has a rendering by a figure of the light and dark images', () => {
    const source = contentDiagrams().get(key)!;
    const tree: Node = { type: 'root', children: [{ type: 'paragraph', children: [] }, { type: 'code', lang: 'mermaid', value: source }] };
    remarkDiagrams()(tree as never, { path: 'page.md' });
    const figure = tree.children![1];
    expect(figure).toMatchObject({ type: 'mdxJsxFlowElement', name: 'figure' });
    const images = figure.children!.map((img) => Object.fromEntries(img.attributes!.map((a) => [a.name, a.value])));
    expect(images).toEqual(['light', 'dark'].map((theme) => expect.objectContaining({
      className: `diagram__${theme}`,
      src: `/img/diagrams/${key}-${theme}.svg`,
      alt: rendered.alt,
      width: String(rendered.width),
      height: String(rendered.height),
      loading: 'lazy',
    })));
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
