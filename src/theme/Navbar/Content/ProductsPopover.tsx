import React, { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@site/src/lib/useDismiss';
import { ChevronIcon } from '@site/src/components/icons';
import ProductList from './ProductList';
import styles from './styles.module.css';

/** The Products popover: opens and closes on click, closes on Escape and on a click outside. */
export default function ProductsPopover() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, button);
  return (
    <div ref={container} className={styles.popoverRoot}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}>
        Products <ChevronIcon size={16} className={open ? styles.chevronOpen : undefined} />
      </button>
      <div id={panelId} className={styles.popover} hidden={!open} role="region" aria-label="Products">
        <ProductList />
      </div>
    </div>
  );
}
