// MDXComponents (wrapped): Markdown tables become ScrollableTable, keyboard-reachable when they scroll; code
// blocks get their Prism grammars from here, so only pages rendered from Markdown download them.
import '@site/src/lib/prism/grammars';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
