// ApiExplorer/MethodEndpoint (wrapped): the line under an endpoint page's title shows the documented route, without
// the `#suffix` that only keeps two operations on one route apart in the OpenAPI document. The theme prefixes the
// route with the explorer's server URL once Try it has run (http://localhost:18080/db/…); it leaves the server out
// for a callback's endpoint line, so the line is drawn as one.
import React from 'react';
import MethodEndpoint from '@theme-init/ApiExplorer/MethodEndpoint';
import { requestPath } from '@site/src/features/rest-api/codeSamples';

type Props = React.ComponentProps<typeof MethodEndpoint>;

export default function MethodEndpointWrapper(props: Props): React.JSX.Element {
  return <MethodEndpoint {...props} path={requestPath(props.path)} context="callback" />;
}
