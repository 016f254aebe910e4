import { distance } from 'fastest-levenshtein';

/** How far a query term may be from a documentation word to be corrected to it. */
export function maxEdits(term: string): number {
  return term.length <= 4 ? 0 : term.length <= 7 ? 1 : 2;
}

/**
 * The query with each term the documentation does not contain replaced by the most frequent documentation
 * word within a small edit distance ("cyphr" → "cypher"); `null` when nothing needed correcting.
 * `vocabulary` is ordered most frequent first.
 */
export function correctQuery(query: string, vocabulary: readonly string[]): string | null {
  const known = new Set(vocabulary);
  let changed = false;
  const terms = query.split(/\s+/).filter(Boolean).map((term) => {
    const word = term.toLowerCase();
    const limit = maxEdits(word);
    if (known.has(word) || limit === 0 || !/^[a-z0-9_]+$/.test(word)) return term;
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
    if (!best) return term;
    changed = true;
    return best;
  });
  return changed ? terms.join(' ') : null;
}
