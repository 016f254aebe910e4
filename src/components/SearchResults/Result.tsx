import React from 'react';
import Link from '@docusaurus/Link';
import { parseExcerpt } from '@site/src/lib/search/excerpt';
import type { PagefindResultData } from '@site/src/lib/search/pagefind';
import styles from './styles.module.css';

const marks = (html: string) => parseExcerpt(html).filter((p) => p.mark).length;

/** The heading of the page that matches best (most highlighted words), if any heading matches at all. */
export function bestHeading(data: PagefindResultData): { title: string; url: string; excerpt: string } | null {
  const headings = (data.sub_results ?? []).filter((s) => s.url.includes('#'));
  if (headings.length === 0) return null;
  const best = headings.reduce((a, b) => (marks(b.excerpt) > marks(a.excerpt) ? b : a));
  return marks(best.excerpt) > 0 ? best : null;
}

function Excerpt({ html }: { html: string }) {
  return (
    <p className={styles.excerpt}>
      {parseExcerpt(html).map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>))}
    </p>
  );
}

export default function Result({ data }: { data: PagefindResultData }) {
  const heading = bestHeading(data);
  const title = data.meta.title ?? data.url;
  return (
    <li className={styles.result}>
      <span className={styles.area}>{data.meta.area}</span>
      <Link to={heading?.url ?? data.url} className={styles.title}>
        {title}
        {heading && heading.title !== title && <span className={styles.heading}> › {heading.title}</span>}
      </Link>
      {data.meta.breadcrumb && <span className={styles.breadcrumb}>{data.meta.breadcrumb}</span>}
      <Excerpt html={heading?.excerpt ?? data.excerpt} />
    </li>
  );
}
