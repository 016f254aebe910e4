import React, { useMemo } from 'react';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import DocSidebarItems from '@theme/DocSidebarItems';
import { useLayoutState } from '@site/src/lib/layoutState';
import { countLinks, filterSidebar } from '@site/src/features/sidebar/sidebarItems';
import SidebarFilter from './SidebarFilter';
import styles from './styles.module.css';

export interface AreaMenuProps {
  /** The area's tree, query variants applied and the query string kept on its links. */
  sidebar: PropSidebarItem[];
  /** The current page (with its query string), highlighted in the tree. */
  path: string;
  /** The area's name; the section's heading and the name of its navigation landmark. */
  label: string;
}

/** The area sidebar inside the header's phone menu: its name, the filter box and the tree. */
export default function AreaMenu({ sidebar, path, label }: AreaMenuProps): React.JSX.Element {
  const { filterQuery, setFilterQuery } = useLayoutState();
  const items = useMemo(() => filterSidebar(sidebar, filterQuery), [sidebar, filterQuery]);
  return (
    <nav className={`menu ${styles.areaMenu}`} aria-label={`${label} pages`}>
      <p className="bdb-menu-heading">{label}</p>
      <SidebarFilter
        className={styles.areaFilter}
        value={filterQuery}
        onChange={setFilterQuery}
        noMatches={filterQuery.trim() !== '' && countLinks(items) === 0}
      />
      <ul className="theme-doc-sidebar-menu menu__list">
        <DocSidebarItems items={items} activePath={path} level={1} />
      </ul>
    </nav>
  );
}
