import { distance } from 'fastest-levenshtein';
import { readerWords } from './synonyms';

/** Words readers use that the documentation may not (./synonyms.ts): searched as the documentation's words. */
const READER_WORDS = readerWords();

/** How far a query term may be from a documentation word to be corrected to it. */
export function maxEdits(term: string): number {
  return term.length <= 4 ? 0 : term.length <= 7 ? 1 : 2;
}

/** What the spelling check made of a query. */
export interface SpellCheck {
  /** The query with misspelt words replaced (`cyphr` → `cypher`); `null` when every word is known. */
  corrected: string | null;
  /** Words the documentation does not contain, not even as the start of a word, and that nothing is close to. */
  unknown: string[];
}

/** Words the check applies to; anything else (numbers, symbols, other scripts) is left to the index. */
const CHECKED = /^[a-z][a-z0-9_]{2,30}$/;

const checkedWords = (query: string) => query.toLowerCase().split(/\s+/).filter((word) => CHECKED.test(word));

/** A vocabulary word, or the start of one (a prefix, as typed so far), or a reader's word with a synonym. */
function isKnown(word: string, known: ReadonlySet<string>, vocabulary: readonly string[]): boolean {
  return known.has(word) || READER_WORDS.has(word) || vocabulary.some((v) => v.startsWith(word));
}

/** The first letters of the words the check applies to: which vocabulary parts (by first letter) it needs. */
export function initialsToCheck(query: string): string[] {
  return [...new Set(checkedWords(query).map((word) => word[0]))];
}

/** Whether every checked word of the query is known to `words` (then nothing needs correcting). */
export function allKnown(query: string, words: readonly string[]): boolean {
  const known = new Set(words);
  return checkedWords(query).every((word) => isKnown(word, known, words));
}

/**
 * Checks each query word against the documentation's vocabulary (every word of every page, most frequent
 * first). A word is known when it is a vocabulary word or the start of one (a prefix, as typed so far).
 * An unknown word is replaced by the most frequent vocabulary word within a small edit distance.
 */
export function spellCheck(query: string, vocabulary: readonly string[]): SpellCheck {
  const known = new Set(vocabulary);
  const unknown: string[] = [];
  let changed = false;
  const terms = query.split(/\s+/).filter(Boolean).map((term) => {
    const word = term.toLowerCase();
    if (!CHECKED.test(word) || isKnown(word, known, vocabulary)) return term;
    const limit = maxEdits(word);
    let best: string | undefined;
    let bestDistance = limit + 1;
    for (const candidate of vocabulary) {
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
