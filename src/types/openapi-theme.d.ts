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

// The theme's own tabs context and scroll helpers, shared by its Tabs, TabItem and API tab variants.
declare module '@theme/utils/tabsUtils' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/utils/tabsUtils';
}
declare module '@theme/utils/scrollUtils' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/utils/scrollUtils';
}
