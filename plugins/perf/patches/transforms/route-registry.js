// The route registry Docusaurus generates (.docusaurus/registry.js), one entry per route chunk:
// `"<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<path>"), "<path>", require.resolveWeak("<path>")],`
// The second element, the module path as a string, becomes the chunk name on the server (react-loadable
// reports it, and Docusaurus looks reports up by chunk name) and "" in the browser (never read there).

/** Every entry the generator writes: a quoted key opening an array. */
const ANY_ENTRY = /^\s*"[^"]+": \[/gm;
/** An entry in the shape this transform rewrites. */
const ENTRY = /import\(\/\* webpackChunkName: "([^"]+)" \*\/ ("[^"]+")\), "[^"]+", require\.resolveWeak\(/g;

/**
 * @param {string} source
 * @param {{ bundle: 'client' | 'server', where: string }} context
 * @returns {string}
 */
module.exports = function routeRegistry(source, { bundle, where }) {
  const entries = source.match(ANY_ENTRY)?.length ?? 0;
  const rewritable = source.match(ENTRY)?.length ?? 0;
  if (entries === 0 || rewritable !== entries) {
    throw new Error(
      `patch route-registry-chunk-names: ${where} has ${entries} entries, ${rewritable} of them in the shape it rewrites ` +
        '(`"<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<path>"), "<path>", require.resolveWeak(...)]`). ' +
        "Docusaurus changed its registry: read genRegistry in @docusaurus/core's codegen, then update plugins/perf/patches/transforms/route-registry.js " +
        'or remove the entry if route chunks are now reported by chunk name.',
    );
  }
  return source.replace(ENTRY, (_match, chunkName, request) => {
    const reported = bundle === 'server' ? chunkName : '';
    return `import(/* webpackChunkName: "${chunkName}" */ ${request}), "${reported}", require.resolveWeak(`;
  });
};
