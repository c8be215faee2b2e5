/** The pages of each locale, relative to the project: English (the default locale) and Japanese. */
export const EN_PAGES = 'docs';
export const JA_PAGES = 'i18n/ja/docusaurus-plugin-content-docs/current';
/** Both locales' page folders, English first. */
export const PAGE_DIRS = [EN_PAGES, JA_PAGES] as const;
