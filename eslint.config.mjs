// ESLint flat config: `npm run lint` (eslint . --max-warnings 0). Lints JS/TS only; MDX is not linted.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default defineConfig(
  {
    ignores: [
      'build/',
      'build-vanilla/', // npm run test:exhaustive
      '.docusaurus/',
      'node_modules/',
      'tests/jest/generated/', // stand-ins for the build's @generated/* modules
      // Output of docusaurus-plugin-openapi-docs (`npm run gen:rest-api`).
      'rest-api/**/*.api.mdx',
      'rest-api/sidebar.ts',
      'rest-api/**/*.js',
    ],
  },
  { files: ['**/*.{ts,tsx,js,mjs,cjs}'] },
  js.configs.recommended,
  // Syntax-only (not type-aware) rules: keeps linting fast; `npm run typecheck` covers the types.
  tseslint.configs.recommended,
  {
    // Destructuring a key out to drop it (`const { omitted, ...rest } = x`) is the idiomatic omit.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }] },
  },
  // The plugin's whole preset: rules-of-hooks and exhaustive-deps plus its React Compiler purity checks.
  { files: ['**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // src/ runs in the browser (unit tests in jsdom); site config, plugins (run by Docusaurus), tests and benches in Node.
  { files: ['src/**'], languageOptions: { globals: globals.browser } },
  {
    files: ['*.{ts,mjs,cjs,js}', '.deploy/**', 'src/plugins/**', 'src/performance/**/*.{ts,cjs}', 'src/features/*/index.ts', 'src/features/*/indexing/**', 'src/features/mcp/**', 'tests/**'],
    languageOptions: { globals: globals.node },
  },
  { files: ['tests/**', 'src/**/__tests__/**'], languageOptions: { globals: globals.jest } },
  // Browser specs and benchmarks pass callbacks to page.evaluate, which run in the page.
  { files: ['tests/e2e/**', 'tests/bench/**'], languageOptions: { globals: globals.browser } },
  {
    // CommonJS by design (Jest configs, webpack stand-ins): require() is how these files import.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
