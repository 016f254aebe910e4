import React from 'react';
import { useDisclosure } from '@site/src/lib/useDisclosure';
import { download } from '@site/src/config/header';
import { CloseIcon, MenuIcon } from '@site/src/components/icons';
import HeaderLinks from './HeaderLinks';
import ProductList from './ProductList';
import styles from './styles.module.css';

/** Below 1200 px: a menu button toggling a panel with the header links, the products and Download. */
export default function MobileMenu({ className }: { className?: string }) {
  const { open, close, toggle, panelId, container, button } = useDisclosure();
  return (
    <div ref={container} className={`${styles.popoverRoot} ${className ?? ''}`}>
      <button
        ref={button}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={toggle}>
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div id={panelId} className={styles.mobilePanel} hidden={!open}>
        <nav aria-label="BangDB site (mobile)">
          <HeaderLinks className={styles.mobileLinks} onNavigate={close} />
        </nav>
        <p className={styles.panelHeading}>Products</p>
        <ProductList />
        <a href={download.href} className="button button--primary button--block margin-top--md">
          {download.name}
        </a>
      </div>
    </div>
  );
}
