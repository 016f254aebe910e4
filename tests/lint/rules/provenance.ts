// Wording about where a page came from, and notes that something is not documented. To a reader this site is
// BangDB's reference: a page states what the product does, and where a fact is missing it tells the reader what they
// can do (the form the header declares, the field to check, how to find out on their own server, the safe choice)
// or leaves the topic out. Which file a fact was taken from belongs in the facts registry's source fields and in git,
// never in the prose ("the sources say", "the old documentation", "the published results", "in a recorded run",
// "BangDB does not document …").
// Checked in prose lines, front matter, code block titles and Mermaid diagrams (other code blocks and inline code are
// left alone), and in the OpenAPI document (the source of the generated `.api.mdx` pages, which are skipped).
//
// A warning a reader needs may stay when the line before its block says why, in a form a reviewer sees in the diff:
// `{/* lint-allow provenance: <reason> */}` in a page, an `x-lint-allow-provenance: <reason>` key in the OpenAPI
// mapping (operation, response …) whose text holds it. Each annotation keeps one finding; the whole tree may keep
// MAX_ALLOWANCES of them (the runner counts them).
import type { Page } from '../page';
import type { Finding, Rule } from '../types';

interface Pattern {
  re: RegExp;
  hint: string;
}

/** How many findings the whole tree may keep with an annotation. */
export const MAX_ALLOWANCES = 10;

const STATE = 'state the fact, or tell the reader what they can do';
const ACT = 'say what the reader can do instead (the form declared, the field to check, how to find out on their own '
  + 'server, the safe choice), or leave the topic out';
const WHAT_IT_IS = 'describe the results, script or example as what it is ("in the runs below", "the script installs …")';

/** "not documented", "not further documented", "not specified" … */
const NOT = String.raw`\bnot (?:(?:yet|further|otherwise|separately|fully|clearly|publicly|explicitly|anywhere|formally|precisely|properly) )?`;

