// prism-include-languages (wrapped): the theme's loader of the additional languages runs when the first code
// block renders rather than at start-up (src/lib/prism `deferGrammars`), then teaches the `cypher` grammar
// BangDB's dialect (SHORT_PATH, SYMM, S=> …) so its keywords stand out.
import type { PrismLib } from 'prism-react-renderer';
import includeLanguages from '@theme-original/prism-include-languages';
import { extendCypher } from '@site/src/lib/cypherDialect';
import { deferGrammars } from '@site/src/lib/prism';

export default function prismIncludeLanguages(Prism: PrismLib): void {
  deferGrammars(() => {
    includeLanguages(Prism);
    extendCypher(Prism);
  });
}
