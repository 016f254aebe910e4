// prism-include-languages (wrapped): after the theme loads the additional languages, teach the `cypher`
// grammar BangDB's dialect (SHORT_PATH, SYMM, S=> …) so its keywords stand out.
import type { PrismLib } from 'prism-react-renderer';
import includeLanguages from '@theme-original/prism-include-languages';
import { extendCypher } from '@site/src/lib/cypherDialect';

export default function prismIncludeLanguages(Prism: PrismLib): void {
  includeLanguages(Prism);
  extendCypher(Prism);
}