/** Each kind of wording, with what to write instead. */
export const PROVENANCE: Pattern[] = [
  // "is not documented", "not documented further", "not stated", "undocumented", "does not document"
  { re: new RegExp(`${NOT}(?:documented|stated|described|explained)\\b`, 'i'), hint: ACT },
  // (but "if `ttl` is not specified, …" describes the product, not the documentation)
  { re: new RegExp(`(?<!\\b(?:if|when|unless)\\b[^.;:]{0,40})${NOT}specified\\b`, 'i'), hint: ACT },
  { re: /\b(?:no|none of|neither)\b[^.;:]{0,80}\b(?:is|are|was|were) (?:documented|specified|stated)\b/i, hint: ACT },
  { re: /\bun(?:documented|specified|stated)\b|\bnowhere (?:documented|stated|specified)\b|\bno documentation (?:of|for|on|about)\b|\bBangDB publishes no\b/i, hint: ACT },
  // (but "the prompt does not state its default" describes the product)
  { re: /(?<!\b(?:prompt|message|reply|output|response|screen|dialog|form|error|field)s? )\b(?:does|do|did)(?: not|n['’]t) (?:(?:fully|clearly|yet|further|publicly|explicitly) )?(?:document|specify|state)\b/i, hint: ACT },
  // "not defined beyond these labels"
  { re: /\b(?:not|no|nothing) (?:[\w-]+ ){0,3}beyond (?:these|the|its|their) (?:labels?|names?|titles?)\b/i, hint: ACT },
  // "BangDB does not say whether", "the headers do not list", "the 2.0 documentation does not describe"
  { re: /\b(?:BangDB|(?:the|this) page|(?:the|its) (?:[\w.]+ )?(?:documentation|docs|headers?|help text|manual))(?: (?:itself|also))? (?:does|do|did)(?: not|n['’]t) (?:say|tell|explain|describe|mention|list|give|cover|show)\b/i, hint: ACT },
  // "BangDB documents test commands", "BangDB documents no reply" (but not "BangDB documents are JSON")
  { re: /\bBangDB (?:also |only |itself )?(?:documents|documented)\b(?! (?:are|were|is|can|could|may|must|should|have|has|had|in|into|of|with|and|or|that|which|stored|held|from|to|as|per|by)\b)/i, hint: STATE },
  // "the published results", "the published summary", "output … is published for"
  { re: /\b(?:the|a|its|their|these|those|this) published (?:results?|summary|summaries|reports?|runs?|comparisons?|outputs?|figures|numbers|charts?|tables?|benchmarks?|data|logs?)\b|\bpublished with the (?:results?|runs?|report)\b/i, hint: WHAT_IT_IS },
  { re: /\b(?:output|results?|runs?|figures|numbers) (?:[\w-]+ ){0,4}(?:is|are|was|were) published\b/i, hint: WHAT_IT_IS },
  // "in a recorded run", "the recorded output"
  { re: /\brecorded (?:[\w-]+ )?(?:runs?|outputs?|sessions?|repl(?:y|ies)|results?|logs?)\b/i, hint: WHAT_IT_IS },
  // "Read from the script, it:", "read off the screenshots"
  { re: /\bread (?:off|from) (?:the|its|a) (?:scripts?|screenshots?|sources?|headers?|binary|code|jar)\b/i, hint: 'say what the script or product does' },
  // "the script leaves that as a to-do"
  { re: /\bto-?do\b/i, hint: 'say what the reader has to do' },
  // "the sources say", "what the sources do not cover", "no source shows" (but not "data sources", "sources of events")
  { re: /\b(?:the|these|those|other|our|its|available|bangdb(?:'s)?|no) sources?\b(?! (?:of|stream|streams|code|file|files|document|table|tables|type|types|language)\b)(?= (?:say|says|said|show|shows|give|gives|call|calls|list|lists|document|documents|describe|describes|do|does|did|leave|leaves|state|states|name|names|mention|mentions|put|agree|disagree|differ|cover|covers|available|here|this manual)\b)/i, hint: STATE },
  { re: /\b(?:in|from|by|of|across|per|according to) the sources\b|\bthe sources['’]/i, hint: STATE },
  { re: /\bnot in the sources\b|\bsources available here\b/i, hint: ACT },
  // "the old documentation", "the old site's sample"
  { re: /\bold (?:[a-z]+ )?(?:documentation|docs|site|website|pages?|reference|manual|guide|overview)\b/i, hint: 'describe the product as it is; a different value elsewhere is a note, not a history' },
  // "the reference's reply", "in the reference"
  { re: /\bthe reference(?:'s|’s)|\b(?:in|by|from) the reference\b(?! (?:page|pages|section|table)\b)/i, hint: STATE },
  // "the package's README documents", "the use case's README says", "according to the README"
  { re: /\bREADME(?:'s|’s)?\s+(?:says|said|documents|documented|states|stated|notes|lists|gives|describes|shows|mentions|calls|puts|writes)\b|\baccording to (?:the|its) README\b|\bREADME\b[^.;]{0,60}\bdisagree\b/i, hint: 'state the fact; link the file only where the reader needs it' },
  // "the Java source gives", "the screenshots show", "a comment in the header adds"
  { re: /\b(?:java|c\+\+) source(?:s)? (?:gives|shows|says|lists|has)\b|\bscreenshots? (?:show|shows|of the)\b|\ba comment in the (?:old|header|source|package)/i, hint: STATE },
];

/** Inline code and link targets are not prose; a README named in inline code is still a README. */
const withoutCode = (line: string) => line.replace(/`[^`]*`/g, (m) => (/readme/i.test(m) ? 'README' : '').padEnd(m.length)).replace(/\]\([^)]*\)/g, (m) => ' '.repeat(m.length));

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
        const words = m[0].replace(/\s+/g, ' ');
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
          message: `"${words}" is a writer's note, not documentation; ${hint}`, name: words.toLowerCase(),
        });
      }
    }
    start = end;
  }
  return findings.sort((a, b) => a.line - b.line || a.col - b.col);
}

/** An annotation that keeps one finding in file lines `from`–`to` (1-based, inclusive). */
interface Allowance {
  line: number;
  reason: string;
  from: number;
  to: number;
}

const PAGE_ALLOW = /^\s*\{\/\*\s*lint-allow provenance:(.*?)\*\/\}\s*$/;
/** Any other spelling of an annotation (an HTML comment breaks the MDX build; a missing reason says nothing). */
const PAGE_ALLOW_LIKE = /lint-allow[ -]provenance/i;
const YAML_ALLOW = /^(\s*)x-lint-allow-provenance:(.*)$/;

/**
 * Marks the first finding each allowance covers as allowed, and reports annotations without a reason, with nothing
 * to allow, or in a form the rule does not read.
 */
function applyAllowances(file: string, findings: Finding[], allowances: Allowance[], malformed: number[]): Finding[] {
  const extra: Finding[] = malformed.map((line) => ({
    file, line, col: 1, rule: 'provenance',
    message: 'a provenance allowance is written `{/* lint-allow provenance: <reason> */}` on the line before its block '
      + '(`x-lint-allow-provenance: <reason>` in the OpenAPI document), with a reason',
  }));
  for (const a of allowances) {
    const kept = findings.find((f) => !f.allowed && f.line >= a.from && f.line <= a.to);
    if (kept) kept.allowed = a.reason;
    else extra.push({ file, line: a.line, col: 1, rule: 'provenance', message: 'this lint-allow provenance annotation keeps no finding; remove it' });
  }
  return [...findings, ...extra].sort((a, b) => a.line - b.line || a.col - b.col);
}

/** The end (0-based, exclusive) of the run of non-blank lines starting at `i`. */
function blockEnd(lines: readonly string[], i: number): number {
  let end = i;
  while (end < lines.length && lines[end].trim() !== '') end += 1;
  return end;
}

function checkPage(page: Page): Finding[] {
  // generated from rest-api/openapi.yaml, which is checked (and carries the allowances) instead
  if (page.path.endsWith('.api.mdx')) return [];
  // front matter (title, description), code block titles and diagram labels are read by people too
  const lines = page.prose.map((l, i) => (i < page.frontMatterLines ? page.lines[i] : l));
  for (const fence of page.fences) {
    lines[fence.line - 1] = fence.title;
    if (fence.lang === 'mermaid') fence.body.forEach((l, i) => (lines[fence.line + i] = l));
  }
  const allowances: Allowance[] = [];
  const malformed: number[] = [];
  lines.forEach((l, i) => {
    const m = PAGE_ALLOW.exec(l);
    if (m?.[1].trim()) {
      allowances.push({ line: i + 1, reason: m[1].trim(), from: i + 2, to: blockEnd(lines, i + 1) });
      lines[i] = '';
    } else if (PAGE_ALLOW_LIKE.test(withoutCode(l))) {
      malformed.push(i + 1);
      lines[i] = '';
    }
  });
  return applyAllowances(page.path, provenanceFindings(page.path, lines), allowances, malformed);
}

const indent = (line: string) => line.length - line.trimStart().length;

/** The OpenAPI document: an `x-lint-allow-provenance` key covers the mapping it stands in. */
function checkOpenApi(file: string, source: string): Finding[] {
  const lines = source.split('\n');
  const allowances: Allowance[] = [];
  const malformed: number[] = [];
  lines.forEach((l, i) => {
    const m = YAML_ALLOW.exec(l);
    if (!m) return;
    const depth = m[1].length;
    const inside = (j: number) => lines[j].trim() === '' || indent(lines[j]) >= depth;
    let from = i;
    while (from > 0 && inside(from - 1)) from -= 1;
    let to = i;
    while (to + 1 < lines.length && inside(to + 1)) to += 1;
    const reason = m[2].trim().replace(/^(['"])(.*)\1$/, '$2');
    if (reason) allowances.push({ line: i + 1, reason, from: from + 1, to: to + 1 });
    else malformed.push(i + 1);
    lines[i] = '';
  });
  return applyAllowances(file, provenanceFindings(file, lines), allowances, malformed);
}

export const provenance: Rule = {
  id: 'provenance',
  description: 'writer\'s notes: where a page came from ("the sources", "a recorded run") or that something is "not documented"',
  maxAllowed: MAX_ALLOWANCES,
  checkPage,
  checkOpenApi,
};
