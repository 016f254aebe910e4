// Patch `prefetchOnIntent`. Relies on: @docusaurus/core's Link (lib/client/exports/Link.js) prefetching a visible
// link's route through `window.docusaurus.prefetch` and preloading it on hover or touch through
// `window.docusaurus.preload`, both looked up on `window.docusaurus` when called; and on client modules'
// `onRouteDidUpdate` running in a layout effect on the first render (lib/client/ClientLifecyclesDispatcher.js).
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function prefetchOnIntent(): Plugin {
  return { name: 'performance-prefetch-on-intent', getClientModules: () => [path.join(__dirname, 'client.ts')] };
}
