// Client bundle only: theme-common's useShallowMemoObject sorts an object's keys with
// localeCompare, and the first call builds an ICU collator for the page's language, several
// milliseconds of hydration on a phone (it runs in every code block). The keys only need a fixed
// order, which plain code-unit comparison gives.
/** @type {(source: string) => string} */
module.exports = function shallowMemoLoader(source) {
  const sorting = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
  if (!source.includes(sorting)) throw new Error('shallow-memo-loader: theme-common changed, the key sort it replaces is gone');
  return source.replace(sorting, 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));');
};
