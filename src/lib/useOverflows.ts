import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element's content overflows it along `axis` (it scrolls). A region that scrolls must be reachable by
 * keyboard (WCAG 2.1.1, axe `scrollable-region-focusable`): callers make it a tab stop while this is true, and leave
 * one that fits out of the tab order. False until measured in the browser; measured again when the element or its
 * children resize, and when `content` (what the element shows) changes.
 */
export default function useOverflows(ref: RefObject<HTMLElement | null>, axis: 'x' | 'y' = 'x', content?: unknown): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () =>
      setOverflows(axis === 'x' ? element.scrollWidth > element.clientWidth + 1 : element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, axis, content]);
  return overflows;
}
