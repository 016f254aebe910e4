/** @jest-environment node */
// The prompt reader: each code set from its prompt (two prompts merged into one set, each code once), and an error
// when a prompt is missing. (One prompt's choices: tests/lint/__tests__/lintCodes.test.ts.)
import { cliCodeSets } from '../sources/prompts';

const prompts = [
  '\tattribute type (press Enter for default (5)) [ string(5) | long(9) ]',
  '\tenable stat (1,2,3) on this created attribute? [ count (1) | running stat (3) ]',
  '\tcep join type [ join (1) | absence (2) ]',
  '\tshould add, replace or add only if present [ add (0) | replace (1) ]',
  '\t\tClassification (1) | Regression (2)',
  '\t\t| first',
  '\t\t| second',
  '\tsvm type [ C_SVC (0) | NU_SVC (1) ] (press enter for default (0)): ',
  '\tkernel type [ LINEAR (0) | RBF (2) ] (press enter for default (0)): ',
  '\tsvm type [ EPSILON_SVR (3) | nu (1) ] (press enter for default (3)): ',
  "what's the training speed you wish to select [ fast (1) | slow (4) ]",
  'Table Type [ NORMAL_TABLE, KV (0) | WIDE_TABLE, Documents (1) ] (or Enter for default (0)): ',
  "what's the granularity [ day (1) | week (2) ]",
  "what's the type [ count (1) | sum (2) ]",
].join('\n');

describe('CLI prompt reader', () => {
  it('reads every code set, merging the prompts of one set with each code once (its first label)', () => {
    const sets = cliCodeSets(prompts, 'cli');
    expect(sets.map((s) => s.set)).toEqual([
      'attribute-type', 'stat', 'join-type', 'catr-fnr', 'ml-algorithm', 'svm-type', 'svm-kernel', 'train-speed', 'table-type', 'ts-granularity', 'ts-aggregation',
    ]);
    expect(sets.find((s) => s.set === 'svm-type')).toEqual({
      set: 'svm-type', keys: ['svm_type'], codes: [{ code: 0, label: 'C_SVC' }, { code: 1, label: 'NU_SVC' }, { code: 3, label: 'EPSILON_SVR' }], source: 'cli',
    });
    expect(sets.find((s) => s.set === 'table-type')?.codes).toEqual([{ code: 0, label: 'NORMAL_TABLE' }, { code: 1, label: 'WIDE_TABLE' }]);
  });

  it('fails when a prompt is missing', () => {
    expect(() => cliCodeSets(prompts.replace(/^\tcep join type.*$/m, ''), 'cli')).toThrow("the CLI's prompt for join-type was not found");
  });
});
