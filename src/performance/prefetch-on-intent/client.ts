/**
 * Client module of patch `prefetchOnIntent`. Docusaurus prefetches every route a visible link points to as soon as
 * the link is seen: one `<link rel="prefetch">` per chunk of the route and of each of its parent routes, which on a
 * docs page adds up to hundreds of requests for the same few dozen files — a fifth of the main thread's work while
 * the page loads, and data a phone reader pays for. Routes still load ahead of a click on intent: hovering or
 * touching a link preloads its route (Link's own handlers, `window.docusaurus.preload`), so only the on-sight
 * prefetch is switched off. Runs in the commit that mounts the first page's links (client modules' lifecycle runs in
 * a layout effect), before the browser reports any of them visible.
 */
export function prefetchOnIntentOnly(): void {
  // The object Docusaurus installs is frozen: replace it with a copy whose prefetch does nothing.
  if (window.docusaurus.prefetch !== skipPrefetch) window.docusaurus = { ...window.docusaurus, prefetch: skipPrefetch };
}

function skipPrefetch(): false {
  return false;
}

export function onRouteDidUpdate(): void {
  prefetchOnIntentOnly();
}
