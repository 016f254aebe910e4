// Local remark plugin: build-time bar charts drawn from the page's own table, so chart and table cannot disagree.
// A writer puts a marker right before a Markdown table:
//
//   <BarChart title="Run-phase throughput, operations per second (higher is better)" />
//
//   | Workload | BangDB | MongoDB |
//   |---|---:|---:|
//   | A | 296,701 | 33,449 |
//
// and the plugin hands the table's numbers to the BarChart component (theme/BarChart), which draws them as an
// SVG in the page's HTML; the table stays below it. `columns="Average throughput"` (comma-separated headers)
// picks the columns to chart; without it every column of numbers is charted. A marker that is not followed by
// a table of numbers stops the build with the page and the reason.
import { esmImport, jsxElement, stringProp, type MdNode } from '../../lib/mdast';
import { readTable } from './chart';

const MARKER = 'BarChart';
const COMPONENT_SOURCE = '@site/src/plugins/charts/theme/BarChart';

/** The plain text of a table cell (inline code, emphasis and links reduced to their words). */
function cellText(node: MdNode): string {
  if (typeof node.value === 'string' && node.type !== 'html') return node.value;
  return (node.children ?? []).map(cellText).join('');
}

export default function remarkCharts() {
  return (tree: MdNode, file: { path?: string }): void => {
    let charts = 0;
    const visit = (node: MdNode): void => {
      node.children?.forEach((child, index) => {
        if (child.type !== 'mdxJsxFlowElement' || child.name !== MARKER) {
          visit(child);
          return;
        }
        const fail = (reason: string) => new Error(`${file.path ?? 'a page'}: <${MARKER}>: ${reason}.`);
        const title = stringProp(child, 'title');
        if (!title) throw fail('give the chart a title="..."');
        const table = node.children![index + 1];
        if (table?.type !== 'table') throw fail('put it right before the Markdown table it draws');
        const rows = (table.children ?? []).map((row) => (row.children ?? []).map(cellText));
        const columns = stringProp(child, 'columns')?.split(',').map((c) => c.trim());
        try {
          node.children![index] = jsxElement(MARKER, { title, data: JSON.stringify(readTable(title, rows, columns)) });
        } catch (error) {
          throw fail((error as Error).message);
        }
        charts += 1;
      });
    };
    visit(tree);
    if (charts > 0) tree.children!.unshift(esmImport(MARKER, COMPONENT_SOURCE));
  };
}
