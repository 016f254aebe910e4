/** @jest-environment node */
// The prose rules through the real command (`npm run lint:docs`): textlint's terminology rule is an ES module that
// the command loads at run time, so these pages are linted in a child process, all in one run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Finding } from '../types';

const ROOT = path.resolve(__dirname, '../../..');
const PAGES: Record<string, string> = {
  'clean.md': 'Open the table once and keep the handle. BangDB writes the log first; Cypher queries run in the CLI.\n\n' +
    'Run `bangdb-cli-2.0` from the [BangDB repository](https://github.com/sachin-sinha/bangdb) to connect.',
  'terms.md': 'Open the table once. Bangdb writes the log first, and the cypher engine reads it.',
  // a page title the navigation model fixes is a name, whatever its case; the same words elsewhere are not
  'titles.md': 'Send the query with [Run cypher on stream](/rest-api/run-cypher-on-stream); cypher also runs in the CLI.',
  'opening.md': 'This page describes how tables are opened and closed.\n\nOpen the table once.',
  'opening-later.md': 'Tables hold the data. In this guide you will open one.\n\nOpen the table once.',
  'opening-mdx.mdx': "import Tabs from '@theme/Tabs';\n\nThis guide explains the two editions.",
};

let findings: Finding[];
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'lint-prose-'));
  for (const [name, body] of Object.entries(PAGES)) writeFileSync(path.join(dir, name), `---\ntitle: T\n---\n\n${body}\n`);
  let out: string;
  try {
    out = execFileSync(process.execPath, [path.join(ROOT, 'node_modules/jiti/bin/jiti.js'), 'tests/lint/cli.ts', '--only', 'terms,opening', '--format', 'json', dir], { cwd: ROOT, encoding: 'utf8' });
  } catch (e) {
    out = (e as { stdout: string }).stdout; // exit 1: findings
  }
  findings = (JSON.parse(out) as { findings: Finding[] }).findings;
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const of = (name: string) => findings.filter((f) => f.file.endsWith(`/${name}`)).map((f) => [f.rule, f.line, f.rule === 'opening' ? f.message : f.name]);

describe('docs lint: prose rules', () => {
  it('passes a clean page (names in code and links are not prose)', () => {
    expect(of('clean.md')).toEqual([]);
  });

  it('reports misspelt product terms with the right spelling', () => {
    expect(of('terms.md')).toEqual([['terms', 5, 'Bangdb'], ['terms', 5, 'cypher']]);
    expect(findings.find((f) => f.name === 'Bangdb')?.nearest).toBe('BangDB');
  });

  it('leaves the page titles of the navigation model as they are', () => {
    expect(of('titles.md')).toEqual([['terms', 5, 'cypher']]);
    expect(findings.find((f) => f.file.endsWith('/titles.md'))?.col).toBe(77);
  });

  it('reports an opening that announces the page, in .md and .mdx', () => {
    expect(of('opening.md')).toEqual([['opening', 5, expect.stringMatching(/announces the page/)]]);
    expect(of('opening-later.md')).toEqual([['opening', 5, expect.stringMatching(/In this guide/)]]);
    expect(of('opening-mdx.mdx')).toEqual([['opening', 7, expect.stringMatching(/This guide explains/)]]);
  });
});
