/**
 * Search excerpts built from a page's indexed text (plain text: nothing in it is ever rendered as markup). Pagefind
 * marks whole white-space-separated tokens ("stream.", "*addStreams(long") and cuts its window anywhere; here the
 * marks cover whole words without their punctuation, and the window starts at a sentence when one is near.
 */
import { stem } from './queryPlan';

/** A part of an excerpt, marked when it matches the query. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/** Letters, digits and `_`: what identifiers such as `SHORT_PATH` are made of. */
const WORD_RUN = /[\p{L}\p{N}_]+|[^\p{L}\p{N}_]+/gu;
const isWordRun = (run: string) => /^[\p{L}\p{N}_]/u.test(run);
/** A word that ends a sentence (Pagefind ends every block — paragraph, cell, list item — with one). */
const SENTENCE_END = /[.!?]$/;
/** How far back the window may move to start at a sentence. */
const SNAP_WORDS = 6;
const ELLIPSIS = '…';

/** The query's words as excerpts look for them: lower case, split at anything but letters, digits and `_`. */
export function queryTerms(query: string): string[] {
  return query.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
}

/** Joins neighbouring parts that are both marked or both not. */
function merged(parts: ExcerptPart[]): ExcerptPart[] {
  const out: ExcerptPart[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (last && last.mark === part.mark) last.text += part.text;
    else if (part.text) out.push({ ...part });
  }
  return out;
}

/**
 * A token Pagefind matched, with its whole words marked: those holding a query term ("addStreams" in
 * "*addStreams(long" for `addstreams`), or every word of it when none does (a stemmed match such as "studies").
 * Punctuation around and between the words stays unmarked.
 */
export function markWord(token: string, terms: readonly string[]): ExcerptPart[] {
  const runs = token.match(WORD_RUN) ?? [];
  const holdsTerm = (run: string) => isWordRun(run) && terms.some((term) => run.toLowerCase().includes(term) || stem(run.toLowerCase()) === stem(term));
  const marked = runs.some(holdsTerm) ? holdsTerm : isWordRun;
  return merged(runs.map((run) => ({ text: run, mark: marked(run) })));
}

export interface ExcerptRange {
  /** First word position of the text the excerpt may show (a section after its heading, a page's body). */
  from: number;
  /** Word position the text ends before; the end of the content when missing. */
  to?: number;
  /** Most words the excerpt shows. */
  length: number;
}

/**
 * Up to `length` words of `content` within the range, around the run holding most of the query's words
 * (`locations`, word positions as Pagefind gives them), moved back to a sentence's start when one is within a few
 * words, with "…" where a sentence is cut. Without matches in the range, its opening words.
 */
export function buildExcerpt(content: string, locations: readonly number[], terms: readonly string[], range: ExcerptRange): ExcerptPart[] {
  const words = content.split(/\s+/);
  const end = Math.min(range.to ?? words.length, words.length);
  const from = Math.min(range.from, end);
  const matches = [...new Set(locations)].filter((l) => l >= from && l < end).sort((a, b) => a - b);
  const startsSentence = (i: number) => i === from || SENTENCE_END.test(words[i - 1]);

  let start = from;
  if (matches.length > 0) {
    let best = 0;
    let bestCount = 0;
    for (let i = 0; i < matches.length; i += 1) {
      const count = matches.filter((l) => l >= matches[i] && l < matches[i] + range.length).length;
      if (count > bestCount) [best, bestCount] = [i, count];
    }
    // The densest run a little after the start, so the words before it give context.
    start = Math.max(from, Math.min(matches[best] - Math.floor(range.length / 4), end - range.length));
    for (let i = start; i >= Math.max(from, start - SNAP_WORDS); i -= 1) {
      if (startsSentence(i)) {
        start = i;
        break;
      }
    }
  }
  const stop = Math.min(end, start + range.length);
  if (stop <= start || words[start] === '') return [];

  const marked = new Set(matches);
  const parts: ExcerptPart[] = [];
  if (!startsSentence(start)) parts.push({ text: `${ELLIPSIS} `, mark: false });
  for (let i = start; i < stop; i += 1) {
    if (i > start) parts.push({ text: ' ', mark: false });
    parts.push(...(marked.has(i) ? markWord(words[i], terms) : [{ text: words[i], mark: false }]));
  }
  if (stop < end && !SENTENCE_END.test(words[stop - 1])) parts.push({ text: ` ${ELLIPSIS}`, mark: false });
  return merged(parts);
}
