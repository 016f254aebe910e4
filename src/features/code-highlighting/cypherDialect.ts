import type { PrismLib } from 'prism-react-renderer';

/** BangDB's Cypher dialect: keywords and functions beyond openCypher, so they stand out in code blocks. */
export const BANGDB_CYPHER_KEYWORDS = [
  'SHORT_PATH', 'ALL_PATH', 'SYMM', 'ASYMM', 'DATAQUERY', 'SORT_ASC', 'SORT_DESC', 'SUBTRACT', 'DIFFERENCE',
  'APPEND', 'LEFT_JOIN', 'RIGHT_JOIN', 'CROSS', 'PIPE', 'USE', 'GRAPH', 'CREATE_UPDATE', 'KEEP_SEC_PROP',
  'KEEP_BOTH', 'UNIQUE_IN_CONTEXT', 'RADIUS_OF', 'SIMILARITY', 'CLUSTER',
] as const;

export const BANGDB_CYPHER_FUNCTIONS = [
  'COUNT', 'UCOUNT', 'SUM', 'AVG', 'MIN', 'MAX', 'STD', 'SKEW', 'EXKURT', 'MATH_EXP', 'GEO_DISTANCE',
] as const;

function wordsPattern(words: readonly string[]): RegExp {
  return new RegExp(`\\b(?:${words.join('|')})\\b`);
}

/** Adds the dialect to Prism's `cypher` grammar (after prism-include-languages has loaded it). */
export function extendCypher(Prism: PrismLib): void {
  if (!Prism.languages.cypher) return;
  Prism.languages.insertBefore('cypher', 'keyword', {
    'bangdb-start': { pattern: /\bS\d?=>/, alias: 'keyword' },
    'bangdb-keyword': { pattern: wordsPattern(BANGDB_CYPHER_KEYWORDS), alias: 'keyword' },
    'bangdb-function': { pattern: wordsPattern(BANGDB_CYPHER_FUNCTIONS), alias: 'function' },
  });
}
