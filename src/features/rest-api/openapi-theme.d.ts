// Types for the docusaurus-theme-openapi-docs modules this site's wrappers import (the theme ships none for them).
declare module '@theme/ApiItem/hooks' {
  /** Reads the API explorer's Redux state. */
  export function useTypedSelector<T>(selector: (state: never) => T): T;
  /** Dispatches an action to the API explorer's Redux store. */
  export function useTypedDispatch(): (action: unknown) => void;
}

declare module '@theme/ApiExplorer/Body/slice' {
  /** Sets the request body the explorer sends (and shows in its samples) to this text. */
  export function setStringRawBody(body: string): unknown;
}

declare module '@theme/ApiExplorer/FormItem' {
  import type { ReactNode, JSX } from 'react';
  export default function FormItem(props: { children?: ReactNode; className?: string }): JSX.Element;
}

declare module '@theme/ApiExplorer/LiveEditor' {
  import type { JSX } from 'react';
  /** The explorer's code editor: starts with `children`, reports every edit to `action`. */
  export default function LiveEditor(props: { children: string; action: (code: string) => void; language: string }): JSX.Element;
}

declare module 'docusaurus-theme-openapi-docs/lib/index.js' {
  import type { Plugin } from '@docusaurus/types';
  /** The theme plugin itself (the package's `types` entry describes its components, not the plugin). */
  export default function docusaurusThemeOpenAPI(): Plugin<void>;
}

declare module 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

declare module '@theme/ApiExplorer/Response/slice' {
  /** Empties the explorer's Response panel (what its Clear button does). */
  export function clearResponse(): unknown;
}

declare module '@theme/ApiItem' {
  import type { JSX } from 'react';
  import type { Props } from '@theme/DocItem';
  /** The theme's doc item of the REST pages: DocItem's props (the route and the page's MDX content), whose front
   *  matter the OpenAPI plugin gives the endpoint's operation (`api`, compressed: ../operation.ts). */
  export default function ApiItem(props: Props & { content: Props['content'] & { frontMatter: { api?: string } } }): JSX.Element;
}
