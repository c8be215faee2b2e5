// Docusaurus's module aliases as a webpack resolve configuration, for the import-boundary check
// (.dependency-cruiser.cjs): @site, the client API (@docusaurus/Link, …) and the theme components.
// @theme/X resolves to the site's own component, else theme-classic's (or core's fallback): that is
// the contract an import of @theme/X relies on; that a plugin may provide its own is the bundler's
// choice, not a dependency of the importer on that plugin. @generated/… exists only during a build
// and is left unresolved. Also the one alias of the unit tests (vitest.config.mts).
const { readdirSync } = require('node:fs');
const path = require('node:path');

const siteDir = path.resolve(__dirname, '../..');
const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
const themeClassic = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib', 'theme');
const clientExports = path.join(core, 'lib', 'client', 'exports');
const themeFallback = path.join(core, 'lib', 'client', 'theme-fallback');

/** @docusaurus/<Name> for every module of Docusaurus's client API. */
const clientApi = Object.fromEntries(
  readdirSync(clientExports)
    .filter((file) => file.endsWith('.js'))
    .map((file) => [`@docusaurus/${file.slice(0, -'.js'.length)}$`, path.join(clientExports, file)]),
);

module.exports = {
  resolve: {
    alias: {
      '@site': siteDir,
      ...clientApi,
      '@theme-init': [themeClassic, themeFallback],
      '@theme-original': [themeClassic, themeFallback],
      '@theme': [path.join(siteDir, 'src/theme'), themeClassic, themeFallback],
      'docusaurus-storage-utils': path.join(siteDir, 'node_modules/@docusaurus/theme-common/lib/utils/storageUtils.js'),
    },
  },
};
