import React from 'react';
import Link from '@docusaurus/Link';
import type { ResultView } from '@site/src/features/search/resultView';
import Excerpt from './Excerpt';
import styles from './styles.module.css';

export default function Result({ result }: { result: ResultView }): React.JSX.Element {
  return (
    <li className={styles.result}>
      <span className={styles.area}>{result.area}</span>
      <Link to={result.url} className={styles.title}>
        {result.title}
        {result.heading && <span className={styles.heading}> › {result.heading}</span>}
      </Link>
      {result.breadcrumb && <span className={styles.breadcrumb}>{result.breadcrumb}</span>}
      <p className={styles.excerpt}>
        <Excerpt parts={result.excerpt} />
      </p>
    </li>
  );
}
