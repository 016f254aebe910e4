// The REST pages' doc item (the rest-api instance's `docItemComponent`, docusaurus.config.ts): the OpenAPI theme's
// ApiItem, used as a component, with the site's REST stylesheets (rest.css: sidebar method badges, code tabs, print;
// openapi.css: the theme's colours at AA, focus rings, narrow screens), which load on REST pages only with the
// theme's stylesheet (src/performance/rest-css-split). It gives the theme's schema trees valid list semantics
// (listSemantics.ts) while the page is shown, and puts the endpoint's request sample into the server-rendered
// article after its reference text (RequestSample: the theme renders the explorer in the browser only).
// Not a swizzle: `@theme/ApiItem` is whatever the theme folders make of it (the patch's enhancer, or the theme's own).
import React, { useEffect, useMemo } from 'react';
import './openapi.css';
import './rest.css';
import ApiItem from '@theme/ApiItem';
import { watchListSemantics } from '../listSemantics';
import { decodeOperation } from '../operation';
import RequestSample from '../RequestSample';

type Props = React.ComponentProps<typeof ApiItem>;
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

export default function RestApiItem(props: Props): React.JSX.Element {
  useEffect(() => watchListSemantics(document.querySelector('main') ?? document.body), []);
  const content = useMemo(() => withRequestSample(props.content), [props.content]);
  return <ApiItem {...props} content={content} />;
}
