import React, { useEffect, useRef, useState, type ComponentProps } from 'react';
import { tableScrollState } from '@site/src/lib/tableScroll';

/**
 * A Markdown table. Infima lets a wide table scroll sideways inside itself; the stylesheet (src/css/custom.css)
 * keeps its first column in view and shades the edge that has more columns behind it. A region that scrolls must
 * be reachable by keyboard (WCAG 2.1.1, axe `scrollable-region-focusable`), so a table that overflows becomes a
 * tab stop (arrow keys then scroll it) and one that fits stays out of the tab order.
 */
export default function ScrollableTable({ className, ...props }: ComponentProps<'table'>): React.JSX.Element {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);
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
  return <table ref={ref} className={`bdb-table ${className ?? ''}`.trim()} {...props} {...(overflows ? { tabIndex: 0 } : {})} />;
}
