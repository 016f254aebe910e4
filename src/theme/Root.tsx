// Root: the one place providers live — the react-query client (spec §7 policy) and the shared layout state.
import React, { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@site/src/lib/queryClient';
import { LayoutStateProvider } from '@site/src/lib/layoutState';

export default function Root({ children }: { children: ReactNode }): React.JSX.Element {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LayoutStateProvider>{children}</LayoutStateProvider>
    </QueryClientProvider>
  );
}
