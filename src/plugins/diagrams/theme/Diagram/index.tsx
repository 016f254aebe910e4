import React, { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import clsx from 'clsx';
import useOverflows from '@site/src/lib/useOverflows';
import type { DiagramImage } from './Viewer';
import styles from './styles.module.css';

// The viewer's code loads when a reader points at, focuses or opens a diagram's full-screen link, never up front.
const loadViewer = () => import('./Viewer');
const Viewer = lazy(loadViewer);

/**
 * A pre-rendered Mermaid diagram (src/plugins/diagrams writes one per ```mermaid fence): the light and dark images
 * at their natural size, so no label shrinks below its drawn size; a diagram wider than the column scrolls
 * sideways. The link under it opens the diagram full screen with zoom; without JavaScript it is a plain link to
 * the SVG file, which the browser shows full screen and zooms on its own.
 */
export default function PrerenderedDiagram(props: Record<keyof DiagramImage, string>): React.JSX.Element {
  const diagram: DiagramImage = { ...props, width: Number(props.width), height: Number(props.height), fontSize: Number(props.fontSize) };
  const scroller = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  const overflows = useOverflows(scroller);
  const [open, setOpen] = useState(false);

  const openViewer = (event: MouseEvent) => {
    // A new tab or window (modifier keys, middle button) gets the SVG file itself.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(true);
  };
  const closeViewer = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const image = (theme: 'light' | 'dark') => (
    <img
      className={clsx(`diagram__${theme}`, styles[theme])}
      src={diagram[theme]}
      alt={diagram.alt}
      width={diagram.width}
      height={diagram.height}
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <figure className={clsx('diagram', styles.diagram)}>
      <div
        ref={scroller}
        className={styles.scroller}
        {...(overflows ? { tabIndex: 0, role: 'group', 'aria-label': 'Diagram, scrolls sideways' } : {})}
      >
        {image('light')}
        {image('dark')}
      </div>
      <a
        ref={trigger}
        className={clsx('diagram__open', styles.open)}
        href={diagram.light}
        onClick={openViewer}
        onPointerEnter={loadViewer}
        onFocus={loadViewer}
      >
        <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4" />
        </svg>
        Open diagram full screen
      </a>
      {open && (
        <Suspense fallback={null}>
          <Viewer diagram={diagram} onClose={closeViewer} />
        </Suspense>
      )}
    </figure>
  );
}
