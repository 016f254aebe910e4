// ApiItem (openapi theme, wrapped): the REST pages' doc item. It imports the site's REST rules (rest.css: sidebar
// method badges, print), kept off the other pages with the theme's stylesheet (src/performance/rest-css-split), and
// gives the theme's schema trees valid list semantics (src/features/rest-api/listSemantics.ts) while the page is shown.
import React, { useEffect } from 'react';
import './rest.css';
import ApiItem from '@theme-original/ApiItem';
import type ApiItemType from '@theme-original/ApiItem';
import type { WrapperProps } from '@docusaurus/types';
import { watchListSemantics } from '@site/src/features/rest-api/listSemantics';

type Props = WrapperProps<typeof ApiItemType>;

export default function ApiItemWrapper(props: Props): React.JSX.Element {
  useEffect(() => watchListSemantics(document.querySelector('main') ?? document.body), []);
  return <ApiItem {...props} />;
}
