/** @jest-environment node */
// The code-pairing rule against the committed registry: pairings as pages write them pass, a planted wrong pairing of
// each shape fails at its line, and words that name no code are left alone.
import { codeTables, loadFacts } from '../../../facts/registry';
import { enumValues } from '../../../facts/sources/headers';
import { promptCodes } from '../../../facts/sources/prompts';
import { createContext, lintText, selectRules } from '../run';

const ctx = createContext(loadFacts());
const lint = (body: string) => lintText('docs/example.md', `---\ntitle: T\ndescription: D\n---\n\n${body}\n`, selectRules(['codes']), ctx);
const at = async (body: string) => (await lint(body)).map((f) => [f.line, f.name, f.nearest]);

describe('codes rule', () => {
  it('passes the pairings the registry holds, in every shape', async () => {
    expect(await lint([
      '| `stat` | Keeps |', '|---|---|', '| `1` | count |', '| `2` | unique count |', '| `3` | running statistics |', '',
      '| 1 | `UDF_COPY` | 17 | `DATE_MONTH_ACTUAL` |', '|---|---|---|---|', '| 2 | `UDF_ADD` | 18 | `DATE_MONTH_EPOCH` |', '',
      '| Value | Code | Meaning |', '|---|---|---|', '| `WIDE_TABLE` | 1 | JSON documents |', '',
      'Kernels: `0` linear, `2` RBF, `3` sigmoid; `attr_type` is `1` numeric, `2` string, `3` hybrid; `5` string, `11` double.',
      '`ML_BANGDB_ATTR_TYPE_NUM` (1), `JO_OR = 1`, `2` (`BANGDB_STREAM_TYPE_FILTER`).',
      'Each pair becomes one event in the joined stream (`"type":3`).',
    ].join('\n'))).toEqual([]);
  });

  it('reports a wrong code in a table row, in text, beside a name and in inline JSON', async () => {
    expect(await at('| `stat` | Keeps |\n|---|---|\n| `2` | running stat |')).toEqual([[8, '2', '3 running stat']]);
    expect(await at('| `type` | Behaviour |\n|---|---|\n| `4` | join once |')).toEqual([[8, '4', '1 join once']]);
    expect(await at('| 3 | `UDF_COPY` |\n|---|---|')).toEqual([]); // a header row is not a pairing
    expect(await at('| A | B |\n|---|---|\n| 3 | `UDF_COPY` |')).toEqual([[8, '3', '1 BANGDB_DEFAULT_UDF_COPY']]);
    expect(await at('`aggr_type` (for example `1` sum)')).toEqual([[6, '1', '2 sum']]);
    expect(await at('`ML_BANGDB_ATTR_TYPE_NUM` (2)')).toEqual([[6, '2', '1 ML_BANGDB_ATTR_TYPE_NUM']]);
    expect(await at('the joined stream (`"type":2`)')).toEqual([[6, '2', '3 join/cep output']]);
  });

  it('leaves alone numbers whose words name no code', async () => {
    expect(await lint('Returns `0` on success and `-1` on error; `2` and `3` join; `13` linear scan; `1` polynomial kernel.')).toEqual([]);
  });
});

describe('code values in the registry', () => {
  it('numbers a C++ enum as the compiler does, and reads a prompt\'s numbered choices', () => {
    expect(enumValues(' A = 1, B, C = 9, D ,')).toEqual({ values: ['A', 'B', 'C', 'D'], codes: [1, 2, 9, 10] });
    expect(promptCodes('Table Type [ NORMAL_TABLE, KV (0) | running stat (3) ] (or Enter for default (0)): '))
      .toEqual([{ code: 0, label: 'NORMAL_TABLE' }, { code: 3, label: 'running stat' }]);
  });

  it('has one table per code set, each code once and with a source', () => {
    const tables = codeTables(loadFacts());
    const stat = tables.find((t) => t.set === 'stat')!;
    expect(stat.codes.map((c) => c.code)).toEqual([0, 1, 2, 3, 4, 5, 99]);
    expect(stat.keys).toEqual(['stat']);
    for (const t of tables) {
      expect(new Set(t.codes.map((c) => c.code)).size).toBe(t.codes.length);
      for (const c of t.codes) expect(c.source).toMatch(/^(sachin-sinha\/BangDB@|docs\.bangdb\.com\/)/);
    }
    expect(tables.find((t) => t.set === 'BANGDB_TS_DATA_TYPE')!.codes.map((c) => c.code)).toEqual([5, 9, 11]);
  });
});
