// MDXComponents (theme enhancer, patch `grammarsWithPages`): registers the Prism grammars as theme-classic's
// start-up client module did (same statements; ../startupLoader.cjs empties that module), here where every
// Markdown page gets its components, so the grammars travel with the pages that can show code.
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import MDXComponents from '@theme-init/MDXComponents';

prismIncludeLanguages(Prism);

export default MDXComponents;
