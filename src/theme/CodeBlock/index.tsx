// CodeBlock (ejected, safe): the theme's version re-mounts every code block once hydration ends, only to swap
// the inline token colours of the server's light theme for the reader's mode; with colours in a stylesheet
// (src/plugins/code-colours) the markup is the same in both modes, so each block renders once.
import React, { isValidElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** MDX may hand over the code as several strings; highlighting needs one. */
function joinStrings(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children, ...props }: Props): ReactNode {
  const content = joinStrings(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
