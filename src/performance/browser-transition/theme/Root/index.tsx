// Root (theme enhancer, patch `browserTransition`): `useIsBrowser()` below this point turns true in a transition.
import React, { type ReactNode } from 'react';
import Root from '@theme-init/Root';
import { IsBrowserInTransition } from '../../IsBrowserInTransition';

export default function RootWithBrowserTransition({ children }: { children: ReactNode }): React.JSX.Element {
  return (
    <IsBrowserInTransition>
      <Root>{children}</Root>
    </IsBrowserInTransition>
  );
}
