/** @jest-environment node */
// Pages say things in their own words: no sentence of 12 or more words stands on more than 8 pages (a stock
// sentence pasted everywhere reads as filler, and it is where wording that should have been page-specific hides).
// Numbered steps and table rows are UI instructions and are left out.
import { readFileSync } from 'node:fs';
import { CONTENT_DIRS, findFiles } from '../run';
import { parsePage } from '../page';

const MIN_WORDS = 12;
const MAX_PAGES = 8;

/** The page's sentences of prose paragraphs (not steps, table rows, headings, imports or JSX). */
function sentences(file: string, source: string): string[] {
  const prose = parsePage(file, source).prose.filter((l) => !/^\s*(\d+\.|\||#|import |export |<|:::)/.test(l));
  return prose.join('\n').split(/\n\s*\n/)
    .flatMap((p) => p.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter((s) => s.split(' ').length >= MIN_WORDS);
}

it(`has no sentence of ${MIN_WORDS}+ words on more than ${MAX_PAGES} pages`, () => {
  const pagesBySentence = new Map<string, Set<string>>();
  for (const file of findFiles(CONTENT_DIRS).pages) {
    for (const s of sentences(file, readFileSync(file, 'utf8'))) {
      if (!pagesBySentence.has(s)) pagesBySentence.set(s, new Set());
      pagesBySentence.get(s)!.add(file);
    }
  }
  const repeated = [...pagesBySentence].filter(([, pages]) => pages.size > MAX_PAGES).map(([s, pages]) => `${pages.size} pages: ${s}`);
  expect(repeated).toEqual([]);
});

it('would report a sentence pasted on nine pages', () => {
  const stock = 'You are a CRM admin, because these settings need that role according to what was written before.';
  expect(sentences('p.md', `---\ntitle: T\n---\n\n${stock}\n\n1. ${stock}\n`)).toEqual([stock]);
});
