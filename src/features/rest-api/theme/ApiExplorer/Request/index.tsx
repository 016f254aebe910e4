// ApiExplorer/Request (wrapped): a request that can change data on the reader's server (changesData: POST, PUT,
// DELETE…) is sent only after one confirmation that names its method and full URL. The theme's form sends on
// submit (its Send button, Enter in a field); this wrapper holds the submit back in the capture phase, before the
// theme's handler sees it, and submits the form again once the reader confirms.
import React, { useEffect, useId, useRef, useState } from 'react';
import Request from '@theme-init/ApiExplorer/Request';
import { useTypedSelector } from '@theme/ApiItem/hooks';
import type { ServerLike } from '@site/src/features/rest-api/codeSamples';
import { changesData, tryItUrl, type FormParameter } from '@site/src/features/rest-api/tryIt';
import styles from '../styles.module.css';

type Props = React.ComponentProps<typeof Request> & { item: { method: string; path: string } };
type FormState = { server: { value?: ServerLike }; params: { path: FormParameter[]; query: FormParameter[] } };

export default function RequestWrapper(props: Props): React.JSX.Element {
  const { method, path } = props.item;
  const guarded = changesData(props.item);
  const box = useRef<HTMLDivElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);
  const [held, setHeld] = useState<HTMLFormElement | null>(null);
  const titleId = useId();
  const server = useTypedSelector((state: FormState) => state.server.value);
  const pathParams = useTypedSelector((state: FormState) => state.params.path);
  const queryParams = useTypedSelector((state: FormState) => state.params.query);

  useEffect(() => {
    const element = box.current;
    if (!guarded || !element) return undefined;
    const hold = (event: SubmitEvent) => {
      if (confirmed.current) return;
      event.preventDefault();
      event.stopPropagation();
      setHeld(event.target as HTMLFormElement);
    };
    element.addEventListener('submit', hold, true);
    return () => element.removeEventListener('submit', hold, true);
  }, [guarded]);

  useEffect(() => {
    if (held) confirmButton.current?.focus();
  }, [held]);

  const send = () => {
    const form = held;
    setHeld(null);
    // requestSubmit dispatches the submit event at once: the flag lets exactly that one through.
    confirmed.current = true;
    form?.requestSubmit();
    confirmed.current = false;
  };
  const cancel = () => {
    held?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    setHeld(null);
  };

  const verb = method.toUpperCase();
  return (
    <div ref={box}>
      <Request {...props} />
      {held && (
        <div role="group" aria-labelledby={titleId} className={`alert alert--warning ${styles.confirm}`}>
          <p id={titleId} className={styles.confirmTitle}>
            This request can change data on your server. Send it?
          </p>
          <code className={styles.confirmRequest}>
            {verb} {tryItUrl(path, server, pathParams, queryParams)}
          </code>
          <div className={styles.confirmButtons}>
            <button ref={confirmButton} type="button" className={`button button--danger ${styles.send}`} onClick={send}>
              Send {verb} request
            </button>
            <button type="button" className="button button--secondary" onClick={cancel}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
