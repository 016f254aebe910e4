import { REAL_WORD_MARK } from '../correct';

/**
 * Every word of the documentation, most frequent first: the search screen tells known words (and their
 * prefixes) from misspelt ones with it, and corrects a misspelt word to the most frequent close word.
 */
export function buildVocabulary(texts: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of text.toLowerCase().match(/[a-z][a-z0-9_]{2,30}/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);
}

/** The vocabulary by first letter (a–z, each part in the vocabulary's order; a marked real English word by its own
 *  first letter): the search screen fetches only the parts of the query's words to tell they are known, and the
 *  documentation's words only to correct one that is not. */
export function splitByInitial(vocabulary: readonly string[]): Record<string, string[]> {
  const parts: Record<string, string[]> = Object.fromEntries([...'abcdefghijklmnopqrstuvwxyz'].map((letter) => [letter, []]));
  for (const word of vocabulary) parts[word.startsWith(REAL_WORD_MARK) ? word[REAL_WORD_MARK.length] : word[0]]?.push(word);
  return parts;
}
