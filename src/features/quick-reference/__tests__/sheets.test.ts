/**
 * @jest-environment node
 *
 * The quick reference's sheets: each holds every registry entry of its surface once, links it to the strongest
 * place a page explains it, and lists in the coverage report what no page explains. The rules run on planted pages
 * and facts; one test builds the sheets from the repository's own registry and pages.
 */
import path from 'node:path';
import { codeTables, loadFacts, type Facts } from '@site/facts/registry';
import { parsePage } from '@site/tests/lint/page';
import { headingText, mentionsOf, routeOf, type ContentPage } from '../places';
import { buildSheets, rowOf, SHEET_IDS, type RowRef, type SheetInput } from '../sheets';
import { loadSheets } from '../load';
import { rowFilter } from '../filter';
import { getInstance } from '@site/src/config/instances';

const emptyFacts = (): Facts => ({
  cypher: [], cliWords: [], cliForms: [], programs: [], programOptions: [], methods: [], enums: [], codes: [], constants: [], dataNames: [],
  config: [], restOperations: [], restResponses: [], terms: [],
});

const page = (route: string, title: string, text: string): ContentPage => ({ file: `docs${route}.md`, route, title, page: parsePage(`docs${route}.md`, text) });

function input(facts: Facts, pages: ContentPage[]): SheetInput {
  return { facts, mentions: pages.flatMap(mentionsOf), titles: new Map(pages.map((p) => [p.route, p.title])), rest: [] };
}

const rows = (sheets: ReturnType<typeof buildSheets>['sheets'], id: string) => sheets.find((s) => s.id === id)!.groups.flatMap((g) => g.rows);

describe('places', () => {
  test('heading ids are the ones Docusaurus gives: code marks, links and emphasis dropped; repeats numbered; explicit ids kept', () => {
    expect(headingText('The `BUFF_POOL_SIZE_HINT` key')).toBe('The BUFF_POOL_SIZE_HINT key');
    expect(headingText('See [tables](/table-embedded) **now**')).toBe('See tables now');
    const p = page('/x', 'X', '## Memory\n\ntext `A`\n\n## Memory\n\n`B`\n\n## Other {#custom}\n\n`C`\n');
    const anchors = Object.fromEntries(mentionsOf(p).filter((m) => m.place.strength === 'prose').map((m) => [m.text, m.place.anchor]));
    expect(anchors).toEqual({ A: 'memory', B: 'memory-1', C: 'custom' });
  });

  test('routes follow the instance base, the file path, index files and slugs', () => {
    expect(routeOf(getInstance('docs'), 'graph-and-cypher/match.md')).toBe('/graph-and-cypher/match');
    expect(routeOf(getInstance('docs'), 'index.mdx', { slug: '/' })).toBe('/');
    expect(routeOf(getInstance('rest-api'), 'train-a-model.api.mdx', { id: 'train-a-model' })).toBe('/rest-api/train-a-model');
    expect(routeOf(getInstance('apps'), 'forum/setup/overview.md')).toBe('/apps/forum/setup/overview');
  });
});

