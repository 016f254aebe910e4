import React from 'react';
import Link from '@docusaurus/Link';
import { feedbackIssueUrl } from '@site/src/config/site';
import styles from './styles.module.css';

/** "Was this page helpful?": a link that opens a new issue about the page in the documentation's repository. */
export default function PageFeedback({ title, url }: { title: string; url: string }): React.JSX.Element {
  return (
    <p className={styles.feedback}>
      Was this page helpful? <Link href={feedbackIssueUrl(title, url)}>Tell us in a GitHub issue</Link>
    </p>
  );
}
