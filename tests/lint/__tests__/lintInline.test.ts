/** @jest-environment node */
// The docs lint's checks of names in running text against the committed registry: methods and calls in inline code
// and in API tables, ALL_CAPS names, and CLI commands. Each check reports a planted error with its position and the
// nearest known name, passes a page that uses the same constructs correctly, and leaves other code alone.
import { loadFacts } from '../../../facts/registry';
import { codeSpans } from '../inline';
import { parsePage } from '../page';
import { createContext, lintText, selectRules } from '../run';
import { matchesReading, readings } from '../rules/inlineCli';

const ctx = createContext(loadFacts());
const rules = selectRules(['inline-api', 'api-table', 'inline-name', 'inline-cli']);
const page = (body: string) => `---\ntitle: T\ndescription: D\n---\n\n${body}\n`;
/** Pages in a folder that does not exist, so no neighbouring page lends its example data. */
const lint = (body: string, file = 'docs/none/example.md') => lintText(file, page(body), rules, ctx);
const CLIENT = 'docs/none/bangdb-table-api.md';
const EMBEDDED = 'docs/none/bangdb-table-embedded.md';
const brief = (findings: { rule: string; line: number; col: number; name?: string; nearest?: string }[]) =>
  findings.map(({ rule, line, col, name, nearest }) => ({ rule, line, col, name, nearest }));

/** Prose and code that name no BangDB method, constant or command. */
const FOREIGN = [
  'Every table keeps its keys sorted, so a range scan reads neighbouring keys; the server answers over TLS.',
  'Build a `std::string`, call `json.dumps()` or `os.path.join(a, b)`, load it with `System.loadLibrary("x")`,',
  'fetch it with `curl -X GET http://127.0.0.1:18080/db` and compare `shortestPath((a)-[*]->(b))` with `COUNT(*)`;',
  '`avg(orders.amount, h_1, more_50)` is a stream aggregate, `BangDBCommon.h` a header and `HOME=/opt` a variable.',
].join('\n');

describe('inline code spans', () => {
  it('finds spans with their line, column and table cell', () => {
    const p = parsePage('x.md', 'Call `get`.\n\n| Function | Notes |\n|---|---|\n| `put` | see ``a`b`` |\n');
    expect(codeSpans(p).map((s) => [s.text, s.line, s.col, s.table?.cell, s.table?.header[0]])).toEqual([
      ['get', 1, 7, undefined, undefined], ['put', 5, 4, 0, 'Function'], ['a`b', 5, 17, 1, 'Function'],
    ]);
  });
});

describe('docs lint: methods in inline code (inline-api)', () => {
  it('passes documented methods, calls and signatures', async () => {
    const body = 'Open the table with `BangDBDatabase::getTable`, then call `scanDoc(prev_rs, skey, ekey, idx_filter_json, sf)`, ' +
      '`rs->moveNext()` or `beginTransaction()`; `geohashEncode(lat, lng, precision)` encodes a location and ' +
      '`int createBucket(String bucket_info)` creates a bucket.';
    expect(await lint(body, CLIENT)).toEqual([]);
  });

  it('reports an unknown method with the nearest name, in a class or in any class', async () => {
    const findings = await lint('Call `getTableStatz()` on `BangDBTable::putDocs`.', CLIENT);
    expect(brief(findings)).toEqual([
      { rule: 'inline-api', line: 6, col: 7, name: 'getTableStatz', nearest: 'getTableStats' },
      { rule: 'inline-api', line: 6, col: 41, name: 'BangDBTable.putDocs', nearest: 'putDoc' },
    ]);
  });

  it('reports a call with a number of arguments no overload takes, and a variable declared in the page', async () => {
    const body = '```cpp\nResultSet *rs = t->scan(NULL, NULL, NULL);\n```\n\nThen `count(a, b, c, d, e, f, g)` and `rs->moveNxt()`.';
    const findings = await lint(body, CLIENT);
    expect(brief(findings)).toEqual([
      { rule: 'inline-api', line: 10, col: 7, name: 'count/7', nearest: expect.stringContaining('BangDBTable::count') },
      { rule: 'inline-api', line: 10, col: 44, name: 'ResultSet.moveNxt', nearest: 'moveNext' },
    ]);
  });

  it('follows the edition of the page', async () => {
    const body = 'Set `setSecureConn(true)` and use `BangDBEnv::openDatabase`.';
    expect(await lint(body, CLIENT)).toEqual([]);
    expect((await lint(body, EMBEDDED)).map((f) => f.message)).toEqual([
      'no BangDB class declares a method setSecureConn (embedded headers and jar)',
      'BangDBEnv is not a class of the embedded headers and jar',
    ]);
  });

  it('leaves prose and other code alone, and pages that are not about the API', async () => {
    expect(await lint(FOREIGN, CLIENT)).toEqual([]);
    expect(await lint('Call `getTableStatz()`.', 'docs/none/overview.md')).toEqual([]);
  });
});

