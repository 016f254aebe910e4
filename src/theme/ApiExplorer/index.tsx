// ApiExplorer (wrapped): the REST pages' request runner and multi-language samples load on demand. The page
// first shows the curl command for the default server and a button; the theme's explorer (and the ~400 KB gz
// of postman-collection it needs) is fetched only when the reader asks for it, and gets the operation with its
// documented examples wired in (src/lib/codeSamples.ts, withRunnableExamples) so every sample runs as shown.
import React, { lazy, Suspense, useMemo, useState } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { curlForOperation, withRunnableExamples, type OperationLike } from '@site/src/lib/codeSamples';
import styles from './styles.module.css';

const ApiExplorer = lazy(() => import('@theme-original/ApiExplorer'));

/** The theme's ApiExplorer props: the page's operation (generated front matter) and its info page path. */
type Props = { item: OperationLike; infoPath: string };

export default function ApiExplorerWrapper(props: Props): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const item = useMemo(() => withRunnableExamples(props.item), [props.item]);
  if (open) {
    return (
      <Suspense fallback={<p className={styles.loading}>Loading the API explorer…</p>}>
        <ApiExplorer {...props} item={item} />
      </Suspense>
    );
  }
  return (
    <div className={styles.launcher}>
      <p className={styles.heading}>Request</p>
      <CodeBlock language="bash">{curlForOperation(props.item)}</CodeBlock>
      <button type="button" className={`button button--primary button--block ${styles.open}`} onClick={() => setOpen(true)}>
        Try it · samples in Python, Node.js, Java
      </button>
    </div>
  );
}
