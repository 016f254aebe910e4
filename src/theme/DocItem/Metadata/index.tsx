// DocItem/Metadata (wrapped): honours the page flag `noHeader: true` by marking <html>, so CSS hides header
// and footer already in the server-rendered page (no flash). The smallest doc slot with access to front matter.
import React from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { pageFlags } from '@site/src/lib/pageFlags';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): React.JSX.Element {
  const { noHeader } = pageFlags(useDoc().frontMatter);
  const metadata = <Metadata {...props} />;
  return noHeader ? <HtmlClassNameProvider className="bdb-no-header">{metadata}</HtmlClassNameProvider> : metadata;
}
