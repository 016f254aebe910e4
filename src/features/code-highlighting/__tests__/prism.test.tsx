/**
 * @jest-environment node
 *
 * The site's Prism grammars (src/features/code-highlighting/theme/prism-include-languages.ts: the configured languages, then BangDB's cypher
 * dialect): every language the pages and REST samples use has its grammar.
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@site/src/features/code-highlighting/theme/prism-include-languages';
import { PRISM_LANGUAGES } from '@site/src/features/code-highlighting/languages';
import { languageTabs } from '@site/src/features/rest-api/config';
import { fencedCode } from './contentFences';

beforeAll(() => prismIncludeLanguages(Prism));

it('registers every configured language and the cypher dialect', () => {
  expect(Object.keys(Prism.languages)).toEqual(expect.arrayContaining([...PRISM_LANGUAGES]));
  const keywords = Prism.tokenize('MATCH (a)-[r:KNOWS*SHORT_PATH]->(b) RETURN a', Prism.languages.cypher)
    .filter((t) => typeof t !== 'string' && [t.type, t.alias].flat().includes('keyword'))
    .map((t) => (typeof t === 'string' ? t : String(t.content)));
  expect(keywords).toEqual(expect.arrayContaining(['MATCH', 'SHORT_PATH', 'RETURN']));
});

it("tells a console transcript's typed commands from the output", () => {
  const [command, ...output] = Prism.tokenize('bangdb> show tables\ntable customers', Prism.languages.console);
  expect(typeof command !== 'string' && command.type).toBe('command');
  const parts = typeof command !== 'string' && Array.isArray(command.content) ? command.content : [];
  expect(parts.map((t) => (typeof t === 'string' ? ['', t] : [t.type, String(t.content)]))).toEqual([
    ['prompt', 'bangdb>'],
    ['input', ' show tables'],
  ]);
  expect(output.join('')).toBe('\ntable customers');
});

it('has a grammar for every language the pages and REST samples use', () => {
  const used = new Set([...fencedCode().keys(), ...languageTabs.map((t) => t.highlight)]);
  expect(used.size).toBeGreaterThan(8);
  expect([...used].filter((language) => !Prism.languages[language])).toEqual([]);
});
