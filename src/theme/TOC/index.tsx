// TOC (wrapped): the theme highlights the section being read but leaves a long table of contents' own scroll box
// where it was, so the highlighted entry can sit out of view; this keeps it in view as the reader scrolls.
import React, { useEffect, useRef } from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type { WrapperProps } from '@docusaurus/types';
import { scrollTopToReveal } from '@site/src/features/sidebar/sidebarState';

type Props = WrapperProps<typeof TOCType>;

/** The class the theme gives the highlighted entry (theme-classic's TOC). */
const ACTIVE_LINK = '.table-of-contents__link--active';

export default function TOCWrapper(props: Props): React.JSX.Element {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = root.current?.firstElementChild;
    if (!(box instanceof HTMLElement)) return undefined;
    const reveal = () => {
      const active = box.querySelector(ACTIVE_LINK);
      if (!active) return;
      const next = scrollTopToReveal(box.getBoundingClientRect(), active.getBoundingClientRect(), box.scrollTop);
      if (next !== null) box.scrollTop = next;
    };
    const observer = new MutationObserver(reveal);
    observer.observe(box, { subtree: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  // `display: contents`: the theme's box stays a child of the column it sticks in.
  return (
    <div ref={root} style={{ display: 'contents' }}>
      <TOC {...props} />
    </div>
  );
}
