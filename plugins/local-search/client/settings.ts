import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useContextualSearchFilters } from '@docusaurus/theme-common';
import { INDEX_DIR } from './records';
import { wellFormed } from './constants';

/** The Algolia block of the theme config, present only when DocSearch credentials were given. */
interface AlgoliaThemeConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  searchParameters?: { facetFilters?: (string | string[])[] };
  externalUrlRegex?: string;
}

/** How this build searches: its own index (local) or Algolia DocSearch (hosted). */
export interface SearchSettings {
  mode: 'local' | 'hosted';
  appId: string;
  apiKey: string;
  /** The index queried (Algolia's in hosted mode). */
  indexName: string;
  /**
   * The index name DocSearch's modal is given: it keys recent and favourite searches in local
   * storage by it, so it carries the locale; requests are sent with {@link indexName}.
   */
  storageName: string;
  /** URL of the locale's index folder, ending with a slash (local mode). */
  indexUrl: string;
  /** Spec §7: language:{locale} and the contextual docusaurus_tag facet (an OR list). */
  facetFilters: (string | string[])[];
  locale: string;
  /** The site's origin as configured (https://developer.playcanvas.com), for hosted hit URLs. */
  siteUrl: string;
  externalUrlRegex?: string;
  docusaurusVersion: string;
}

/** Placeholder credentials for DocSearch's modal, which insists on creating an Algolia client. */
const LOCAL_APP_ID = 'local';

/** Reads the search mode and parameters of the current locale. */
export function useSearchSettings(): SearchSettings {
  const { siteConfig, i18n, siteMetadata } = useDocusaurusContext();
  const { locale, tags } = useContextualSearchFilters();
  const algolia = (siteConfig.themeConfig as { algolia?: AlgoliaThemeConfig }).algolia;
  // A new array on every render: depend on its content.
  const tagKey = tags.join('\n');
  return useMemo(() => {
    const facetFilters: (string | string[])[] = [
      `language:${locale}`,
      tagKey.split('\n').map((tag) => `docusaurus_tag:${tag}`),
      ...(algolia?.searchParameters?.facetFilters ?? []),
    ];
    const common = {
      indexUrl: `${siteConfig.baseUrl}${INDEX_DIR}/`,
      facetFilters,
      locale: i18n.currentLocale,
      siteUrl: siteConfig.url,
      docusaurusVersion: siteMetadata.docusaurusVersion,
    };
    if (algolia) {
      // One hosted index serves both locales: the storage name keeps their recent searches apart.
      return {
        ...common,
        mode: 'hosted',
        appId: algolia.appId,
        apiKey: algolia.apiKey,
        indexName: algolia.indexName,
        storageName: `${algolia.indexName}-${i18n.currentLocale}`,
        externalUrlRegex: algolia.externalUrlRegex,
      };
    }
    // One DocSearch "index" name per locale keeps recent searches apart between en and ja.
    const localName = `local-search-${i18n.currentLocale}`;
    return { ...common, mode: 'local', appId: LOCAL_APP_ID, apiKey: LOCAL_APP_ID, indexName: localName, storageName: localName };
  }, [algolia, i18n.currentLocale, locale, siteConfig.baseUrl, siteConfig.url, siteMetadata.docusaurusVersion, tagKey]);
}

/** Path of the search page for a query, under the locale's base URL (trailing slash, spec §2). */
export function searchPagePath(baseUrl: string, query: string): string {
  return `${baseUrl}search/?q=${encodeURIComponent(wellFormed(query))}`;
}

/**
 * Turns a hit URL into a router path when it points into this site (absolute local hits, or
 * hosted hits on the production origin); other URLs stay absolute.
 */
export function toSitePath(url: string, siteUrl: string): string {
  try {
    const parsed = new URL(url, siteUrl);
    const origins = [new URL(siteUrl).origin, typeof window === 'undefined' ? '' : window.location.origin];
    return origins.includes(parsed.origin) ? `${parsed.pathname}${parsed.search}${parsed.hash}` : url;
  } catch {
    return url;
  }
}
