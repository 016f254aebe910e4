import React from 'react';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import styles from './styles.module.css';

function Items({ items }: { items: readonly PropSidebarItem[] }) {
  return (
    <ul className="menu__list">
      {items.map((item, i) =>
        item.type === 'link' ? (
          <li key={i} className="menu__list-item">
            <a className="menu__link" href={item.href}>
              {item.label}
            </a>
          </li>
        ) : item.type === 'category' ? (
          <li key={i} className="menu__list-item">
            {item.href ? (
              <a className="menu__link" href={item.href}>
                {item.label}
              </a>
            ) : (
              <span className="menu__link">{item.label}</span>
            )}
            <Items items={item.items} />
          </li>
        ) : null,
      )}
    </ul>
  );
}

/**
 * Without JavaScript the theme's collapsed categories have no links in the page (they render on expand), and
 * the filter and toggle do nothing: the server-rendered page then shows every page of the area, expanded.
 */
export default function SidebarNoScript({ items }: { items: readonly PropSidebarItem[] }): React.JSX.Element {
  return (
    <noscript>
      <style>{`.theme-doc-sidebar-menu, .${styles.filter}, .${styles.toggle} { display: none !important; }`}</style>
      <nav className="menu" aria-label="Pages of this area">
        <Items items={items} />
      </nav>
    </noscript>
  );
}
