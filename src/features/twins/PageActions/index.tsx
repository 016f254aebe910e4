import React, { useEffect, useState } from 'react';
import clsx from 'clsx';
import { CopyIcon } from '@site/src/components/icons';
import { useDisclosure } from '@site/src/lib/useDisclosure';
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

/** Chat assistants that open with a prompt in the URL: the page's twin is given to them by its address. */
export const ASSISTANTS = [
  { name: 'ChatGPT', url: 'https://chatgpt.com/' },
  { name: 'Claude', url: 'https://claude.ai/new' },
] as const;

/** The address that opens `assistant` asked to read the twin at `twinAddress` (an absolute URL). */
export function assistantLink(assistant: (typeof ASSISTANTS)[number], twinAddress: string): string {
  const prompt = `Read the BangDB docs page ${twinAddress} and answer my questions about it.`;
  return `${assistant.url}?q=${encodeURIComponent(prompt)}`;
}

interface Props {
  /** The twin's path on this site, e.g. `/stream.md`. */
  twinUrl: string;
  /** The twin's public address, which a chat assistant can read. */
  twinAddress: string;
  besideTitle?: boolean;
}

/**
 * The doc header's actions: copy the page's Markdown twin to the clipboard, open it, or open a chat assistant with it
 * (plain links, no script). `besideTitle` floats them to the right of the title on wide screens; otherwise (and on
 * phones) they take a row of their own above it.
 */
export default function PageActions({ twinUrl, twinAddress, besideTitle = true }: Props): React.JSX.Element {
  const [status, setStatus] = useState<Status>('idle');
  const { open: menuOpen, setOpen: setMenuOpen, container: menu, trigger: menuSummary } = useDisclosure<HTMLDetailsElement, HTMLElement>();
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
        {/* "Markdown" alone on a phone, so the actions fit one row. */}
        <span className={styles.wide}>View as </span>Markdown
      </a>
      {/* A native disclosure: the assistants' links take no room until asked for, with no script; with it, the
          disclosure also closes on Escape, a press outside and focus moving on. */}
      <details ref={menu} className={styles.menu} open={menuOpen} onToggle={(e) => setMenuOpen(e.currentTarget.open)}>
        <summary ref={menuSummary} className={styles.action}>
          Open in…
        </summary>
        <div className={styles.menuItems}>
          {ASSISTANTS.map((assistant) => (
            <a key={assistant.name} className={styles.menuItem} href={assistantLink(assistant, twinAddress)} target="_blank" rel="noopener noreferrer" aria-label={`Open in ${assistant.name}`}>
              {assistant.name}
            </a>
          ))}
        </div>
      </details>
      <span role="status" className="sr-only">
        {MESSAGES[status]}
      </span>
    </div>
  );
}
