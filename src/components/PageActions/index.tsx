import React, { useEffect, useState } from 'react';
import clsx from 'clsx';
import { CopyIcon } from '@site/src/components/icons';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

const MESSAGES: Record<Status, string> = {
  idle: '',
  copied: 'Page copied to the clipboard as Markdown.',
  failed: 'Could not copy the page. Open it with "View as Markdown" instead.',
};

/**
 * Writes the twin to the clipboard. The write starts during the click, with the text still to come as a promise:
 * Safari allows a clipboard write only while the click is being handled, and the twin (and the code that fetches
 * it, a separate chunk) arrive later. Browsers without ClipboardItem get the text once it is there.
 */
export function copyTwin(url: string): Promise<void> {
  const text = import('./fetchTwin').then(({ fetchTwin }) => fetchTwin(url));
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    return navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
  }
  return text.then((t) => navigator.clipboard.writeText(t));
}

/**
 * The doc header's actions: copy the page's Markdown twin to the clipboard, or open it. `besideTitle` floats them to
 * the right of the title on wide screens; otherwise (and on phones) they take a row of their own above it.
 */
export default function PageActions({ twinUrl, besideTitle = true }: { twinUrl: string; besideTitle?: boolean }): React.JSX.Element {
  const [status, setStatus] = useState<Status>('idle');
  useEffect(() => {
    if (status !== 'copied') return undefined;
    const timer = setTimeout(() => setStatus('idle'), 2000);
    return () => clearTimeout(timer);
  }, [status]);
  const copy = () => {
    copyTwin(twinUrl).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  return (
    <div className={clsx(styles.actions, besideTitle && styles.besideTitle)}>
      <button type="button" className={styles.action} onClick={copy}>
        <CopyIcon size={16} />
        {status === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      {/* A plain link: the twin is a file, not a route of the site's router. */}
      <a className={styles.action} href={twinUrl} type="text/markdown">
        View as Markdown
      </a>
      <span role="status" className="sr-only">
        {MESSAGES[status]}
      </span>
    </div>
  );
}
