// CodeBlock/Buttons (wrapped): names the copy and word-wrap buttons' group with a stable class, by which the
// stylesheet (src/css/code-blocks.css) sets them beside one-line code instead of over it and shows them on touch screens.
import React from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ButtonsType>;

export default function CodeBlockButtons({ className, ...props }: Props): React.JSX.Element {
  return <Buttons {...props} className={`bdb-code-buttons ${className ?? ''}`.trim()} />;
}
