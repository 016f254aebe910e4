// Fenced code blocks of Markdown and MDX, found line by line: the one fence reader of the diagrams plugin, the
// Markdown twins, the docs lint and the content tests. A fence opens with ``` or ~~~ at any indentation or inside a
// block quote (MDX has no indented code) and closes with a bare fence of the same character, at least as long.

export interface Fence {
  /** First word of the info string, lower-case ('' when none). */
  lang: string;
  /** The rest of the info string, trimmed (e.g. `title="Result"`). */
  meta: string;
  /** The meta's `title="..."` ('' when none). */
  title: string;
  /** 1-based line of the opening fence. Body line i is line `line + 1 + i`. */
  line: number;
  /** 1-based line of the closing fence (the last line when the fence is never closed). */
  end: number;
  /** Body lines, with the opening fence's indentation or quote marker removed. */
  body: string[];
}

const OPEN = /^([ \t>]*)(`{3,}|~{3,})[ \t]*([^\s`{]*)(.*)$/;
const CLOSE = /^[ \t>]*(`{3,}|~{3,})[ \t]*$/;

/** The fences of `lines` (from line index `from`, e.g. after front matter). */
export function findFences(lines: readonly string[], from = 0): Fence[] {
  const fences: Fence[] = [];
  for (let i = from; i < lines.length; i++) {
    const open = OPEN.exec(lines[i]);
    if (!open) continue;
    const [, prefix, marker, lang, rest] = open;
    const meta = rest.trim();
    const title = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta);
    const fence: Fence = { lang: lang.toLowerCase(), meta, title: title ? (title[1] ?? title[2]) : '', line: i + 1, end: lines.length, body: [] };
    for (i += 1; i < lines.length; i++) {
      const close = CLOSE.exec(lines[i]);
      if (close && close[1][0] === marker[0] && close[1].length >= marker.length) break;
      const line = lines[i];
      fence.body.push(line.startsWith(prefix) ? line.slice(prefix.length) : line.replace(/^[ \t>]*$/, ''));
    }
    fence.end = Math.min(i + 1, lines.length);
    fences.push(fence);
  }
  return fences;
}

/** The fences of a Markdown text. */
export function fencesOf(markdown: string): Fence[] {
  return findFences(markdown.replace(/\r\n/g, '\n').split('\n'));
}

/** The 0-based indexes of the lines that belong to a fence, its opening and closing lines included. */
export function fencedLines(lines: readonly string[]): Set<number> {
  return new Set(findFences(lines).flatMap((f) => Array.from({ length: f.end - f.line + 1 }, (_, k) => f.line - 1 + k)));
}

/** `markdown` with every fence left out. */
export function withoutFences(markdown: string): string {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const fenced = fencedLines(lines);
  return lines.filter((_, i) => !fenced.has(i)).join('\n');
}
