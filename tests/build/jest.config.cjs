// Build checks: tests that read the production output in build/ (run after `npm run build`).
const base = require('../jest.config.cjs');

module.exports = {
  ...base,
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/build'],
  setupFilesAfterEnv: [],
};
