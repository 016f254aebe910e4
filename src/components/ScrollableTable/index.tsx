import React, { useRef, type ComponentProps } from 'react';
import useOverflows from '@site/src/lib/useOverflows';

/**
 * A Markdown table. Infima lets a wide table scroll sideways inside itself; a region that scrolls must be
 * reachable by keyboard (WCAG 2.1.1, axe `scrollable-region-focusable`), so a table that overflows becomes a
 * tab stop (arrow keys then scroll it) and one that fits stays out of the tab order.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): React.JSX.Element {
  const ref = useRef<HTMLTableElement>(null);
  const overflows = useOverflows(ref);
  return <table ref={ref} {...props} {...(overflows ? { tabIndex: 0 } : {})} />;
}