describe('docs lint: API tables (api-table)', () => {
  const table = (...rows: string[]) => ['| Function | Returns |', '|---|---|', ...rows].join('\n');

  it('passes method names, patterns, their parameters and signatures', async () => {
    const body = table('| `doesTableExist` | yes |', '| `addIndex*`, `dropIndex` | `0` |', '| `makeComposite_long` (`buf`, `buflen`) | key |',
      '| `long count(FDT *skey, FDT *ekey, const char *filter = NULL, ScanFilter *sf = NULL)` | keys |');
    expect(await lint(body, EMBEDDED)).toEqual([]);
  });

  it('reports an unknown name in a method column and a signature with too many parameters', async () => {
    const body = table('| `doesTableExists` | yes |', '| `putJson*` | - |', '| `int closeTable(CloseType a, bool b, int c)` | `0` |');
    expect(brief(await lint(body, CLIENT))).toEqual([
      { rule: 'api-table', line: 8, col: 4, name: 'doesTableExists', nearest: 'doesTableExist' },
      { rule: 'api-table', line: 9, col: 4, name: 'putJson*', nearest: undefined },
      { rule: 'api-table', line: 10, col: 8, name: 'closeTable/3', nearest: expect.stringContaining('closeTable(') },
    ]);
  });

  it('leaves other tables and columns alone', async () => {
    expect(await lint('| Key | Meaning |\n|---|---|\n| `doesTableExists` | `getTableStatz()` is prose here |', 'docs/none/overview.md')).toEqual([]);
    expect(await lint(table(`| \`avg(a.b, h_1)\` | ${FOREIGN.split('\n')[1].replace(/\|/g, '')} |`), CLIENT)).toEqual([]);
  });
});

describe('docs lint: ALL_CAPS names (inline-name)', () => {
  it('passes enum values, constants, config keys and the strings the headers define', async () => {
    const body = 'Use `WIDE_TABLE` with `INSERT_UNIQUE`, set `SERVER_DIR`, read `JSON_DOC_PK`, expect `BANGDB_ERR_JSON_PARSE`, ' +
      'train `IE_SENT` and export `LD_LIBRARY_PATH`.';
    expect(await lint(body)).toEqual([]);
  });

  it('reports an unknown name with the nearest known one', async () => {
    expect(brief(await lint('Pass `WIDE_TABEL` here.'))).toEqual([{ rule: 'inline-name', line: 6, col: 7, name: 'WIDE_TABEL', nearest: 'WIDE_TABLE' }]);
  });

  it('reads names shortened after their prefix, and checks the prefix', async () => {
    const body = 'States are `ML_BANGDB_TRAINING_STATE_...`: `ERROR_BRS`, `ERROR_BRZ`; tables `NOSUCH_TABLE_*`.';
    expect(brief(await lint(body)).map((f) => f.name)).toEqual(['ERROR_BRZ', 'NOSUCH_TABLE_*']);
  });

  it("accepts the names of the page's example data, only when a data block shows them", async () => {
    const data = '```cypher\nCREATE (person:ann)-[ACTED_IN]->(movie:heat)\n```';
    expect(await lint(`${data}\n\nThe relation \`ACTED_IN\` links them.`)).toEqual([]);
    expect(brief(await lint('The relation `ACTED_IN` links them.')).map((f) => f.name)).toEqual(['ACTED_IN']);
  });

  it('leaves prose and other code alone', async () => {
    expect(await lint(FOREIGN)).toEqual([]);
  });
});

describe('docs lint: CLI commands in inline code (inline-cli)', () => {
  it('passes commands, their beginnings and synopses', async () => {
    const body = 'Run `show tables`, `describe table customers pretty`, `create schema`, ' +
      '`select * from <table> [where <conditions>] [limit n]` and `insert into <schema>.<stream> values null <json>`.';
    expect(await lint(body)).toEqual([]);
  });

  it('reports an unknown form, a near-miss word and a command of words the CLI does not combine', async () => {
    const findings = await lint('Run `show tabels`, `show graph` or `drop database mydb`.');
    expect(brief(findings)).toEqual([
      { rule: 'inline-cli', line: 6, col: 6, name: 'show _', nearest: expect.any(String) },
      { rule: 'inline-cli', line: 6, col: 21, name: 'show _', nearest: expect.any(String) },
      { rule: 'inline-cli', line: 6, col: 37, name: 'drop database _', nearest: expect.stringMatching(/^drop /) },
    ]);
  });

  it("leaves C++, the CLI's printed labels and menus, and other code alone", async () => {
    expect(await lint('Free it with `delete rs;`; the table adds `train start time`; pick `count (1) | sum (2)`.')).toEqual([]);
    expect(await lint(FOREIGN)).toEqual([]);
  });

  it('matches a synopsis against the readings of a form', () => {
    expect(readings(['describe', 'table', '_', '[', 'pretty', ']'])).toEqual([['describe', 'table', '_'], ['describe', 'table', '_', 'pretty']]);
    expect(matchesReading(['select', '*', 'from', '_', '@@'], ['select', '*', 'from', '_', 'where', 'C'])).toBe(true);
    expect(matchesReading(['show', 'table'], ['show', 'tables'])).toBe(false);
  });
});
