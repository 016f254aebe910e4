/** @jest-environment node */
// The docs lint's front-matter rule: an unquoted value that YAML would cut at " #".
import { parsePage } from '../page';
import { frontMatter } from '../rules/frontMatter';

const check = (frontMatterLines: string) => (frontMatter.checkPage!(parsePage('p.md', `---\n${frontMatterLines}\n---\n\nBody #1.\n`), {} as never) as { line: number; name?: string }[]).map((f) => [f.line, f.name]);

it('reports an unquoted value with " #" in it', () => {
  expect(check('title: T\ndescription: Find paths with #SHORT_PATH.')).toEqual([[3, 'description']]);
});

it('accepts a quoted value, a "#" inside a word and the body', () => {
  expect(check('title: "C# and #tags"\ndescription: \'with #SHORT_PATH\'\nslug: /a#b')).toEqual([]);
});
