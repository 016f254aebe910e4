// Types for the docusaurus-theme-openapi-docs modules this site's wrappers import (the theme ships none for them).
declare module '@theme/ApiItem/hooks' {
  /** Reads the API explorer's Redux state. */
  export function useTypedSelector<T>(selector: (state: never) => T): T;
}

declare module 'docusaurus-theme-openapi-docs/lib/index.js' {
  import type { Plugin } from '@docusaurus/types';
  /** The theme plugin itself (the package's `types` entry describes its components, not the plugin). */
  export default function docusaurusThemeOpenAPI(): Plugin<void>;
}

declare module 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
