/**
 * @jest-environment node
 *
 * The names a page defines for search are the ones the quick reference links to it: a name's sheet link and the
 * pages search ranks first for it are one answer (../definitions.ts). Planted facts show the rule; the repository's
 * own registry and pages show the two agree on real names.
 */
import path from 'node:path';
import english from 'an-array-of-english-words';
import { loadFacts, type Facts } from '@site/facts/registry';
import { loadSheets } from '@site/src/features/quick-reference/load';
import { explainedIndex, rowOf, type ExplainedIndex } from '@site/src/features/quick-reference/sheets';
import { definedKey, definedNames } from '../definitions';

const noWords = new Set<string>();

describe('names a page defines', () => {
  const facts = { config: [{ key: 'BUFF_POOL_SIZE_HINT', source: 't' }, { key: 'LONELY_KEY', source: 't' }], methods: [], cypher: [], cliForms: [], cliWords: [], programs: [], programOptions: [], enums: [], constants: [], restOperations: [] } as unknown as Facts;

  it('are the names whose sheet row links to the page, by the route of the link, in the words a query holds', () => {
    const explained: ExplainedIndex = { config: { BUFF_POOL_SIZE_HINT: { href: '/bangdb-config#memory', where: 'x' } } };
    expect([...definedNames(facts, explained, noWords)]).toEqual([['/bangdb-config', ['buff_pool_size_hint']]]);
    expect(definedKey('BangDBTable::scanDoc')).toBe('bangdbtable scandoc');
  });

  it('leave out a name no row links, plain English words and names of fewer than three characters', () => {
    expect(definedNames(facts, {}, noWords).size).toBe(0);
    const words = { ...facts, config: [{ key: 'select', source: 't' }, { key: 'ab', source: 't' }] } as Facts;
    const explained: ExplainedIndex = { config: { select: { href: '/a', where: '' }, ab: { href: '/a', where: '' } } };
    expect(definedNames(words, explained, new Set(['select'])).size).toBe(0);
  });
});

describe('the quick reference and search agree on where a real name is explained', () => {
  const facts = loadFacts();
  const explained = explainedIndex(loadSheets(path.resolve(__dirname, '../../../../..')).sheets);
  const defined = definedNames(facts, explained, new Set(english));
  const definingRoutes = (name: string) => [...defined].filter(([, names]) => names.includes(definedKey(name))).map(([route]) => route).sort();
  const linkedRoutes = (rows: { sheet: keyof ExplainedIndex; key: string }[]) =>
    [...new Set(rows.map((r) => explained[r.sheet]?.[r.key]?.href.split('#')[0]).filter(Boolean))].sort();

  it.each([
    ['BUFF_POOL_SIZE_HINT', facts.config.filter((c) => c.key === 'BUFF_POOL_SIZE_HINT').map(rowOf.config)],
    ['scanDoc', facts.methods.filter((m) => m.method === 'scanDoc').map(rowOf.method)],
    ['SORT_DESC', facts.cypher.filter((c) => c.name === 'SORT_DESC').map(rowOf.cypher)],
    ['BANGDB_DEFAULT_DATE_HOUR_EPOCH', facts.enums.filter((e) => e.values.includes('BANGDB_DEFAULT_DATE_HOUR_EPOCH')).map((e) => rowOf.enumValue(e, 'BANGDB_DEFAULT_DATE_HOUR_EPOCH'))],
  ])('%s: the pages search ranks first are the pages its sheet rows link to', (name, rows) => {
    expect(linkedRoutes(rows).length).toBeGreaterThan(0);
    expect(definingRoutes(name)).toEqual(linkedRoutes(rows));
  });

  it('the config page defines BUFF_POOL_SIZE_HINT, where its row links; a constant, on no sheet, is defined nowhere', () => {
    expect(definingRoutes('BUFF_POOL_SIZE_HINT')).toEqual(['/bangdb-config']);
    expect(facts.constants.some((c) => c.name === 'HOUR_EPOCH')).toBe(true);
    expect(definingRoutes('HOUR_EPOCH')).toEqual([]);
  });
});
