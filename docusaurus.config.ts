import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config, ThemeConfig } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as RedirectOptions } from '@docusaurus/plugin-client-redirects';
import { docIdOf, manifest } from './src/lib/manifest';
import { codeTheme } from './src/lib/codeTheme';
import { API_REFERENCE_URL, fixedRedirects, oldPathsOf } from './src/lib/redirects';
import { ssrTemplate } from './plugins/perf/template/ssr-template';
import type { Options as PerfOptions } from './plugins/perf';
import type { Options as PrecompressOptions } from './plugins/precompress';
import { INDEX_DIR as SEARCH_INDEX_DIR } from './plugins/local-search/client/records';
import { LLMS_FILES } from './plugins/markdown-pages';
import { announcementMessages, siteDescriptions } from './src/data/site-strings';
import remarkCjkFriendly from 'remark-cjk-friendly';
import remarkApiLinks, { type RemarkApiLinksOptions } from './plugins/api-links/remark';
import { freshnessFrontMatter } from './lib/i18n-freshness';

/** The locale being built; Docusaurus sets it for each locale of a build. */
const LOCALE = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en';
/**
 * The runtime that hydrates production pages: Preact (shipped) unless PERF_RUNTIME=react, which
 * builds with react-dom for comparison or to rule Preact out (plugins/perf/runtime).
 */
const RUNTIME = process.env.PERF_RUNTIME === 'react' ? 'react' : 'preact';
/** Copyright year of the original site's content, fixed by the spec. */
const COPYRIGHT_YEAR = 2024;
/**
 * Algolia DocSearch, only when all three credentials are set at build: search then queries the
 * hosted index; otherwise the local-search plugin's own index serves it and nothing goes to Algolia.
 */
const DOCSEARCH =
  process.env.DOCSEARCH_APP_ID && process.env.DOCSEARCH_API_KEY && process.env.DOCSEARCH_INDEX_NAME
    ? {
        appId: process.env.DOCSEARCH_APP_ID,
        apiKey: process.env.DOCSEARCH_API_KEY,
        indexName: process.env.DOCSEARCH_INDEX_NAME,
        contextualSearch: true,
        searchPagePath: 'search',
      }
    : undefined;

const DISCORD_URL = 'https://discord.gg/RSaMRzg';
const ENGINE_REPOSITORY_URL = 'https://github.com/playcanvas/engine';
/**
 * Where page feedback opens its prefilled issue (src/components/PageFeedback). The site configures
 * no edit links; this is the repository of the documentation developer.playcanvas.com serves: the
 * original site's newest configuration names it (`projectName: 'developer-site'`, edit links under
 * github.com/playcanvas/developer-site; `developer.playcanvas.com` is its former name, which GitHub
 * redirects).
 */
const DOCS_REPOSITORY_URL = 'https://github.com/playcanvas/developer-site';

// Routes of the pages written so far (English files decide; the i18n parity check keeps ja in step).
const existingRoutes = new Set(
  manifest
    .filter((entry) => ['.md', '.mdx'].some((ext) => existsSync(path.join(__dirname, 'docs', docIdOf(entry) + ext))))
    .map((entry) => entry.route),
);

const i18n = {
  defaultLocale: 'en',
  locales: ['en', 'ja'],
  localeConfigs: {
    en: { label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en' },
    ja: { label: '日本語', direction: 'ltr', htmlLang: 'ja-JP', calendar: 'gregory', path: 'ja' },
  },
} satisfies Config['i18n'];

const navbar = {
  title: 'PlayCanvas Docs',
  logo: { alt: 'PlayCanvas Logo', src: 'img/playcanvas-logo.svg', width: 32, height: 32 },
  hideOnScroll: true,
  items: [
    { type: 'docSidebar', sidebarId: 'userManualSidebar', position: 'left', label: 'User Manual' },
    { to: '/tutorials/', label: 'Tutorials', position: 'left' },
    { href: API_REFERENCE_URL, label: 'API', position: 'left' },
    { type: 'localeDropdown', position: 'right' },
    { href: DISCORD_URL, position: 'right', className: 'navbar-icon-link navbar-icon-link--discord', 'aria-label': 'Discord Invite' },
    { href: ENGINE_REPOSITORY_URL, position: 'right', className: 'navbar-icon-link navbar-icon-link--github', 'aria-label': 'GitHub Repository' },
  ],
} satisfies Preset.ThemeConfig['navbar'];

const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        { label: 'User Manual', to: '/user-manual/' },
        { label: 'Tutorials', to: '/tutorials/' },
        { label: 'API Reference', href: API_REFERENCE_URL },
      ],
    },
    {
      title: 'Social',
      items: [
        { label: 'X', href: 'https://x.com/playcanvas' },
        { label: 'LinkedIn', href: 'https://www.linkedin.com/company/playcanvas' },
        { label: 'Facebook', href: 'https://www.facebook.com/playcanvas' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'Discord', href: DISCORD_URL },
        { label: 'Forum', href: 'https://forum.playcanvas.com' },
        { label: 'Reddit', href: 'https://www.reddit.com/r/PlayCanvas/' },
      ],
    },
    {
      title: 'Resources',
      items: [
        { label: 'Blog', href: 'https://blog.playcanvas.com' },
        { label: 'GitHub', href: 'https://github.com/playcanvas' },
        { label: 'YouTube', href: 'https://www.youtube.com/@playcanvas' },
      ],
    },
  ],
  copyright: `Copyright © ${COPYRIGHT_YEAR} PlayCanvas Ltd.`,
} satisfies Preset.ThemeConfig['footer'];

