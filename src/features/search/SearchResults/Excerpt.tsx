import React from 'react';
import clsx from 'clsx';
import type { ExcerptPart } from '@site/src/features/search/excerpt';
import styles from './excerpt.module.css';

/** An excerpt as text, its matching words marked (src/features/search/excerpt.ts: never markup). */
export default function Excerpt({ parts, className }: { parts: readonly ExcerptPart[]; className?: string }): React.JSX.Element {
  return (
    <span className={clsx(styles.excerpt, className)}>
      {parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>))}
    </span>
  );
}
