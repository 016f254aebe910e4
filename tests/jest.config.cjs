// Jest for unit and component tests (jsdom). Docusaurus leaf modules map to their real client code; only the
// build-generated modules (@generated/*) are stubbed, because they exist only inside a build.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const docusaurusExports = '<rootDir>/node_modules/@docusaurus/core/lib/client/exports/$1';

module.exports = {
  rootDir: root,
  testEnvironment: 'jsdom',
  // Unit tests live in __tests__ folders beside the code they test (tests/README.md).
  roots: ['<rootDir>/src', '<rootDir>/facts', '<rootDir>/tests/lint'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/tests/jest/setup.ts'],
  transform: {
    '^.+\\.[jt]sx?$': [
      'babel-jest',
      {
        configFile: false,
        babelrc: false,
        presets: [
          ['@babel/preset-env', { targets: { node: 'current' } }],
          ['@babel/preset-react', { runtime: 'automatic' }],
          '@babel/preset-typescript',
        ],
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@docusaurus|marked|stemmer)/)'],
  moduleNameMapper: {
    '\\.(css|scss)$': '<rootDir>/tests/jest/styleMock.cjs',
    '^@docusaurus/(BrowserOnly|ComponentCreator|constants|ErrorBoundary|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|renderRoutes|router|Translate|use[A-Za-z]*)$':
      docusaurusExports,
    '^@generated/(.*)$': '<rootDir>/tests/jest/generated/$1',
    '^@theme-(?:original|init)/(.*)$': '<rootDir>/node_modules/@docusaurus/theme-classic/lib/theme/$1',
    // The site's theme folder, then the sidebar feature's (its DocSidebarItems is the one the sidebar renders), then
    // theme-classic's: the order the build resolves @theme/ in.
    '^@theme/(.*)$': ['<rootDir>/src/theme/$1', '<rootDir>/src/features/sidebar/theme/$1', '<rootDir>/node_modules/@docusaurus/theme-classic/lib/theme/$1'],
    '^@site/(.*)$': '<rootDir>/$1',
  },
};
