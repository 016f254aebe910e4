// Root (wrapped): the one place providers live — the react-query client and the shared layout
// state. (The performance layer may add its own Root below this one: src/performance/browser-transition.)
import React, { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import OriginalRoot from '@theme-original/Root';
import { createQueryClient } from '@site/src/lib/queryClient';
import { LayoutStateProvider } from '@site/src/lib/layoutState';

export default function Root({ children }: { children: ReactNode }): React.JSX.Element {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LayoutStateProvider>
        <OriginalRoot>{children}</OriginalRoot>
      </LayoutStateProvider>
    </QueryClientProvider>
  );
}
