// ApiExplorer/Response (wrapped): when Try-it cannot reach the reader's server (server down, wrong URL, CORS),
// the theme stores a plain-text explanation that its JSON/XML pretty-printer then drops; show it clearly.
import React from 'react';
import Response from '@theme-init/ApiExplorer/Response';
import { useTypedSelector } from '@theme/ApiItem/hooks';
import { requestFailureMessage } from '@site/src/features/rest-api/codeSamples';

type Props = React.ComponentProps<typeof Response>;
type ResponseState = { response: { value?: string; code?: string } };

export default function ResponseWrapper(props: Props): React.JSX.Element {
  const value = useTypedSelector((state: ResponseState) => state.response.value);
  const code = useTypedSelector((state: ResponseState) => state.response.code);
  const failure = requestFailureMessage(value, code);
  return (
    <>
      {failure && (
        <div role="alert" className="alert alert--danger margin-bottom--md">
          <strong>The request did not reach the server.</strong> {failure} Check that the BangDB server is running
          in HTTP or hybrid mode at the address above, and that it accepts requests from this site (CORS).
        </div>
      )}
      <Response {...props} />
    </>
  );
}
