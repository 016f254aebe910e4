/** @jest-environment node */
// The usage-text reader: options from a Usage line or a getopt string.
import { programOptions, usageOptions } from '../sources/usage';

describe('usage reader', () => {
  it('reads the options of a Usage line and of a getopt string', () => {
    expect(usageOptions('-i [master | slave] -r [yes | no] -c [hybrid | tcp]')).toEqual(['-i', '-r', '-c']);
    expect(usageOptions('s:d:h:t:')).toEqual(['-s', '-d', '-h', '-t']);
  });

  it("gives a program's options from the first matching line, and none when no line matches", () => {
    const text = 'banner\nUsage: -s [IP:PORT] -c [conf]\nUsage: -x\n';
    expect(programOptions('agent', text, /^Usage: (-s .*)$/m, 'bin')).toEqual([
      { program: 'agent', option: '-s', source: 'bin' }, { program: 'agent', option: '-c', source: 'bin' },
    ]);
    expect(programOptions('agent', text, /^(s:h:t:)$/m, 'bin')).toEqual([]);
  });
});
