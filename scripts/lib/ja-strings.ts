import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { listFiles } from '../../lib/files';
import { JA_PAGES } from './files';
import { announcementMessages, siteDescriptions } from '../../src/data/site-strings';
import { sectionHeaders } from '../../src/data/sidebar-section-headers';

/** One Japanese text the reader sees outside a page's Markdown body, and where it is written. */
export interface JapaneseString {
  /** The file (relative to the project) and the key or field in it. */
  source: { file: string; key: string };
  text: string;
}

const JA = 'i18n/ja';
const TRANSLATION_FILES = [
  `${JA}/code.json`,
  `${JA}/docusaurus-plugin-content-docs/current.json`,
  `${JA}/docusaurus-theme-classic/navbar.json`,
  `${JA}/docusaurus-theme-classic/footer.json`,
];
/** Front-matter fields shown as text: page heading, meta description, sidebar and search labels. */
const FRONT_MATTER_FIELDS = ['title', 'description', 'sidebar_label'] as const;

/**
 * Every Japanese UI string (translation files, texts set in the config, sidebar section headers)
 * and every shown front-matter field of the Japanese pages: the texts textlint's Markdown run
 * over the page bodies does not see.
 */
export async function japaneseStrings(root: string): Promise<JapaneseString[]> {
  const strings: JapaneseString[] = [];
  for (const file of TRANSLATION_FILES) {
    const messages = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, { message: string }>;
    for (const [id, { message }] of Object.entries(messages)) strings.push({ source: { file, key: id }, text: message });
  }
  strings.push({ source: { file: 'src/data/site-strings.ts', key: 'announcementMessages' }, text: announcementMessages.ja.replace(/<[^>]+>/g, '') });
  strings.push({ source: { file: 'src/data/site-strings.ts', key: 'siteDescriptions' }, text: siteDescriptions.ja });
  for (const header of sectionHeaders('ja')) strings.push({ source: { file: 'src/data/sidebar-section-headers.ts', key: header.beforeRoute }, text: header.label });
  for (const file of listFiles(path.join(root, JA_PAGES), /\.mdx?$/)) {
    const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath: file, fileContent: readFileSync(file, 'utf8') });
    for (const field of FRONT_MATTER_FIELDS) {
      const value = frontMatter[field];
      if (typeof value === 'string') strings.push({ source: { file: path.relative(root, file), key: field }, text: value });
    }
  }
  return strings;
}
