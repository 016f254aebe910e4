// Build checks: tests that read the production output in build/ (run after `npm run build`). The REST regeneration
// check in exhaustive/ runs in `npm run test:exhaustive` (tests/run.mjs names it).
const base = require('../jest.config.cjs');

module.exports = {
  ...base,
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/build'],
  testPathIgnorePatterns: process.env.BUILD_TIER === 'exhaustive' ? [] : ['/exhaustive/'],
  setupFilesAfterEnv: [],
};
