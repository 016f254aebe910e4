// MDXComponents (theme enhancer, patch `grammarsWithPages`): registers the Prism grammars here, where every Markdown
// page gets its components, so the grammars travel with the pages that can show code (../prism-include-languages
// leaves the start-up call empty).
import { Prism } from 'prism-react-renderer';
import registerGrammars from '@site/src/features/code-highlighting/theme/prism-include-languages';
import MDXComponents from '@theme-init/MDXComponents';

registerGrammars(Prism);

export default MDXComponents;
