/** @jest-environment node */
// The C++ header reader: public members of classes and structs with their parameter types and required count,
// enums with their numbers, and the free functions after the members. (Free functions and constants alone:
// tests/lint/__tests__/lintFacts.test.ts; enum numbering: tests/lint/__tests__/lintCodes.test.ts.)
import { parseCppHeader, parseHeader } from '../sources/headers';

const header = [
  '/* a table */',
  'enum KeyKind { PLAIN_KEY = 1, JOINED_KEY };',
  'class Table {',
  '  void hidden();',
  'public:',
  '  Table(const char *name);',
  '  virtual ~Table();',
  '  long put(const char *key, int len, long flag = 0) const; // flag: optional',
  '  virtual int close(void) = 0;',
  '  int size() { return count; }',
  '  operator bool() const;',
  'private:',
  '  int secret(int x);',
  '};',
  'struct Pair { int first(); };',
  'char* geohashEncode(double lat, double lng, int precision);',
].join('\n');

describe('C++ header reader', () => {
  it("reads each class's public methods (constructors return the class; no destructors, operators or private members)", () => {
    const { methods, enums } = parseCppHeader(header, 'client', 'h');
    expect(methods.map((m) => [m.class, m.method, m.params, m.required, m.returns])).toEqual([
      ['Table', 'Table', ['const char *'], 1, 'Table'],
      ['Table', 'put', ['const char *', 'int', 'long'], 2, 'long'],
      ['Table', 'close', [], 0, 'int'],
      ['Table', 'size', [], 0, 'int'],
      ['Pair', 'first', [], 0, 'int'],
    ]);
    expect(methods.every((m) => m.lang === 'cpp' && m.edition === 'client' && m.source === 'h')).toBe(true);
    expect(enums).toEqual([{ lang: 'cpp', edition: 'client', enum: 'KeyKind', values: ['PLAIN_KEY', 'JOINED_KEY'], codes: [1, 2], source: 'h' }]);
  });

  it('gives everything a header declares, the free functions after the class members', () => {
    const { methods, enums, constants } = parseHeader(header, 'embedded', 'h');
    expect(methods.map((m) => `${m.class}.${m.method}`)).toEqual(['Table.Table', 'Table.put', 'Table.close', 'Table.size', 'Pair.first', '.geohashEncode']);
    expect(enums.map((e) => e.enum)).toEqual(['KeyKind']);
    expect(constants).toEqual([]);
  });
});
