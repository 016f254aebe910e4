/** @jest-environment node */
// The docs lint's provenance rule: wording about where a page came from, each kind planted once.
import { parsePage } from '../lint/page';
import { provenance, provenanceFindings } from '../lint/rules/provenance';

const names = (text: string) => provenanceFindings('page.md', text.split('\n')).map((f) => f.name);

describe('docs lint: provenance', () => {
  it.each([
    ['the sources, as subject', 'The sources call several keywords case-sensitive.', 'the sources'],
    ['what the sources do not cover', '## What the sources do not cover', 'the sources'],
    ['in the sources', 'The flag is not explained in the sources.', 'in the sources'],
    ['not in the sources available here', 'Its default is not in the sources available here.', 'the sources'],
    ['the old documentation', 'The old documentation points to `bdbc_s`.', 'old documentation'],
    ['the old site, with a word between', 'The old help guide advises tuning.', 'old help guide'],
    ["the reference's reply", "The reference's reply has a count of 1.", "the reference's"],
    ['in the reference', 'Returns the count (1 in the reference, for the `website` schema).', 'in the reference'],
    ['the README documents', "The package's README documents the flag.", 'readme documents'],
    ['screenshots', 'The screenshots show a Save button.', 'screenshots show'],
  ])('reports %s', (_, line, name) => {
    expect(names(line)).toEqual([name]);
  });

  it('finds wording broken across two lines, on the line where it starts', () => {
    const findings = provenanceFindings('page.md', ['Intro.', '', 'As the old', 'documentation says, it runs.']);
    expect(findings.map((f) => [f.line, f.col, f.name])).toEqual([[3, 8, 'old documentation']]);
  });

  it('leaves product facts alone: data sources, source code, the reference pages, inline code', () => {
    expect(names('Events arrive from data sources; the source stream is `s1`. The reference pages list every call.')).toEqual([]);
    expect(names('Redistributions of source code must retain the notice. Run `cat the sources say`.')).toEqual([]);
  });

  it('checks the front matter, not code blocks', () => {
    const page = parsePage('p.md', '---\ndescription: What the sources say about tables\n---\n\n```text\nthe sources say\n```\n');
    expect((provenance.checkPage!(page, {} as never) as { line: number }[]).map((f) => f.line)).toEqual([2]);
  });

  it('checks the OpenAPI document', () => {
    expect(provenance.checkOpenApi!('openapi.yaml', "description: |\n  In the reference's reply the count is 1.\n", {} as never).map((f) => f.line)).toEqual([2]);
  });
});
