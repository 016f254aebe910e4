// prism-include-languages (theme enhancer): theme-classic's loader of `themeConfig.prism.additionalLanguages`, then
// BangDB's Cypher dialect (SHORT_PATH, SYMM, S=> …) on the `cypher` grammar so its keywords stand out, and `console`
// transcripts with their typed commands told apart from the output. The performance patch grammarsWithPages calls it
// from the Markdown pages instead of at start-up.
import type * as PrismNamespace from 'prismjs';
import includeLanguages from '@theme-init/prism-include-languages';
import { extendCypher } from '../cypherDialect';
import { addConsoleTranscript } from '../consoleTranscript';

export default function prismIncludeLanguages(Prism: typeof PrismNamespace): void {
  includeLanguages(Prism);
  extendCypher(Prism);
  addConsoleTranscript(Prism);
}
