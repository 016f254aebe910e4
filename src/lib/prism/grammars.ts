// The site's Prism grammars: theme-classic's loader registers `themeConfig.prism.additionalLanguages`, then the
// `cypher` grammar learns BangDB's dialect (SHORT_PATH, SYMM, S=> …) so its keywords stand out, and `console`
// transcripts get their typed commands told apart from the output. Imported for its
// effect by the MDX components (src/theme/MDXComponents.tsx), the only way code reaches the page, so the grammars
// travel with the pages that can show code and stay out of the start-up script of pages without (home, search).
import includeLanguages from '@theme-original/prism-include-languages';
import { extendCypher } from '@site/src/lib/cypherDialect';
import { addConsoleTranscript } from '@site/src/lib/consoleTranscript';
import { Prism } from '.';

includeLanguages(Prism);
extendCypher(Prism);
addConsoleTranscript(Prism);
