/** The fenced code of the documentation pages, by language (for tests of code highlighting). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { instances } from '../../../config/instances';
import { fencesOf } from '../../../lib/fences';

const root = path.resolve(__dirname, '../../../..');

/** Fence languages shown as plain text on purpose (diagrams never reach a code block). */
export const PLAIN_LANGUAGES = new Set(['text', 'license', 'mermaid']);

/** Language → the code of every fence in that language, plain-text languages left out. */
export function fencedCode(): Map<string, string[]> {
  const files = instances.map((instance) => instance.folder).flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.mdx?$/.test(f))
      .map((f) => path.join(root, dir, f)),
  );
  const byLanguage = new Map<string, string[]>();
  for (const file of files) {
    for (const { lang, body } of fencesOf(readFileSync(file, 'utf8'))) {
      if (!lang || PLAIN_LANGUAGES.has(lang)) continue;
      byLanguage.set(lang, [...(byLanguage.get(lang) ?? []), body.join('\n')]);
    }
  }
  return byLanguage;
}
