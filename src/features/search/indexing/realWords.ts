/**
 * Real English words the spelling check must leave alone. A word the documentation does not use is "corrected" to
 * the most frequent documentation word within a few edits (../correct.ts): a typo such as `cyphr` should be, but a
 * real word such as "rollback" (→ callback) or "prospect" (→ project) should not. The English word list
 * (`an-array-of-english-words`, ≈ 275,000 words) is read here, at build time only: what the browser gets is the
 * few English words that lie within the check's reach of a documentation word, appended to the vocabulary.
 */
import { distance } from 'fastest-levenshtein';
import { maxEdits } from '../correct';

/** The word and every string made from it by deleting up to `edits` letters. */
function deletions(word: string, edits: number): Set<string> {
  const all = new Set([word]);
  let level = [word];
  for (let round = 0; round < edits; round += 1) {
    const next: string[] = [];
    for (const w of level) {
      for (let i = 0; i < w.length; i += 1) {
        const shorter = w.slice(0, i) + w.slice(i + 1);
        if (!all.has(shorter)) {
          all.add(shorter);
          next.push(shorter);
        }
      }
    }
    level = next;
  }
  return all;
}

/**
 * The words of `english` that the documentation's `vocabulary` lacks but that lie within the spelling check's
 * edit distance of one of its words (`maxEdits`), sorted: the words the check would otherwise rewrite. Two words
 * within k edits share a string that k deletions from each reach, so each side is expanded by deletions only
 * (not by every insertion and substitution) and the few candidates that meet are measured.
 */
export function englishNearMisses(english: Iterable<string>, vocabulary: readonly string[]): string[] {
  const known = new Set(vocabulary);
  const reach = Math.max(...vocabulary.map(maxEdits), 0);
  const byDeletion = new Map<string, string[]>();
  for (const word of vocabulary) {
    for (const d of deletions(word, reach)) {
      const list = byDeletion.get(d);
      if (list) list.push(word);
      else byDeletion.set(d, [word]);
    }
  }
  const near: string[] = [];
  for (const word of english) {
    const limit = maxEdits(word);
    if (limit === 0 || known.has(word) || !/^[a-z]+$/.test(word)) continue;
    const close = (v: string) => Math.abs(v.length - word.length) <= limit && distance(word, v) <= limit;
    if ([...deletions(word, limit)].some((d) => byDeletion.get(d)?.some(close))) near.push(word);
  }
  return near.sort();
}
