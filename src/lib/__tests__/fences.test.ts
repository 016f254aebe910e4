/** The one fence reader (src/lib/fences.ts) shared by diagrams, twins, the docs lint and the content tests. */
import { fencedLines, fencesOf, findFences, withoutFences } from '@site/src/lib/fences';

describe('fencesOf', () => {
  it('reads language, meta, title and body of backtick and tilde fences', () => {
    const [cypher, text] = fencesOf('Intro\n\n```Cypher title="Result" showLineNumbers\nMATCH (n)\nRETURN n\n```\n\n~~~text\nplain\n~~~\n');
    expect(cypher).toEqual({ lang: 'cypher', meta: 'title="Result" showLineNumbers', title: 'Result', line: 3, end: 6, body: ['MATCH (n)', 'RETURN n'] });
    expect(text).toMatchObject({ lang: 'text', meta: '', title: '', line: 8, end: 10, body: ['plain'] });
  });

  it('removes the indentation of a fence in a list and the marker of a fence in a block quote', () => {
    const fences = fencesOf('- step\n\n  ```bash\n  bangdb-server -c\n\n    --flag\n  ```\n\n> ```json\n> {"a": 1}\n>\n> ```');
    expect(fences.map((f) => f.body)).toEqual([['bangdb-server -c', '', '  --flag'], ['{"a": 1}', '']]);
  });

  it('closes only on a bare fence of the same character at least as long', () => {
    const [outer, after] = fencesOf('````md\n```cpp\nint x;\n```\n~~~~\n`````\n```\nnext\n```');
    expect(outer.body).toEqual(['```cpp', 'int x;', '```', '~~~~']);
    expect(outer.end).toBe(6);
    expect(after).toMatchObject({ lang: '', line: 7, body: ['next'] });
  });

  it('runs an unclosed fence to the end of the text and accepts Windows line ends', () => {
    expect(fencesOf('a\r\n```java\r\nint x;\r\n')).toEqual([{ lang: 'java', meta: '', title: '', line: 2, end: 4, body: ['int x;', ''] }]);
  });

  it('starts where asked (after front matter)', () => {
    const lines = ['---', '```', '---', '```bash', 'ls', '```'];
    expect(findFences(lines, 3).map((f) => f.lang)).toEqual(['bash']);
  });

  it('ignores text that only looks like a fence', () => {
    expect(fencesOf('Use ``` to open a block, or ``code``.\n`` ` ``')).toEqual([]);
  });
});

describe('fencedLines and withoutFences', () => {
  const markdown = '# Title\n```bash\n# not a heading\n```\nprose [link](/a)\n';
  it('mark every line of a fence, its fences included', () => {
    expect([...fencedLines(markdown.split('\n'))]).toEqual([1, 2, 3]);
  });
  it('leave the prose only', () => {
    expect(withoutFences(markdown)).toBe('# Title\nprose [link](/a)\n');
  });
});