const themeConfig = {
  // Pages with their own description replace this one (Helmet keeps the innermost meta of a name).
  metadata: [{ name: 'description', content: LOCALE === 'ja' ? siteDescriptions.ja : siteDescriptions.en }],
  navbar,
  ...(DOCSEARCH && { algolia: DOCSEARCH }),
  footer,
  announcementBar: {
    id: 'engine-v2-samples',
    content: LOCALE === 'ja' ? announcementMessages.ja : announcementMessages.en,
    backgroundColor: '#1f2933',
    textColor: '#ffffff',
    isCloseable: true,
  },
  colorMode: {
    defaultMode: 'light',
    // Readers who set their OS to dark get dark pages; the toggle then cycles system, light, dark.
    respectPrefersColorScheme: true,
    disableSwitch: false,
  },
  docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  prism: {
    theme: codeTheme,
    darkTheme: codeTheme,
    additionalLanguages: ['glsl', 'wgsl', 'bash', 'json', 'nginx', 'apacheconf'],
  },
} satisfies Preset.ThemeConfig;

const redirects = {
  redirects: fixedRedirects(existingRoutes, LOCALE === i18n.defaultLocale),
  createRedirects: (existingPath: string) => oldPathsOf(existingPath, LOCALE === i18n.defaultLocale),
} satisfies RedirectOptions;

/**
 * Without JavaScript the navbar's menu button cannot open the mobile menu, so the docs sidebar is
 * out of reach on narrow screens. This style, inside <noscript> in the head of every page (inert
 * when scripts run), shows the server-rendered sidebar above the page on narrow screens and hides
 * the button that does nothing.
 */
const NO_SCRIPT_NAVIGATION = `<style>
@media (max-width: 996px) {
  .theme-doc-sidebar-container { display: block !important; width: 100% !important; border-bottom: 1px solid var(--ifm-toc-border-color); }
  div:has(> .theme-doc-sidebar-container) { flex-direction: column; }
  .theme-doc-sidebar-container > div { position: static !important; height: auto !important; max-height: none !important; padding-top: 0 !important; }
  .theme-doc-sidebar-menu { padding: 0.5rem !important; }
  .navbar__toggle { display: none !important; }
}
</style>`;

const config = {
  title: 'PlayCanvas Developer Site',
  tagline: 'Start learning PlayCanvas today!',
  favicon: 'img/favicon.svg',
  url: 'https://developer.playcanvas.com',
  customFields: { docsRepositoryUrl: DOCS_REPOSITORY_URL },
  baseUrl: '/',
  organizationName: 'playcanvas',
  projectName: 'developer.playcanvas.com',
  trailingSlash: true,
  i18n,
  headTags: [{ tagName: 'noscript', attributes: {}, innerHTML: NO_SCRIPT_NAVIGATION }],
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
    // A page whose other language changed since the two were last brought in line gets a notice (lib/i18n-freshness.ts).
    parseFrontMatter: freshnessFrontMatter(__dirname),
  },
  future: {
    // Faster (rspack, SWC, lightningcss) and the v4 flags one by one: siteStorageNamespacing stays off
    // because it would rename the `theme` local-storage key the spec requires.
    faster: true,
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: false,
    },
  },
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: false,
          // Slugs are fixed by the manifest; `360-lookaround-camera` must not lose its "360-" as an order prefix.
          numberPrefixParser: false,
          // Japanese puts no space around bold text (WRITING.md), so `**設定（Settings）**を` must still
          // close the bold: CommonMark does not let `**` after punctuation close before a letter
          // (https://github.com/commonmark/commonmark-spec/issues/650).
          // Engine API names in inline code become links to api.playcanvas.com, and links to it must
          // name a page of the installed engine's d.ts (README: Engine API links). PCUI's pages name
          // PCUI's own classes (`EventHandle`) and the REST API's pages its JSON resources.
          remarkPlugins: [
            remarkCjkFriendly,
            [remarkApiLinks, { excludeDirs: ['user-manual/pcui', 'user-manual/api'], ignoreNames: ['Node'] } satisfies RemarkApiLinksOptions],
          ],
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options,
    ],
  ],
  // Entry scripts requested after the first paint (a measured performance lever, like plugins/perf).
  ssrTemplate,
  plugins: [
    ['@docusaurus/plugin-client-redirects', redirects],
    './plugins/raw-source/index.ts',
    './plugins/tutorial-index/index.ts',
    './plugins/local-search/index.ts',
    './plugins/live-examples/index.ts',
    // Hover cards of the engine API links: data per locale after the build, code on first hover or focus.
    './plugins/api-links/index.ts',
    './plugins/markdown-pages/index.ts',
    // The announcement bar shows on the first load after its id changes (SPEC §4), not the second.
    './plugins/announcement-bar/index.ts',
    ['./plugins/precompress/index.ts', { skipFolders: [SEARCH_INDEX_DIR], skipFiles: LLMS_FILES } satisfies PrecompressOptions],
    // Measured performance levers (`npm run bench`); the bench's stock build leaves this plugin out.
    ['./plugins/perf/index.ts', { runtime: RUNTIME } satisfies PerfOptions],
  ],
  themeConfig: themeConfig satisfies ThemeConfig,
} satisfies Config;

export default config;
