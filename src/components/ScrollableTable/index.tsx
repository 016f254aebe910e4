import React, { Children, isValidElement, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { isReferenceTable, tableScrollState } from '@site/src/lib/tableScroll';

type Parent = { children?: ReactNode };

/** The text of a node and everything inside it. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return isValidElement<Parent>(node) ? textOf(node.props.children) : '';
}

/** The text of each row's cells, in order (the header row first), from the table's JSX as MDX writes it. */
function rowsOf(node: ReactNode): string[][] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement<Parent>(child)) return [];
    if (child.type === 'tr') return [Children.toArray(child.props.children).filter(isValidElement).map(textOf)];
    return rowsOf(child.props.children);
  });
}

/**
 * A Markdown table. Infima lets a wide table scroll sideways inside itself; the stylesheet (src/css/tables.css)
 * keeps its first column in view and shades the edge that has more columns behind it. A region that scrolls must
 * be reachable by keyboard (WCAG 2.1.1, axe `scrollable-region-focusable`), so a table that overflows becomes a
 * tab stop (arrow keys then scroll it) and one that fits stays out of the tab order. A reference table (names and
 * their meaning, `isReferenceTable`) is marked `data-layout="reference"`: narrow screens and print stack its rows.
 */
export default function ScrollableTable({ className, children, ...props }: ComponentProps<'table'>): React.JSX.Element {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);
  const reference = isReferenceTable(rowsOf(children));
  useEffect(() => {
    const table = ref.current;
    if (!table || typeof ResizeObserver === 'undefined') return undefined;
    // Written straight to the element: scrolling must not re-render the table.
    const mark = () => {
      const state = tableScrollState(table);
      table.dataset.scroll = state;
      setOverflows(state !== 'none');
    };
    mark();
    const observer = new ResizeObserver(mark);
    observer.observe(table);
    table.addEventListener('scroll', mark, { passive: true });
    return () => {
      observer.disconnect();
      table.removeEventListener('scroll', mark);
    };
  }, []);
  return (
    <table
      ref={ref}
      className={`bdb-table ${className ?? ''}`.trim()}
      {...(reference ? { 'data-layout': 'reference' } : {})}
      {...props}
      {...(overflows ? { tabIndex: 0 } : {})}
    >
      {children}
    </table>
  );
}
