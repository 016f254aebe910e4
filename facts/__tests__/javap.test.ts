/** @jest-environment node */
// The javap reader: public methods and constructors with simple type names, and an enum's values.
import { parseJavap } from '../sources/javap';

const listing = [
  'Compiled from "Table.java"',
  'public class com.bangdb.Table {',
  '  public com.bangdb.Table(java.lang.String);',
  '  public long put(java.lang.String, byte[], long);',
  '  public static synchronized java.util.List<java.lang.String> names();',
  '  private void hidden();',
  '}',
  'public final class com.bangdb.KeyKind extends java.lang.Enum<com.bangdb.KeyKind> {',
  '  public static final com.bangdb.KeyKind PLAIN_KEY;',
  '  public static final com.bangdb.KeyKind JOINED_KEY;',
  '  public static com.bangdb.KeyKind[] values();',
  '  public static com.bangdb.KeyKind valueOf(java.lang.String);',
  '  public int getValue();',
  '}',
].join('\n');

describe('javap reader', () => {
  it("reads each class's public methods and an enum's values, without an enum's values() and valueOf()", () => {
    const { methods, enums } = parseJavap(listing, 'embedded', 'jar');
    expect(methods.map((m) => [m.class, m.method, m.params, m.required, m.returns])).toEqual([
      ['Table', 'Table', ['String'], 1, 'Table'],
      ['Table', 'put', ['String', 'byte[]', 'long'], 3, 'long'],
      ['Table', 'names', [], 0, 'List<String>'],
      ['KeyKind', 'getValue', [], 0, 'int'],
    ]);
    expect(enums).toEqual([{ lang: 'java', edition: 'embedded', enum: 'KeyKind', values: ['PLAIN_KEY', 'JOINED_KEY'], source: 'jar' }]);
  });
});
