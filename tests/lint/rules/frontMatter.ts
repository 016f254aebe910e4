// Front matter that YAML reads differently from how it looks: an unquoted value with " #" in it ends at the "#"
// (YAML starts a comment there), so a description such as "… with #SHORT_PATH." is cut short on the page, in
// search and in link previews.
import type { Finding, Rule } from '../types';

export const frontMatter: Rule = {
  id: 'front-matter',
  description: 'a front matter value that YAML would cut short at " #" (quote it)',
  checkPage(page) {
    const findings: Finding[] = [];
    for (let i = 1; i < page.frontMatterLines - 1; i++) {
      const m = /^(\w[\w-]*):\s+([^"'\s].*?)\s#/.exec(page.lines[i]);
      if (m) {
        findings.push({
          file: page.path, line: i + 1, col: m[1].length + 3, rule: 'front-matter', name: m[1],
          message: `YAML ends the unquoted ${m[1]} at " #" (a comment): quote the value`,
        });
      }
    }
    return findings;
  },
};
