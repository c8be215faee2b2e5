/**
 * The project's measured performance levers (`npm run bench`), kept in one plugin so that the
 * bench's stock build (scripts/bench/stock.config.ts) can leave them all out. By folder:
 * - patches/: every change to a dependency's code, declared in patches/manifest.json (what, why,
 *   upstream, when it can go) and applied by one loader that fails the build when a piece or module
 *   is not where the entry says (the README's table of patches is generated from the manifest);
 * - runtime/: production pages hydrate with Preact (about 60 KB gzip less than react-dom), with the
 *   React behaviours the site relies on that Preact lacks; the `runtime` option selects React;
 * - islands/: with Preact, the first hydration is split into islands (navbar, sidebar, main
 *   column, content, each code block, table of contents, back-to-top button, footer, the site's
 *   tutorial cards), one task each;
 * - code/ + theme/CodeBlock: hydration keeps the server's highlighted code, so Prism leaves the
 *   entry script for a chunk loaded only when a block is rendered in the browser; the code is
 *   written with a span per run of same-looking tokens and classes from a generated stylesheet;
 * - links/: internal links preload their route from one passive document listener per event, and
 *   links of the closed mobile menu no longer count as visible (phones prefetched every page of the
 *   sidebar);
 * - template/: entry scripts requested after the first contentful paint (set in
 *   docusaurus.config.ts: a plugin cannot set the page template);
 * - theme/: wrappers that make parts of a page islands, and theme/DocSidebar: phones do not hydrate
 *   the hidden desktop sidebar.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { writeTokenStylesheet } from './code/stylesheet';
import { PatchCountPlugin, patchRules } from './patches';
import { PREACT_ALIASES, PREACT_CLIENT_MODULES, usesPreact, type Runtime } from './runtime';

export interface Options {
  /** The runtime that hydrates production pages (default `preact`). */
  runtime?: Runtime;
}

/** The project's own plugins, this one among them. */
const PLUGINS_DIR = path.resolve(__dirname, '..');
/** The code highlighter the browser loads on demand, and the one the server renders with. */
const LAZY_HIGHLIGHTED = path.join(__dirname, 'code', 'lazy-highlighted.tsx');
const HIGHLIGHTED = path.join(__dirname, 'code', 'highlighted.tsx');

export default function perfPlugin(context: LoadContext, { runtime = 'preact' }: Options = {}): Plugin {
  const tokenColours = writeTokenStylesheet(context);
  const dirs = { siteDir: context.siteDir, generatedFilesDir: context.generatedFilesDir };
  return {
    name: 'perf',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      const modules = [path.join(__dirname, 'links', 'closed-mobile-menu.css'), path.join(__dirname, 'links', 'delegated-preload.ts'), tokenColours];
      if (runtime === 'preact' && process.env.NODE_ENV === 'production') modules.push(...PREACT_CLIENT_MODULES);
      return modules;
    },
    configureWebpack(config, isServer) {
      const experiments = config.experiments as { cache?: { buildDependencies?: string[] } } | undefined;
      if (config.mode === 'production') {
        // No persistent cache for production builds. Docusaurus keys it on its version and theme
        // aliases, not on this plugin's options, so a warm cache built with one runtime was reused
        // for the other (a React build that shipped Preact); and production builds mostly start cold
        // (CI, the bench), where writing it cost about 2 s of 53 and a warm one saved about 6.
        config.cache = false;
        if (experiments) delete experiments.cache;
      } else if (experiments?.cache && typeof experiments.cache === 'object') {
        // The dev server keeps it. Rspack's persistent cache only watches the Docusaurus config file,
        // not the local plugins it names: a changed loader, manifest or alias in plugins/ must evict it too.
        experiments.cache.buildDependencies = [...(experiments.cache.buildDependencies ?? []), `${PLUGINS_DIR}${path.sep}`];
      }
      const bundle = isServer ? 'server' : 'client';
      const preact = usesPreact(runtime, { isServer, mode: config.mode });
      // Docusaurus pins `react` and `react-dom` to folders, which would win over the Preact aliases.
      const aliases = config.resolve?.alias;
      if (preact && aliases && !Array.isArray(aliases)) for (const name of ['react', 'react-dom']) delete (aliases as Record<string, unknown>)[name];
      return {
        resolve: {
          alias: {
            // The server renders every code block highlighted, at once.
            ...(isServer ? { [LAZY_HIGHLIGHTED]: HIGHLIGHTED } : {}),
            ...(preact ? PREACT_ALIASES : {}),
          },
        },
        module: { rules: patchRules(bundle, dirs) },
        plugins: [new PatchCountPlugin(bundle, dirs)],
      };
    },
  };
}
