/**
 * The register of every place the site relies on another package's internals, by kind (KINDS): private imports,
 * swizzles (SWIZZLES: every component a theme folder of the site wraps or ejects), CSS and DOM selectors on another
 * package's class names, generated and built file formats, bundler internals, undocumented behaviour, and what only
 * the tests rely on. Each entry names what is relied on, the package (its version is pinned once, in PINNED), the
 * site's files, why no public way serves, what upstream would make it unnecessary (an issue, or a drafted request
 * where none exists) and the test that fails when an upgrade breaks it.
 *
 * src/__tests__/internals.test.ts scans the code, the stylesheets, the tests and the theme folders and fails for a
 * reliance without an entry here; it reads each swizzle's safety verdict from the installed theme's own swizzle
 * config. src/theme/README.md, src/features/rest-api/theme/README.md and src/internals.md (the upgrade checklist)
 * are generated from this file (`npm run internals:docs`). The performance patches (src/performance) are entries
 * too; each can be switched off (ARCHITECTURE.md).
 */

/** The version of every @docusaurus package the site uses (package.json pins each exactly at it). */
export const DOCUSAURUS_VERSION = '3.10.2';
const OPENAPI_DOCS_VERSION = '5.2.0';

/** The packages whose internals the site relies on, at the exact version installed. */
export const PINNED = {
  '@docusaurus/core': DOCUSAURUS_VERSION,
  '@docusaurus/theme-classic': DOCUSAURUS_VERSION,
  '@docusaurus/theme-common': DOCUSAURUS_VERSION,
  '@docusaurus/plugin-content-docs': DOCUSAURUS_VERSION,
  '@docusaurus/plugin-css-cascade-layers': DOCUSAURUS_VERSION,
  infima: '0.2.0-alpha.45',
  'prism-react-renderer': '2.4.1',
  'docusaurus-plugin-openapi-docs': OPENAPI_DOCS_VERSION,
  'docusaurus-theme-openapi-docs': OPENAPI_DOCS_VERSION,
  pagefind: '1.4.0',
  mermaid: '11.17.2',
} as const;
export type Package = keyof typeof PINNED;

/** The kinds of reliance, in the order the upgrade checklist lists them. */
export const KINDS = {
  swizzle: 'Swizzles: a theme component wrapped or ejected',
  import: 'Private imports: a path or export the package does not document',
  css: "CSS on another package's class names or cascade layers",
  dom: "DOM selectors in code on another package's markup",
  'build-output': 'Generated and built files read or rewritten',
  bundler: 'Bundler internals: aliases, loaders, cache groups',
  behaviour: 'Undocumented behaviour of a public API',
  'test-only': 'Relied on by the tests only',
} as const;
export type Kind = keyof typeof KINDS;

export interface Reliance {
  kind: Exclude<Kind, 'swizzle'>;
  /** What the site relies on. */
  relies: string;
  package: Package;
  /** The site's files that rely on it (from the repository root; a folder ends with /). */
  files: string[];
  /** For css and dom: the other package's class names relied on (`openapi-*` matches a prefix) and cascade layers
   *  (`@layer docusaurus.theme-common`). The scan fails for one a listed file uses that no entry names. */
  selectors?: string[];
  /** Why no public way serves. */
  why: string;
  /** The upstream change that would make it unnecessary: an issue, or a drafted request. */
  upstream: string;
  /** The test that fails when an upgrade breaks the assumption. */
  test: string;
  /** The performance switch that turns it off, for the patches. */
  patch?: string;
}

/** The packages whose components a theme folder of the site can replace. */
export type ThemePackage = '@docusaurus/theme-classic' | 'docusaurus-theme-openapi-docs' | '@docusaurus/core';

/** Every component a theme folder of the site wraps (imports the original through @theme-original or @theme-init)
 *  or ejects (replaces). Its safety verdict is not written here: it is what the theme's swizzle config says
 *  (`docusaurus swizzle <theme> --list`), read from the installed package by the test and the generated READMEs. */
export interface Swizzle {
  component: string;
  theme: ThemePackage;
  how: 'wrap' | 'eject';
  /** The theme folder holding it: the site's, or a feature's, plugin's or patch's. */
  folder: string;
  /** Why, in a line or two. */
  why: string;
  /** The test that fails when the component stops doing its job. */
  test: string;
  /** For a verdict other than safe: where Docusaurus documents this very use, if it does. */
  documented?: string;
  /** For a verdict other than safe, undocumented: the upstream change that would make it safe. */
  upstream?: string;
  /** The performance switch that turns it off, for the patches. */
  patch?: string;
}

