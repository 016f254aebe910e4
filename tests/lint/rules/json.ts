// `json` fences must hold one JSON value that parses (comments and `...` placeholders do not; use `jsonc` for a
// commented example, or say in prose what is left out).
import type { Finding, Rule } from '../types';

/** Where JSON.parse stopped, as a 0-based offset, when its message says. */
function errorOffset(message: string, text: string): number {
  const position = /position (\d+)/.exec(message);
  if (position) return Number(position[1]);
  const lineCol = /line (\d+) column (\d+)/.exec(message);
  if (lineCol) {
    const lines = text.split('\n');
    return lines.slice(0, Number(lineCol[1]) - 1).reduce((n, l) => n + l.length + 1, 0) + Number(lineCol[2]) - 1;
  }
  return text.length;
}

export const json: Rule = {
  id: 'json',
  description: 'json blocks that do not parse',
  checkPage(page) {
    const findings: Finding[] = [];
    for (const fence of page.fences) {
      if (fence.lang !== 'json') continue;
      const text = fence.body.join('\n');
      if (!text.trim()) continue;
      try {
        JSON.parse(text);
      } catch (e) {
        const message = (e as Error).message;
        const offset = Math.min(errorOffset(message, text), text.length);
        const before = text.slice(0, offset);
        const line = fence.line + 1 + (before.match(/\n/g)?.length ?? 0);
        const col = offset - before.lastIndexOf('\n');
        findings.push({ file: page.path, line, col, rule: 'json', message: `JSON does not parse: ${message.replace(/ in JSON at position \d+.*$/, '')}` });
      }
    }
    return findings;
  },
};
