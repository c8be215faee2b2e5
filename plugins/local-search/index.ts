import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { readDefaultCodeTranslationMessages } from '@docusaurus/theme-translations';
import { normalizeUrl } from '@docusaurus/utils';
import { buildIndex } from './indexer/build';

/** Path of the search page under each locale's base URL (spec §2: /search/ and /ja/search/). */
export const SEARCH_PAGE_PATH = 'search/';

/**
 * Local search: a Japanese-aware index written after each locale's build, the DocSearch modal
 * and the search page on top of it. When `themeConfig.algolia` is set (hosted mode), the same
 * components query Algolia instead and theme-search-algolia adds the search page route.
 */
export default function localSearchPlugin(context: LoadContext): Plugin {
  const { baseUrl, i18n, siteConfig } = context;
  const hosted = Boolean((siteConfig.themeConfig as { algolia?: unknown }).algolia);
  return {
    name: 'local-search',
    getThemePath() {
      return './theme';
    },
    getTypeScriptThemePath() {
      return './theme';
    },
    async getDefaultCodeTranslationMessages() {
      // The DocSearch ids are theme-search-algolia's: take their bundled translations, which that
      // theme only loads itself in hosted mode, then this plugin's own wording on top.
      const bundled = await readDefaultCodeTranslationMessages({ locale: i18n.currentLocale, name: 'theme-search-algolia' });
      return { ...bundled, ...defaultMessages(i18n.currentLocale) };
    },
    contentLoaded({ actions }) {
      // In hosted mode theme-search-algolia owns the route (at its searchPagePath, `search`) and
      // renders this plugin's SearchPage, which shadows its own.
      if (hosted) return;
      actions.addRoute({ path: normalizeUrl([baseUrl, SEARCH_PAGE_PATH]), component: '@theme/SearchPage', exact: true });
    },
    async postBuild({ outDir, routesPaths }) {
      if (hosted) return;
      try {
        const stats = await buildIndex({ outDir, baseUrl, locale: i18n.currentLocale, routesPaths });
        console.log(
          `[local-search] ${stats.locale}: ${stats.pages} pages, ${stats.records} records, ${stats.shards} shards, ${stats.words} dictionary words; meta ${kb(stats.metaBrotliBytes)} KB br, all ${kb(stats.bytes)} KB (br ${kb(stats.brotliBytes)} KB), ${stats.ms} ms`,
        );
      } catch (error) {
        throw new Error(`local-search: building the ${i18n.currentLocale} index in ${outDir} failed`, { cause: error });
      }
    },
  };
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** The plugin's own UI strings for a locale ({id: message}); i18n/<locale>/code.json overrides them. */
function defaultMessages(locale: string): Record<string, string> {
  const file = path.join(__dirname, 'i18n', `${locale}.json`);
  if (!existsSync(file)) return {};
  try {
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message: string }>;
    return Object.fromEntries(Object.entries(messages).map(([id, { message }]) => [id, message]));
  } catch (error) {
    throw new Error(`local-search: cannot read ${file}`, { cause: error });
  }
}
