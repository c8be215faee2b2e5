import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LoadContext } from '@docusaurus/types';
import perfPlugin, { type Options } from '../index';

const siteDir = path.resolve(import.meta.dirname, '../../..');

/** What Docusaurus hands the plugin's configureWebpack for one bundle (the parts the plugin reads). */
function bundlerConfig(mode: 'production' | 'development') {
  return {
    mode,
    cache: true,
    experiments: { cache: { type: 'persistent', version: 'docusaurus-3.10.2', buildDependencies: ['docusaurus.config.ts'] } },
    resolve: { alias: { react: '/node_modules/react', 'react-dom': '/node_modules/react-dom' } as Record<string, string> },
  };
}

function configure(options: Options, mode: 'production' | 'development', isServer: boolean) {
  const context = { siteDir, generatedFilesDir: mkdtempSync(path.join(tmpdir(), 'perf-plugin-')), siteConfig: { themeConfig: {} } } as unknown as LoadContext;
  const plugin = perfPlugin(context, options);
  const config = bundlerConfig(mode);
  const result = (plugin.configureWebpack as (config: unknown, isServer: boolean) => { resolve: { alias: Record<string, string> } })(config, isServer);
  return { config, result };
}

describe('perf plugin bundler configuration', () => {
  it.each([
    ['preact', false, true],
    ['preact', true, false],
    ['react', false, false],
  ] as const)('runtime %s, server bundle %s: react is aliased to Preact: %s', (runtime, isServer, preact) => {
    const { config, result } = configure({ runtime }, 'production', isServer);
    expect(result.resolve.alias['react$']?.endsWith(path.join('runtime', 'react.js')) ?? false).toBe(preact);
    // Docusaurus's folder aliases for react would win over Preact's; they go only when Preact is used.
    expect('react' in config.resolve.alias).toBe(!preact);
  });

  it('builds for production without the persistent cache, whatever the runtime, so a build always reflects its options', () => {
    for (const runtime of ['preact', 'react'] as const) {
      const { config } = configure({ runtime }, 'production', false);
      expect(config.cache).toBe(false);
      expect(config.experiments.cache).toBeUndefined();
    }
  });

  it('keeps the dev server\'s persistent cache, evicted by a change under plugins/', () => {
    const { config } = configure({ runtime: 'preact' }, 'development', false);
    expect(config.cache).toBe(true);
    expect(config.experiments.cache?.buildDependencies).toContain(`${path.join(siteDir, 'plugins')}${path.sep}`);
  });
});
