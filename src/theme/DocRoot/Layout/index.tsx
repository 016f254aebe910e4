// DocRoot/Layout (wrapped): a page printed in dark mode would come out as pale text on white paper (browsers leave
// out backgrounds), so the page switches to the light colours while it prints. What a printed page leaves out
// (navigation, the sidebar and table-of-contents columns) is in src/css/print.css.
import React from 'react';
import Layout from '@theme-original/DocRoot/Layout';
import type LayoutType from '@theme/DocRoot/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { usePrintInLightMode } from '@site/src/lib/printMode';

type Props = WrapperProps<typeof LayoutType>;

export default function DocRootLayoutWrapper(props: Props): React.JSX.Element {
  usePrintInLightMode();
  return <Layout {...props} />;
}
