// Minimal stand-in for the build-generated site config used by Docusaurus client hooks in tests.
import { PRISM_LANGUAGES } from '../../../src/features/code-highlighting/languages';

export default {
  title: 'BangDB Docs',
  url: 'https://docs.bangdb.com',
  baseUrl: '/',
  trailingSlash: false,
  themeConfig: {
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    navbar: { items: [], hideOnScroll: false },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    prism: { additionalLanguages: [...PRISM_LANGUAGES] },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  },
  future: { experimental_storage: { type: 'localStorage', namespace: false } },
  customFields: {},
  plugins: [],
  themes: [],
  presets: [],
};
