import { Prism } from '@site/src/performance/prism-core/prism';
import { extendCypher } from '@site/src/features/code-highlighting/cypherDialect';

describe('BangDB cypher highlighting', () => {
  beforeAll(async () => {
    // The grammar file registers itself on the global Prism, so it is loaded only after that is set.
    (globalThis as unknown as { Prism: unknown }).Prism = Prism;
    await import('prismjs/components/prism-cypher');
    extendCypher(Prism);
  });

  function tokensOf(code: string): { type: string; content: string }[] {
    return (Prism.tokenize(code, Prism.languages.cypher) as (string | { type: string; alias?: string; content: unknown })[])
      .filter((t): t is { type: string; alias?: string; content: unknown } => typeof t !== 'string')
      .map((t) => ({ type: [t.type, t.alias].flat().join(' '), content: String(t.content) }));
  }

  it('marks the dialect keywords, the S=> start and the statistics functions', () => {
    const tokens = tokensOf('S=>(person:alice)-[KNOWS]->(person:*) RETURN SHORT_PATH SORT_DESC COUNT(*) LIMIT 5');
    const keywords = tokens.filter((t) => t.type.includes('keyword')).map((t) => t.content);
    expect(keywords).toEqual(expect.arrayContaining(['S=>', 'RETURN', 'SHORT_PATH', 'SORT_DESC', 'LIMIT']));
    expect(tokens.find((t) => t.content === 'COUNT')?.type).toMatch(/function/);
  });
});
