import React from 'react';
import { useDisclosure } from '@site/src/lib/useDisclosure';
import { ChevronIcon } from '@site/src/components/icons';
import ProductList from './ProductList';
import styles from './styles.module.css';

/** The Products popover: opens and closes on click; closes on Escape, a press outside and focus moving on (useDisclosure). */
export default function ProductsPopover() {
  const { open, toggle, panelId, container, trigger } = useDisclosure();
  return (
    <div ref={container} className={styles.popoverRoot}>
      <button
        ref={trigger}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}>
        Products <ChevronIcon size={16} className={open ? styles.chevronOpen : undefined} />
      </button>
      <div id={panelId} className={styles.popover} hidden={!open} role="region" aria-label="Products">
        <ProductList />
      </div>
    </div>
  );
}
