// ApiExplorer/Response (wrapped): when Try-it cannot reach the reader's server (server down, wrong URL, CORS), the
// theme stores a plain-text explanation that its JSON/XML pretty-printer then drops, and its panel goes back to
// "Click the Send API Request button above"; the panel shows the failure instead, with the theme's Clear button.
import React from 'react';
import Response from '@theme-init/ApiExplorer/Response';
import { useTypedDispatch, useTypedSelector } from '@theme/ApiItem/hooks';
import { clearResponse } from '@theme/ApiExplorer/Response/slice';
import { requestFailureMessage } from '@site/src/features/rest-api/codeSamples';

type Props = React.ComponentProps<typeof Response>;
type ResponseState = { response: { value?: string; code?: string } };

export default function ResponseWrapper(props: Props): React.JSX.Element {
  const value = useTypedSelector((state: ResponseState) => state.response.value);
  const code = useTypedSelector((state: ResponseState) => state.response.code);
  const dispatch = useTypedDispatch();
  const failure = requestFailureMessage(value, code);
  if (!failure) return <Response {...props} />;
  return (
    <div className="openapi-explorer__response-container">
      <div className="openapi-explorer__response-title-container">
        <span className="openapi-explorer__response-title">Response</span>
        <button type="button" className="openapi-explorer__response-clear-btn" onClick={() => dispatch(clearResponse())}>
          Clear
        </button>
      </div>
      <div role="alert" className="alert alert--danger margin--md">
        <strong>The request did not reach the server.</strong> {failure} Check that the BangDB server is running in
        HTTP or hybrid mode at the address above, and that it accepts requests from this site (CORS).
      </div>
    </div>
  );
}