describe('sheets from planted facts and pages', () => {
  const facts = emptyFacts();
  facts.config.push({ key: 'PLANTED_KEY', default: '42', source: 'test' }, { key: 'LONELY_KEY', source: 'test' });
  facts.cypher.push({ kind: 'function', name: 'COUNT', source: 'test' });
  const pages = [
    page('/guide', 'Guide', '## Tuning\n\nSet `PLANTED_KEY` when you tune.\n'),
    page('/reference', 'Config reference', '## Memory\n\n| Key | Meaning |\n|---|---|\n| `PLANTED_KEY` | How much |\n\n## Aggregates\n\nUse `COUNT(*)` in a Cypher query.\n'),
  ];
  const { sheets, coverage } = buildSheets(input(facts, pages));

  test('a planted key is on its sheet, linked to the table row that explains it rather than a passing mention', () => {
    expect(rows(sheets, 'config')).toContainEqual(expect.objectContaining({ key: 'PLANTED_KEY', cells: ['PLANTED_KEY', '42'], href: '/reference#memory', where: 'Config reference › Memory' }));
  });

  test('a function is found where it is written with its arguments', () => {
    expect(rows(sheets, 'cypher')).toContainEqual(expect.objectContaining({ key: 'function COUNT', href: '/reference#aggregates' }));
  });

  test('an entry no page explains stays on its sheet without a link and is in the coverage report', () => {
    expect(rows(sheets, 'config')).toContainEqual(expect.objectContaining({ key: 'LONELY_KEY' }));
    expect(rows(sheets, 'config').find((r) => r.key === 'LONELY_KEY')?.href).toBeUndefined();
    expect(coverage).toEqual([{ sheet: 'config', key: 'LONELY_KEY' }]);
  });

  test('a CLI form links to the reference page of the CLI before another page that shows it', () => {
    const f = emptyFacts();
    f.cliWords.push({ tool: 'bangdb-cli', word: 'create', verb: true, source: 't' }, { tool: 'bangdb-cli', word: 'table', source: 't' });
    f.cliForms.push({ tool: 'bangdb-cli', form: 'create table _', source: 't' });
    const cliPages = [
      page('/walkthrough', 'Walkthrough', '## Start\n\n```\nbangdb> create table orders\n```\n'),
      { ...page('/db-commands-cli', 'DB commands in the CLI', '## Tables\n\n```\ncreate table mytable\n```\n'), file: 'docs/db-commands-cli.md' },
    ];
    const cli = rows(buildSheets(input(f, cliPages)).sheets, 'cli');
    expect(cli).toEqual([expect.objectContaining({ key: 'bangdb-cli create table _', href: '/db-commands-cli#tables' })]);
  });
});

describe('a generic form is linked where the page is about its tool', () => {
  const f = emptyFacts();
  for (const [tool, word, verb] of [['bdbagent', 'status', true], ['bdbagent', 'start', true], ['bdbagent', 'add', true], ['bangdb-cli', 'add', true], ['bangdb-cli', 'udf', false]] as const) {
    f.cliWords.push({ tool, word, verb, source: 't' });
  }
  f.cliForms.push(
    { tool: 'bdbagent', form: 'status', source: 't' },
    { tool: 'bdbagent', form: 'start', source: 't' },
    { tool: 'bdbagent', form: 'add _', source: 't' },
    { tool: 'bangdb-cli', form: 'add udf _', source: 't' },
  );
  const pages = [
    // Another tool's sections, where the same short words stand for its own commands.
    page('/server-getting-started', 'Get started', '## bangdb-server script\n\n| Subcommand | Does |\n|---|---|\n| `status` | Whether the server runs |\n| `start` | Starts it |\n'),
    { ...page('/stream-commands-cli', 'Stream commands', 'Stream commands of `bangdb-cli`.\n\n## UDFs\n\n`add udf scorer` adds a function; the form is `add udf`.\n'), file: 'docs/stream-commands-cli.md' },
    // The agent's own places: a section that names it, and commands written after its name in a shell.
    page('/agent', 'The agent', 'Run the agent.\n\n## Check the agent\n\n`bdbagent` reports with `status`.\n'),
    page('/log-service', 'Log service', '## Install\n\n```bash\nbdbagent start\n```\n'),
  ];
  const { sheets, coverage } = buildSheets(input(f, pages));
  const cli = Object.fromEntries(rows(sheets, 'cli').map((r) => [r.key, r.href]));

  test("is linked to its own tool's section, a command after the tool's name included", () => {
    expect(cli['bdbagent status']).toBe('/agent#check-the-agent');
    expect(cli['bdbagent start']).toBe('/log-service#install');
    expect(cli['bangdb-cli add udf _']).toBe('/stream-commands-cli#udfs');
  });

  test("is not linked to another tool's section; with no place of its own it is in the coverage report", () => {
    expect(cli['bdbagent add _']).toBeUndefined();
    expect(coverage).toEqual([{ sheet: 'cli', key: 'bdbagent add _' }]);
  });

  test('a Cypher word is not linked to a page about something else that uses the same word', () => {
    const c = emptyFacts();
    c.cypher.push({ kind: 'function', name: 'COUNT', source: 't' });
    const streams = page('/streams', 'Streams', '## Aggregates\n\nA stream counts events with `COUNT(*)`.\n');
    expect(rows(buildSheets(input(c, [streams])).sheets, 'cypher')[0].href).toBeUndefined();
    const graph = page('/graph', 'Graph queries', '## Aggregates\n\nA Cypher query counts nodes with `COUNT(*)`.\n');
    expect(rows(buildSheets(input(c, [streams, graph])).sheets, 'cypher')[0].href).toBe('/graph#aggregates');
  });

  test('a code set is linked where its key stands with its labels, not where the key is only a common word', () => {
    const c = emptyFacts();
    c.codes.push({ set: 'join-type', keys: ['type'], codes: [{ code: 1, label: 'join once' }, { code: 6, label: 'simple join' }], source: 't' });
    const codePages = [
      page('/client-types', 'Client types', '## The `type` of an enum\n\nEach enum has one.\n'),
      page('/cep', 'CEP', '## Keys\n\n| Key | Meaning |\n|---|---|\n| `type` | `1` join once, `6` simple join |\n'),
    ];
    expect(rows(buildSheets(input(c, codePages)).sheets, 'codes').map((r) => r.href)).toEqual(['/cep#keys', '/cep#keys']);
  });
});

