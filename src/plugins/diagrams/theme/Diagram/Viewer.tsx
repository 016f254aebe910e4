import React, { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import { fitZoom, initialZoom, zoomForKey, zoomIn, zoomOut } from './zoom';
import styles from './viewer.module.css';

/** The room for the drawing inside the viewing area (its padding left out). */
function room(element: HTMLElement): { width: number; height: number } {
  const style = getComputedStyle(element);
  return {
    width: element.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0'),
    height: element.clientHeight - parseFloat(style.paddingTop || '0') - parseFloat(style.paddingBottom || '0'),
  };
}

export interface DiagramImage {
  light: string;
  dark: string;
  width: number;
  height: number;
  /** The smallest text of the drawing at its natural size, in CSS pixels. */
  fontSize: number;
  alt: string;
}

/**
 * The full-screen view of a diagram: a modal dialog (Esc closes it, focus stays inside) with the rendering of the
 * current colour mode, zoom buttons, + / − / 0 keys and Ctrl + wheel (a trackpad pinch) to zoom, and scrolling
 * to pan. Loaded on demand by the diagram's full-screen link.
 */
export default function Viewer({ diagram, onClose }: { diagram: DiagramImage; onClose: () => void }): React.JSX.Element {
  const dialog = useRef<HTMLDialogElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const { colorMode } = useColorMode();
  const [zoom, setZoom] = useState(1);
  // Where the middle of the view was, as a share of the drawing, so zooming keeps it in place.
  const centre = useRef<[number, number]>([0.5, 0.5]);

  useEffect(() => {
    dialog.current?.showModal();
    if (area.current) setZoom(initialZoom(diagram, room(area.current)));
    area.current?.focus();
    // Ctrl + wheel (and a trackpad pinch) zooms the drawing instead of the page; React's wheel listener is passive.
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      change((z) => (event.deltaY < 0 ? zoomIn(z) : zoomOut(z)));
    };
    const element = area.current;
    element?.addEventListener('wheel', onWheel, { passive: false });
    return () => element?.removeEventListener('wheel', onWheel);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opens once; `change` only uses refs and setZoom
  }, []);

  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    const [x, y] = centre.current;
    element.scrollLeft = x * element.scrollWidth - element.clientWidth / 2;
    element.scrollTop = y * element.scrollHeight - element.clientHeight / 2;
  }, [zoom]);

  function change(next: (zoom: number) => number) {
    const element = area.current;
    if (element && element.scrollWidth > 0) {
      centre.current = [
        (element.scrollLeft + element.clientWidth / 2) / element.scrollWidth,
        (element.scrollTop + element.clientHeight / 2) / element.scrollHeight,
      ];
    }
    setZoom(next);
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const next = zoomForKey(event.key, zoom);
    if (next === undefined) return;
    event.preventDefault();
    change(() => next);
  };
  const fit = () => {
    const element = area.current;
    if (!element) return;
    const { width, height } = room(element);
    change(() => fitZoom(diagram.width, diagram.height, width, height));
  };

  return (
    <dialog ref={dialog} className={styles.viewer} aria-label="Diagram, full screen" onClose={onClose}>
      <div className={styles.toolbar}>
        <span className={styles.zoomLevel} aria-live="polite">
          <span className={styles.zoomWord}>Zoom </span>
          {Math.round(zoom * 100)} %
        </span>
        <button type="button" className={styles.button} onClick={() => change(zoomOut)} aria-label="Zoom out">
          −
        </button>
        <button type="button" className={styles.button} onClick={() => change(zoomIn)} aria-label="Zoom in">
          +
        </button>
        <button type="button" className={styles.button} onClick={fit}>
          Fit
        </button>
        <button type="button" className={styles.button} onClick={() => change(() => 1)}>
          Actual size
        </button>
        <button type="button" className={styles.button} onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      {/* The drawing's scrolling area takes focus, so arrow keys pan it and + / − / 0 zoom it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the zoom keys, see above */}
      <div
        ref={area}
        className={styles.area}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable
        tabIndex={0}
        role="group"
        aria-label="Diagram: arrow keys scroll, + and − zoom, 0 shows the actual size, Esc closes"
        onKeyDown={onKeyDown}
      >
        <img
          className={styles.zoomed}
          src={colorMode === 'dark' ? diagram.dark : diagram.light}
          alt={diagram.alt}
          width={Math.round(diagram.width * zoom)}
          height={Math.round(diagram.height * zoom)}
        />
      </div>
    </dialog>
  );
}
