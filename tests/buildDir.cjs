// The production build the build checks and browser tests read: `build/`, or the folder named by BUILD_DIR
// (`npm run test:exhaustive` checks a build made with every performance patch off, in another folder).
const path = require('node:path');

module.exports = path.resolve(__dirname, '..', process.env.BUILD_DIR || 'build');
