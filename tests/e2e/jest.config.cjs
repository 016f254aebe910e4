// Browser tests: playwright-core driving Debian's /usr/bin/chromium against the production build, which
// globalSetup serves on 127.0.0.1 with .deploy/serve.mjs (`npm run serve`, the static server the README recommends).
// `npm test` runs the specs in this folder; E2E_TIER=exhaustive (npm run test:exhaustive) runs those in exhaustive/.
const path = require('node:path');

const exhaustive = process.env.E2E_TIER === 'exhaustive';

module.exports = {
  rootDir: path.resolve(__dirname, '../..'),
  testEnvironment: 'node',
  roots: [exhaustive ? '<rootDir>/tests/e2e/exhaustive' : '<rootDir>/tests/e2e'],
  testMatch: ['**/*.spec.ts'],
  testPathIgnorePatterns: exhaustive ? [] : ['/exhaustive/'],
  globalSetup: '<rootDir>/tests/e2e/server.cjs',
  globalTeardown: '<rootDir>/tests/e2e/server.cjs',
  testTimeout: 120_000,
  maxWorkers: 2,
  transform: {
    '^.+\\.ts$': ['babel-jest', { configFile: false, babelrc: false, presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'] }],
  },
};
