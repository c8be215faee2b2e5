import type { Plugin } from '@docusaurus/types';

/**
 * Lets a page import a file's text with `?raw` (e.g. `@site/examples/orbit-camera/orbit-camera.mjs?raw`),
 * so a tutorial shows exactly the code kept once under examples/ in both locales.
 */
export default function rawSourcePlugin(): Plugin {
  return {
    name: 'raw-source',
    configureWebpack() {
      return {
        module: { rules: [{ resourceQuery: /raw/, type: 'asset/source' }] },
      };
    },
  };
}