const DRAFT = 'No upstream issue yet; drafted request:';
const SITE = 'src/theme';
const SIDEBAR = 'src/features/sidebar/theme';
const REST = 'src/features/rest-api/theme';

export const SWIZZLES: Swizzle[] = [
  {
    component: 'Root',
    theme: '@docusaurus/core',
    how: 'wrap',
    folder: SITE,
    why: 'The one place providers live: the react-query client and the layout state.',
    test: 'src/lib/__tests__/queryClient.test.ts',
    documented: 'https://docusaurus.io/docs/swizzling#wrapper-your-site-with-root',
  },
  {
    component: 'Navbar/Content',
    theme: '@docusaurus/theme-classic',
    how: 'eject',
    folder: SITE,
    why: "The BangDB header (logo, six links, Products popover, search, the theme's colour-mode toggle, Download) and, below 1200 px, its one menu: a modal `<dialog>` with the area sidebar and its filter and the site links, products and Download. `Navbar/Layout` stays the theme's own.",
    test: 'src/theme/__tests__/Header.test.tsx',
    upstream: `${DRAFT} "Make Navbar/Content safe to eject, or let the navbar take custom item types without ejecting it."`,
  },
  {
    component: 'Navbar/MobileSidebar',
    theme: '@docusaurus/theme-classic',
    how: 'eject',
    folder: SITE,
    why: "Renders nothing: the theme's mobile drawer would be a second phone navigation with its own menu button and colour toggle; the header's menu replaces it.",
    test: 'src/theme/__tests__/phoneMenu.test.tsx',
    upstream: `${DRAFT} "An option to turn the mobile sidebar drawer off."`,
  },
  {
    component: 'Footer',
    theme: '@docusaurus/theme-classic',
    how: 'eject',
    folder: SITE,
    why: 'The BangDB footer: copyright 2023 and social/source links.',
    test: 'src/theme/__tests__/Header.test.tsx',
  },
  {
    component: 'DocSidebar',
    theme: '@docusaurus/theme-classic',
    how: 'wrap',
    folder: SIDEBAR,
    why: "Area-sidebar behaviours: query string kept, query-variant entries, filter box, slide-away toggle, graph narrow-window rule, current link scrolled into view; on windows the theme calls mobile, the sidebar with its filter goes into the header's menu (`AreaMenu`) instead.",
    test: 'src/features/sidebar/__tests__/DocSidebar.test.tsx',
  },
  {
    component: 'DocSidebarItems',
    theme: '@docusaurus/theme-classic',
    how: 'eject',
    folder: SIDEBAR,
    why: "Keys each sidebar entry by what it is (`sidebarItemKey`, `src/features/sidebar/sidebarItems.ts`), not by its position: with the theme's index keys a section took the open state of whatever sat at its place before the filter or a query variant changed the list, and the filter's matches stayed folded. Its whole body is ten lines.",
    test: 'src/features/sidebar/__tests__/DocSidebar.test.tsx',
    upstream: `${DRAFT} "Key DocSidebarItems' entries by the item (its href or label), not its index."`,
  },
  {
    component: 'DocRoot/Layout',
    theme: '@docusaurus/theme-classic',
    how: 'wrap',
    folder: SITE,
    why: 'A page printed in dark mode is printed in the light colours (`src/lib/printMode.ts`); dark text colours on white paper would be unreadable.',
    test: 'src/theme/__tests__/printing.test.tsx',
    upstream: `${DRAFT} "Print in the light colour mode."`,
  },
  {
    component: 'TOC',
    theme: '@docusaurus/theme-classic',
    how: 'wrap',
    folder: SITE,
    why: "Keeps the highlighted entry inside the table of contents' own scroll box as the reader scrolls a long page.",
    test: 'tests/e2e/toc.spec.ts',
    upstream: `${DRAFT} "Scroll the table of contents to its active link."`,
  },
  {
    component: 'Tabs',
    theme: '@docusaurus/theme-classic',
    how: 'wrap',
    folder: SITE,
    why: "Gives each panel of a page's tabs its tab's label, shown only in print, where every panel is printed.",
    test: 'src/theme/__tests__/printing.test.tsx',
    upstream: `${DRAFT} "Print every tab panel under its label."`,
  },
  {
    component: 'CodeBlock/Buttons',
    theme: '@docusaurus/theme-classic',
    how: 'wrap',
    folder: SITE,
    why: 'Names the copy and word-wrap buttons with a stable class, by which `src/css/code-blocks.css` sets them beside one-line code and shows them on touch screens.',
    test: 'tests/e2e/codeBlocks.spec.ts',
    upstream: `${DRAFT} "Add a ThemeClassNames entry for the code block's buttons."`,
  },
  {
    component: 'DocItem/Content',
    theme: '@docusaurus/theme-classic',
    how: 'wrap',
    folder: SITE,
    why: 'The Markdown twins\' page actions in the doc header, the twin linked from `<head>`, and "Was this page helpful?" after the article (src/features/twins/PageActions). The smallest slot every doc page renders, REST endpoint pages included.',
    test: 'tests/e2e/twins.spec.ts',
    upstream: `${DRAFT} "A slot for actions beside the doc title."`,
  },
  {
    component: 'DocItem/Metadata',
    theme: '@docusaurus/theme-classic',
    how: 'wrap',
    folder: SITE,
    why: 'The smallest doc slot with access to front matter: `noHeader: true` marks `<html>` so CSS hides header and footer in the server-rendered page.',
    test: 'src/theme/__tests__/pageFlagsTheme.test.tsx',
    upstream: `${DRAFT} "Let front matter add classes to <html>."`,
  },
  {
    component: 'NotFound/Content',
    theme: '@docusaurus/theme-classic',
    how: 'eject',
    folder: SITE,
    why: 'A 404 that helps: search form and links to every area.',
    test: 'tests/e2e/smoke.spec.ts',
    upstream: `${DRAFT} "Mark NotFound/Content safe to eject (NotFound is)."`,
  },
  {
    component: 'MDXComponents',
    theme: '@docusaurus/theme-classic',
    how: 'wrap',
    folder: SITE,
    why: 'Markdown tables become `ScrollableTable` (a table wider than the column is a tab stop, so its scrolling region is keyboard-reachable), and pages use `<IllustrativeOutput>` without an import.',
    test: 'src/components/__tests__/IllustrativeOutput.test.tsx',
    documented: 'https://docusaurus.io/docs/markdown-features/react#mdx-component-scope',
  },
  {
    component: 'SearchBar',
    theme: '@docusaurus/theme-classic',
    how: 'eject',
    folder: 'src/features/search/theme',
    why: "The header search: an ARIA 1.2 combobox whose panel of instant results shares `/search`'s queries; on phones a search link to `/search` that the script turns into a full-width sheet.",
    test: 'src/features/search/__tests__/SearchBar.test.tsx',
  },
  {
    component: 'prism-include-languages',
    theme: '@docusaurus/theme-classic',
    how: 'wrap',
    folder: 'src/features/code-highlighting/theme',
    why: "Registers the site's grammars after the configured ones; a plugin theme reaches the original only as @theme-init, because its own file is @theme-original.",
    test: 'src/features/code-highlighting/__tests__/prism.test.tsx',
    upstream: `${DRAFT} "Let plugins add grammars after themeConfig.prism.additionalLanguages."`,
  },
  {
    component: 'ApiExplorer',
    theme: 'docusaurus-theme-openapi-docs',
    how: 'wrap',
    folder: REST,
    why: 'Loads the request runner and multi-language samples on demand (the page first shows the curl command and a Try-it button); hands the explorer each operation with its documented examples and its own Postman request, so every sample runs as shown; prints the request in every language instead of the explorer.',
    test: 'tests/e2e/restApi.spec.ts',
    upstream: `${DRAFT} "List ApiExplorer as safe to wrap, and load the explorer on demand."`,
  },
  {
    component: 'ApiExplorer/Body',
    theme: 'docusaurus-theme-openapi-docs',
    how: 'wrap',
    folder: REST,
    why: 'A raw text body (a Cypher query, a base64 slice) starts as its documented example; the theme fills its editor only for JSON and XML.',
    test: 'tests/e2e/restApi.spec.ts',
    upstream: `${DRAFT} "Let ApiExplorer's Body take an initial example as a prop."`,
  },
  {
    component: 'ApiExplorer/MethodEndpoint',
    theme: 'docusaurus-theme-openapi-docs',
    how: 'wrap',
    folder: REST,
    why: "Shows the documented route: without the `#suffix` that keeps two operations on one route apart in the OpenAPI document, and without the server URL the theme puts in front once the explorer has a server (it leaves that out for a context of 'callback', which the wrapper passes).",
    test: 'tests/e2e/tryIt.spec.ts',
    upstream: `${DRAFT} "Accept a display path for an operation."`,
  },
  {
    component: 'ApiExplorer/Request',
    theme: 'docusaurus-theme-openapi-docs',
    how: 'wrap',
    folder: REST,
    why: 'A request that can change data (changesData in src/features/rest-api/tryIt.ts: every method but GET, HEAD and OPTIONS) is sent only after one confirmation naming its method and full URL; the theme sends from its form\'s submit event at the first click, so the wrapper holds that event back until the reader confirms.',
    test: 'tests/e2e/tryIt.spec.ts',
    upstream: `${DRAFT} "Accept a confirm hook that runs before Try it sends."`,
  },
  {
    component: 'ApiExplorer/Response',
    theme: 'docusaurus-theme-openapi-docs',
    how: 'wrap',
    folder: REST,
    why: "When Try-it cannot reach the reader's server, the Response panel shows why (the theme's own note is lost by its pretty-printer and the panel falls back to its \"Click the Send API Request button\" prompt).",
    test: 'tests/e2e/tryIt.spec.ts',
    upstream: `${DRAFT} "Show a network failure of Try-it as an error."`,
  },
  {
    component: 'ResponseExamples',
    theme: 'docusaurus-theme-openapi-docs',
    how: 'wrap',
    folder: REST,
    why: 'Replies appear only as the sources document them: the theme\'s "Example (auto)" tab, built from the schema\'s types (`{"msg": "string"}`), is left out.',
    test: 'tests/e2e/restApi.spec.ts',
    upstream: `${DRAFT} "An option to leave out examples generated from the schema."`,
  },
  {
    component: 'Markdown',
    theme: 'docusaurus-theme-openapi-docs',
    how: 'eject',
    folder: REST,
    why: 'Renders the REST descriptions with `marked` instead of react-markdown + rehype-raw + remark-gfm (≈ 96 KB gz less on every endpoint page); raw HTML shown as text, only safe link schemes.',
    test: 'src/features/rest-api/__tests__/restMarkdown.test.tsx',
    upstream: `${DRAFT} "Render descriptions with a lighter Markdown renderer, or accept one as an option."`,
  },
  {
    component: 'Root',
    theme: '@docusaurus/core',
    how: 'wrap',
    folder: 'src/performance/browser-transition/theme',
    why: '`useIsBrowser()` turns true in a transition after hydration (patch browserTransition).',
    test: 'src/performance/__tests__/browserTransition.test.tsx',
    documented: 'https://docusaurus.io/docs/swizzling#wrapper-your-site-with-root',
    patch: 'browserTransition',
  },
  {
    component: 'MDXComponents',
    theme: '@docusaurus/theme-classic',
    how: 'wrap',
    folder: 'src/performance/grammars-with-pages/theme',
    why: "Registers the site's grammars where Markdown pages get their components, instead of in every page's start-up script (patch grammarsWithPages).",
    test: 'src/performance/__tests__/grammarsWithPages.test.ts',
    documented: 'https://docusaurus.io/docs/markdown-features/react#mdx-component-scope',
    patch: 'grammarsWithPages',
  },
  {
    component: 'prism-include-languages',
    theme: '@docusaurus/theme-classic',
    how: 'eject',
    folder: 'src/performance/grammars-with-pages/theme',
    why: "Does nothing: theme-classic's start-up module would register the grammars on every page (patch grammarsWithPages).",
    test: 'src/performance/__tests__/grammarsWithPages.test.ts',
    patch: 'grammarsWithPages',
  },
  {
    component: 'ApiItem',
    theme: 'docusaurus-theme-openapi-docs',
    how: 'wrap',
    folder: 'src/performance/rest-css-split/theme',
    why: "Loads the OpenAPI theme's stylesheet with the REST pages instead of on every page (patch restCssSplit).",
    test: 'src/performance/__tests__/restPatches.test.ts',
    upstream: `${DRAFT} "Load the theme's stylesheet with its components, not site-wide."`,
    patch: 'restCssSplit',
  },
];

