import React from 'react';
import Link from '@docusaurus/Link';
import { areas } from '@site/src/config/areas';
import styles from './styles.module.css';

/** A compact list of links to every documentation area (404 page, search without results). */
export default function AreaList({ withHome = false }: { withHome?: boolean }): React.JSX.Element {
  return (
    <ul className={styles.list}>
      {withHome && (
        <li>
          <Link to="/">Documentation home</Link>
        </li>
      )}
      {areas.map((area) => (
        <li key={area.title}>
          <Link to={area.href}>{area.title}</Link>
        </li>
      ))}
    </ul>
  );
}
