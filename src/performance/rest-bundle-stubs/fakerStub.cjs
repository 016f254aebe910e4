// Stand-in for @faker-js/faker in the browser bundle. postman-collection (used by the REST pages' request
// runner) loads faker only to expand Postman's {{$random…}} dynamic variables, which these pages never use.
// Any faker call returns an empty string.
const call = () => '';
const group = new Proxy(call, { get: () => call });
module.exports = new Proxy({}, { get: () => group });
