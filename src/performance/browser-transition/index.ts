// Patch `browserTransition`. Relies on: `@docusaurus/core/lib/client/browserContext` exporting `Context`, the React
// context `useIsBrowser()` reads (core's BrowserContextProvider sits above the theme Root, in client/App.js), and on
// `@theme-init/Root` (theme enhancers). ./theme/Root provides that context again below it, turned on in a transition
// (./IsBrowserInTransition.tsx) instead of an urgent update.
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function browserTransition(): Plugin {
  return { name: 'performance-browser-transition', getThemePath: () => path.join(__dirname, 'theme') };
}
