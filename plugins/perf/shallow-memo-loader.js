// Client bundle only: theme-common's useShallowMemoObject sorts an object's keys with
// localeCompare, and the first call builds an ICU collator for the page's language, several
// milliseconds of hydration on a phone (it runs in every code block). The keys only need a fixed
// order, which plain code-unit comparison gives.
const replaceExactly = require('./replace-exactly');

/** @type {(source: string) => string} */
module.exports = function shallowMemoLoader(source) {
  return replaceExactly(
    source,
    [['deps.sort((a, b) => a[0].localeCompare(b[0]));', 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));']],
    'shallow-memo-loader: theme-common changed, the key sort it replaces is gone',
  );
};
