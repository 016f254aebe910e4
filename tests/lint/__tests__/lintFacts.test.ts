/** @jest-environment node */
// The docs lint's fact rules against the committed registry: each page below carries one kind of error the lint
// must report (with its line and the nearest known form), and a clean page using the same constructs passes.
import { loadFacts } from '../../../facts/registry';
import { createContext, lintText, selectRules } from '../run';
import { cliShape } from '../cliShape';
import { readCypher } from '../cypher';
import { parseCppFreeDeclarations } from '../../../facts/sources/headers';

const ctx = createContext(loadFacts());
const rules = selectRules(['cypher', 'cli', 'api', 'enum', 'config', 'json', 'rest']);
const page = (body: string) => `---\ntitle: T\ndescription: D\n---\n\n${body}\n`;
const lint = (body: string, file = 'docs/example.md') => lintText(file, page(body), rules, ctx);
const fence = (lang: string, ...lines: string[]) => ['```' + lang, ...lines, '```'].join('\n');

const CLEAN = [
  fence('cypher', 'CREATE GRAPH movies', 'USE GRAPH movies',
    'CREATE (person:alice {"born":1968})-[ACTED_IN {"role":"Mara"}]->(movie:glassHarbour)',
    'S=>(@p person:*)-[@r ACTED_IN]->(@m movie:* {released > 2010}); RETURN p.name AS actor, COUNT(*) AS films SORT_DESC films LIMIT 2',
    '<SUBTRACT USING title SORT_ASC title> S1=>(@p person:alice)-[@r ACTED_IN]->(@m movie:*); RETURN m.title AS title ++ S2=>(@p person:bruno)-[@r ACTED_IN]->(@m movie:*); RETURN m.title AS title'),
  fence('bash', 'show tables', 'describe table customers pretty', 'select * from customers where city = "Pune" limit 5',
    'insert into customers values "c1" {"name":"Asha"}'),
  fence('text', 'bangdb> drop table customers', 'do you still wish to drop the table...? [ yes | no ]: yes'),
  fence('bash', 'cd bin', './bangdb-server-2.0 -c hybrid -w 18080', 'sudo apt-get install -y libssl-dev'),
  fence('cpp', 'DBParam dp;', 'BangDBDatabase *db = new BangDBDatabase("mydb", &dp);', 'TableEnv te;',
    'te.setTableType(WIDE_TABLE);', 'BangDBTable *t = db->getTable("events", &te, OPENCREATE);',
    't->addIndex_str("city", 32, true);', 'db->closeDatabase(DEFAULT);'),
  fence('java', 'TableEnv te = new TableEnv();', 'te.setTableType(TableType.WIDE_TABLE);'),
  fence('text', 'SERVER_DIR = /data/bangdb', 'BUFF_POOL_SIZE_HINT = 8192'),
  fence('json', '{"table_name": "events", "key_sz": 24}'),
].join('\n\n');

