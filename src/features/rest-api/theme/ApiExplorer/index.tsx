// ApiExplorer (wrapped): the REST pages' request runner and multi-language samples load on demand. The page
// first shows the curl command for the default server and a button; the theme's explorer (and the ~400 KB gz
// of postman-collection it needs) is fetched only when the reader asks for it, and gets the operation with its
// documented examples wired in (src/features/rest-api/codeSamples.ts, withRunnableExamples) so every sample runs as shown.
// A printed page shows the request in every language instead of the interactive parts (src/features/rest-api/ApiItem/rest.css).
import React, { lazy, Suspense, useMemo, useState } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { curlForOperation, samplesForOperation, withRunnableExamples, type OperationLike } from '@site/src/features/rest-api/codeSamples';
import styles from './styles.module.css';

const ApiExplorer = lazy(() => import('@theme-init/ApiExplorer'));

/** The theme's ApiExplorer props: the page's operation (generated front matter) and its info page path. */
type Props = { item: OperationLike; infoPath: string };

/** Shown in print only: the documented request in each language, as plain text. */
function PrintedSamples({ item }: { item: OperationLike }): React.JSX.Element {
  return (
    <section className="rest-print-samples" aria-label="Request samples">
      {samplesForOperation(item).map(({ label, code }) => (
        <figure key={label}>
          <figcaption>{label}</figcaption>
          <pre>
            <code>{code}</code>
          </pre>
        </figure>
      ))}
    </section>
  );
}

export default function ApiExplorerWrapper(props: Props): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const item = useMemo(() => withRunnableExamples(props.item), [props.item]);
  const interactive = open ? (
    <Suspense fallback={<p className={styles.loading}>Loading the API explorer…</p>}>
      <ApiExplorer {...props} item={item} />
    </Suspense>
  ) : (
    <div className={styles.launcher}>
      <p className={styles.heading}>Request</p>
      <CodeBlock language="bash">{curlForOperation(props.item)}</CodeBlock>
      <button type="button" className={`button button--primary button--block ${styles.open}`} onClick={() => setOpen(true)}>
        Try it · samples in Python, Node.js, Java
      </button>
    </div>
  );
  return (
    <>
      <div className="rest-explorer">{interactive}</div>
      <PrintedSamples item={props.item} />
    </>
  );
}