describe('the filter', () => {
  const row = { key: 'k', cells: ['scanDoc', 'ResultSet * scanDoc(...)', 'C++ embedded'], edition: 'cpp-embedded' };
  test('keeps a row holding every word typed, in any case', () => {
    expect(rowFilter('SCANDOC resultset')(row)).toBe(true);
    expect(rowFilter('scandoc java')(row)).toBe(false);
    expect(rowFilter('')(row)).toBe(true);
  });
  test('keeps only the chosen edition', () => {
    expect(rowFilter('', 'cpp-embedded')(row)).toBe(true);
    expect(rowFilter('', 'java-client')(row)).toBe(false);
  });
});

describe('the sheets of this repository', () => {
  const root = path.resolve(__dirname, '../../../..');
  const { sheets, coverage } = loadSheets(root);
  const facts = loadFacts();
  const distinctCount = (keys: string[]) => new Set(keys).size;

  test('there is one sheet per surface, each row key once', () => {
    expect(sheets.map((s) => s.id)).toEqual([...SHEET_IDS]);
    for (const s of sheets) {
      const keys = s.groups.flatMap((g) => g.rows.map((r) => r.key));
      expect({ sheet: s.id, duplicates: keys.length - distinctCount(keys) }).toEqual({ sheet: s.id, duplicates: 0 });
    }
  });

  test('every registry entry is on its sheet, at the row its RowRef names (the MCP lookup joins on it)', () => {
    const missing = (refs: RowRef[]) => refs.filter((r) => !rows(sheets, r.sheet).some((row) => row.key === r.key));
    const enumTypes = new Set(facts.enums.map((e) => e.enum));
    expect(missing(facts.config.map(rowOf.config))).toEqual([]);
    expect(missing(facts.cypher.map(rowOf.cypher))).toEqual([]);
    expect(missing(facts.cliForms.map(rowOf.cliForm))).toEqual([]);
    expect(missing(facts.programOptions.map((o) => rowOf.program(o.program, o.option)))).toEqual([]);
    expect(missing(facts.methods.filter((m) => !enumTypes.has(m.class)).map(rowOf.method))).toEqual([]);
    expect(missing(facts.enums.flatMap((e) => e.values.map((v) => rowOf.enumValue(e, v))))).toEqual([]);
    const codeKeys = codeTables(facts).filter((t) => !enumTypes.has(t.set)).flatMap((t) => t.codes.map((c) => `${t.set} ${c.code}`));
    expect(codeKeys.filter((k) => !rows(sheets, 'codes').some((r) => r.key === k))).toEqual([]);
  });

  test('an enum value shows the number its header gives it, and a JSON code the label its prompt gives it', () => {
    const codes = rows(sheets, 'codes');
    expect(codes.find((r) => r.key === 'BANGDB_DATA_AGGR_TYPE BANGDB_DATA_AGGR_TYPE_SUM')?.cells.slice(0, 2)).toEqual(['2', 'BANGDB_DATA_AGGR_TYPE_SUM']);
    expect(codes.find((r) => r.key === 'ts-aggregation 2')?.cells.slice(0, 2)).toEqual(['2', 'sum']);
  });

  test('the coverage report holds exactly the rows without a link', () => {
    const unlinked = sheets.flatMap((s) => s.groups.flatMap((g) => g.rows.filter((r) => !r.href).map((r) => `${s.id} ${r.key}`)));
    expect(coverage.map((c) => `${c.sheet} ${c.key}`)).toEqual(unlinked);
  });
});
