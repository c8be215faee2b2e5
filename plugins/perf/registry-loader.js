// Rewrites the module-path string of each entry of .docusaurus/registry.js (one per route chunk):
// `"<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<path>"), "<path>", require.resolveWeak(...)]`.
// react-loadable only reads that string while rendering on the server, to report the modules a
// page used, and Docusaurus looks the reports up by chunk name in the client manifest (webpack 5
// keys it so); a module path finds nothing, and the page's route chunks were left out of its HTML.
// - server bundle (`target: 'chunk-name'`): the string becomes the chunk name, so the page's HTML
//   lists its route chunks and the browser fetches them with the entry scripts;
// - browser bundle (`target: 'empty'`): the string is dead weight in the entry script that grows
//   with every page, and becomes "".
const ENTRY = /import\(\/\* webpackChunkName: "([^"]+)" \*\/ ("[^"]+")\), "[^"]+", require\.resolveWeak\(/g;

/** @type {(this: { getOptions?: () => { target?: 'empty' | 'chunk-name' } }, source: string) => string} */
module.exports = function registryLoader(source) {
  const target = this?.getOptions?.().target ?? 'empty';
  return source.replace(ENTRY, (_match, chunkName, request) => {
    const reported = target === 'chunk-name' ? chunkName : '';
    return `import(/* webpackChunkName: "${chunkName}" */ ${request}), "${reported}", require.resolveWeak(`;
  });
};
