// Tabs (wrapped): a printed page shows every tab's panel (src/css/print.css), so each panel of the article's tabs
// carries its tab's label, shown only in print ("C++", "Java" above each sample). Only pages' own <Tabs> use this
// component; the REST reference's tab variants are separate components.
import React, { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof TabsType>;
type TabItemElement = ReactElement<{ value: string; label?: ReactNode; children?: ReactNode }>;

function isTabItem(child: ReactNode): child is TabItemElement {
  return isValidElement(child) && typeof (child.props as { value?: unknown }).value === 'string';
}

export default function TabsWrapper({ children, ...props }: Props): React.JSX.Element {
  const labelled = Children.map(children, (child) =>
    isTabItem(child)
      ? cloneElement(child, {}, <p className="bdb-print-tab-label">{child.props.label ?? child.props.value}</p>, child.props.children)
      : child,
  );
  return (
    <div className="bdb-tabs">
      <Tabs {...props}>{labelled}</Tabs>
    </div>
  );
}
