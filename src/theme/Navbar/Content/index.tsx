// Navbar/Content (ejected, the smallest navbar slot): the BangDB header — logo, marketing links, Products
// popover, search box, colour-mode toggle, Download button and the mobile menu (spec §2.1). Navbar/Layout,
// with Docusaurus' mobile docs drawer, stays the theme's own.
import React from 'react';
import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
import ColorModeToggle from '@theme/ColorModeToggle';
import SearchBar from '@theme/SearchBar';
import { download, logo } from '@site/src/config/header';
import { BangdbIcon } from '@site/src/components/icons';
import HeaderLinks from './HeaderLinks';
import ProductsPopover from './ProductsPopover';
import MobileMenu from './MobileMenu';
import styles from './styles.module.css';

function ColorMode() {
  const { colorMode, setColorMode } = useColorMode();
  const { colorMode: { disableSwitch, respectPrefersColorScheme } } = useThemeConfig();
  if (disableSwitch) return null;
  return (
    <ColorModeToggle
      className={styles.colorMode}
      value={colorMode}
      onChange={setColorMode}
      respectPrefersColorScheme={respectPrefersColorScheme}
    />
  );
}

export default function NavbarContent(): React.JSX.Element {
  return (
    <div className={`navbar__inner ${styles.inner}`}>
      <div className={styles.start}>
        {/* Always in the server-rendered page (CSS hides it where there is no docs sidebar), so the header does
            not shift when the drawer's content registers after hydration. */}
        <NavbarMobileSidebarToggle />
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
        <ColorMode />
        <a href={download.href} className={`button button--primary ${styles.download} ${styles.wide}`}>
          {download.name}
        </a>
        <MobileMenu className={styles.narrow} />
      </div>
    </div>
  );
}
