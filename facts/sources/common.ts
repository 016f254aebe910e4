// Helpers more than one reader in facts/sources/ (or the generator) uses.
import { readCypher } from '../../tests/lint/cypher';
import { splitTopLevel } from '../../tests/lint/rules/api';
import type { CypherFact, Source } from '../registry';

/** The parameters of a declaration's list (C++ or javap), without an empty last one or a lone `void`. */
export function splitParams(s: string): string[] {
  return splitTopLevel(s).filter((p, i, all) => p !== 'void' && (p !== '' || i < all.length - 1));
}

/** The first item of each key, in their order. */
export function uniqueBy<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const t of items) if (!seen.has(key(t))) seen.set(key(t), t);
  return [...seen.values()];
}

/** The graph-language words of a statement the docs lint reads as one (none for anything else). */
export function cypherWords(statement: string, source: Source): CypherFact[] {
  const r = readCypher(statement);
  return r.known ? r.words.map((w) => ({ kind: w.kind, name: w.name, source })) : [];
}
