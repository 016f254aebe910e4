// Wording about where a page came from. To a reader this site is BangDB's reference: a page states what the product
// does, and says plainly when BangDB does not document something. Which file a fact was taken from belongs in the
// facts registry's source fields and in git, never in the prose ("the sources say", "the old documentation",
// "the reference's reply", "the README documents", "not in the sources available here").
// Checked in prose lines and front matter (code fences and inline code are left alone) and in the OpenAPI document.
import type { Page } from '../page';
import type { Finding, Rule } from '../types';

interface Pattern {
  re: RegExp;
  hint: string;
}

const STATE = 'state the fact, or say "BangDB does not document …"';

/** Each kind of wording, with what to write instead. */
export const PROVENANCE: Pattern[] = [
  // "the sources say", "what the sources do not cover", "no source shows" (but not "data sources", "sources of events")
  { re: /\b(?:the|these|those|other|our|its|available|bangdb(?:'s)?|no) sources?\b(?! (?:of|stream|streams|code|file|files|document|table|tables|type|types|language)\b)(?= (?:say|says|said|show|shows|give|gives|call|calls|list|lists|document|documents|describe|describes|do|does|did|leave|leaves|state|states|name|names|mention|mentions|put|agree|disagree|differ|cover|covers|available|here|this manual)\b)/i, hint: STATE },
  { re: /\b(?:in|from|by|of|across|per|according to) the sources\b|\bthe sources['’]/i, hint: STATE },
  { re: /\bnot in the sources\b|\bsources available here\b/i, hint: 'say "BangDB does not document …", or leave the topic out' },
  // "the old documentation", "the old site's sample"
  { re: /\bold (?:[a-z]+ )?(?:documentation|docs|site|website|pages?|reference|manual|guide|overview)\b/i, hint: 'describe the product as it is; a different value elsewhere is a note, not a history' },
  // "the reference's reply", "in the reference"
  { re: /\bthe reference(?:'s|’s)|\b(?:in|by|from) the reference\b(?! (?:page|pages|section|table)\b)/i, hint: STATE },
  // "the package's README documents", "the README says"
  { re: /\bREADME(?:'s|’s)? (?:says|said|documents|documented|states|stated|notes|lists|gives|describes|shows|mentions|calls|puts)\b/i, hint: 'state the fact; link the file only where the reader needs it' },
  // "the Java source gives", "the screenshots show", "a comment in the header adds"
  { re: /\b(?:java|c\+\+) source(?:s)? (?:gives|shows|says|lists|has)\b|\bscreenshots? (?:show|shows|of the)\b|\ba comment in the (?:old|header|source|package)/i, hint: STATE },
];

/** Inline code and link targets are not prose. */
const withoutCode = (line: string) => line.replace(/`[^`]*`/g, (m) => ' '.repeat(m.length)).replace(/\]\([^)]*\)/g, (m) => ' '.repeat(m.length));

/**
 * Findings in `lines` (file line `first` onwards). Lines are read a paragraph at a time (consecutive non-blank
 * lines joined by a space), so wording broken across two lines is found too; each finding names the line it starts on.
 */
export function provenanceFindings(file: string, lines: readonly string[], first = 1): Finding[] {
  const findings: Finding[] = [];
  let start = 0;
  while (start < lines.length) {
    if (lines[start].trim() === '') {
      start += 1;
      continue;
    }
    let end = start;
    while (end < lines.length && lines[end].trim() !== '') end += 1;
    const paragraph = lines.slice(start, end).map(withoutCode);
    const text = paragraph.join(' ');
    /** Where earlier findings of this paragraph are: one wording is reported once, by the first pattern it matches. */
    const taken: [number, number][] = [];
    for (const { re, hint } of PROVENANCE) {
      for (const m of text.matchAll(new RegExp(re.source, `${re.flags}g`))) {
        const to = m.index + m[0].length;
        if (taken.some(([a, b]) => m.index < b && to > a)) continue;
        taken.push([m.index, to]);
        let at = m.index;
        let line = 0;
        while (at > paragraph[line].length) {
          at -= paragraph[line].length + 1;
          line += 1;
        }
        findings.push({
          file, line: first + start + line, col: at + 1, rule: 'provenance',
          message: `"${m[0].replace(/\s+/g, ' ')}" speaks of where the page came from; ${hint}`, name: m[0].toLowerCase(),
        });
      }
    }
    start = end;
  }
  return findings.sort((a, b) => a.line - b.line || a.col - b.col);
}

function checkPage(page: Page): Finding[] {
  // front matter (title, description) is read by people too; fences are already blank in `prose`
  const lines = page.prose.map((l, i) => (i < page.frontMatterLines ? page.lines[i] : l));
  return provenanceFindings(page.path, lines);
}

export const provenance: Rule = {
  id: 'provenance',
  description: 'wording about where a page came from ("the sources", "the old documentation", "the README says")',
  checkPage,
  checkOpenApi: (file, source) => provenanceFindings(file, source.split('\n')),
};
