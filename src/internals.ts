/**
 * The register of every place the site relies on another package's internals: private import paths, generated file
 * formats, another package's DOM, class names or store, and bundler internals. Each entry names what is relied on,
 * the package at the exact version package.json pins, why no public way serves, what upstream would make it
 * unnecessary (an issue, or a drafted request where none exists) and the contract test that fails when an upgrade
 * breaks it. tests/unit/internals.test.ts fails for a file that relies on such things without an entry here, and for
 * an entry whose package is not pinned exactly. The performance patches (src/performance) are entries too; each can
 * be switched off (ARCHITECTURE.md).
 */
export interface Reliance {
  /** What the site relies on. */
  relies: string;
  /** The npm package whose internals these are, and its version (package.json pins it exactly). */
  package: string;
  version: string;
  /** The site's files that rely on it (from the repository root). */
  files: string[];
  /** Why no public way serves. */
  why: string;
  /** The upstream change that would make it unnecessary: an issue, or a drafted request. */
  upstream: string;
  /** The test that fails when an upgrade breaks the assumption. */
  test: string;
  /** The performance switch that turns it off, for the patches. */
  patch?: string;
}

const DRAFT = 'No upstream issue yet; drafted request:';

export const RELIANCES: Reliance[] = [
  {
    relies: "Pagefind's browser module calls the global fetch for every index file and declares no fetch of its own (a hook is put in front of the generated pagefind.js)",
    package: 'pagefind',
    version: '1.4.0',
    files: ['src/features/search/indexing/fetchHook.ts', 'src/features/search/index.ts'],
    why: 'Pagefind swallows a failed index chunk and waits forever after a failed start; its options take no fetch function, so failures could not reach the Retry button otherwise.',
    upstream: `${DRAFT} "Accept a fetch function in pagefind.options() and reject search() when an index file fails to load, instead of logging and searching on."`,
    test: 'src/features/search/__tests__/pagefindFetchHook.test.ts',
  },
  {
    relies: "Pagefind's fragment files (fragment/*.pf_fragment: gzip, a signature, then JSON with url, meta and anchors), read back to write names.json",
    package: 'pagefind',
    version: '1.4.0',
    files: ['src/features/search/index.ts'],
    why: "The Node API's addHTMLFile answers with a page's hash only; the titles, routes and headings the ranking needs before loading any page are only in the fragments.",
    upstream: `${DRAFT} "Return each page's metadata and anchors from the Node API's addHTMLFile/addCustomRecord."`,
    test: 'tests/build/search.test.ts',
  },
  {
    relies: "Pagefind's browser API behaviour: result.data() reuses one object per page and writes each search's word positions into it, and a word the index lacks matches its longest indexed prefix",
    package: 'pagefind',
    version: '1.4.0',
    files: ['src/features/search/engine.ts', 'src/features/search/correct.ts'],
    why: "The engine copies each page's data as it reads it, and the spelling check keeps its own vocabulary, because the API has no option for either.",
    upstream: `${DRAFT} "Return a fresh object from result.data(), and add an option to search exact words only (no prefix fallback)."`,
    test: 'src/features/search/__tests__/searchEngine.test.ts',
  },
  {
    relies: "Pagefind reads an index file that is not gzipped when it starts with its 'pagefind_dcd' signature (the build's brotli and gzip copies hold the decompressed files)",
    package: 'pagefind',
    version: '1.4.0',
    files: ['src/plugins/precompress/index.ts'],
    why: 'Brotli of the plain index is ≈ 15 % smaller than the gzip Pagefind writes, and the browser decompresses it natively.',
    upstream: `${DRAFT} "Document the pagefind_dcd signature as the supported way to serve the index with HTTP compression."`,
    test: 'tests/unit/precompress.test.ts',
  },
  {
    relies: "docusaurus-plugin-openapi-docs' option types, imported from docusaurus-plugin-openapi-docs/src/types (a path the package does not export)",
    package: 'docusaurus-plugin-openapi-docs',
    version: '5.2.0',
    files: ['src/features/rest-api/config.ts'],
    why: 'The package root exports no type for its options; without it the options object could not be type-checked.',
    upstream: `${DRAFT} "Export PluginOptions and APIOptions from the package root."`,
    test: 'npm run typecheck (tsc fails when the path or the type moves)',
  },
  {
    relies: "docusaurus-theme-openapi-docs' Redux store (useTypedSelector, useTypedDispatch; the body and response actions; the server and parameter state) and its ResponseExamples named exports",
    package: 'docusaurus-theme-openapi-docs',
    version: '5.2.0',
    files: ['src/features/rest-api/theme/ApiExplorer/Body/index.tsx', 'src/features/rest-api/theme/ApiExplorer/Response/index.tsx', 'src/features/rest-api/theme/ApiExplorer/Request/index.tsx', 'src/features/rest-api/openapi-theme.d.ts', 'src/features/rest-api/theme/ResponseExamples/index.tsx'],
    why: "The explorer's body editor takes no initial value, so the runnable example is put into its store; the reply and its status are read from it to show a failed request in the Response panel (and Clear empties it); the server and parameters the reader chose are read to name the URL a request that changes data goes to before it is confirmed; the response examples are re-exported so they render once.",
    upstream: `${DRAFT} "Let ApiExplorer's Body take an initial example as a prop."`,
    test: 'tests/e2e/restApi.spec.ts',
  },
  {
    relies: "docusaurus-theme-openapi-docs' ApiExplorer, ApiExplorer/Request and ApiExplorer/MethodEndpoint components, enhanced through @theme-init from the rest-api plugin's theme folder: Request sends from its form's submit event, and MethodEndpoint leaves the server URL out when its context is 'callback'",
    package: 'docusaurus-theme-openapi-docs',
    version: '5.2.0',
    files: ['src/features/rest-api/theme/ApiExplorer/index.tsx', 'src/features/rest-api/theme/ApiExplorer/Request/index.tsx', 'src/features/rest-api/theme/ApiExplorer/MethodEndpoint/index.tsx'],
    why: 'The explorer loads on Try it; a request that changes data waits for a confirmation (the theme sends on submit, with no hook before it); the endpoint line keeps the documented route, without the #suffix that keeps two operations on one route apart and without the server URL the theme adds once the explorer has a server. The theme documents no option for any of these, and a plugin theme reaches its component only as @theme-init.',
    upstream: `${DRAFT} "List ApiExplorer, Request and MethodEndpoint as safe to wrap; accept a display path for an operation and a confirm hook before Try it sends."`,
    test: 'tests/e2e/restApi.spec.ts',
  },
  {
    relies: "The OpenAPI theme's DOM for parameter and schema lists (class names and nesting), given list semantics after it renders",
    package: 'docusaurus-theme-openapi-docs',
    version: '5.2.0',
    files: ['src/features/rest-api/listSemantics.ts', 'src/theme/ApiItem/index.tsx'],
    why: 'The theme renders these lists without list roles; screen readers hear no list otherwise.',
    upstream: `${DRAFT} "Render parameter and schema lists as ul/li (or with list roles)."`,
    test: 'src/features/rest-api/__tests__/listSemantics.test.ts',
  },
  {
    relies: "postman-code-generators, a dependency of the OpenAPI theme, replaced by the site's code samples through a bundler alias",
    package: 'docusaurus-theme-openapi-docs',
    version: '5.2.0',
    files: ['src/features/rest-api/index.ts'],
    why: "The theme offers no way to supply samples, and its generator's samples do not run against BangDB's paths.",
    upstream: `${DRAFT} "Accept a code-sample function in the theme's options."`,
    test: 'src/features/rest-api/__tests__/restSamples.test.ts',
  },
  {
    relies: "mermaid's browser bundle (dist/mermaid.min.js), loaded into Chromium to render the diagrams to SVG when a writer runs npm run diagrams",
    package: 'mermaid',
    version: '11.17.2',
    files: ['src/plugins/diagrams/render.ts'],
    why: 'Mermaid renders only in a browser; its Node entry needs a DOM. The bundle is the file its documentation loads from a CDN.',
    upstream: 'mermaid-js/mermaid discussions on rendering without a browser (mermaid-cli runs a browser too).',
    test: 'tests/unit/diagrams.test.ts',
  },
  {
    relies: "theme-classic's prism-include-languages (the loader of themeConfig.prism.additionalLanguages), enhanced through @theme-init so the site's grammars can be registered where the grammarsWithPages patch wants them",
    package: '@docusaurus/theme-classic',
    version: '3.10.2',
    files: ['src/features/code-highlighting/theme/prism-include-languages.ts'],
    why: 'The module is not in the theme\'s swizzle list; a plugin theme reaches the original only as @theme-init, because its own file is @theme-original.',
    upstream: `${DRAFT} "List prism-include-languages as safe to wrap, so plugins can add grammars after the configured ones."`,
    test: 'src/features/code-highlighting/__tests__/prism.test.tsx',
  },
  {
    relies: "Rspack/webpack splitChunks: a cache group that outranks @docusaurus/core's 'styles' group, so two stylesheets stay files of their own",
    package: '@docusaurus/core',
    version: '3.10.2',
    files: ['src/plugins/on-demand-css/index.ts'],
    why: "Docusaurus merges every stylesheet into one file; the search panel's and the diagram viewer's would load on every page.",
    upstream: `${DRAFT} "Let a plugin mark a stylesheet as loaded with its chunk, outside the merged styles."`,
    test: 'tests/build/onDemandCss.test.ts',
  },
  {
    relies: "@docusaurus/theme-common/internal's useNavbarSecondaryMenu (the area sidebar inside the phone menu)",
    package: '@docusaurus/theme-common',
    version: '3.10.2',
    files: ['src/theme/Navbar/Content/MobileMenu.tsx'],
    why: "The phone menu is the site's own dialog; the secondary menu (the docs sidebar) is reachable only through this hook.",
    upstream: `${DRAFT} "Export useNavbarSecondaryMenu from @docusaurus/theme-common."`,
    test: 'tests/unit/phoneMenu.test.tsx',
  },
  {
    relies: "theme-classic's rendered HTML: class names of code blocks, admonitions and tabs, and the stems of CSS-module classes (codeBlockTitle_…)",
    package: '@docusaurus/theme-classic',
    version: '3.10.2',
    files: ['src/features/twins/htmlToMarkdown.ts'],
    why: 'Twins are read back from the built HTML so MDX components arrive rendered; the classes are what marks a title or a tab there.',
    upstream: 'facebook/docusaurus discussions on Markdown output (llms.txt) for sites; none offers a twin of the rendered page yet.',
    test: 'tests/build/twins.test.ts',
  },
  ...(
    [
      ['routeRegistryPaths', 'client-data', '@docusaurus/core', 'the route registry Docusaurus writes to .docusaurus/registry.js', 'tests/unit/performance/clientData.test.ts'],
      ['docDescriptions', 'client-data', '@docusaurus/plugin-content-docs', "a docs version's route props (every doc's description)", 'tests/unit/performance/clientData.test.ts'],
      ['globalDocsList', 'client-data', '@docusaurus/plugin-content-docs', "the docs plugins' global data in .docusaurus/globalData.json", 'tests/unit/performance/clientData.test.ts'],
      ['grammarsWithPages', 'grammars-with-pages', '@docusaurus/theme-classic', "theme-classic's start-up client module lib/prism-include-languages.js registering the grammars only through the theme component @theme/prism-include-languages, and @theme-init/MDXComponents", 'tests/unit/performance/grammarsWithPages.test.ts'],
      ['renderOnce', 'render-once', '@docusaurus/theme-classic', "theme-classic's CodeBlock and the OpenAPI theme's tabs reading useIsBrowser only as a re-mount key", 'tests/unit/performance/renderOnce.test.ts'],
      ['browserTransition', 'browser-transition', '@docusaurus/core', '@docusaurus/core/lib/client/browserContext exporting Context, and @theme-init/Root', 'tests/unit/performance/browserTransition.test.tsx'],
      ['prefetchOnIntent', 'prefetch-on-intent', '@docusaurus/core', "@docusaurus/core's Link (lib/client/exports/Link.js) prefetching a visible link's route", 'tests/unit/performance/prefetchOnIntent.test.ts'],
      ['scriptsAfterPaint', 'scripts-after-paint', '@docusaurus/core', 'a committed copy of the default page template of @docusaurus/core (lib/ssg/ssgTemplate.html), the same but for its it.scripts tags', 'tests/unit/performance/scriptsAfterPaint.test.ts'],
    ] as const
  ).map(([patch, folder, pkg, relies, test]): Reliance => ({
    relies,
    package: pkg,
    version: '3.10.2',
    files: [`src/performance/${folder}/`],
    why: 'Page weight and start-up time (PERFORMANCE.md has what the patch gains); Docusaurus has no option for it.',
    upstream: `${DRAFT} an option in Docusaurus for what patch ${patch} does.`,
    test,
    patch,
  })),
  {
    relies: "prism-react-renderer 2's exports (Highlight, Prism, normalizeTokens, themes, useTokenize), replaced by the same API on Prism's core",
    package: 'prism-react-renderer',
    version: '2.4.1',
    files: ['src/performance/prism-core/'],
    why: 'prism-react-renderer bundles every grammar it ships; the site needs a handful (PERFORMANCE.md has what the patch gains).',
    upstream: `${DRAFT} "Ship prism-react-renderer without its bundled grammars (a core entry point)."`,
    test: 'tests/unit/performance/prismCore.test.tsx',
    patch: 'prismCore',
  },
  {
    relies: "docusaurus-theme-openapi-docs adding its one stylesheet (lib/theme/styles.scss) to every page through its plugin",
    package: 'docusaurus-theme-openapi-docs',
    version: '5.2.0',
    files: ['src/performance/rest-css-split/'],
    why: "Only REST pages need the theme's stylesheet (PERFORMANCE.md has what the patch gains).",
    upstream: `${DRAFT} "Load the theme's stylesheet with its components, not site-wide."`,
    test: 'tests/unit/performance/restPatches.test.ts',
    patch: 'restCssSplit',
  },
  {
    relies: 'postman-collection loading faker for dynamic variables and crypto-js for SHA1 (lib/superstring/dynamic-variables.js)',
    package: 'docusaurus-theme-openapi-docs',
    version: '5.2.0',
    files: ['src/performance/rest-bundle-stubs/'],
    why: 'The explorer uses a small part of both (PERFORMANCE.md has what the patch gains).',
    upstream: `${DRAFT} "Load faker lazily in postman-collection's dynamic variables."`,
    test: 'tests/unit/performance/restPatches.test.ts',
    patch: 'restBundleStubs',
  },
];
