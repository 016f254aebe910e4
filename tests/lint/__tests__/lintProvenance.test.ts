/** @jest-environment node */
// The docs lint's provenance rule: writer's notes ("not documented", "in a recorded run", "the sources say"), each
// kind planted once; where it stays silent; and the counted allowance that keeps a warning a reader needs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parsePage } from '../page';
import { lintFiles } from '../run';
import { MAX_ALLOWANCES, provenance, provenanceFindings } from '../rules/provenance';

const names = (text: string) => provenanceFindings('page.md', text.split('\n')).map((f) => f.name);
const checkPage = (file: string, source: string) => provenance.checkPage!(parsePage(file, source), {} as never) as ReturnType<typeof provenanceFindings>;
const allow = (reason: string) => `{/* lint-allow provenance: ${reason} */}`;

describe('docs lint: provenance', () => {
  it.each([
    ['BangDB does not document X', 'BangDB does not document the order of rows.', 'does not document'],
    ["doesn't document, any casing", "bangdb DOESN'T DOCUMENT the flag.", "doesn't document"],
    ['is not documented', 'Who releases the value is not documented.', 'not documented'],
    ['not documented further', 'A toggle (not documented further).', 'not documented'],
    ['a table cell', '| **How CRM works** | Not documented. |', 'not documented'],
    ['undocumented', 'The flag is undocumented.', 'undocumented'],
    ['not documented, after "when"', 'Whether leads keep their IDs when you change it is not documented.', 'not documented'],
    ['is not specified', 'The unit is not specified.', 'not specified'],
    ['not stated', '| A record | Not stated |', 'not stated'],
    ['no … is documented', 'No `activate` form of the `bdbagent` command is documented.', 'no form of the command is documented'],
    ['BangDB does not say', 'BangDB does not say whether `filename` is typed as it is.', 'bangdb does not say'],
    ['the headers do not list', 'The headers do not list other return values.', 'the headers do not list'],
    ['not defined beyond these labels', 'They are not defined beyond these labels.', 'not defined beyond these labels'],
    ['the page does not list', 'It also offers **Accepted**, which the page does not list.', 'the page does not list'],
    ['BangDB publishes no', 'BangDB publishes no help document for this example.', 'bangdb publishes no'],
    ['BangDB documents', 'BangDB documents test commands for SNMP v3 only.', 'bangdb documents'],
    ['the published results', 'The published results use 10 million records.', 'the published results'],
    ['the published summary', 'See the published summary.', 'the published summary'],
    ['the published report', 'As in the published report, reads win.', 'the published report'],
    ['output is published', 'Server output for this data is published for two of them.', 'output for this data is published'],
    ['in a recorded run', 'In a recorded run the chart is titled `scan`.', 'recorded run'],
    ['a recorded CLI session', 'It holds the recorded CLI session.', 'recorded cli session'],
    ['Read from the script', 'Read from the script, it installs three packages:', 'read from the script'],
    ['the script leaves that as a to-do', 'Open port 161 (the script leaves that as a to-do).', 'to-do'],
    ["the use case's README says", "The use case's README says to start the agent first.", 'readme says'],
    ['a README in inline code', 'The folder\'s `README.md` writes this command as `bash x`.', 'readme writes'],
    ['the sources, as subject', 'The sources call several keywords case-sensitive.', 'the sources'],
    ['what the sources do not cover', '## What the sources do not cover', 'the sources'],
    ['in the sources', 'The flag is explained in the sources.', 'in the sources'],
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
    expect(names('What the flag does is not\ndocumented.')).toEqual(['not documented']);
  });

  it('leaves product facts alone: data sources, documents, parameters left out, published posts, inline code', () => {
    expect(names('Events arrive from data sources; the source stream is `s1`. The reference pages list every call.')).toEqual([]);
    expect(names('Redistributions of source code must retain the notice. Run `cat the sources say`.')).toEqual([]);
    expect(names('BangDB documents are JSON. If `ttl` is not specified, the bucket keeps the default.')).toEqual([]);
    expect(names('Enter keeps a default the prompt does not state; the reply does not specify a count.')).toEqual([]);
    expect(names('Once admins approve it, the post is published. A buffer of recorded operations. Set `todo: not documented`.')).toEqual([]);
  });

  it('checks the front matter, code block titles and diagram labels, not code', () => {
    const source = [
      '---', 'description: What the sources say about tables', '---', '',
      '```text title="show models, from a recorded run"', 'the sources say; not documented', '```', '',
      '```mermaid', 'flowchart TB', '  B -- No --> D[Outcome not documented]', '```', '',
    ].join('\n');
    expect(checkPage('p.md', source).map((f) => [f.line, f.name])).toEqual([[2, 'the sources'], [5, 'recorded run'], [11, 'not documented']]);
  });

  it('checks .mdx pages, and leaves the generated .api.mdx pages to their source, the OpenAPI document', () => {
    expect(checkPage('rest-api/x.mdx', 'Intro.\n\nBangDB does not document the reply.\n').map((f) => f.line)).toEqual([3]);
    expect(checkPage('rest-api/x.api.mdx', 'Intro.\n\nBangDB does not document the reply.\n')).toEqual([]);
  });

  it('checks the OpenAPI document', () => {
    const yaml = "paths:\n  /x:\n    post:\n      description: |\n        In the reference's reply the count is 1.\n      responses:\n        '200':\n          description: BangDB does not document the response body of this call.\n";
    expect(provenance.checkOpenApi!('openapi.yaml', yaml, {} as never).map((f) => [f.line, f.name])).toEqual([[5, 'in the reference'], [8, 'does not document']]);
  });

  describe('allowances', () => {
    it('an annotation on the line before a block keeps its one finding, with the reason', () => {
      const source = `Intro.\n\n${allow('a reader loses data otherwise')}\nBangDB does not document a way to recover a deleted lead.\n`;
      const findings = checkPage('docs/p.md', source);
      expect(findings.map((f) => [f.line, f.allowed])).toEqual([[4, 'a reader loses data otherwise']]);
    });

    it('keeps only one finding per annotation, and only in the block right after it', () => {
      const source = `${allow('why')}\nThe unit is not specified; the range is not documented.\n\nThe flag is undocumented.\n`;
      expect(checkPage('docs/p.md', source).map((f) => [f.line, f.name, f.allowed])).toEqual([
        [2, 'not specified', 'why'], [2, 'not documented', undefined], [4, 'undocumented', undefined],
      ]);
    });

    it('reports an annotation that keeps nothing, one without a reason and an HTML comment (which breaks the MDX build)', () => {
      const source = `${allow('stale')}\nAll fine here.\n\n{/* lint-allow provenance: */}\nText.\n\n<!-- lint-allow provenance: why -->\nText.\n`;
      expect(checkPage('docs/p.md', source).map((f) => [f.line, f.allowed])).toEqual([[1, undefined], [4, undefined], [7, undefined]]);
      expect(checkPage('docs/p.md', 'Write `{/* lint-allow provenance: why */}` before the paragraph.\n')).toEqual([]);
    });

    it('in the OpenAPI document, an x-lint-allow-provenance key keeps one finding in the mapping that holds it', () => {
      const yaml = [
        'paths:', '  /a:', '    post:', '      x-lint-allow-provenance: the reader must check errcode', '      description: |',
        '        The reply is not documented.', '  /b:', '    post:', '      description: The reply is not documented.', '',
      ].join('\n');
      expect(provenance.checkOpenApi!('openapi.yaml', yaml, {} as never).map((f) => [f.line, f.allowed])).toEqual([
        [6, 'the reader must check errcode'], [9, undefined],
      ]);
    });

    describe('across the tree', () => {
      let root: string;
      const writePages = (count: number) => {
        rmSync(path.join(root, 'docs'), { recursive: true, force: true });
        mkdirSync(path.join(root, 'docs'));
        for (let i = 1; i <= count; i++) {
          writeFileSync(path.join(root, `docs/p${String(i).padStart(2, '0')}.md`), `Intro.\n\n${allow(`reason ${i}`)}\nThe unit is not documented.\n`);
        }
      };
      beforeAll(() => {
        root = mkdtempSync(path.join(tmpdir(), 'lint-provenance-'));
      });
      afterAll(() => rmSync(root, { recursive: true, force: true }));

      it(`passes with ${MAX_ALLOWANCES} allowances and counts them`, async () => {
        writePages(MAX_ALLOWANCES);
        const { findings, allowed } = await lintFiles(['docs'], [provenance], {} as never, root);
        expect(findings).toEqual([]);
        expect(allowed).toHaveLength(MAX_ALLOWANCES);
      });

      it(`fails the ${MAX_ALLOWANCES + 1}th allowance`, async () => {
        writePages(MAX_ALLOWANCES + 1);
        const { findings, allowed } = await lintFiles(['docs'], [provenance], {} as never, root);
        expect(allowed).toHaveLength(MAX_ALLOWANCES + 1);
        expect(findings.map((f) => [f.file, f.line])).toEqual([[path.join('docs', `p${MAX_ALLOWANCES + 1}.md`), 4]]);
        expect(findings[0].message).toMatch(/allowance 11 of 11: the tree may keep at most 10 provenance findings/);
      });
    });
  });
});
