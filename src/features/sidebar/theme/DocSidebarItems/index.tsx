// DocSidebarItems (ejected; not in the theme's swizzle list, its whole body is these lines): each entry is keyed by
// what it is (sidebarItemKey), not by its position as in the theme, so a section keeps its own open state when the
// filter or a query variant changes the list around it.
import React, { memo } from 'react';
import { DocSidebarItemsExpandedStateProvider, useVisibleSidebarItems } from '@docusaurus/plugin-content-docs/client';
import DocSidebarItem from '@theme/DocSidebarItem';
import type { Props } from '@theme/DocSidebarItems';
import { sidebarItemKey } from '@site/src/features/sidebar/sidebarItems';

function DocSidebarItems({ items, ...props }: Props): React.JSX.Element {
  const visibleItems = useVisibleSidebarItems(items, props.activePath);
  return (
    <DocSidebarItemsExpandedStateProvider>
      {visibleItems.map((item, index) => (
        <DocSidebarItem key={sidebarItemKey(item)} item={item} index={index} {...props} />
      ))}
    </DocSidebarItemsExpandedStateProvider>
  );
}

export default memo(DocSidebarItems);
