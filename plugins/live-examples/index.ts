import type { Plugin } from '@docusaurus/types';
// Docusaurus types configureWebpack with webpack's types; rspack's compiler has the same API here.
import type { Compiler } from 'webpack';
import { LIVE_DIR, liveFiles, type LiveFile } from './files';
import { reactLiveFiles } from './react';

const NAME = 'live-examples';

/**
 * Serves what the LiveExample component runs, under `live/` of each locale: the `playcanvas`
 * engine and Ammo from node_modules, the examples' own modules unchanged, and one runner page
 * per example; and for `<LiveExample reactSample>`, every PlayCanvas React app sample bundled
 * with esbuild from the `.tsx` the page shows (plugins/live-examples/react.ts). The files are emitted by the client bundler, so `docusaurus start` serves them
 * (and reloads on edits) the same way `docusaurus build` writes them. No page bundle imports them.
 */
export default function liveExamplesPlugin(context: { siteDir: string }): Plugin {
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              const { RawSource } = compiler.webpack.sources;
              compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
                compilation.hooks.processAssets.tapPromise(
                  { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
                  async () => {
                    let files: LiveFile[];
                    let watch: string[];
                    try {
                      const react = await reactLiveFiles(context.siteDir);
                      files = [...liveFiles(context.siteDir), ...react.files];
                      watch = react.watch;
                    } catch (error) {
                      throw new Error('live-examples: could not collect the example files', { cause: error });
                    }
                    for (const file of files) {
                      // `minimized` keeps the JS minimizer off these files: the frame must run the
                      // bytes the page shows (and the engine's licence banner must stay).
                      compilation.emitAsset(`${LIVE_DIR}/${file.name}`, new RawSource(file.content), { minimized: true });
                      if (file.source) compilation.fileDependencies.add(file.source);
                    }
                    for (const source of watch) compilation.fileDependencies.add(source);
                  },
                );
              });
            },
          },
        ],
      };
    },
  };
}
