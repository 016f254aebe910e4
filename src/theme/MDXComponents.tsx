// MDXComponents (wrapped): Markdown tables become ScrollableTable, keyboard-reachable when they scroll; pages can use
// <IllustrativeOutput> without an import.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import IllustrativeOutput from '@site/src/components/IllustrativeOutput';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  IllustrativeOutput,
};
