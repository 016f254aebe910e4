// ApiItem (openapi theme, wrapped): the REST pages' doc item. It imports the site's REST rules (rest.css: sidebar
// method badges, print), kept off the other pages with the theme's stylesheet (src/performance/rest-css-split),
// gives the theme's schema trees valid list semantics (src/features/rest-api/listSemantics.ts) while the page is
// shown, and puts the endpoint's request sample into the server-rendered article after its reference text
// (src/features/rest-api/RequestSample: the theme renders the explorer in the browser only).
import React, { useEffect, useMemo } from 'react';
import './rest.css';
import ApiItem from '@theme-original/ApiItem';
import type ApiItemType from '@theme-original/ApiItem';
import type { WrapperProps } from '@docusaurus/types';
import { watchListSemantics } from '@site/src/features/rest-api/listSemantics';
import { decodeOperation } from '@site/src/features/rest-api/operation';
import RequestSample from '@site/src/features/rest-api/RequestSample';

type Props = WrapperProps<typeof ApiItemType>;
type Content = Props['content'];

/** The page's MDX content followed by the request sample, with the content's metadata (front matter, table of
 *  contents) that the theme reads from it. */
function withRequestSample(Content: Content): Content {
  const operation = decodeOperation(Content.frontMatter.api);
  if (!operation) return Content;
  const WithSample = () => (
    <>
      <Content />
      <RequestSample operation={operation} />
    </>
  );
  return Object.assign(WithSample, Content);
}

export default function ApiItemWrapper(props: Props): React.JSX.Element {
  useEffect(() => watchListSemantics(document.querySelector('main') ?? document.body), []);
  const content = useMemo(() => withRequestSample(props.content), [props.content]);
  return <ApiItem {...props} content={content} />;
}
