// Markdown (openapi theme, ejected): renders the REST reference's descriptions with `marked` instead of
// react-markdown + rehype-raw + remark-gfm, which cost ≈ 96 KB gz on every endpoint page. Same Markdown (GFM:
// code, links, emphasis, lists, tables), fenced code through the site's CodeBlock; raw HTML in a description is
// shown as text and only http(s), mailto, relative and anchor links are kept. (`:::` admonitions are not used.)
import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import { Marked, type Token, type Tokens } from 'marked';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SAFE_HREF = /^(https?:|mailto:|\/|#|\.)/i;

const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    link({ href, title, tokens }) {
      const label = this.parser.parseInline(tokens);
      if (!SAFE_HREF.test(href)) return label;
      return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${label}</a>`;
    },
  },
});

/** Runs of tokens: each fenced code block on its own, the tokens between them together. */
function blocks(tokens: Token[]): (Tokens.Code | Token[])[] {
  const out: (Tokens.Code | Token[])[] = [];
  for (const token of tokens) {
    const last = out.at(-1);
    if (token.type === 'code') out.push(token as Tokens.Code);
    else if (Array.isArray(last)) last.push(token);
    else out.push([token]);
  }
  return out;
}

export default function Markdown({ children }: { children?: unknown }): React.JSX.Element | null {
  if (typeof children !== 'string' || children.trim() === '') return null;
  return (
    <>
      {blocks(markdown.lexer(children)).map((block, index) =>
        Array.isArray(block) ? (
          // HTML made by marked from the OpenAPI document, raw HTML escaped (see the renderer above).
          <div key={index} dangerouslySetInnerHTML={{ __html: markdown.parser(block) }} />
        ) : (
          <CodeBlock key={index} language={block.lang || undefined}>{block.text}</CodeBlock>
        ),
      )}
    </>
  );
}
