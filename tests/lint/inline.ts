// Inline code in a page's prose (`` `name` ``), with where it stands: its file line and column, and for a span in
// a Markdown table row, the cell it is in and the table's header. Rules that check names written in running text
// read the page through these spans.
import type { Page } from './page';

export interface CodeSpan {
  /** The code, without the backticks (one leading and trailing space stripped, as Markdown does). */
  text: string;
  /** File line (1-based). */
  line: number;
  /** Column (1-based) of the first character of `text`. */
  col: number;
  /** For a span in a table row: the cell (0-based), the cell's text before the span and the table's header cells. */
  table?: { cell: number; before: string; header: string[] };
}

/** A code span: a run of backticks, the code, the same run again (a longer or shorter run does not close it). */
const SPAN = /(?<![`\\])(`+)(?!`)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g;
const TABLE_ROW = /^\s*\|/;
const DELIMITER_ROW = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/** Cells of a table row as plain text, split at `|` outside code spans (`\|` is a literal bar). */
export function rowCells(row: string): string[] {
  const masked = row.replace(SPAN, (m) => m.replace(/\|/g, ' ')).replace(/\\\|/g, '  ');
  const cells: string[] = [];
  let start = masked.indexOf('|') + 1;
  for (let i = start; i <= masked.length; i++) {
    if (i === masked.length || masked[i] === '|') {
      if (i < masked.length || row.slice(start).trim()) cells.push(row.slice(start, i).trim().replace(/`/g, ''));
      start = i + 1;
    }
  }
  return cells;
}

/** The cell that the character at `offset` of a table row stands in, and the cell's text before it. */
function cellAt(row: string, offset: number): { cell: number; before: string } {
  const masked = row.slice(0, offset).replace(SPAN, (m) => m.replace(/\|/g, ' ')).replace(/\\\|/g, '  ');
  const bars = masked.split('|').length - 1;
  return { cell: Math.max(0, bars - 1), before: row.slice(masked.lastIndexOf('|') + 1, offset) };
}

const cache = new WeakMap<Page, CodeSpan[]>();

/** Every inline code span of the page's prose (front matter and fenced code are not prose). */
export function codeSpans(page: Page): CodeSpan[] {
  const cached = cache.get(page);
  if (cached) return cached;
  const spans: CodeSpan[] = [];
  let header: string[] | null = null;
  page.prose.forEach((text, i) => {
    if (!TABLE_ROW.test(text)) header = null;
    else if (header === null && DELIMITER_ROW.test(page.prose[i + 1] ?? '')) header = rowCells(text);
    if (!text.includes('`')) return;
    for (const m of text.matchAll(SPAN)) {
      let code = m[2];
      let lead = 0;
      if (/^ [\s\S]*[^ ][\s\S]* $/.test(code)) {
        code = code.slice(1, -1);
        lead = 1;
      }
      const span: CodeSpan = { text: code, line: i + 1, col: m.index + m[1].length + lead + 1 };
      if (header) span.table = { ...cellAt(text, m.index), header };
      spans.push(span);
    }
  });
  cache.set(page, spans);
  return spans;
}
