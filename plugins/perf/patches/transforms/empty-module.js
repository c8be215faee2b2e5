// The module is left out of the bundle: an ES module that exports nothing takes its place.

/** @returns {string} */
module.exports = function emptyModule() {
  return 'export {};\n';
};
