/**
 * Contract of patch `prismCore` (src/performance/prism-core): the stand-in exports what the installed
 * prism-react-renderer exports, and renders the same tokens and markup for the code of every language the pages
 * use, with the grammars registered the way theme-classic registers them. The one intended difference: no inline
 * styles (colours come from a stylesheet; prism-react-renderer also styles empty-line tokens `display:inline-block`,
 * which theme-classic's CodeBlock renders empty anyway).
 */
import React from 'react';
import { render } from '@testing-library/react';
import type { HighlightProps, PrismLib, Token } from 'prism-react-renderer';
import * as replacement from '@site/src/performance/prism-core/prism';
import { tokenClassTheme } from '@site/src/features/code-highlighting/themes';
import { fencedCode } from '@site/src/features/code-highlighting/__tests__/contentFences';

type Library = {
  Highlight: (props: HighlightProps) => React.ReactNode;
  Prism: PrismLib;
  normalizeTokens: (tokens: ReturnType<PrismLib['tokenize']>) => Token[][];
};

/** The installed package, its Prism given the site's grammars (theme-classic's loader + the cypher dialect). */
const upstream = jest.requireActual<Library & Record<string, unknown>>('prism-react-renderer');

/** Registers the site's grammars on `prism`, with Prism's component modules evaluated afresh for it. */
function registerGrammars(prism: PrismLib): void {
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated inside the isolated registry
    (require('@site/src/features/code-highlighting/theme/prism-include-languages') as { default: (p: PrismLib) => void }).default(prism);
  });
}

beforeAll(() => {
  registerGrammars(upstream.Prism);
  registerGrammars(replacement.Prism as unknown as PrismLib);
});

/** Markup as theme-classic's CodeBlock builds it (one element per line, one span per token), without styles. */
function markup(library: Library, code: string, language: string): string {
  const { Highlight, Prism } = library;
  const { container, unmount } = render(
    <Highlight prism={Prism} theme={tokenClassTheme} code={code} language={language}>
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        <pre className={className} style={style}>
          <code>
            {tokens.map((line, i) => (
              <span key={i} {...getLineProps({ line })}>
                {line.map((token, j) => (
                  <span key={j} {...getTokenProps({ token })} />
                ))}
              </span>
            ))}
          </code>
        </pre>
      )}
    </Highlight>,
  );
  const html = container.innerHTML;
  unmount();
  return html.replace(/ style="[^"]*"/g, '');
}

/** Export names and kinds, which every caller in the bundles relies on. */
const shape = (module: Record<string, unknown>) => Object.fromEntries(Object.keys(module).filter((k) => k !== 'default' && k !== '__esModule').map((k) => [k, typeof module[k]]));

it('exports what prism-react-renderer exports', () => {
  expect(shape(replacement as unknown as Record<string, unknown>)).toEqual(shape(upstream));
});

it('fails the export check when an export is missing (as before useTokenize was added)', () => {
  const { useTokenize: _dropped, ...withoutOne } = replacement as unknown as Record<string, unknown>;
  expect(shape(withoutOne)).not.toEqual(shape(upstream));
});

const samples = fencedCode();

it('finds code of every highlighted language in the pages', () => {
  expect([...samples.keys()]).toEqual(expect.arrayContaining(['cpp', 'java', 'json', 'cypher', 'bash', 'sql', 'python']));
});

/** Tokens by line as a library's Prism and normalizeTokens give them. */
function tokens(library: Library, code: string, language: string): Token[][] {
  const grammar = library.Prism.languages[language];
  return library.normalizeTokens(grammar ? library.Prism.tokenize(code, grammar) : [code]);
}

describe.each([...samples].map(([language, blocks]) => [language, blocks] as const))('%s code', (language, blocks) => {
  it('is tokenised the same in every block of the pages', () => {
    for (const code of blocks) expect(tokens(replacement as unknown as Library, code, language)).toEqual(tokens(upstream, code, language));
  });

  it('renders the same markup as prism-react-renderer (first block)', () => {
    expect(markup(replacement as unknown as Library, blocks[0], language)).toBe(markup(upstream, blocks[0], language));
  });
});

it('shows a difference when a grammar differs (the comparison is not vacuous)', () => {
  const code = 'MATCH (a)-[r:KNOWS*SHORT_PATH]->(b) RETURN a';
  const saved = upstream.Prism.languages.cypher;
  upstream.Prism.languages.cypher = upstream.Prism.languages.sql;
  try {
    expect(markup(replacement as unknown as Library, code, 'cypher')).not.toBe(markup(upstream, code, 'cypher'));
  } finally {
    upstream.Prism.languages.cypher = saved;
  }
});

describe('the stand-in on its own', () => {
  const highlight = (code: string, language: string) => markup(replacement as unknown as Library, code, language);

  it("leaves Prism's automatic page highlighting off", () => {
    expect(replacement.Prism.manual).toBe(true);
  });

  it('keeps the outer types of nested tokens and their aliases', () => {
    const lines = replacement.normalizeTokens(replacement.Prism.tokenize('echo "$HOME"', replacement.Prism.languages.bash));
    // $HOME: an `environment` token (alias `constant`) inside a string.
    expect(lines[0].find((t) => t.content === '$HOME')?.types).toEqual(['string', 'environment', 'constant']);
  });

  it('shows an unknown language as plain text, and markup in code as text', () => {
    const html = highlight('<script>alert(1)</script>', 'brainfudge');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html.match(/token plain/g)).toHaveLength(1);
  });
});

