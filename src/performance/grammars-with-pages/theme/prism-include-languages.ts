// prism-include-languages (patch `grammarsWithPages`): what theme-classic's start-up client module calls. The
// grammars are registered by ../MDXComponents instead, with the Markdown pages.
export default function prismIncludeLanguages(): void {}
