import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element's content is wider than the element (it scrolls sideways). A region that scrolls must be
 * reachable by keyboard (WCAG 2.1.1, axe `scrollable-region-focusable`): callers make it a tab stop while this is
 * true, and leave one that fits out of the tab order. False until measured in the browser.
 */
export default function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
