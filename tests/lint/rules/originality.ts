// Fails a page that carries a run of 30 or more words of prose copied from the old BangDB docs site, its upstream,
// or the product repositories' READMEs. facts/originality/shingles.txt holds the truncated sha1 of every 12-word
// run of those texts (hashes only, no text).
//
// What counts as prose: the page without its front matter, MDX import/export lines (in .mdx), comments, images,
// tags and link targets; fences without a language or in text/markdown are prose too, each on its own. Fences in
// json/bash/shell/cpp/java/python (signatures, schemas and commands are facts that must match) and `license`
// fences (third-party licence texts are reproduced verbatim) are skipped; any other fence is code, not prose.
import { createHash } from 'node:crypto';
import type { Page } from '../page';
import type { Finding, Rule } from '../types';

export const SHINGLE = 12;
export const FAIL_RUN = 30;

export const FACT_LANGS = new Set(['json', 'jsonc', 'json5', 'bash', 'sh', 'zsh', 'shell', 'console', 'shell-session',
  'shellsession', 'cpp', 'c++', 'cc', 'c', 'h', 'hpp', 'cxx', 'java', 'python', 'py', 'python3', 'license', 'legal']);
export const PROSE_LANGS = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'md', 'markdown', 'none']);

/** A normalised word and the file line it is on. */
export interface Word { word: string; line: number }

const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', rsquo: "'", lsquo: "'", rdquo: '"', ldquo: '"',
  mdash: '-', ndash: '-', hellip: '...', copy: '(c)', reg: '(r)', trade: '(tm)', times: 'x', rarr: '->', larr: '<-',
  zwj: '', zwnj: '', shy: '',
};

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+[0-9]*);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      try {
        return String.fromCodePoint(code);
      } catch {
        return ' ';
      }
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** Words of a text: NFKC, lower case, quotes and dashes folded, punctuation trimmed from both ends. */
export function words(text: string, firstLine = 1): Word[] {
  const folded = text.normalize('NFKC').toLowerCase()
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replace(/[\u2018\u2019\u201a\u201b\u2032`\u00b4]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u2026/g, '...');
  const out: Word[] = [];
  folded.split('\n').forEach((lineText, i) => {
    for (const raw of lineText.split(/\s+/)) {
      const word = raw.replace(/^[^\p{L}\p{N}]+/u, '').replace(/[^\p{L}\p{N}]+$/u, '');
      if (word) out.push({ word, line: firstLine + i });
    }
  });
  return out;
}

export function shingleHash(run: string[]): string {
  return createHash('sha1').update(run.join(' ')).digest('hex').slice(0, 12);
}

/** Replacement for a removed stretch that keeps its line breaks, so later words keep their line numbers. */
function blank(s: string): string {
  return ' ' + '\n'.repeat(s.split('\n').length - 1);
}

/** Markdown/MDX inline syntax to plain text, line for line. */
function inlineToText(s: string): string {
  return s
    // `<`/`>` inside code spans (e.g. `/db/<db_name>/table`) are text, not tags
    .replace(/`([^`\n]+)`/g, (_m, c: string) => ' ' + c.replace(/</g, '\ue000').replace(/>/g, '\ue001') + ' ')
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .replace(/!\[[^\]]*\]\([^)]*\)/g, blank)
    .replace(/!\[[^\]]*\]\[[^\]]*\]/g, blank)
    .replace(/\[([^\]]*)\]\(((?:[^()]|\([^)]*\))*)\)/g, (_m, text: string, target: string) => text + blank(target).slice(1))
    .replace(/\[([^\]]*)\]\[([^\]]*)\]/g, (_m, text: string, ref: string) => text + blank(ref).slice(1))
    .replace(/<https?:[^>]+>/g, blank)
    .replace(/<\/?[A-Za-z][^>]*>/g, blank)
    .replace(/^\s{0,3}\[[^\]]+\]:\s+\S+.*$/gm, ' ')
    .replace(/^\s*:::\S*/gm, ' ')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*>+\s?/gm, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/gm, '')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/\ue000/g, '<')
    .replace(/\ue001/g, '>');
}

/** The prose of a page as separate word streams: the running text, then each prose fence on its own. */
export function proseSegments(page: Page): Word[][] {
  const lines = page.prose.map((l) => (page.isMdx && /^(import|export)\s/.test(l) ? '' : l));
  const segments: Word[][] = [];
  // <CodeBlock language="x">...</CodeBlock> is a fence written in JSX.
  const text = lines.join('\n').replace(/<CodeBlock\b([^>]*)>([\s\S]*?)<\/CodeBlock>/g, (m, attrs: string, body: string, offset: number) => {
    const lang = /language=["'{`]*([A-Za-z0-9+#_-]+)/.exec(attrs)?.[1].toLowerCase() ?? '';
    if (PROSE_LANGS.has(lang)) {
      const inner = body.replace(/^\s*\{\s*[`'"]/, '').replace(/[`'"]\s*\}\s*$/, '');
      const firstLine = text.slice(0, offset).split('\n').length;
      segments.push(words(inner, firstLine));
    }
    return blank(m);
  });
  segments.unshift(words(decodeEntities(inlineToText(text)), 1));
  for (const fence of page.fences) {
    if (PROSE_LANGS.has(fence.lang)) segments.push(words(fence.body.join('\n'), fence.line + 1));
  }
  return segments;
}

/** Longest stretch of words covered by 12-word runs found in `known`, and the line where it starts. */
export function longestCopiedRun(stream: Word[], known: Set<string>): { run: number; line: number } {
  const covered = new Uint8Array(stream.length);
  for (let i = 0; i + SHINGLE <= stream.length; i++) {
    if (known.has(shingleHash(stream.slice(i, i + SHINGLE).map((w) => w.word)))) covered.fill(1, i, i + SHINGLE);
  }
  let best = { run: 0, line: 0 };
  let run = 0;
  covered.forEach((c, i) => {
    run = c ? run + 1 : 0;
    if (run > best.run) best = { run, line: stream[i - run + 1].line };
  });
  return best;
}

/** The page's worst copied run over all its prose segments. */
export function pageCopiedRun(page: Page, known: Set<string>): { run: number; line: number } {
  let worst = { run: 0, line: 0 };
  for (const segment of proseSegments(page)) {
    const r = longestCopiedRun(segment, known);
    if (r.run > worst.run) worst = r;
  }
  return worst;
}

export const originality: Rule = {
  id: 'originality',
  description: `prose run of ${FAIL_RUN}+ words copied from the old site or a product README`,
  checkPage(page, ctx): Finding[] {
    const { run, line } = pageCopiedRun(page, ctx.shingles());
    if (run < FAIL_RUN) return [];
    return [{
      file: page.path, line, col: 1, rule: 'originality',
      message: `${run} consecutive words match the old site or a product README (at most ${FAIL_RUN - 1}); write it in your own words`,
    }];
  },
};
