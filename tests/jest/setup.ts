import '@testing-library/jest-dom';

// The Docusaurus client calls these on link hover/render; in tests there is nothing to prefetch.
if (typeof window !== 'undefined') {
  (window as unknown as { docusaurus: unknown }).docusaurus = {
    prefetch: () => Promise.resolve(),
    preload: () => Promise.resolve(),
  };
}
