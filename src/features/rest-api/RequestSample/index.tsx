// The endpoint's documented request in the page's static HTML: the curl command and the request body's example,
// rendered on the server after the page's reference text. The explorer (./theme/ApiExplorer) is built in the
// browser only, so without this the HTML that the search index, crawlers and readers without JavaScript get had no
// request at all. Once the page runs in a browser, the explorer's own samples take over and this is removed.
import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { curlForOperation, requestBodyExample, type OperationLike } from '../codeSamples';
import styles from './styles.module.css';

/** A body example as a reader reads it: JSON indented, text (Cypher, base64) as it is. */
const readableBody = (example: unknown) => (typeof example === 'string' ? example : JSON.stringify(example, null, 2));

export default function RequestSample({ operation }: { operation: OperationLike }): React.JSX.Element | null {
  const isBrowser = useIsBrowser();
  if (isBrowser) return null;
  const body = requestBodyExample(operation);
  return (
    // No id on the heading: a search result never links to a part of the page that the browser removes.
    <section className={styles.sample} aria-label="Request sample">
      <h2>Request sample</h2>
      <CodeBlock language="bash" title="curl">
        {curlForOperation(operation)}
      </CodeBlock>
      {body?.example !== undefined && (
        <CodeBlock language={body.contentType.includes('json') ? 'json' : 'text'} title={`Request body (${body.contentType})`}>
          {readableBody(body.example)}
        </CodeBlock>
      )}
    </section>
  );
}
