// Empties theme-classic's start-up client module (lib/prism-include-languages.js) after checking it holds exactly
// the statements ./theme/MDXComponents repeats; anything else fails the build instead of being dropped unseen.
const EXPECTED = [
  "import { Prism } from 'prism-react-renderer';",
  "import prismIncludeLanguages from '@theme/prism-include-languages';",
  'prismIncludeLanguages(Prism);',
];

/** The module's statements: comments dropped, one per line, whitespace normalised. */
function statements(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' ').replace(/{(\S)/g, '{ $1').replace(/(\S)}/g, '$1 }').replace(/"/g, "'"))
    .filter(Boolean);
}

module.exports = function startupLoader(source) {
  const found = statements(source);
  if (JSON.stringify(found) !== JSON.stringify(EXPECTED)) {
    throw new Error(
      `performance patch grammarsWithPages: theme-classic's prism-include-languages client module changed (found: ${found.join(' ')}). ` +
        'Update src/performance/grammars-with-pages or turn the patch off.',
    );
  }
  return 'export {};\n';
};
module.exports.statements = statements;
module.exports.EXPECTED = EXPECTED;
