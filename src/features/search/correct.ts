import { distance } from 'fastest-levenshtein';
import type { PageNames } from './rank';
import { readerWords } from './synonyms';

/** Words readers use that the documentation may not (./synonyms.ts): searched as the documentation's words. */
const READER_WORDS = readerWords();

/** How far a query term may be from a documentation word to be corrected to it. */
export function maxEdits(term: string): number {
  return term.length <= 4 ? 0 : term.length <= 7 ? 1 : 2;
}

/** Marks a vocabulary entry as a real English word that the documentation does not use (./indexing/realWords.ts):
 *  never a correction, and never corrected. The vocabulary and each of its parts by initial end with these. */
export const REAL_WORD_MARK = '!';

/** What the spelling check made of a query. */
export interface SpellCheck {
  /** The query with misspelt words replaced (`cyphr` → `cypher`); `null` when every word is known. */
  corrected: string | null;
  /** Words the documentation does not contain, not even as the start of a word: real English words, and words
   *  that nothing is close to. */
  unknown: string[];
}

/** Words the check applies to; anything else (numbers, symbols, other scripts) is left to the index. */
const CHECKED = /^[a-z][a-z0-9_]{2,30}$/;

const checkedWords = (query: string) => query.toLowerCase().split(/\s+/).filter((word) => CHECKED.test(word));

/** A vocabulary word, or the start of one (a prefix, as typed so far), or a reader's word with a synonym. */
function isKnown(word: string, known: ReadonlySet<string>, vocabulary: readonly string[]): boolean {
  return known.has(word) || READER_WORDS.has(word) || vocabulary.some((v) => v.startsWith(word));
}

/** Every word of the page names that the index holds (titles, routes and headings; a summary is not indexed
 *  text): words the search has already loaded, so only the query's other words need the vocabulary's parts. */
export function nameWords(names: PageNames): Set<string> {
  const indexed = (fields: string[]) => fields.filter((_, i) => i !== 2).join(' ');
  return new Set(Object.values(names).flatMap((fields) => indexed(fields).toLowerCase().split(/[^a-z0-9_]+/)));
}

/** The first letters of the words the check applies to and `known` lacks: which vocabulary parts it needs. */
export function initialsToCheck(query: string, known: ReadonlySet<string> = new Set()): string[] {
  return [...new Set(checkedWords(query).filter((word) => !known.has(word)).map((word) => word[0]))];
}

/** The vocabulary's documentation words and its marked real English words, read once per vocabulary. */
const split = new WeakMap<readonly string[], { words: string[]; english: Set<string> }>();

function splitVocabulary(vocabulary: readonly string[]) {
  let parts = split.get(vocabulary);
  if (!parts) {
    const words = vocabulary.filter((w) => !w.startsWith(REAL_WORD_MARK));
    const english = new Set(vocabulary.filter((w) => w.startsWith(REAL_WORD_MARK)).map((w) => w.slice(REAL_WORD_MARK.length)));
    split.set(vocabulary, (parts = { words, english }));
  }
  return parts;
}

/** Whether no checked word of the query needs correcting: each is known to `vocabulary` (or its parts) or `known`,
 *  or is a real English word it marks. */
export function nothingToCorrect(query: string, vocabulary: readonly string[], known: ReadonlySet<string> = new Set()): boolean {
  const { words, english } = splitVocabulary(vocabulary);
  const all = new Set([...words, ...known]);
  return checkedWords(query).every((word) => english.has(word) || isKnown(word, all, words));
}

/**
 * Checks each query word against the documentation's vocabulary (every word of every page, most frequent
 * first). A word is known when it is a vocabulary word or the start of one (a prefix, as typed so far).
 * An unknown word is replaced by the most frequent vocabulary word within a small edit distance, unless it is a real
 * English word (marked in the vocabulary): the reader did not misspell it, the documentation just does not use it.
 */
export function spellCheck(query: string, vocabulary: readonly string[], alsoKnown: ReadonlySet<string> = new Set()): SpellCheck {
  const { words, english } = splitVocabulary(vocabulary);
  const known = new Set([...words, ...alsoKnown]);
  const unknown: string[] = [];
  let changed = false;
  const terms = query.split(/\s+/).filter(Boolean).map((term) => {
    const word = term.toLowerCase();
    if (!CHECKED.test(word) || isKnown(word, known, words)) return term;
    if (english.has(word)) {
      unknown.push(term);
      return term;
    }
    const limit = maxEdits(word);
    let best: string | undefined;
    let bestDistance = limit + 1;
    for (const candidate of words) {
      if (Math.abs(candidate.length - word.length) > limit) continue;
      const d = distance(word, candidate);
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
        if (d === 1) break;
      }
    }
    if (!best) {
      unknown.push(term);
      return term;
    }
    changed = true;
    return best;
  });
  return { corrected: changed ? terms.join(' ') : null, unknown };
}
