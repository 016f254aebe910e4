// prism-include-languages (replaced): the theme calls this at start-up from the main bundle, which would put every
// grammar in every page's first download. The grammars are registered by src/lib/prism/grammars instead, which
// the MDX components import, so only pages that can show code load them.
export default function prismIncludeLanguages(): void {}
