// Stand-in for the whole of crypto-js in the browser bundle: the REST pages' explorer only calls
// CryptoJS.SHA1 (to key its stored settings), so only crypto-js's SHA1 module is bundled.
module.exports = { SHA1: require('crypto-js/sha1') };
