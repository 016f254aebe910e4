// One content page as the rules see it: its lines, its fenced code blocks (language, title, first body line) and
// its prose lines (front matter and fences blanked, so line numbers stay those of the file).

/** A fenced code block. Lines are 1-based file lines. */
export interface Fence {
  /** Language word after the opening fence, lower-case ('' when none). */
  lang: string;
  /** The rest of the opening line (e.g. `title="Result"`). */
  meta: string;
  /** The `title="..."` of the meta, if any. */
  title: string;
  /** File line of the opening fence. */
  line: number;
  /** Body lines, without the fences. Body line i is file line `line + 1 + i`. */
  body: string[];
}

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

const OPEN = /^\s{0,3}(`{3,}|~{3,})\s*([^\s`{]*)(.*)$/;
const CLOSE = /^\s{0,3}(`{3,}|~{3,})\s*$/;

export function frontMatterLength(lines: string[]): number {
  if (!/^\uFEFF?---\s*$/.test(lines[0] ?? '')) return 0;
  for (let i = 1; i < lines.length; i++) if (/^---[ \t]*$/.test(lines[i])) return i + 1;
  return 0;
}

export function parsePage(path: string, source: string): Page {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const frontMatterLines = frontMatterLength(lines);
  const prose = lines.map((l, i) => (i < frontMatterLines ? '' : l));
  const fences: Fence[] = [];
  let open: { marker: string; fence: Fence } | null = null;
  for (let i = frontMatterLines; i < lines.length; i++) {
    const line = lines[i];
    if (open) {
      prose[i] = '';
      const close = CLOSE.exec(line);
      if (close && close[1][0] === open.marker[0] && close[1].length >= open.marker.length) open = null;
      else open.fence.body.push(line);
      continue;
    }
    const m = OPEN.exec(line);
    if (m) {
      const meta = m[3].trim();
      const title = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta);
      const fence: Fence = { lang: m[2].toLowerCase(), meta, title: title ? (title[1] ?? title[2]) : '', line: i + 1, body: [] };
      fences.push(fence);
      open = { marker: m[1], fence };
      prose[i] = '';
    }
  }
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
