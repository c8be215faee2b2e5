import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The generated route registry: one entry per route chunk, in every page's entry script. */
const ROUTE_REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;

/**
 * The project's measured performance levers (see `npm run bench`), kept in one plugin so that the
 * bench's stock build (scripts/bench/stock.config.ts) can leave them all out:
 * - theme/CodeBlock: hydration keeps the server's code blocks instead of rebuilding them;
 * - registry-loader.js: the browser's route registry loses module paths only the server reads.
 * Moving Prism out of the entry script into the code-block chunk was measured and dropped: doc pages
 * all load that chunk (MDXComponents imports CodeBlock), so it only moved bytes and grew prefetches.
 */
export default function perfPlugin(): Plugin {
  return {
    name: 'perf',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: { rules: [{ test: ROUTE_REGISTRY, enforce: 'pre', use: [{ loader: path.join(__dirname, 'registry-loader.js') }] }] },
      };
    },
  };
}
