/**
 * The front-matter field the build sets on a page whose other language is newer
 * (lib/i18n-freshness.ts, `freshnessFrontMatter`); the page shows a notice
 * (src/components/TranslationFreshness). Kept apart so the browser code imports no Node module.
 */
export const OTHER_LANGUAGE_NEWER = 'other_language_newer';
