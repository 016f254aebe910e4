// MDXComponents (wrapped): Markdown tables become ScrollableTable, keyboard-reachable when they scroll; code
// blocks get their Prism grammars from here, so only pages rendered from Markdown download them; pages can use
// <IllustrativeOutput> without an import.
import '@site/src/lib/prism/grammars';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import IllustrativeOutput from '@site/src/components/IllustrativeOutput';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  IllustrativeOutput,
};
