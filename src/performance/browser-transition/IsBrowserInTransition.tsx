/**
 * `useIsBrowser()` turns true after hydration, as in Docusaurus, but in a transition. Docusaurus flips it with an
 * urgent update, so everything that waits for the browser — every `BrowserOnly` subtree, on a REST page the
 * OpenAPI theme's parameter, request and response schemas with their highlighted examples — renders and commits
 * in one task (≈ 70 ms on a laptop, 200 ms on Lighthouse's phone). As a transition React renders it in short
 * slices and the page stays responsive to the reader in between.
 */
import React, { startTransition, useEffect, useState, type ReactNode } from 'react';
// The context `useIsBrowser()` reads; core exports no other handle on it (its provider sits above the theme Root).
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';

export function IsBrowserInTransition({ children }: { children: ReactNode }): React.JSX.Element {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => startTransition(() => setIsBrowser(true)), []);
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}
