// Root: the one place providers live — the react-query client (spec §7 policy), the shared layout state and
// `useIsBrowser()` flipped in a transition (src/lib/isBrowserInTransition.tsx) — and where route prefetching is
// limited to intent (src/lib/prefetchOnIntent.ts).
import React, { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@site/src/lib/queryClient';
import { LayoutStateProvider } from '@site/src/lib/layoutState';
import { usePrefetchOnIntentOnly } from '@site/src/lib/prefetchOnIntent';
import { IsBrowserInTransition } from '@site/src/lib/isBrowserInTransition';

export default function Root({ children }: { children: ReactNode }): React.JSX.Element {
  const [queryClient] = useState(createQueryClient);
  usePrefetchOnIntentOnly();
  return (
    <IsBrowserInTransition>
      <QueryClientProvider client={queryClient}>
        <LayoutStateProvider>{children}</LayoutStateProvider>
      </QueryClientProvider>
    </IsBrowserInTransition>
  );
}
