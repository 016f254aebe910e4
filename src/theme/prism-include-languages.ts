// prism-include-languages (wrapped): the theme's loader of `themeConfig.prism.additionalLanguages`, then BangDB's
// Cypher dialect (SHORT_PATH, SYMM, S=> …) on the `cypher` grammar so its keywords stand out, and `console`
// transcripts with their typed commands told apart from the output.
import type * as PrismNamespace from 'prismjs';
import includeLanguages from '@theme-original/prism-include-languages';
import { extendCypher } from '@site/src/lib/cypherDialect';
import { addConsoleTranscript } from '@site/src/lib/consoleTranscript';

export default function prismIncludeLanguages(Prism: typeof PrismNamespace): void {
  includeLanguages(Prism);
  extendCypher(Prism);
  addConsoleTranscript(Prism);
}
