// ApiExplorer/MethodEndpoint (wrapped): shows the route requests go to, without the `#suffix` that only keeps
// two operations on one route apart in the OpenAPI document.
import React from 'react';
import MethodEndpoint from '@theme-init/ApiExplorer/MethodEndpoint';
import { requestPath } from '@site/src/features/rest-api/codeSamples';

type Props = React.ComponentProps<typeof MethodEndpoint>;

export default function MethodEndpointWrapper(props: Props): React.JSX.Element {
  return <MethodEndpoint {...props} path={requestPath(props.path)} />;
}
