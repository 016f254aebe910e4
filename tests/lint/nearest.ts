import { distance } from 'fastest-levenshtein';

/** The known name closest to `name` (a case-only difference first, then edit distance); undefined when none. */
export function nearest(name: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  const lower = name.toLowerCase();
  for (const k of known) {
    const score = k.toLowerCase() === lower ? -1 : distance(lower, k.toLowerCase());
    if (score < bestScore || (score === bestScore && best !== undefined && k.length < best.length)) {
      best = k;
      bestScore = score;
    }
  }
  return best;
}

/** Edit distance, case-insensitive. */
export function editDistance(a: string, b: string): number {
  return distance(a.toLowerCase(), b.toLowerCase());
}