describe('docs lint: fact rules', () => {
  it('passes a page that uses only known forms', async () => {
    expect(await lint(CLEAN)).toEqual([]);
  });

  it('reports an unknown Cypher keyword, with the nearest one', async () => {
    const findings = await lint(fence('cypher', 'S=>(@p person:*); RETURN p.name AS name SORT_DECS name'));
    expect(findings).toEqual([expect.objectContaining({ rule: 'cypher', line: 7, name: 'SORT_DECS' })]);
    expect(findings[0].nearest).toBe('SORT_DESC');
  });

  it('reports a statement form the dialect does not have', async () => {
    const [f] = await lint(fence('cypher', 'MATCH (p:Person) RETURN p'));
    expect(f).toMatchObject({ rule: 'cypher', line: 7, col: 1, name: 'MATCH' });
  });

  it('leaves openCypher examples and statement shapes alone', async () => {
    expect(await lint('```cypher title="openCypher"\nMATCH (p:Person) RETURN p\n```')).toEqual([]);
    expect(await lint('```cypher title="Shape of a query"\nS=>(pattern); RETURN AGG(alias.prop) AS a1\n```')).toEqual([]);
  });

  it('reports an unknown CLI command in a session, and a known command with a wrong shape', async () => {
    const findings = await lint(fence('text', 'bangdb> show tables', 'bangdb> list tables', 'bangdb> drop table'));
    expect(findings.map((f) => [f.line, f.rule, f.name])).toEqual([[8, 'cli', 'list'], [9, 'cli', 'drop table']]);
    expect(findings[1].nearest).toBe('drop table _');
  });

  it('reads a bash block of CLI commands as a session, but not a shell script', async () => {
    const [f] = await lint(fence('bash', 'show tables', 'list tables'));
    expect(f).toMatchObject({ rule: 'cli', line: 8, name: 'list' });
    expect(await lint(fence('bash', 'mkdir data', 'list-things --all'))).toEqual([]);
  });

  it('reads a console transcript without prompts as output, checking only its `$` lines', async () => {
    const transcript = fence('console', 'What would you like to add (press Enter when done) [ attr (1) | catr (2) ]:', '$ ./bangdb-server-2.0 -x 5');
    expect(await lint(transcript, 'docs/stream-commands-cli.md')).toEqual([expect.objectContaining({ rule: 'cli', line: 8, name: 'bangdb-server-2.0 -x' })]);
  });

  it('reports an unknown option of a BangDB program', async () => {
    const [f] = await lint(fence('bash', './bangdb-server-2.0 -x 5'));
    expect(f).toMatchObject({ rule: 'cli', name: 'bangdb-server-2.0 -x' });
    expect(await lint(fence('bash', 'BANGDB=/opt/bangdb_2.0', 'cp "$BANGDB"/bin/bangdb-server-2.0 server/'))).toEqual([]);
  });

  it('reports a method the class does not declare', async () => {
    const [f] = await lint(fence('cpp', 'BangDBTable *t = db->getTable("e");', 't->putJson("{}");'));
    expect(f).toMatchObject({ rule: 'api', line: 8, name: 'BangDBTable.putJson' });
    expect(f.nearest).toBeDefined();
  });

  it('reports a call with a number of arguments no overload takes (defaults make a range)', async () => {
    const ok = await lint(fence('cpp', 'BangDBTable *t;', 't->closeTable();', 't->closeTable(DEFAULT, true);'));
    expect(ok).toEqual([]);
    const [f] = await lint(fence('cpp', 'BangDBTable *t;', 't->closeTable(DEFAULT, true, 1);'));
    expect(f).toMatchObject({ rule: 'api', line: 8, name: 'BangDBTable.closeTable/3' });
    expect(f.message).toMatch(/takes 0 to 2 arguments/);
    const [j] = await lint(fence('java', 'BangDBTable t = db.getTable("e");', 't.closeTable();'));
    expect(j).toMatchObject({ rule: 'api', name: 'BangDBTable.closeTable/0' });
  });

  it('checks declarations on a class reference page', async () => {
    const body = fence('cpp', 'int closeTable(CloseType tblCloseType = DEFAULT, bool force_close = false);', 'int truncate(bool all);');
    const findings = await lintText('docs/bangdb-table-embedded.md', `---\ntitle: BangDBTable (embedded)\n---\n\n${body}\n`, rules, ctx);
    expect(findings).toEqual([expect.objectContaining({ rule: 'api', line: 7, name: 'BangDBTable.truncate' })]);
  });

  it('reports an unknown enum value, qualified or passed where an enum is expected', async () => {
    const findings = await lint(fence('java', 'TableEnv te = new TableEnv();', 'te.setTableType(TableType.HUGE_TABLE);') + '\n\n' +
      fence('cpp', 'TableEnv te;', 'te.setTableType(WIDE_TABEL);'));
    expect(findings.map((f) => [f.rule, f.name, f.nearest])).toEqual([
      ['enum', 'HUGE_TABLE', expect.stringMatching(/_TABLE$/)],
      ['enum', 'WIDE_TABEL', 'WIDE_TABLE'],
    ]);
    const [inline] = await lint('Pass `SortDirection.SORT_UP` to sort.');
    expect(inline).toMatchObject({ rule: 'enum', line: 6, col: 21, name: 'SORT_UP' });
  });

  it('reports an unknown bangdb.config key', async () => {
    const [f] = await lint(fence('text', 'SERVER_DIR = /data', 'BUFFER_POOL_SIZE = 4096'));
    expect(f).toMatchObject({ rule: 'config', line: 8, name: 'BUFFER_POOL_SIZE' });
    expect(f.nearest).toBe('BUFF_POOL_SIZE_HINT');
    const [inline] = await lint('Set `SERVER_DIRECTORY = /data` first.');
    expect(inline).toMatchObject({ rule: 'config', name: 'SERVER_DIRECTORY', nearest: 'SERVER_DIR' });
    expect(await lint('`joinop` follows `JoinOperator` (`JO_AND = 0`, `JO_OR = 1`).')).toEqual([]);
  });

  it('reports JSON that does not parse, at the offending line', async () => {
    const [f] = await lint(fence('json', '{', '  "a": 1,', '  // a comment', '  "b": 2', '}'));
    expect(f).toMatchObject({ rule: 'json', line: 9 });
  });

  it('reports a REST call the sources do not document', async () => {
    const [f] = await lint(fence('bash', 'curl -X POST http://127.0.0.1:18080/db/mydb/tables/rename'));
    expect(f).toMatchObject({ rule: 'rest', name: 'POST /db/mydb/tables/rename' });
    expect(await lint(fence('bash', 'curl -X GET http://127.0.0.1:18080/db/mydb/customers/count'))).toEqual([]);
  });
});

