import React from 'react';
import Link from '@docusaurus/Link';
import { areas } from '@site/src/config/areas';
import styles from './styles.module.css';

/** The docs home's grid of areas: one card per area, linking to the area's overview. */
export default function AreaCards(): React.JSX.Element {
  return (
    <ul className={styles.grid} aria-label="Documentation areas">
      {areas.map((area) => (
        <li key={area.title} className={styles.card}>
          <Link to={area.href} className={`bdb-card ${styles.link}`}>
            <span className={styles.title}>{area.title}</span>
            <span className={styles.description}>{area.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
