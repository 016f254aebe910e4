// Types for the docusaurus-theme-openapi-docs modules this site's wrappers import (the theme ships none for them).
declare module '@theme/ApiItem/hooks' {
  /** Reads the API explorer's Redux state. */
  export function useTypedSelector<T>(selector: (state: never) => T): T;
}
