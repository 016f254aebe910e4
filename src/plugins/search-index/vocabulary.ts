/** Words of the documentation, most frequent first: what a misspelt query term is corrected to. */
export const VOCABULARY_SIZE = 20_000;

export function buildVocabulary(texts: readonly string[], size = VOCABULARY_SIZE): string[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of text.toLowerCase().match(/[a-z][a-z0-9_]{2,30}/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, size)
    .map(([word]) => word);
}
