/** @jest-environment node */
// The originality rule against the real hash set: the MIT licence text (reproduced on the old site's third-party
// notices page, so its 12-word runs are in facts/originality/shingles.txt) stands in for a copied passage.
import { createContext, lintText } from '../run';
import { originality, pageCopiedRun, words } from '../rules/originality';
import { parsePage } from '../page';

const ctx = createContext({} as never);
const MIT = 'Permission is hereby granted, free of charge, to any person obtaining a copy of this software and ' +
  'associated documentation files (the "Software"), to deal in the Software without restriction, including ' +
  'without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies ' +
  'of the Software';
const ORIGINAL = 'Open the table before the first write, keep the handle for the life of the process, and close it ' +
  'once when the program ends; the database counts open handles and only releases the files when the last one closes.';
const page = (body: string) => `---\ntitle: T\ndescription: D\n---\n\nIntro line.\n\n${body}\n`;
const lint = (body: string, file = 'docs/x.md') => lintText(file, page(body), [originality], ctx);

describe('originality rule', () => {
  it('fails a page with a copied passage, at the line where the run starts', async () => {
    const findings = await lint(`Some words of our own.\n\n${MIT}`);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: 'originality', file: 'docs/x.md', line: 10 });
    expect(findings[0].message).toMatch(/^\d+ consecutive words/);
  });

  it('passes an original page', async () => {
    expect(await lint(ORIGINAL)).toEqual([]);
  });

  it('sees through links, emphasis and line breaks', async () => {
    const marked = MIT.replace('free of charge', '[free of charge](/license)').replace('the Software', '**the\nSoftware**');
    expect(await lint(marked)).toHaveLength(1);
  });

  it('counts unlabelled and text fences as prose', async () => {
    expect(await lint('```text\n' + MIT + '\n```')).toHaveLength(1);
    expect(await lint('```\n' + MIT + '\n```')).toHaveLength(1);
  });

  it('skips license and fact fences, and treats other fences as code', async () => {
    for (const lang of ['license', 'bash', 'json', 'cpp', 'java', 'python', 'cypher', 'yaml']) {
      expect(await lint('```' + lang + '\n' + MIT + '\n```')).toEqual([]);
    }
  });

  it('ignores front matter and, in MDX, import lines', () => {
    const mdx = parsePage('docs/x.mdx', `---\ndescription: ${MIT}\n---\nimport X from '${MIT}';\n\n${ORIGINAL}\n`);
    expect(pageCopiedRun(mdx, ctx.shingles()).run).toBe(0);
  });

  it('normalises words like the hash set does', () => {
    expect(words('\u201cQuoted\u201d \u2014 dash\u2019s   Word.', 3)).toEqual([
      { word: 'quoted', line: 3 }, { word: "dash's", line: 3 }, { word: 'word', line: 3 },
    ]);
  });
});
