import type { Plugin } from '@docusaurus/types';

/** A module rule as far as this plugin reads it. */
interface ModuleRule {
  test?: unknown;
  resourceQuery?: unknown;
}

/** Whether a rule is the bundler's JavaScript/TypeScript rule (`/\.[jt]sx?$/` in Docusaurus 3). */
function compilesScripts(rule: ModuleRule): boolean {
  return rule.test instanceof RegExp && rule.test.test('sample.tsx') && rule.test.test('sample.js');
}

/**
 * Lets a page import a file's text with `?raw` (e.g. `@site/examples/orbit-camera/orbit-camera.mjs?raw`),
 * so a tutorial shows exactly the code kept once under examples/ in both locales.
 *
 * Docusaurus's script rule matches the file name whatever its query, so a `.ts`/`.tsx` file
 * imported with `?raw` would reach the page compiled (types removed, JSX turned into calls): the
 * script rule leaves `?raw` requests to this plugin's rule.
 */
export default function rawSourcePlugin(): Plugin {
  return {
    name: 'raw-source',
    configureWebpack(config) {
      for (const rule of (config.module?.rules ?? []) as ModuleRule[]) {
        if (rule && typeof rule === 'object' && compilesScripts(rule) && rule.resourceQuery === undefined) rule.resourceQuery = { not: [/raw/] };
      }
      return {
        module: { rules: [{ resourceQuery: /raw/, type: 'asset/source' }] },
      };
    },
  };
}
