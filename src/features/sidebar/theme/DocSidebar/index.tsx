// DocSidebar (wrapped, safe): adds the area-sidebar behaviours Docusaurus lacks — query string kept on links,
// query-variant entries, the filter box, the slide-away toggle, the graph narrow-window rule and scrolling the
// current page into view. Where the window has no room for it (the theme's "mobile" size), the
// sidebar goes into the header's menu instead (the navbar's secondary-menu slot, read by Navbar/Content/MobileMenu).
// A plugin's theme folder: the theme's own component is `@theme-init/DocSidebar` (`@theme-original` is this file).
import React, { useEffect, useId, useMemo, useRef } from 'react';
import DocSidebar from '@theme-init/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import type { WrapperProps } from '@docusaurus/types';
import { useLocation } from '@docusaurus/router';
import { NavbarSecondaryMenuFiller, useWindowSize } from '@docusaurus/theme-common';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { useLayoutState } from '@site/src/lib/layoutState';
import { useAreaLabel } from '@site/src/features/sidebar/useAreaLabel';
import { useWindowWidth } from '@site/src/features/sidebar/useWindowWidth';
import { applyVariants, countLinks, filterSidebar, keepQuery } from '@site/src/features/sidebar/sidebarItems';
import { isSidebarOpen, openAfterResize, scrollTopToReveal } from '@site/src/features/sidebar/sidebarState';
import AreaMenu from './AreaMenu';
import SidebarFilter from './SidebarFilter';
import SidebarNoScript from './SidebarNoScript';
import SidebarToggle from './SidebarToggle';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocSidebarType>;

/** Once per page: scroll the sidebar's own scroll container so the current page's link is visible. */
function useRevealActiveLink(root: React.RefObject<HTMLDivElement | null>, pathname: string) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const menu = root.current?.querySelector<HTMLElement>('nav.menu');
      const active = menu?.querySelector<HTMLElement>('a.menu__link[aria-current="page"]');
      if (!menu || !active) return;
      const next = scrollTopToReveal(menu.getBoundingClientRect(), active.getBoundingClientRect(), menu.scrollTop);
      if (next !== null) menu.scrollTop = next;
    });
    return () => cancelAnimationFrame(frame);
  }, [root, pathname]);
}

export default function DocSidebarWrapper(props: Props): React.JSX.Element {
  const { pathname, search: locationSearch } = useLocation();
  const sidebarName = useDocsSidebar()?.name;
  const areaLabel = useAreaLabel(sidebarName) ?? 'This area';
  const windowSize = useWindowSize();
  const width = useWindowWidth(); // null until hydrated
  // The server renders without a query string; apply it only after hydration so the markup matches.
  const search = width === null ? '' : locationSearch;
  const { sidebarOpen, setSidebarOpen, filterQuery, setFilterQuery } = useLayoutState();
  const root = useRef<HTMLDivElement>(null);
  const sliderId = useId();

  const linked = useMemo(() => keepQuery(applyVariants(props.sidebar, search), search), [props.sidebar, search]);
  const items = useMemo(() => filterSidebar(linked, filterQuery), [linked, filterQuery]);

  const previousWidth = useRef<number | null>(null);
  useEffect(() => {
    if (width === null) return;
    const previous = previousWidth.current;
    previousWidth.current = width;
    if (previous !== null) {
      const next = openAfterResize(sidebarName, sidebarOpen, previous, width);
      if (next !== sidebarOpen) setSidebarOpen(next);
    }
  }, [width, sidebarName, sidebarOpen, setSidebarOpen]);

  useRevealActiveLink(root, pathname);

  const path = `${pathname}${search}`;
  if (windowSize === 'mobile') {
    return <NavbarSecondaryMenuFiller component={AreaMenu} props={{ sidebar: linked, path, label: areaLabel }} />;
  }

  const open = width === null ? null : isSidebarOpen(sidebarName, sidebarOpen, width);
  const state = open === null ? 'auto' : open ? 'open' : 'collapsed';
  return (
    <div ref={root} className={styles.root} data-sidebar-id={sidebarName} data-sidebar-state={state}>
      <SidebarToggle open={open ?? true} controls={sliderId} onToggle={() => setSidebarOpen(!(open ?? true))} />
      <div id={sliderId} className={styles.slider}>
        <SidebarFilter
          value={filterQuery}
          onChange={setFilterQuery}
          noMatches={filterQuery.trim() !== '' && countLinks(items) === 0}
        />
        <DocSidebar {...props} sidebar={items} path={path} />
        <SidebarNoScript items={linked} />
      </div>
    </div>
  );
}
