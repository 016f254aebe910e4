// What the site's bundles get for `import … from 'prism-react-renderer'` (patch `prismCore`, aliased by ./index.ts).
// Relies on: prism-react-renderer 2's exports (Highlight, Prism, normalizeTokens, themes, useTokenize) and the
// render-prop contract of its Highlight (tokens by line, getLineProps, getTokenProps), which theme-classic's
// CodeBlock, the OpenAPI theme and react-live use; and on Prism's core (`prismjs/components/prism-core`).
// prism-react-renderer's only build evaluates ~40 Prism grammars and 20 colour themes when it loads — about a
// quarter of the start-up script time on every page. This module keeps its API on Prism's core alone: the grammars
// the pages use are registered from `themeConfig.prism.additionalLanguages`, and token colours come from a
// stylesheet (src/features/code-highlighting), so there are no themes. src/performance/__tests__/prismCore.test.tsx compares
// it with the installed package: same exports, same markup for every language the site highlights.
import './manual';
import PrismCore from 'prismjs/components/prism-core';
import { useMemo, type ReactElement } from 'react';
import clsx from 'clsx';
import type { Token as PrismToken } from 'prismjs';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  PrismGrammar,
  PrismLib,
  PrismTheme,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

const Prism = PrismCore as typeof import('prismjs');
export { Prism };

/** No bundled themes: the site passes a class-only theme and colours tokens from its stylesheet. */
export const themes: Record<string, PrismTheme> = {};

type Stream = Array<string | PrismToken>;

const NEWLINE = /\r\n|\r|\n/;

/** Adds token types (a type, or an alias that may be a list) unless the last one is the same. */
function withTypes(types: string[], add: string | string[] | undefined): string[] {
  let out = types;
  for (const type of add === undefined ? [] : ([] as string[]).concat(add)) if (out[out.length - 1] !== type) out = [...out, type];
  return out;
}

/** Prism's nested token stream as lines of flat tokens, each with every type it is nested in; an empty line
 *  holds one `'\n'` token marked `empty` (what the theme's code-line component expects). */
export function normalizeTokens(stream: Stream): Token[][] {
  const lines: Token[][] = [[]];
  const add = (types: string[], content: string) =>
    content.split(NEWLINE).forEach((part, i) => {
      if (i > 0) lines.push([]);
      lines[lines.length - 1].push({ types, content: part });
    });
  const visit = (items: Stream, types: string[]) => {
    for (const item of items) {
      if (typeof item === 'string') {
        add(types.length > 0 ? types : ['plain'], item);
        continue;
      }
      const inner = withTypes(withTypes(types, item.type), item.alias);
      if (typeof item.content === 'string') add(inner, item.content);
      else visit(Array.isArray(item.content) ? item.content : [item.content], inner);
    }
  };
  visit(stream, []);
  for (const line of lines) {
    if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
    else if (line.length === 1 && line[0].content === '') Object.assign(line[0], { content: '\n', empty: true });
  }
  return lines;
}

/** Tokens by line for `code`, with Prism's before- and after-tokenize hooks run as prism-react-renderer does. */
export function useTokenize({ prism, code, grammar, language }: { prism: PrismLib; code: string; grammar?: PrismGrammar; language: string }): Token[][] {
  return useMemo(() => {
    if (grammar == null) return normalizeTokens([code]);
    const env = { code, grammar, language, tokens: [] as Stream };
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    return normalizeTokens(env.tokens);
  }, [prism, code, grammar, language]);
}

function getLineProps({ line: _line, className, style, ...rest }: LineInputProps): LineOutputProps {
  return { ...rest, className: clsx('token-line', className), ...(style ? { style } : {}) };
}

function getTokenProps({ token, className, style, ...rest }: TokenInputProps): TokenOutputProps {
  return { ...rest, className: clsx('token', ...token.types, className), children: token.content, ...(style ? { style } : {}) };
}

/** prism-react-renderer's render-prop component: tokens by line plus helpers for line and token props. */
export function Highlight({ prism = Prism, language, code, children }: HighlightProps): ReactElement {
  const lang = language.toLowerCase();
  const tokens = useTokenize({ prism, code, grammar: prism.languages[lang], language: lang });
  return children({ tokens, className: `prism-code language-${lang}`, style: {}, getLineProps, getTokenProps });
}
