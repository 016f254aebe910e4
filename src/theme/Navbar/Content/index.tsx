// Navbar/Content (ejected, the smallest navbar slot): the BangDB header — logo, marketing links, Products
// popover, search box, colour-mode toggle, Download button and, below 1200 px, the one menu, which
// also holds the area sidebar on phones (Navbar/MobileSidebar, the theme's second drawer, renders nothing).
import React from 'react';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import SearchBar from '@theme/SearchBar';
import { download, logo } from '@site/src/config/header';
import { BangdbIcon } from '@site/src/components/icons';
import HeaderLinks from './HeaderLinks';
import ProductsPopover from './ProductsPopover';
import MobileMenu from './MobileMenu';
import styles from './styles.module.css';

export default function NavbarContent(): React.JSX.Element {
  return (
    <div className={`navbar__inner ${styles.inner}`}>
      <div className={styles.start}>
        <a href={logo.href} className={styles.logo} aria-label={`${logo.alt} home`}>
          <BangdbIcon size={28} />
          <span className={styles.logoText}>BangDB</span>
        </a>
        <nav aria-label="BangDB site" className={styles.wide}>
          <HeaderLinks className={styles.links} />
        </nav>
        <div className={styles.wide}>
          <ProductsPopover />
        </div>
      </div>
      <div className={styles.end}>
        <SearchBar />
        <NavbarColorModeToggle className={styles.colorMode} />
        <a href={download.href} className={`button button--primary ${styles.download} ${styles.wide}`}>
          {download.name}
        </a>
        <MobileMenu className={styles.narrow} />
      </div>
    </div>
  );
}
