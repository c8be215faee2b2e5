// Client bundle only: empties the module-path strings of .docusaurus/registry.js, one per route
// chunk. react-loadable reads them only while rendering on the server (to list a page's chunks);
// in the browser they are dead weight in the entry script that grows with every page.
/** @type {(source: string) => string} */
module.exports = function registryLoader(source) {
  return source.replace(/\), "[^"]+", require\.resolveWeak\(/g, '), "", require.resolveWeak(');
};
