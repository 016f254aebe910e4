// CSS modules in tests: class names are returned as their keys.
module.exports = new Proxy({}, { get: (_, key) => (key === '__esModule' ? false : key) });
