// DocItem/Content (wrapped): the doc header's page actions ("Copy page" copies the page's Markdown twin, "View as
// Markdown" opens it, "Open in ChatGPT/Claude" hands it to a chat assistant), the twin linked from <head> as the page's Markdown alternative, and "Was this page
// helpful?" after the article. REST endpoint pages use it too.
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/features/twins/PageActions';
import PageFeedback from '@site/src/components/PageFeedback';
import { twinPath } from '@site/src/features/twins/twinPath';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  const { metadata, frontMatter } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const twin = twinPath(metadata.permalink);
  // REST endpoint pages (front matter `api`) open with two columns, which a floating control would squeeze.
  const isEndpoint = 'api' in frontMatter;
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
      </Head>
      <PageActions twinUrl={twin} twinAddress={`${siteConfig.url}${twin}`} besideTitle={!isEndpoint} />
      <Content {...props} />
      <PageFeedback title={metadata.title} url={`${siteConfig.url}${metadata.permalink}`} />
    </>
  );
}
