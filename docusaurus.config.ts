import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { themes as prismThemes } from 'prism-react-renderer';
import { instances, type DocsInstance } from './src/config/instances';
import { applyPageFlags } from './src/lib/pageFlags';

/** Options every docs instance shares; each instance adds its id, folder, route base and sidebars. */
function docsOptions(instance: DocsInstance) {
  return {
    ...(instance.pluginId === 'default' ? {} : { id: instance.pluginId }),
    path: instance.folder,
    routeBasePath: instance.routeBasePath,
    sidebarPath: instance.sidebarPath,
    sidebarCollapsible: true,
    breadcrumbs: true,
  } satisfies DocsOptions;
}

const [coreDocs, ...otherDocs] = instances;

const config: Config = {
  title: 'BangDB Docs',
  tagline: 'Documentation for BangDB, the multi-model database, and its companion apps',
  favicon: 'img/favicon.svg',
  url: 'https://docs.bangdb.com',
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  future: { v4: true, faster: true },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  markdown: {
    mermaid: true,
    // Explicit heading ids (`## Movies data {#moviesdata}`) keep anchors stable when titles change.
    mdx1Compat: { comments: false, admonitions: false, headingIds: true },
    hooks: { onBrokenMarkdownLinks: 'throw' },
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      return { ...result, frontMatter: applyPageFlags(result.frontMatter) };
    },
  },
  themes: ['@docusaurus/theme-mermaid'],
  presets: [
    [
      'classic',
      {
        docs: docsOptions(coreDocs),
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { lastmod: null, changefreq: null, priority: null },
      } satisfies Preset.Options,
    ],
  ],
  plugins: otherDocs.map((instance) => ['@docusaurus/plugin-content-docs', docsOptions(instance)]),
  themeConfig: {
    image: 'img/bangdb-social.png',
    colorMode: { respectPrefersColorScheme: true },
    navbar: { title: 'BangDB Docs', items: [] },
    docs: { sidebar: { autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.vsDark,
      additionalLanguages: ['java', 'bash', 'json', 'cypher', 'python', 'yaml', 'sql', 'ini'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
