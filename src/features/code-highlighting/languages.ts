/** Every Prism grammar the site highlights, in dependency order (markup and clike first, c before cpp). Read by
 *  `themeConfig.prism.additionalLanguages`; src/features/code-highlighting/__tests__/prism.test.tsx checks every fenced language has its grammar.
 *  markup also answers to xml and html, bash to shell. */
export const PRISM_LANGUAGES = [
  'markup',
  'clike',
  'c',
  'cpp',
  'java',
  'javascript',
  'json',
  'bash',
  'sql',
  'python',
  'yaml',
  'cypher',
] as const;
