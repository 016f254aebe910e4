/** @jest-environment node */
// The bangdb.config reader: each KEY = value line, with its value.
import { parseConfig } from '../sources/config';

describe('bangdb.config reader', () => {
  it('reads KEY = value lines, not comments or lower-case words', () => {
    const text = ['# SERVER_TYPE = 1 in a comment', 'SERVER_TYPE = 0', 'DATA_DIR=./data  ', 'lower = x', 'EMPTY_KEY ='].join('\n');
    expect(parseConfig(text, 'cfg')).toEqual([
      { key: 'SERVER_TYPE', default: '0', source: 'cfg' },
      { key: 'DATA_DIR', default: './data', source: 'cfg' },
      { key: 'EMPTY_KEY', default: '', source: 'cfg' },
    ]);
  });
});