describe('shared readers', () => {
  it('shapes a CLI command: words kept, values as _, conditions as C', () => {
    const words = new Set(['select', 'from', 'where', 'and', 'limit']);
    expect(cliShape('select * from t where a = "x" and b > 2 limit 10;', words)).toBe('select * from _ where C limit _');
  });

  it('accepts a condition on a field named like a CLI word, and still reports a wrong form around it', async () => {
    expect(await lint(fence('bash', 'select * from fleet.vehicles where status = "idle" limit 5'))).toEqual([]);
    const [f] = await lint(fence('bash', 'select * from fleet.vehicles where status = "idle" limit'));
    expect(f).toMatchObject({ rule: 'cli', line: 7 });
  });

  it('reads a <placeholder> as a value, not as comparison operators', () => {
    const words = new Set(['add', 'pause', 'where', 'server']);
    expect(cliShape('add </path/to_cfg_file>', words)).toBe('add _');
    expect(cliShape('pause <collector_name> where server = IP:PORT', words)).toBe('pause _ where server = _');
  });

  it('names the graph language words of a statement, not the user data', () => {
    const s = readCypher('S{UNIQUE}=>(@p ACTOR:*)-[@r ACTED_IN]->(@m movie:*); RETURN COUNT(*) AS N SORT_DESC N');
    expect(s.words.map((w) => `${w.kind}:${w.name}`)).toEqual([
      'statement:S=>', 'option:UNIQUE', 'keyword:RETURN', 'function:COUNT', 'keyword:AS', 'keyword:SORT_DESC',
    ]);
  });
});

describe('facts generator', () => {
  it("reads a header's functions outside classes and its constants, not the classes' members or macros", () => {
    const header = [
      '#ifndef X_H_', '#define X_H_', '#define JSON_DOC_PK "_pk"', '#define ML_BANGDB_IE_SENT_STR (char*)"IE_SENT"',
      '#define CHECK(o,x) \\', '  if (!o) return x;', 'namespace BangDB {', 'enum KeyType { NORMAL_KEY = 1 };',
      'class FDT { public: void reset(); };', 'const int BANGDB_ERR_JSON_PARSE = -17; // BANGDB_ERR_00_02_017',
      'char* geohashEncode(double lat, double lng, int precision);', 'void bangdb_print_error(int errnum, int code = -1);', '}',
    ].join('\n');
    const { methods, constants } = parseCppFreeDeclarations(header, 'embedded', 'h');
    expect(methods.map((m) => [m.class, m.method, m.params, m.required])).toEqual([
      ['', 'geohashEncode', ['double', 'double', 'int'], 3], ['', 'bangdb_print_error', ['int', 'int'], 1],
    ]);
    expect(constants.map((c) => [c.name, c.value])).toEqual([
      ['JSON_DOC_PK', '"_pk"'], ['ML_BANGDB_IE_SENT_STR', '"IE_SENT"'], ['BANGDB_ERR_JSON_PARSE', '-17'],
    ]);
  });
});

describe('docs lint: openapi.yaml', () => {
  const yaml = [
    'openapi: 3.0.3', 'info: {title: t, version: "1"}', 'paths:',
    '  /db/{db_name}/{table_name}:', '    delete:', '      responses:', '        "200":', '          content:',
    '            application/json:', '              example:', '                msg: successfully dropped the table',
    '  /db/{db_name}/rename:', '    post:', '      responses:', '        "200":', '          content:',
    '            application/json:', '              example:', '                msg: renamed the table',
  ].join('\n');

  it('reports an operation and a response text the sources do not document, and passes documented ones', () => {
    const [rest] = selectRules(['rest']);
    const findings = rest.checkOpenApi!('rest-api/openapi.yaml', yaml, ctx);
    expect(findings.map((f) => [f.line, f.name])).toEqual([[13, 'POST /db/{}/rename'], [19, 'renamed the table']]);
  });
});
