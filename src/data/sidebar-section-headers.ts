import type { SectionHeader } from '../lib/sidebars';

/** The user manual's section headers, per locale (html sidebar items are not translated by Docusaurus). */
const labels = {
  '/user-manual/': { en: 'Introduction', ja: 'はじめに' },
  '/user-manual/engine/': { en: 'Core Products', ja: 'コア製品' },
  '/user-manual/ecs/': { en: 'Common Topics', ja: '共通トピック' },
  '/user-manual/api/': { en: 'Foundational APIs', ja: '基盤API' },
  '/user-manual/glossary/': { en: 'Additional Resources', ja: 'その他の資料' },
} as const;

export function sectionHeaders(locale: string): SectionHeader[] {
  return Object.entries(labels).map(([beforeRoute, label]) => ({
    beforeRoute,
    label: locale === 'ja' ? label.ja : label.en,
  }));
}