export const RELIANCES: Reliance[] = [
  {
    kind: 'build-output',
    relies: "Pagefind's browser module calls the global fetch for every index file and declares no fetch of its own (a hook is put in front of the generated pagefind.js)",
    package: 'pagefind',
    files: ['src/features/search/indexing/fetchHook.ts', 'src/features/search/index.ts'],
    why: 'Pagefind swallows a failed index chunk and waits forever after a failed start; its options take no fetch function, so failures could not reach the Retry button otherwise.',
    upstream: `${DRAFT} "Accept a fetch function in pagefind.options() and reject search() when an index file fails to load, instead of logging and searching on."`,
    test: 'src/features/search/__tests__/pagefindFetchHook.test.ts',
  },
  {
    kind: 'build-output',
    relies: "Pagefind's fragment files (fragment/*.pf_fragment: gzip, a signature, then JSON with url, meta and anchors), read back to write names.json",
    package: 'pagefind',
    files: ['src/features/search/index.ts'],
    why: "The Node API's addHTMLFile answers with a page's hash only; the titles, routes and headings the ranking needs before loading any page are only in the fragments.",
    upstream: `${DRAFT} "Return each page's metadata and anchors from the Node API's addHTMLFile/addCustomRecord."`,
    test: 'tests/build/search.test.ts',
  },
  {
    kind: 'behaviour',
    relies: "Pagefind's browser API behaviour: result.data() reuses one object per page and writes each search's word positions into it, and a word the index lacks matches its longest indexed prefix",
    package: 'pagefind',
    files: ['src/features/search/engine.ts', 'src/features/search/correct.ts'],
    why: 'The engine copies each page\'s data as it reads it, and the spelling check keeps its own vocabulary, because the API has no option for either.',
    upstream: `${DRAFT} "Return a fresh object from result.data(), and add an option to search exact words only (no prefix fallback)."`,
    test: 'src/features/search/__tests__/searchEngine.test.ts',
  },
  {
    kind: 'build-output',
    relies: "Pagefind reads an index file that is not gzipped when it starts with its 'pagefind_dcd' signature (the build's brotli and gzip copies hold the decompressed files)",
    package: 'pagefind',
    files: ['src/plugins/precompress/index.ts'],
    why: 'Brotli of the plain index is ≈ 15 % smaller than the gzip Pagefind writes, and the browser decompresses it natively.',
    upstream: `${DRAFT} "Document the pagefind_dcd signature as the supported way to serve the index with HTTP compression."`,
    test: 'src/plugins/precompress/__tests__/precompress.test.ts',
  },
  {
    kind: 'import',
    relies: "docusaurus-plugin-openapi-docs' option types, imported from docusaurus-plugin-openapi-docs/src/types (a path the package does not export)",
    package: 'docusaurus-plugin-openapi-docs',
    files: ['src/features/rest-api/config.ts'],
    why: 'The package root exports no type for its options; without it the options object could not be type-checked.',
    upstream: `${DRAFT} "Export PluginOptions and APIOptions from the package root."`,
    test: 'npm run typecheck (tsc fails when the path or the type moves)',
  },
  {
    kind: 'import',
    relies: "docusaurus-theme-openapi-docs' Redux store (useTypedSelector, useTypedDispatch; the body and response actions; the server and parameter state) and its ResponseExamples named exports",
    package: 'docusaurus-theme-openapi-docs',
    files: ['src/features/rest-api/theme/ApiExplorer/Body/index.tsx', 'src/features/rest-api/theme/ApiExplorer/Response/index.tsx', 'src/features/rest-api/theme/ApiExplorer/Request/index.tsx', 'src/features/rest-api/openapi-theme.d.ts', 'src/features/rest-api/theme/ResponseExamples/index.tsx'],
    why: "The explorer's body editor takes no initial value, so the runnable example is put into its store; the reply and its status are read from it to show a failed request in the Response panel (and Clear empties it); the server and parameters the reader chose are read to name the URL a request that changes data goes to before it is confirmed; the response examples are re-exported so they render once.",
    upstream: `${DRAFT} "Let ApiExplorer's Body take an initial example as a prop."`,
    test: 'tests/e2e/restApi.spec.ts',
  },
  {
    kind: 'build-output',
    relies: "The OpenAPI plugin's generated front matter: an endpoint page's operation as gzip-compressed JSON in base64 (`api:`)",
    package: 'docusaurus-plugin-openapi-docs',
    files: ['src/features/rest-api/operation.ts', 'src/features/rest-api/ApiItem/index.tsx'],
    why: 'The theme renders the request samples in the browser only; the static page gets its request sample from the same operation, which the plugin passes to the theme only this way.',
    upstream: `${DRAFT} "Render the request samples (or a fallback with the curl command) on the server."`,
    test: 'src/features/rest-api/__tests__/requestSample.test.tsx',
  },
  {
    kind: 'dom',
    relies: "The OpenAPI theme's DOM for parameter and schema lists (class names and nesting), given list semantics after it renders",
    package: 'docusaurus-theme-openapi-docs',
    files: ['src/features/rest-api/listSemantics.ts', 'src/features/rest-api/ApiItem/index.tsx'],
    selectors: ['openapi-schema__list-item', 'openapi-params__list-item', 'openapi-discriminator__item'],
    why: 'The theme renders these lists without list roles; screen readers hear no list otherwise.',
    upstream: `${DRAFT} "Render parameter and schema lists as ul/li (or with list roles)."`,
    test: 'src/features/rest-api/__tests__/listSemantics.test.ts',
  },
  {
    kind: 'bundler',
    relies: "postman-code-generators, a dependency of the OpenAPI theme, replaced by the site's code samples through a bundler alias",
    package: 'docusaurus-theme-openapi-docs',
    files: ['src/features/rest-api/index.ts'],
    why: "The theme offers no way to supply samples, and its generator's samples do not run against BangDB's paths.",
    upstream: `${DRAFT} "Accept a code-sample function in the theme's options."`,
    test: 'src/features/rest-api/__tests__/restSamples.test.ts',
  },
  {
    kind: 'import',
    relies: "mermaid's browser bundle (dist/mermaid.min.js), loaded into Chromium to render the diagrams to SVG when a writer runs npm run diagrams, and the class names of the SVG it draws (labels, actors, messages)",
    package: 'mermaid',
    files: ['src/plugins/diagrams/render.ts', 'src/plugins/diagrams/renderer.ts'],
    why: 'Mermaid renders only in a browser; its Node entry needs a DOM. The bundle is the file its documentation loads from a CDN.',
    upstream: 'mermaid-js/mermaid discussions on rendering without a browser (mermaid-cli runs a browser too).',
    test: 'tests/e2e/mermaid.spec.ts',
  },
  {
    kind: 'bundler',
    relies: "Rspack/webpack splitChunks: a cache group that outranks @docusaurus/core's 'styles' group, so two stylesheets stay files of their own",
    package: '@docusaurus/core',
    files: ['src/plugins/on-demand-css/index.ts'],
    why: "Docusaurus merges every stylesheet into one file; the search panel's and the diagram viewer's would load on every page.",
    upstream: `${DRAFT} "Let a plugin mark a stylesheet as loaded with its chunk, outside the merged styles."`,
    test: 'tests/build/onDemandCss.test.ts',
  },
  {
    kind: 'import',
    relies: "@docusaurus/theme-common/internal's useNavbarSecondaryMenu (the area sidebar inside the phone menu)",
    package: '@docusaurus/theme-common',
    files: ['src/theme/Navbar/Content/MobileMenu.tsx'],
    why: "The phone menu is the site's own dialog; the secondary menu (the docs sidebar) is reachable only through this hook.",
    upstream: `${DRAFT} "Export useNavbarSecondaryMenu from @docusaurus/theme-common."`,
    test: 'src/theme/__tests__/phoneMenu.test.tsx',
  },
  {
    kind: 'dom',
    relies: "theme-classic's rendered HTML: class names of code blocks, admonitions, tabs and heading anchors, and the stems of CSS-module classes (codeBlockTitle_…)",
    package: '@docusaurus/theme-classic',
    files: ['src/features/twins/htmlToMarkdown.ts'],
    selectors: ['hash-link', 'token-line', 'tabs-container'],
    why: 'Twins are read back from the built HTML so MDX components arrive rendered; the classes are what marks a title or a tab there.',
    upstream: 'facebook/docusaurus discussions on Markdown output (llms.txt) for sites; none offers a twin of the rendered page yet.',
    test: 'tests/build/twins.test.ts',
  },
  {
    kind: 'dom',
    relies: "theme-classic's built page: the article, its title heading, Infima's breadcrumb items and the headings' anchor links, read by the search index",
    package: 'infima',
    files: ['src/features/search/indexing/pages.ts'],
    selectors: ['breadcrumbs__item', 'hash-link'],
    why: 'The index is built from the rendered pages, so what MDX components render is searchable; the breadcrumb is where a page sits in its area.',
    upstream: `${DRAFT} "A ThemeClassNames entry for the breadcrumb items."`,
    test: 'tests/build/search.test.ts',
  },
  {
    kind: 'dom',
    relies: "Infima's menu and table-of-contents classes on the theme's sidebar and TOC: the current link of the sidebar's menu, the TOC's active link",
    package: 'infima',
    files: ['src/features/sidebar/theme/DocSidebar/index.tsx', 'src/theme/TOC/index.tsx'],
    selectors: ['menu__link', 'table-of-contents__link--active'],
    why: 'Both components keep their current entry inside their own scroll box; the theme exposes neither entry but by its class.',
    upstream: `${DRAFT} "Scroll the sidebar and the table of contents to their active link."`,
    test: 'tests/e2e/sidebar.spec.ts',
  },
  {
    kind: 'build-output',
    relies: "The minified pages of Docusaurus' build: optional end tags left out, among them </thead> before <tbody>",
    package: '@docusaurus/core',
    files: ['src/lib/builtHtml.ts'],
    why: 'htmlparser2 reads minified pages several times faster than a spec-compliant parser, and gives the same tree once that one end tag is restored.',
    upstream: `${DRAFT} "Keep the end tags htmlparser2 cannot infer when minifying."`,
    test: 'src/lib/__tests__/builtHtml.test.ts',
  },
  {
    kind: 'css',
    relies: "Infima's class names and nesting in the theme's markup: the sidebar's menu links, the header and footer, the article's grid, badges, buttons and cards",
    package: 'infima',
    files: ['src/css/accessibility.css', 'src/css/header.css', 'src/css/print.css', 'src/features/rest-api/ApiItem/rest.css', 'src/features/rest-api/ApiItem/openapi.css', 'src/features/sidebar/sidebar.css'],
    selectors: ['menu__link', 'menu__link--active', 'menu__link--sublist', 'navbar', 'footer', 'markdown', 'button', 'card', 'badge', 'badge--primary', 'pagination-nav', 'row', 'col', 'active'],
    why: "Infima is theme-classic's styling framework; the sidebar's nesting, the print layout and the colour contrast are set on the elements it styles, which no ThemeClassNames entry names.",
    upstream: `${DRAFT} "ThemeClassNames entries for sidebar links, the doc grid columns and the pagination."`,
    test: 'tests/e2e/sidebar.spec.ts',
  },
  {
    kind: 'css',
    relies: "The cascade layer Docusaurus puts theme-common's stylesheets in (docusaurus.theme-common): the print rules override the article-column width from inside it",
    package: '@docusaurus/plugin-css-cascade-layers',
    files: ['src/css/print.css'],
    selectors: ['@layer docusaurus.theme-common'],
    why: 'The width is set in a later layer (docusaurus.theme-classic) that no unlayered rule overrides; an !important in an earlier layer does.',
    upstream: `${DRAFT} "A print stylesheet that gives the article the page width."`,
    test: 'tests/e2e/print.spec.ts',
  },
  {
    kind: 'css',
    relies: "The lines of theme-classic's code blocks, each a .token-line (prism-react-renderer's class): one-line code gets its buttons beside it",
    package: 'prism-react-renderer',
    files: ['src/css/code-blocks.css'],
    selectors: ['token-line'],
    why: 'Only the lines tell one-line code from longer code; the theme marks neither.',
    upstream: `${DRAFT} "A ThemeClassNames entry or data attribute for single-line code blocks."`,
    test: 'tests/e2e/codeBlocks.spec.ts',
  },
  {
    kind: 'css',
    relies: "The OpenAPI theme's and plugin's class names: schema names and types, response-code tabs, the explorer's inputs and request button, the sidebar's endpoint entries (classes api-method and the operation's method), the code tabs",
    package: 'docusaurus-theme-openapi-docs',
    files: ['src/features/rest-api/ApiItem/openapi.css', 'src/features/rest-api/ApiItem/rest.css'],
    selectors: ['openapi-*', 'openapi__divider', 'api-method', 'theme-api-markdown'],
    why: "The theme's colours miss the contrast ratio in both modes, its sidebar shows no method, and its explorer and tab bars do not print; it has no options for these.",
    upstream: `${DRAFT} "Theme variables for the method badge and response-code colours, and print styles."`,
    test: 'tests/e2e/restApi.spec.ts',
  },
  ...(
    [
      ['routeRegistryPaths', 'client-data', 'build-output', '@docusaurus/core', 'the route registry Docusaurus writes to .docusaurus/registry.js', 'src/performance/__tests__/clientData.test.ts'],
      ['docDescriptions', 'client-data', 'build-output', '@docusaurus/plugin-content-docs', "a docs version's route props (every doc's description)", 'src/performance/__tests__/clientData.test.ts'],
      ['globalDocsList', 'client-data', 'build-output', '@docusaurus/plugin-content-docs', "the docs plugins' global data in .docusaurus/globalData.json", 'src/performance/__tests__/clientData.test.ts'],
      ['grammarsWithPages', 'grammars-with-pages', 'import', '@docusaurus/theme-classic', "theme-classic's start-up client module lib/prism-include-languages.js registering the grammars only through the theme component @theme/prism-include-languages", 'src/performance/__tests__/grammarsWithPages.test.ts'],
      ['renderOnce', 'render-once', 'bundler', '@docusaurus/theme-classic', "theme-classic's CodeBlock and the OpenAPI theme's tabs reading useIsBrowser only as a re-mount key", 'src/performance/__tests__/renderOnce.test.ts'],
      ['browserTransition', 'browser-transition', 'import', '@docusaurus/core', '@docusaurus/core/lib/client/browserContext exporting Context', 'src/performance/__tests__/browserTransition.test.tsx'],
      ['prefetchOnIntent', 'prefetch-on-intent', 'bundler', '@docusaurus/core', "@docusaurus/core's Link (lib/client/exports/Link.js) prefetching a visible link's route", 'src/performance/__tests__/prefetchOnIntent.test.ts'],
      ['scriptsAfterPaint', 'scripts-after-paint', 'build-output', '@docusaurus/core', 'a committed copy of the default page template of @docusaurus/core (lib/ssg/ssgTemplate.html), the same but for its it.scripts tags', 'src/performance/__tests__/scriptsAfterPaint.test.ts'],
    ] as const
  ).map(([patch, folder, kind, pkg, relies, test]): Reliance => ({
    kind,
    relies,
    package: pkg,
    files: [`src/performance/${folder}/`],
    why: 'Page weight and start-up time (PERFORMANCE.md has what the patch gains); Docusaurus has no option for it.',
    upstream: `${DRAFT} an option in Docusaurus for what patch ${patch} does.`,
    test,
    patch,
  })),
  {
    kind: 'bundler',
    relies: "prism-react-renderer 2's exports (Highlight, Prism, normalizeTokens, themes, useTokenize), replaced by the same API on Prism's core",
    package: 'prism-react-renderer',
    files: ['src/performance/prism-core/'],
    why: 'prism-react-renderer bundles every grammar it ships; the site needs a handful (PERFORMANCE.md has what the patch gains).',
    upstream: `${DRAFT} "Ship prism-react-renderer without its bundled grammars (a core entry point)."`,
    test: 'src/performance/__tests__/prismCore.test.tsx',
    patch: 'prismCore',
  },
  {
    kind: 'bundler',
    relies: 'docusaurus-theme-openapi-docs adding its one stylesheet (lib/theme/styles.scss) to every page through its plugin',
    package: 'docusaurus-theme-openapi-docs',
    files: ['src/performance/rest-css-split/'],
    why: "Only REST pages need the theme's stylesheet (PERFORMANCE.md has what the patch gains).",
    upstream: `${DRAFT} "Load the theme's stylesheet with its components, not site-wide."`,
    test: 'src/performance/__tests__/restPatches.test.ts',
    patch: 'restCssSplit',
  },
  {
    kind: 'bundler',
    relies: 'postman-collection loading faker for dynamic variables and crypto-js for SHA1 (lib/superstring/dynamic-variables.js)',
    package: 'docusaurus-theme-openapi-docs',
    files: ['src/performance/rest-bundle-stubs/'],
    why: 'The explorer uses a small part of both (PERFORMANCE.md has what the patch gains).',
    upstream: `${DRAFT} "Load faker lazily in postman-collection's dynamic variables."`,
    test: 'src/performance/__tests__/restPatches.test.ts',
    patch: 'restBundleStubs',
  },
  {
    kind: 'test-only',
    relies: "Jest's stand-ins for Docusaurus' aliases: @docusaurus/* client exports mapped to @docusaurus/core/lib/client/exports, @theme-original/@theme-init to theme-classic's lib/theme",
    package: '@docusaurus/core',
    files: ['tests/jest.config.cjs'],
    why: 'Components are tested without a build; the aliases exist only inside one.',
    upstream: `${DRAFT} "Publish a Jest preset that resolves Docusaurus' aliases."`,
    test: 'the unit tests (each import fails when a mapped path moves)',
  },
  {
    kind: 'test-only',
    relies: "@docusaurus/theme-common/internal's providers (NavbarProvider, ColorModeProvider, ScrollControllerProvider), around components rendered in tests",
    package: '@docusaurus/theme-common',
    files: ['src/theme/__tests__/phoneMenu.test.tsx', 'src/plugins/diagrams/__tests__/diagramViewer.test.tsx', 'src/theme/__tests__/printing.test.tsx'],
    why: 'The components read the theme\'s contexts; the providers are exported only from the internal entry.',
    upstream: `${DRAFT} "Export a test provider for theme-common's contexts."`,
    test: 'the tests themselves (their imports fail when the providers move)',
  },
  {
    kind: 'test-only',
    relies: "The OpenAPI theme's buildPostmanRequest and the OpenAPI plugin's createSchemaExample (lib/ paths), and the plugin's own copy of chalk, mocked",
    package: 'docusaurus-theme-openapi-docs',
    files: ['src/features/rest-api/__tests__/restSamples.test.ts'],
    why: 'The samples are checked against the very request the explorer sends and the example the plugin generates.',
    upstream: `${DRAFT} "Export buildPostmanRequest and sampleFromSchema from the packages' roots."`,
    test: 'src/features/rest-api/__tests__/restSamples.test.ts',
  },
];
