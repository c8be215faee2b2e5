/**
 * Site-wide texts set in the Docusaurus config (outside `translate()`), one per locale. They live
 * here rather than in the config so the Japanese UI-string lint (`scripts/lint-ja-strings.ts`) reads
 * them like the `i18n/ja` JSON files.
 */
export const announcementMessages = {
  en: 'Every code sample on this site targets PlayCanvas Engine v2 and its ESM scripts. Moving from v1? Read <a href="/user-manual/engine/migrations/">Engine Migrations</a>.',
  ja: 'このサイトのコード例はすべてPlayCanvas Engine v2とESMスクリプト向けです。v1からの移行は<a href="/ja/user-manual/engine/migrations/">エンジンの移行ガイド</a>をご覧ください。',
};

/** Description of pages that set none (the search page): Lighthouse SEO wants one on every indexable page. */
export const siteDescriptions = {
  en: 'Documentation for the PlayCanvas engine and editor: user manual, tutorials and the shader editor guide.',
  ja: 'PlayCanvasエンジンとエディターの日本語ドキュメント。ユーザーマニュアル、チュートリアル、シェーダーエディターガイド。',
};

/** The heading of each locale's llms.txt (plugins/markdown-pages). */
export const llmsTitles = {
  en: 'PlayCanvas Developer Site',
  ja: 'PlayCanvas日本語ドキュメント',
};
