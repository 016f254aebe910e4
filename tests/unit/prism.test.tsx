/**
 * The site's stand-in for prism-react-renderer (src/lib/prism): tokens by line as the theme's code blocks expect
 * them, grammars only from the configured list, and every language the pages use has its grammar.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { Highlight, Prism, normalizeTokens } from '@site/src/lib/prism';
import { PRISM_LANGUAGES } from '@site/src/lib/prism/languages';
import { languageTabs } from '@site/src/config/openapi';

/** Fence languages shown as plain text on purpose (diagrams never reach a code block). */
const PLAIN = new Set(['text', 'license', 'mermaid']);

beforeAll(async () => {
  // What the MDX components import: theme-classic's loader of the configured languages, then BangDB's dialect.
  await import('@site/src/lib/prism/grammars');
});

it("leaves Prism's automatic page highlighting off", () => {
  expect(Prism.manual).toBe(true);
});

it('tells a console transcript\'s typed commands from the output', () => {
  const lines = normalizeTokens(Prism.tokenize('bangdb> show tables\ntable customers', Prism.languages.console));
  expect(lines[0].filter((token) => token.content)).toEqual([
    { types: ['command', 'prompt', 'punctuation'], content: 'bangdb>' },
    { types: ['command', 'input', 'function'], content: ' show tables' },
  ]);
  expect(lines[1]).toEqual([{ types: ['plain'], content: 'table customers' }]);
});

describe('normalizeTokens', () => {
  it('splits the stream into lines and gives each token every type it is nested in', () => {
    const lines = normalizeTokens(Prism.tokenize('int x = 1; // one\n\n"a"', Prism.languages.cpp));
    expect(lines).toHaveLength(3);
    expect(lines[0][0]).toEqual({ types: ['keyword'], content: 'int' });
    expect(lines[0]).toContainEqual({ types: ['plain'], content: ' x ' });
    expect(lines[0]).toContainEqual({ types: ['comment'], content: '// one' });
    expect(lines[1]).toEqual([{ types: ['plain'], content: '\n', empty: true }]);
    expect(lines[2]).toContainEqual({ types: ['string'], content: '"a"' });
  });

  it('keeps the outer types of nested tokens and their aliases', () => {
    const lines = normalizeTokens(Prism.tokenize('echo "$HOME"', Prism.languages.bash));
    // $HOME: an `environment` token (alias `constant`) inside a string.
    expect(lines[0].find((t) => t.content === '$HOME')?.types).toEqual(['string', 'environment', 'constant']);
  });
});

describe('Highlight', () => {
  function html(code: string, language: string): HTMLElement {
    return render(
      <Highlight code={code} language={language}>
        {({ tokens, className, getLineProps, getTokenProps }) => (
          <pre className={className}>
            {tokens.map((line, i) => (
              <div key={i} {...getLineProps({ line })}>
                {line.map((token, j) => (
                  <span key={j} {...getTokenProps({ token })} />
                ))}
              </div>
            ))}
          </pre>
        )}
      </Highlight>,
    ).container;
  }

  it('renders token classes and no inline styles', () => {
    const pre = html('SELECT * FROM t;', 'SQL');
    expect(pre.querySelector('pre')?.className).toBe('prism-code language-sql');
    expect(pre.querySelector('.token-line .token.keyword')?.textContent).toBe('SELECT');
    expect(pre.querySelector('[style]')).toBeNull();
  });

  it('highlights with the registered grammars, BangDB cypher keywords included', () => {
    expect(Object.keys(Prism.languages)).toEqual(expect.arrayContaining([...PRISM_LANGUAGES]));
    const pre = html('MATCH (a)-[r:KNOWS*SHORT_PATH]->(b) RETURN a', 'cypher');
    expect(Array.from(pre.querySelectorAll('.token.keyword'), (t) => t.textContent)).toEqual(expect.arrayContaining(['MATCH', 'SHORT_PATH', 'RETURN']));
  });

  it('shows an unknown language as plain text, and markup in code as text', () => {
    const pre = html('<script>alert(1)</script>', 'brainfudge');
    expect(pre.querySelector('script')).toBeNull();
    expect(pre.textContent).toBe('<script>alert(1)</script>');
    expect(pre.querySelectorAll('.token.plain')).toHaveLength(1);
  });
});

it('has a grammar for every language the pages and REST samples use', () => {
  const root = path.resolve(__dirname, '../..');
  const files = ['docs', 'apps-docs', 'use-cases', 'rest-api'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.mdx?$/.test(f))
      .map((f) => path.join(root, dir, f)),
  );
  const fenced = files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/^\s*(?:```|~~~)([\w+#-]+)/gm)].map((m) => m[1]));
  const used = new Set([...fenced, ...languageTabs.map((t) => t.highlight)]);
  expect(used.size).toBeGreaterThan(8);
  const missing = [...used].filter((language) => !PLAIN.has(language) && !Prism.languages[language]);
  expect(missing).toEqual([]);
});
