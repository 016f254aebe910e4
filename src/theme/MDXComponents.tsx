// MDXComponents (wrapped): Markdown tables become ScrollableTable, keyboard-reachable when they scroll.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
