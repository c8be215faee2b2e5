import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PrismTheme } from 'prism-react-renderer';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { themeDeclarations, tokenStylesheet } from './code/token-classes';

/** The project's own plugins, this one among them. */
const PLUGINS_DIR = path.resolve(__dirname, '..');
/** The generated route registry: one entry per route chunk, in every page's entry script. */
const ROUTE_REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;
/** Props of the docs plugin's routes (version metadata among them), one JSON module each. */
const DOCS_ROUTE_PROPS = /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;
/** theme-common's React helpers (useShallowMemoObject among them). */
const THEME_COMMON_REACT_UTILS = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;
/** The docs plugin's preferred-version provider (browser storage read once mounted). */
const DOCS_PREFERRED_VERSION = /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsPreferredVersion\.js$/;
/** Docusaurus's Link component. */
const DOCUSAURUS_LINK = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]Link\.js$/;
/** react-helmet-async's browser build, behind Docusaurus's <Head>. */
const HELMET = /[\\/]react-helmet-async[\\/]lib[\\/]index\.module\.js$/;
/** theme-classic's client module that loads Prism and its languages into every page's entry script. */
const PRISM_LANGUAGES_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');

/** The browser bundle hydrates with Preact's React-compatible API; the server still renders with React. PERF_PREACT=0 keeps React. */
const USE_PREACT = process.env.PERF_PREACT !== '0';
const PREACT_ALIASES = {
  'react$': path.join(__dirname, 'preact', 'react.js'),
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
};

/**
 * The project's measured performance levers (see `npm run bench`), kept in one plugin so that the
 * bench's stock build (scripts/bench/stock.config.ts) can leave them all out:
 * - theme/CodeBlock: hydration keeps the server's code blocks instead of rebuilding them;
 * - version-metadata-loader.js: the docs' version metadata, on every doc page, loses descriptions;
 * - registry-loader.js: the browser's route registry loses module paths only the server reads, and
 *   the server reports chunk names, so each page's HTML lists its route chunks;
 * - shallow-memo-loader.js: no ICU collator is built during hydration to sort a few object keys;
 * - links/: internal links preload their route from one passive document listener per event instead
 *   of a mouseenter and a non-passive touchstart handler on each link;
 * - helmet-loader.js: the <Head> elements mounted during hydration reduce the head's state once, in the
 *   animation frame that writes it, instead of once each;
 * - preferred-version-loader.js: reading the (empty) preferred docs version from storage once mounted
 *   no longer renders every navbar docs item and the search bar again;
 * - theme/CodeBlock/Content + code/: hydration keeps the server's highlighted code, so Prism leaves
 *   the entry script for a chunk loaded only when a block is rendered in the browser; the code is
 *   written with a span per run of same-looking tokens and classes instead of inline styles;
 * - closed-mobile-menu.css: links of the closed mobile menu no longer count as visible, so phones
 *   stop prefetching every page of the sidebar;
 * - hydration/ + the other theme wrappers: with Preact, the first hydration is split into islands
 *   (navbar, sidebar, main column, content, each code block, table of contents, back-to-top
 *   button, footer), one task each; theme/DocSidebar: phones do not hydrate the hidden desktop sidebar;
 * - preact/: production pages hydrate with Preact (about 60 KB gzip less than react-dom), with the
 *   React behaviours the site relies on that Preact lacks (server snapshots, late hash scroll,
 *   hoisted resource hints skipped by hydration).
 * One lever lives here but is set in docusaurus.config.ts, because a plugin cannot set the page
 * template: ssr-template.ts, entry scripts requested after the first contentful paint.
 */
export default function perfPlugin(context: LoadContext): Plugin {
  const tokenColours = writeTokenStylesheet(context);
  return {
    name: 'perf',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      const modules = [path.join(__dirname, 'closed-mobile-menu.css'), path.join(__dirname, 'links', 'delegated-preload.ts'), tokenColours];
      if (USE_PREACT && process.env.NODE_ENV === 'production') {
        modules.push(
          path.join(__dirname, 'preact', 'hoisted-resources.ts'),
          path.join(__dirname, 'preact', 'scroll-to-hash.ts'),
          path.join(__dirname, 'hydration', 'pending-attribute.ts'),
        );
      }
      return modules;
    },
    configureWebpack(config, isServer) {
      // Rspack's persistent cache only watches the Docusaurus config file, not the local plugins it
      // names: a changed loader or alias in plugins/ must evict the cache too.
      const cache = (config.experiments as { cache?: { buildDependencies?: string[] } } | undefined)?.cache;
      if (cache && typeof cache === 'object') cache.buildDependencies = [...(cache.buildDependencies ?? []), `${PLUGINS_DIR}${path.sep}`];
      // Production only: the dev server's fast refresh is React's own.
      const usePreact = !isServer && USE_PREACT && config.mode === 'production';
      // Docusaurus pins `react` and `react-dom` to folders, which would win over the Preact aliases.
      const aliases = config.resolve?.alias;
      if (usePreact && aliases && !Array.isArray(aliases)) for (const name of ['react', 'react-dom']) delete (aliases as Record<string, unknown>)[name];
      const preLoader = (test: RegExp, file: string, options?: Record<string, string>) => ({
        test,
        enforce: 'pre' as const,
        use: [{ loader: path.join(__dirname, file), options }],
      });
      const highlightedCode = path.join(__dirname, 'code', isServer ? 'highlighted.tsx' : 'lazy-highlighted.tsx');
      const hydrationIsland = path.join(__dirname, 'hydration', usePreact ? 'HydrationIsland.tsx' : 'island-passthrough.tsx');
      return {
        resolve: {
          alias: {
            '@perf/highlighted-code$': highlightedCode,
            '@perf/hydration-island$': hydrationIsland,
            ...(!isServer ? { [PRISM_LANGUAGES_CLIENT_MODULE]: path.join(__dirname, 'code', 'empty-client-module.js') } : {}),
            ...(usePreact ? PREACT_ALIASES : {}),
          },
        },
        module: {
          rules: [
            preLoader(DOCS_ROUTE_PROPS, 'version-metadata-loader.js'),
            preLoader(ROUTE_REGISTRY, 'registry-loader.js', { target: isServer ? 'chunk-name' : 'empty' }),
            ...(!isServer
              ? [
                  preLoader(THEME_COMMON_REACT_UTILS, 'shallow-memo-loader.js'),
                  preLoader(DOCS_PREFERRED_VERSION, 'preferred-version-loader.js'),
                  preLoader(DOCUSAURUS_LINK, 'links/link-handlers-loader.js'),
                  preLoader(HELMET, 'helmet-loader.js'),
                ]
              : []),
          ],
        },
      };
    },
  };
}

/** Writes the stylesheet of the code token classes (code/token-classes.ts) for the site's Prism themes; returns its path. */
function writeTokenStylesheet({ generatedFilesDir, siteConfig }: LoadContext): string {
  const { prism } = siteConfig.themeConfig as { prism?: { theme?: PrismTheme; darkTheme?: PrismTheme } };
  const file = path.join(generatedFilesDir, 'perf', 'code-token-colours.css');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, tokenStylesheet(themeDeclarations([prism?.theme, prism?.darkTheme])));
  return file;
}
