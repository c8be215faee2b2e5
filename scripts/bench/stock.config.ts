/**
 * The comparison build of `npm run bench`: the same content, plugins and theme configuration as
 * docusaurus.config.ts, built the way a stock Docusaurus 3 site is (webpack, Babel, Terser, no
 * `future` flags), with Docusaurus's own page template and without the project's performance
 * plugin. Precompression stays on so that both builds are measured behind the same server
 * (scripts/serve.mjs).
 */
import path from 'node:path';
import type { Config, PluginConfig } from '@docusaurus/types';
import config from '../../docusaurus.config';

const siteDir = path.resolve(__dirname, '../..');

/** Plugins that exist only to make the project faster than stock. */
const PROJECT_OPTIMISATIONS = ['./plugins/perf/index.ts'];
/** A plugin entry's path, written as a string or as the first element of [path, options]. */
const pluginPath = (plugin: unknown) => (typeof plugin === 'string' ? plugin : Array.isArray(plugin) && typeof plugin[0] === 'string' ? plugin[0] : null);

const { ssrTemplate: _projectTemplate, ...configWithStockTemplate } = config;

const stock = {
  ...configWithStockTemplate,
  future: { v4: false, faster: false },
  plugins: [
    ...(config.plugins
      .filter((plugin) => !PROJECT_OPTIMISATIONS.includes(pluginPath(plugin) ?? ''))
      // Docusaurus resolves plugin paths from the config file's folder; these are written from the site root.
      .map((plugin) => (typeof plugin === 'string' && plugin.startsWith('./') ? path.join(siteDir, plugin) : plugin)) as PluginConfig[]),
  ],
} satisfies Config;

export default stock;
