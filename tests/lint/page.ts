// One content page as the rules see it: its lines, its fenced code blocks (language, title, first body line) and
// its prose lines (front matter and fences blanked, so line numbers stay those of the file).
import { findFences, type Fence } from '../../src/lib/fences';

export type { Fence };

export interface Page {
  /** Path as given (relative to the repository root when the CLI found it). */
  path: string;
  isMdx: boolean;
  lines: string[];
  fences: Fence[];
  /** Same length as `lines`; front matter, fence lines and fence bodies are '' here. */
  prose: string[];
  /** Number of lines of front matter (0 when none). */
  frontMatterLines: number;
}

export function frontMatterLength(lines: string[]): number {
  if (!/^\uFEFF?---\s*$/.test(lines[0] ?? '')) return 0;
  for (let i = 1; i < lines.length; i++) if (/^---[ \t]*$/.test(lines[i])) return i + 1;
  return 0;
}

export function parsePage(path: string, source: string): Page {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const frontMatterLines = frontMatterLength(lines);
  const prose = lines.map((l, i) => (i < frontMatterLines ? '' : l));
  const fences = findFences(lines, frontMatterLines);
  for (const fence of fences) prose.fill('', fence.line - 1, fence.end);
  return { path, isMdx: path.endsWith('.mdx'), lines, fences, prose, frontMatterLines };
}

/** File line (1-based) of body line `i` of a fence. */
export function bodyLine(fence: Fence, i: number): number {
  return fence.line + 1 + i;
}

/** Front matter value of a simple `key: value` line. */
export function frontMatterValue(page: Page, key: string): string | undefined {
  for (let i = 1; i < page.frontMatterLines - 1; i++) {
    const m = new RegExp(`^${key}:\\s*(.*)$`).exec(page.lines[i]);
    if (m) return m[1].trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return undefined;
}
