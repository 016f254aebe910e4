// Browser tests: playwright-core driving Debian's /usr/bin/chromium against the production build, which
// globalSetup serves on 127.0.0.1 with .deploy/serve.mjs (`npm run serve`, the static server the README recommends).
const path = require('node:path');

module.exports = {
  rootDir: path.resolve(__dirname, '../..'),
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.spec.ts'],
  globalSetup: '<rootDir>/tests/e2e/server.cjs',
  globalTeardown: '<rootDir>/tests/e2e/server.cjs',
  testTimeout: 120_000,
  maxWorkers: 2,
  transform: {
    '^.+\\.ts$': ['babel-jest', { configFile: false, babelrc: false, presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'] }],
  },
};
